// POST /v1/team/member/update: an Owner or Admin makes a member Analyst or Admin. The Owner's role never changes
// here (40304; only a transfer hands it on), and nobody becomes Owner (the body allows 2 and 3 only). An Admin
// may demote another Admin: both manage members (src/domain/roles.ts), and the Owner can always undo it. A member
// demoted to a role that does not manage members loses their pending invitations of this team (inviter-rights.ts).
import "server-only";
import { eq } from "drizzle-orm";
import type { TeamMembers, UpdateMemberBody } from "@/domain/contracts/team";
import { ErrorCode } from "@/domain/error-codes";
import { Action, can, Role } from "@/domain/roles";
import { forgetMemberships } from "../../auth/membership-cache";
import { now } from "../../clock";
import { member } from "../../db/schema";
import { ApiError } from "../../errors/api-error";
import { getTeamMembers } from "../../queries/team/get-team-members";
import type { ActorContext } from "../context";
import { authRoleOf } from "./invitation-rules";
import { revokeInvitationsSentBy } from "./inviter-rights";
import { notifyRoleChanged } from "./notify-member";
import { type TeamMemberRow, teamMember } from "./team-member";

export async function updateMemberRole({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: UpdateMemberBody;
}): Promise<TeamMembers> {
  const teamId = ctx.actor.teamId;
  const changed = await ctx.db.transaction(async (tx): Promise<TeamMemberRow | null> => {
    const target = await teamMember(tx, teamId, input.user_id);
    if (target.role === Role.Owner) throw new ApiError(ErrorCode.OwnerProtected);
    if (target.role === input.role) return null;
    await tx
      .update(member)
      .set({ role: authRoleOf(input.role) })
      .where(eq(member.id, target.memberId));
    if (!can(input.role, Action.ManageMembers)) {
      await revokeInvitationsSentBy(tx, { teamId, inviterId: target.userId, at: now() });
    }
    return target;
  });
  // The new role applies from the member's next request (requireActor's few-second cache).
  forgetMemberships();
  if (changed && changed.userId !== ctx.actor.userId) {
    await notifyRoleChanged(ctx.db, { teamId, actorId: ctx.actor.userId, target: changed, role: input.role });
  }
  return getTeamMembers(ctx.db, { teamId, now: now() });
}
