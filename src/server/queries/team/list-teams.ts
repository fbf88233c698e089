import "server-only";
import { asc, eq } from "drizzle-orm";
import type { TeamListItem } from "@/domain/contracts/team";
import type { Db } from "../../db/client";
import { member, organization } from "../../db/schema";
import { effectiveRole } from "./effective-role";

/**
 * Every team the person belongs to, their own first team first (oldest membership), marking the active one, each
 * with the role they act with there.
 */
export async function listTeams(db: Db, params: { userId: number; activeTeamId: number }): Promise<TeamListItem[]> {
  const rows = await db
    .select({
      id: organization.id,
      name: organization.name,
      logo: organization.logo,
      plan: organization.plan,
      role: member.role,
      readOnly: member.readOnly,
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
    // The role the person acts with (a read-only member acts as an Analyst), as the guard sees it.
    role: effectiveRole(row),
    active: row.id === params.activeTeamId,
  }));
}
