// A limit reached: a 429 envelope (42900 by default, or a more specific catalogue code such as the tools' daily cap
// 42903), with the seconds to wait, which the API sends as the Retry-After header.
import "server-only";
import { ErrorCode, type ErrorCodeValue } from "@/domain/error-codes";
import { ApiError } from "../errors/api-error";

export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    code: ErrorCodeValue = ErrorCode.RateLimited,
    data: Record<string, unknown> = {},
  ) {
    super(code, message, { ...data, retry_after: retryAfterSeconds });
    this.name = "RateLimitedError";
  }
}
