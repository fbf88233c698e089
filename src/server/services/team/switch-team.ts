import "server-only";
import { eq } from "drizzle-orm";
import { forgetSessionToken } from "../../auth/session-cache";
import type { Db } from "../../db/client";
import { session } from "../../db/schema";
import { notFound } from "../../errors/api-error";
import { getMembership } from "../../queries/team/get-membership";
import type { ActorContext } from "../context";

/**
 * Records the team a session acts for in Better Auth's session row (`active_organization_id`), so every later call
 * of this session (and only this one: other devices keep their own choice) resolves to it in requireActor.
 */
export async function setSessionActiveTeam(db: Db, params: { sessionToken: string; teamId: number }): Promise<void> {
  await db.update(session).set({ activeOrganizationId: params.teamId }).where(eq(session.token, params.sessionToken));
  // The session row changed outside Better Auth: the cached lookup of this token must not keep the old team.
  forgetSessionToken(params.sessionToken);
}

/**
 * Switches the caller's session to another of their teams (POST /v1/team/switch). A team they do not belong to
 * answers 404, like any other team's id: whether it exists is not theirs to know.
 */
export async function switchTeam({ ctx, teamId }: { ctx: ActorContext; teamId: number }): Promise<number> {
  const membership = await getMembership(ctx.db, { userId: ctx.actor.userId, preferredTeamId: teamId });
  if (!membership || membership.teamId !== teamId) throw notFound("You are not a member of this team");
  await setSessionActiveTeam(ctx.db, { sessionToken: ctx.actor.sessionToken, teamId });
  return teamId;
}
