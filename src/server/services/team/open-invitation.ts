// Finding an invitation by its link, for the accept page and for accepting: counted per client IP (guessing tokens
// is throttled), and answered with the catalogue code of what is wrong with it (40006 also when its inviter no longer
// manages the team's members: inviter-rights.ts).
import "server-only";
import { ErrorCode } from "@/domain/error-codes";
import type { Db } from "../../db/client";
import { ApiError } from "../../errors/api-error";
import { getInvitationByTokenHash, type InvitationRecord } from "../../queries/team/get-invitation";
import { clientIpFromHeaders } from "../../security/client-ip";
import { TEAM_LIMITS } from "../../security/limits";
import { enforceRateLimit, limitSubject } from "../../security/rate-limit";
import { hashInvitationToken } from "./invitation-token";
import { assertInviterMayInvite } from "./inviter-rights";

/** 40007 used, 40006 revoked, 40005 expired; otherwise the invitation may be accepted. */
export function assertAcceptable(
  record: Pick<InvitationRecord, "status" | "revokedAt" | "acceptedAt" | "expiresAt">,
  at: Date,
): void {
  if (record.acceptedAt !== null || record.status === "accepted") throw new ApiError(ErrorCode.InvitationUsed);
  if (record.revokedAt !== null || record.status !== "pending") throw new ApiError(ErrorCode.InvitationRevoked);
  if (record.expiresAt.getTime() <= at.getTime()) throw new ApiError(ErrorCode.InvitationExpired);
}

export async function openInvitation(
  db: Db,
  params: { token: string; headers: Headers; at: Date },
): Promise<InvitationRecord> {
  await enforceRateLimit(db, TEAM_LIMITS.acceptPerIp, limitSubject("ip", clientIpFromHeaders(params.headers)));
  const record = await getInvitationByTokenHash(db, hashInvitationToken(params.token));
  if (!record) throw new ApiError(ErrorCode.InvalidToken);
  assertAcceptable(record, params.at);
  // The accept page says at once that a link of someone who lost the right no longer works (accepting checks again).
  await assertInviterMayInvite(db, { teamId: record.teamId, inviterId: record.inviterId });
  return record;
}
