// A manual refresh refused by the throttle (42900 with `data.next_refresh_at`, issue 20 item 4): the moment the
// feed or channel can be refreshed by hand again, so the message bar can name the time instead of "too many requests".
import { ErrorCode } from "@/domain/error-codes";

export function nextManualRefreshAt(error: unknown): Date | null {
  if (typeof error !== "object" || error === null) return null;
  const { code, data } = error as { code?: unknown; data?: unknown };
  if (code !== ErrorCode.RateLimited || typeof data !== "object" || data === null) return null;
  const at = (data as { next_refresh_at?: unknown }).next_refresh_at;
  if (typeof at !== "string") return null;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : date;
}
