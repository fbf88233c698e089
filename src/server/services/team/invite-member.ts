// POST /v1/team/invite: invites an address into the caller's team, or sends its pending invitation again (new
// token, 7 more days). The seat check and the insert run in one transaction holding the team row, so parallel
// invitations at the limit cannot all pass (issue 14 item 2).
import "server-only";
import { and, eq } from "drizzle-orm";
import type { InviteBody, TeamMembers } from "@/domain/contracts/team";
import { ErrorCode } from "@/domain/error-codes";
import { holdsSeat } from "@/domain/seats";
import { now } from "../../clock";
import { invitation, member, user } from "../../db/schema";
import { ApiError } from "../../errors/api-error";
import { getTeamMembers } from "../../queries/team/get-team-members";
import type { ActorContext } from "../context";
import { deliverInvitation } from "./deliver-invitation";
import { assertSeatFree, authRoleOf, countInvitationSend, lockTeam } from "./invitation-rules";
import { invitationExpiry, newInvitationToken } from "./invitation-token";

export async function inviteMember({ ctx, input }: { ctx: ActorContext; input: InviteBody }): Promise<TeamMembers> {
  const teamId = ctx.actor.teamId;
  const email = input.email.trim().toLowerCase();
  await countInvitationSend(ctx.db, teamId, email);
  const sentAt = now();
  const { token, tokenHash } = newInvitationToken();

  await ctx.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const [existingMember] = await tx
      .select({ id: member.id })
      .from(member)
      .innerJoin(user, eq(user.id, member.userId))
      .where(and(eq(member.organizationId, teamId), eq(user.email, email)))
      .limit(1);
    if (existingMember) throw new ApiError(ErrorCode.AlreadyMember);

    const [pending] = await tx
      .select()
      .from(invitation)
      .where(and(eq(invitation.organizationId, teamId), eq(invitation.email, email), eq(invitation.status, "pending")))
      .limit(1);
    // A pending invitation that has not lapsed already holds its seat; a lapsed one needs a free seat again.
    if (!pending || !holdsSeat(pending, sentAt)) await assertSeatFree(tx, teamId, sentAt);
    const fresh = {
      role: authRoleOf(input.role),
      tokenHash,
      sentAt,
      expiresAt: invitationExpiry(sentAt),
      inviterId: ctx.actor.userId,
    };
    if (pending) {
      await tx
        .update(invitation)
        .set({ ...fresh, sendCount: pending.sendCount + 1 })
        .where(eq(invitation.id, pending.id));
    } else {
      await tx.insert(invitation).values({ ...fresh, organizationId: teamId, email, status: "pending" });
    }
  });

  await deliverInvitation(ctx.db, {
    teamId,
    inviterId: ctx.actor.userId,
    headers: ctx.headers,
    email,
    role: input.role,
    token,
  });
  return getTeamMembers(ctx.db, { teamId, now: now() });
}
