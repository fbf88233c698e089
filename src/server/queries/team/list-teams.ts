import "server-only";
import { asc, eq } from "drizzle-orm";
import type { TeamListItem } from "@/domain/contracts/team";
import { roleFromAuth } from "@/domain/roles";
import type { Db } from "../../db/client";
import { member, organization } from "../../db/schema";

/** Every team the person belongs to, their own first team first (oldest membership), marking the active one. */
export async function listTeams(db: Db, params: { userId: number; activeTeamId: number }): Promise<TeamListItem[]> {
  const rows = await db
    .select({
      id: organization.id,
      name: organization.name,
      logo: organization.logo,
      plan: organization.plan,
      role: member.role,
    })
    .from(member)
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(member.userId, params.userId))
    .orderBy(asc(member.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    avatar: row.logo ?? "",
    plan: row.plan,
    role: roleFromAuth(row.role),
    active: row.id === params.activeTeamId,
  }));
}
