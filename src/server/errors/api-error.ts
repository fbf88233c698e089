import "server-only";
import { ERROR_CATALOGUE, ErrorCode, type ErrorCodeValue } from "@/domain/error-codes";

/** A failure the API reports to the client as an envelope with a catalogue code. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCodeValue,
    message?: string,
    readonly data: unknown = null,
  ) {
    super(message ?? ERROR_CATALOGUE[code].message);
    this.name = "ApiError";
    this.status = ERROR_CATALOGUE[code].status;
  }
}

export const unauthorized = () => new ApiError(ErrorCode.Unauthorized);
export const forbidden = (message?: string) => new ApiError(ErrorCode.Forbidden, message);
export const notFound = (message?: string) => new ApiError(ErrorCode.NotFound, message);

/** Field-level validation failure, shaped like the schema-driven ones: data.errors maps field to message. */
export function fieldError(field: string, message: string): ApiError {
  return new ApiError(ErrorCode.Validation, message, { errors: { [field]: message } });
}
