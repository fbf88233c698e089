// Why an invitation link cannot be used, from the preview's or the accept call's refusal (issue 14 item 1: 40002
// unknown, 40005 expired, 40006 revoked, 40007 used); "failed" is anything else (the network, the server), which
// a retry may fix.
import { ErrorCode } from "@/domain/error-codes";

export type InvitationProblem = "missing" | "unknown" | "expired" | "revoked" | "used" | "failed";

/** The code of a refused call (ApiRequestError carries it; anything else has none). */
export function invitationProblem(error: unknown): InvitationProblem {
  const code =
    typeof error === "object" && error !== null && "code" in error ? (error as { code: unknown }).code : null;
  switch (code) {
    case ErrorCode.InvalidToken:
    case ErrorCode.NotFound:
    case ErrorCode.Validation:
      return "unknown";
    case ErrorCode.InvitationExpired:
      return "expired";
    case ErrorCode.InvitationRevoked:
      return "revoked";
    case ErrorCode.InvitationUsed:
      return "used";
    default:
      return "failed";
  }
}
