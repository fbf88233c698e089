// POST /v1/team/invite/resend: a new link for a pending invitation of the caller's team, valid 7 more days. The
// old link stops working (only the new token's hash is kept).
import "server-only";
import { eq } from "drizzle-orm";
import type { TeamMembers } from "@/domain/contracts/team";
import { roleFromAuth } from "@/domain/roles";
import { holdsSeat } from "@/domain/seats";
import { now } from "../../clock";
import { invitation } from "../../db/schema";
import { getTeamMembers } from "../../queries/team/get-team-members";
import type { ActorContext } from "../context";
import { deliverInvitation } from "./deliver-invitation";
import { assertSeatFree, countInvitationSend, lockTeam } from "./invitation-rules";
import { invitationExpiry, newInvitationToken } from "./invitation-token";
import { assertStillPending, lockTeamInvitation, teamInvitation } from "./team-invitation";

export async function resendInvitation({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: { invitation_id: number };
}): Promise<TeamMembers> {
  const teamId = ctx.actor.teamId;
  const found = await teamInvitation(ctx.db, teamId, input.invitation_id);
  assertStillPending(found);
  await countInvitationSend(ctx.db, teamId, found.email);
  const sentAt = now();
  const { token, tokenHash } = newInvitationToken();

  const sent = await ctx.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const row = await lockTeamInvitation(tx, teamId, input.invitation_id);
    assertStillPending(row);
    if (!holdsSeat(row, sentAt)) await assertSeatFree(tx, teamId, sentAt);
    await tx
      .update(invitation)
      .set({
        tokenHash,
        sentAt,
        expiresAt: invitationExpiry(sentAt),
        sendCount: row.sendCount + 1,
        inviterId: ctx.actor.userId,
      })
      .where(eq(invitation.id, row.id));
    return row;
  });

  await deliverInvitation(ctx.db, {
    teamId,
    inviterId: ctx.actor.userId,
    headers: ctx.headers,
    email: sent.email,
    role: roleFromAuth(sent.role),
    token,
  });
  return getTeamMembers(ctx.db, { teamId, now: now() });
}
