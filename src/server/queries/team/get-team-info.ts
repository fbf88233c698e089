import "server-only";
import { eq } from "drizzle-orm";
import type { TeamInfo } from "@/domain/account";
import type { Db } from "../../db/client";
import { organization } from "../../db/schema";

export type { TeamInfo };

export async function getTeamInfo(db: Db, params: { teamId: number }): Promise<TeamInfo | null> {
  const [team] = await db.select().from(organization).where(eq(organization.id, params.teamId)).limit(1);
  if (!team) return null;
  return {
    id: team.id,
    name: team.name,
    avatar: team.logo ?? "",
    plan: team.plan,
    timezone: team.timezone,
    timezone_set: team.timezoneSet,
  };
}
