// Platform failures as the API reports them: the spec's "channel does not exist", private accounts, and clear
// temporary states (rate limits, quota, an unreachable platform) instead of a 500.
import "server-only";
import { ErrorCode } from "@/domain/error-codes";
import { PlatformError } from "../platforms/errors";
import { ApiError } from "./api-error";

export function platformApiError(error: unknown, subject: "channel" | "video"): unknown {
  if (!(error instanceof PlatformError)) return error;
  switch (error.kind) {
    case "not_found":
      return new ApiError(subject === "channel" ? ErrorCode.ChannelNotFound : ErrorCode.VideoNotFound);
    case "private":
      return new ApiError(ErrorCode.AccountPrivate);
    case "rate_limited":
      return new ApiError(ErrorCode.PlatformRateLimited);
    case "quota_exceeded":
      return new ApiError(ErrorCode.PlatformQuotaExceeded);
    case "not_configured":
      return new ApiError(ErrorCode.PlatformNotConfigured, error.message);
    case "upstream":
    case "malformed":
      return new ApiError(ErrorCode.PlatformUnavailable);
  }
}
