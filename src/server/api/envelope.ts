// The response envelope of spec section 7: { code, message, data }, code 0 on success.
import "server-only";
import { z } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import { ErrorDetails, ValidationErrorData } from "@/domain/contracts/common";
import { ErrorCode } from "@/domain/error-codes";
import { ApiError } from "../errors/api-error";

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/** A success envelope: code is always 0, which the response schemas state as a literal. */
export interface OkEnvelope<T> extends Envelope<T> {
  code: typeof ErrorCode.Ok;
}

export function ok<T>(data: T, message = "ok"): OkEnvelope<T> {
  return { code: ErrorCode.Ok, message, data };
}

export function failure(error: ApiError): Envelope<unknown> {
  return { code: error.code, message: error.message, data: error.data };
}

/** Turns a zod error into the validation envelope: the first message on top, every field's first message below. */
export function validationError(error: ZodError): ApiError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.join(".") : "_";
    errors[field] ??= issue.message;
  }
  const first = error.issues[0]?.message ?? "Some fields are not valid";
  return new ApiError(ErrorCode.Validation, first, { errors });
}

/** OpenAPI schema of a success envelope around `data`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(ErrorCode.Ok), message: z.string(), data });
}

export const ErrorEnvelope = z
  .object({
    code: z.number().int().openapi({ example: 40000 }),
    message: z.string().openapi({ example: "Please enter a valid email address" }),
    // Validation failures carry the per-field messages; a few other codes add details (a limit, a retry time).
    data: z
      .union([ValidationErrorData, ErrorDetails])
      .nullable()
      .openapi({ example: { errors: { email: "Please enter a valid email address" } } }),
  })
  .openapi("ErrorEnvelope");
