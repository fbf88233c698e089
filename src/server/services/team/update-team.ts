import "server-only";
import { eq } from "drizzle-orm";
import { Action } from "@/domain/roles";
import { organization } from "../../db/schema";
import { assertCan, notFound } from "../../errors/api-error";
import { getTeamInfo, type TeamInfo } from "../../queries/team/get-team-info";
import type { ActorContext } from "../context";

export interface UpdateTeamInput {
  name?: string;
  avatar?: string;
  timezone?: number;
}

/** Owner and Admin change the team's name, avatar and time zone; setting a time zone marks it as chosen. */
export async function updateTeam({ ctx, input }: { ctx: ActorContext; input: UpdateTeamInput }): Promise<TeamInfo> {
  assertCan(ctx.actor.role, Action.ManageTeamSettings);
  const changes: Partial<typeof organization.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.avatar !== undefined) changes.logo = input.avatar || null;
  if (input.timezone !== undefined) {
    changes.timezone = input.timezone;
    changes.timezoneSet = 1;
  }
  if (Object.keys(changes).length) {
    await ctx.db.update(organization).set(changes).where(eq(organization.id, ctx.actor.teamId));
  }
  const team = await getTeamInfo(ctx.db, { teamId: ctx.actor.teamId });
  if (!team) throw notFound();
  return team;
}
