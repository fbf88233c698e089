import "server-only";
import { eq } from "drizzle-orm";
import type { UserInfo } from "@/domain/account";
import { memberStatusFor } from "@/domain/enums";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";
import { getMembership } from "../team/get-membership";
import { getTeamInfo } from "../team/get-team-info";

export type { UserInfo };

export async function getUserInfo(
  db: Db,
  params: { userId: number; preferredTeamId?: number | null },
): Promise<UserInfo | null> {
  const [row] = await db.select().from(user).where(eq(user.id, params.userId)).limit(1);
  if (!row) return null;
  const membership = await getMembership(db, params);
  if (!membership) return null;
  const team = await getTeamInfo(db, { teamId: membership.teamId });
  if (!team) return null;
  return {
    id: row.id,
    full_name: row.name,
    avatar: row.image ?? "",
    email: row.email,
    role: membership.role,
    status: memberStatusFor({ emailVerified: row.emailVerified }),
    team_info: team,
  };
}
