// POST /v1/team/invite/revoke: the link stops working at once (40006 on the accept page) and the seat is free.
import "server-only";
import { eq } from "drizzle-orm";
import type { TeamMembers } from "@/domain/contracts/team";
import { ErrorCode } from "@/domain/error-codes";
import { now } from "../../clock";
import { invitation } from "../../db/schema";
import { ApiError } from "../../errors/api-error";
import { getTeamMembers } from "../../queries/team/get-team-members";
import type { ActorContext } from "../context";
import { lockTeamInvitation } from "./team-invitation";

export async function revokeInvitation({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: { invitation_id: number };
}): Promise<TeamMembers> {
  const teamId = ctx.actor.teamId;
  await ctx.db.transaction(async (tx) => {
    const row = await lockTeamInvitation(tx, teamId, input.invitation_id);
    if (row.acceptedAt !== null || row.status === "accepted") throw new ApiError(ErrorCode.InvitationUsed);
    // Revoking twice is harmless: the first revocation's time stays.
    if (row.revokedAt !== null) return;
    await tx.update(invitation).set({ status: "canceled", revokedAt: now() }).where(eq(invitation.id, row.id));
  });
  return getTeamMembers(ctx.db, { teamId, now: now() });
}
