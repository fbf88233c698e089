// Better Auth throws APIError with a code in its body; the /v1 API answers with its own catalogue instead.
import "server-only";
import { isAPIError } from "better-auth/api";
import { ErrorCode, type ErrorCodeValue } from "@/domain/error-codes";
import { ApiError } from "../errors/api-error";

const MAP: Record<string, ErrorCodeValue> = {
  USER_ALREADY_EXISTS: ErrorCode.EmailTaken,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: ErrorCode.EmailTaken,
  INVALID_EMAIL_OR_PASSWORD: ErrorCode.InvalidCredentials,
  INVALID_EMAIL: ErrorCode.InvalidCredentials,
  CREDENTIAL_ACCOUNT_NOT_FOUND: ErrorCode.InvalidCredentials,
  INVALID_PASSWORD: ErrorCode.WrongPassword,
  INVALID_TOKEN: ErrorCode.InvalidToken,
  TOKEN_EXPIRED: ErrorCode.InvalidToken,
  USER_NOT_FOUND: ErrorCode.InvalidToken,
  TOO_MANY_REQUESTS: ErrorCode.RateLimited,
};

/** Runs a Better Auth call and turns its known failures into catalogue errors; anything else propagates. */
export async function callAuth<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isAPIError(error)) {
      const code = (error.body as { code?: string } | undefined)?.code ?? "";
      const mapped = MAP[code];
      if (mapped) throw new ApiError(mapped);
      if (error.statusCode === 429) throw new ApiError(ErrorCode.RateLimited);
    }
    throw error;
  }
}
