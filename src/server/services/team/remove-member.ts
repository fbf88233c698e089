// POST /v1/team/member/remove: an Owner or Admin removes a member. The Owner cannot be removed (40304); removing
// yourself goes through POST /v1/team/leave (40300 here), so the session moves to your own team as leaving does.
// An Admin may remove another Admin (both manage members; src/domain/roles.ts). The removed member's pending
// invitations of this team are revoked with them (inviter-rights.ts).
import "server-only";
import { eq } from "drizzle-orm";
import type { TeamMembers } from "@/domain/contracts/team";
import { ErrorCode } from "@/domain/error-codes";
import { Role } from "@/domain/roles";
import { forgetMemberships } from "../../auth/membership-cache";
import { now } from "../../clock";
import { member, organization } from "../../db/schema";
import { ApiError, forbidden } from "../../errors/api-error";
import { getTeamMembers } from "../../queries/team/get-team-members";
import type { ActorContext } from "../context";
import { clearActiveTeam } from "./clear-active-team";
import { revokeInvitationsSentBy } from "./inviter-rights";
import { notifyRemoved } from "./notify-member";
import { teamMember } from "./team-member";

export async function removeMember({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: { user_id: number };
}): Promise<TeamMembers> {
  const teamId = ctx.actor.teamId;
  const removed = await ctx.db.transaction(async (tx) => {
    const target = await teamMember(tx, teamId, input.user_id);
    if (target.role === Role.Owner) throw new ApiError(ErrorCode.OwnerProtected);
    if (target.userId === ctx.actor.userId) throw forbidden("To leave the team yourself, use Leave team");
    await tx.delete(member).where(eq(member.id, target.memberId));
    await revokeInvitationsSentBy(tx, { teamId, inviterId: target.userId, at: now() });
    await clearActiveTeam(tx, { userId: target.userId, teamId });
    const [team] = await tx.select({ name: organization.name }).from(organization).where(eq(organization.id, teamId));
    return { target, teamName: team?.name ?? "" };
  });
  // Before the email goes out: the removed member's cached role must not outlive the commit.
  forgetMemberships();
  await notifyRemoved(ctx.db, { teamId, actorId: ctx.actor.userId, ...removed });
  return getTeamMembers(ctx.db, { teamId, now: now() });
}
