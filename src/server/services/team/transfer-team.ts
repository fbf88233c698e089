// POST /v1/team/transfer: the Owner hands the team to another member, who becomes Owner; the old Owner stays as
// Admin. Both changes happen in one transaction with the team row locked, so a team never has two Owners or none.
// The new Owner always has full powers (a read-only Owner would act as an Analyst, leaving the team without a working
// Owner), and the old Owner takes the target's read-only flag in exchange, so the seats in use stay as they were.
import "server-only";
import { eq } from "drizzle-orm";
import type { TeamMembers } from "@/domain/contracts/team";
import { ErrorCode } from "@/domain/error-codes";
import { Action, ROLE_TO_AUTH, Role } from "@/domain/roles";
import { forgetMemberships } from "../../auth/membership-cache";
import { now } from "../../clock";
import { member } from "../../db/schema";
import { ApiError, roleRequired } from "../../errors/api-error";
import { getTeamMembers } from "../../queries/team/get-team-members";
import type { ActorContext } from "../context";
import { lockTeam } from "./invitation-rules";
import { teamMember } from "./team-member";

export async function transferTeam({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: { user_id: number };
}): Promise<TeamMembers> {
  const { teamId, userId } = ctx.actor;
  if (input.user_id === userId) throw new ApiError(ErrorCode.Conflict, "You already own this team");
  await ctx.db.transaction(async (tx) => {
    await lockTeam(tx, teamId);
    const owner = await teamMember(tx, teamId, userId);
    // Checked again under the lock: of two parallel transfers, the second finds its caller no longer Owner.
    if (owner.role !== Role.Owner) throw roleRequired(Action.TransferTeam);
    const target = await teamMember(tx, teamId, input.user_id);
    await tx.update(member).set({ role: ROLE_TO_AUTH.owner, readOnly: false }).where(eq(member.id, target.memberId));
    await tx
      .update(member)
      .set({ role: ROLE_TO_AUTH.admin, readOnly: target.readOnly })
      .where(eq(member.id, owner.memberId));
  });
  forgetMemberships();
  return getTeamMembers(ctx.db, { teamId, now: now() });
}
