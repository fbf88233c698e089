// POST /v1/team/leave: a member leaves the team the session acts for and the session moves to their own first
// remaining team. The Owner must transfer the team first (40304); nobody may leave their only team (409), since a
// person always acts for some team. Their pending invitations of the team are revoked (inviter-rights.ts).
import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { ErrorCode } from "@/domain/error-codes";
import { Role, roleFromAuth } from "@/domain/roles";
import { forgetMemberships } from "../../auth/membership-cache";
import { now } from "../../clock";
import { member } from "../../db/schema";
import { ApiError } from "../../errors/api-error";
import { getUserInfo, type UserInfo } from "../../queries/user/get-user-info";
import type { ActorContext } from "../context";
import { clearActiveTeam } from "./clear-active-team";
import { lockTeam } from "./invitation-rules";
import { revokeInvitationsSentBy } from "./inviter-rights";

export async function leaveTeam({ ctx }: { ctx: ActorContext }): Promise<UserInfo> {
  const { teamId, userId } = ctx.actor;
  const next = await ctx.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const [mine] = await tx
      .select({ id: member.id, role: member.role })
      .from(member)
      .where(and(eq(member.organizationId, teamId), eq(member.userId, userId)))
      .limit(1);
    if (!mine) throw new ApiError(ErrorCode.NotFound);
    if (roleFromAuth(mine.role) === Role.Owner) {
      throw new ApiError(
        ErrorCode.OwnerProtected,
        "The Owner cannot leave the team; transfer it to another member first",
      );
    }
    const [other] = await tx
      .select({ teamId: member.organizationId })
      .from(member)
      .where(and(eq(member.userId, userId), ne(member.organizationId, teamId)))
      .orderBy(asc(member.id))
      .limit(1);
    if (!other) throw new ApiError(ErrorCode.Conflict, "You cannot leave your only team");
    await tx.delete(member).where(eq(member.id, mine.id));
    await revokeInvitationsSentBy(tx, { teamId, inviterId: userId, at: now() });
    await clearActiveTeam(tx, { userId, teamId, next: other.teamId });
    return other.teamId;
  });
  forgetMemberships();
  const info = await getUserInfo(ctx.db, { userId, preferredTeamId: next });
  if (!info) throw new ApiError(ErrorCode.Internal);
  return info;
}
