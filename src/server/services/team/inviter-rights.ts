// An invitation speaks for the person who sent it (issue 14 item 3): it may bring someone in only while that person
// still manages the team's members. Accepting checks it under the team lock (40006, as a revoked link answers), and
// removing or demoting a member revokes the invitations they sent that are still pending, which frees their seats.
import "server-only";
import { and, eq } from "drizzle-orm";
import { ErrorCode } from "@/domain/error-codes";
import { Action, can } from "@/domain/roles";
import type { Db } from "../../db/client";
import { invitation, member } from "../../db/schema";
import { ApiError } from "../../errors/api-error";
import { effectiveRole } from "../../queries/team/effective-role";

/** 40006 unless the inviter is still a member of the team whose current role (read-only counts) manages members. */
export async function assertInviterMayInvite(
  tx: Pick<Db, "select">,
  params: { teamId: number; inviterId: number },
): Promise<void> {
  const [row] = await tx
    .select({ role: member.role, readOnly: member.readOnly })
    .from(member)
    .where(and(eq(member.organizationId, params.teamId), eq(member.userId, params.inviterId)))
    .limit(1);
  if (row && can(effectiveRole(row), Action.ManageMembers)) return;
  throw new ApiError(
    ErrorCode.InvitationRevoked,
    "This invitation was withdrawn: the person who sent it can no longer invite members to this team",
  );
}

/** Revokes the pending invitations `inviterId` sent for the team (their links answer 40006 from now on). */
export async function revokeInvitationsSentBy(
  tx: Pick<Db, "update">,
  params: { teamId: number; inviterId: number; at: Date },
): Promise<void> {
  await tx
    .update(invitation)
    .set({ status: "canceled", revokedAt: params.at })
    .where(
      and(
        eq(invitation.organizationId, params.teamId),
        eq(invitation.inviterId, params.inviterId),
        eq(invitation.status, "pending"),
      ),
    );
}
