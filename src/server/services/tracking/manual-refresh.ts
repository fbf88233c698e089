import "server-only";
import { ErrorCode } from "@/domain/error-codes";
import { ApiError } from "../../errors/api-error";

/** A person may refresh one feed or channel by hand once per this many minutes (platform quotas are shared). */
export const MANUAL_REFRESH_MINUTES = 5;

export function checkManualRefresh(last: Date | null, at: Date): void {
  if (!last) return;
  const waitMs = last.getTime() + MANUAL_REFRESH_MINUTES * 60_000 - at.getTime();
  if (waitMs > 0) {
    const minutes = Math.ceil(waitMs / 60_000);
    throw new ApiError(
      ErrorCode.RateLimited,
      `This was refreshed moments ago; you can refresh it again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
    );
  }
}
