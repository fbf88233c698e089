import "server-only";
import { ERROR_CATALOGUE, ErrorCode, type ErrorCodeValue } from "@/domain/error-codes";
import { type ActionValue, can, minimumRoleFor, Role, type RoleValue } from "@/domain/roles";

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

/** 403 RoleRequired whose message names the least role that may do `action` (issue 14 item 3). */
export function roleRequired(action: ActionValue): ApiError {
  const needed = minimumRoleFor(action);
  const names = needed === Role.Admin ? "an Admin or the Owner" : "the team's Owner";
  return new ApiError(ErrorCode.RoleRequired, `Only ${names} can do this`, { required_role: needed });
}

/** Throws 403 RoleRequired unless `role` may do `action`: the check services use (the route guard calls it too). */
export function assertCan(role: RoleValue, action: ActionValue): void {
  if (!can(role, action)) throw roleRequired(action);
}
