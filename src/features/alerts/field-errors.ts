// The server's field errors (code 40000, `data.errors`: field path → message, e.g. "destinations.1.url") so a form
// can show each at its field; the envelope's own message covers errors that name no field.
import { ErrorCode } from "@/domain/error-codes";
import { ApiRequestError } from "@/lib/api/client";

export type FieldErrors = Partial<Record<string, string>>;

export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError) || error.code !== ErrorCode.Validation) return {};
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== "object") return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
