// A limit reached: the 42900 envelope, with the seconds to wait, which the API sends as the Retry-After header.
import "server-only";
import { ErrorCode } from "@/domain/error-codes";
import { ApiError } from "../errors/api-error";

export class RateLimitedError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(ErrorCode.RateLimited, message, { retry_after: retryAfterSeconds });
    this.name = "RateLimitedError";
  }
}
