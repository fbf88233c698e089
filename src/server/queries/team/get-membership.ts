import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { RoleValue } from "@/domain/roles";
import type { Db } from "../../db/client";
import { member } from "../../db/schema";
import { effectiveRole } from "./effective-role";

export interface Membership {
  teamId: number;
  role: RoleValue;
}

/** The team a user acts for: the preferred (session's active) team if they belong to it, else their first team. */
export async function getMembership(
  db: Db,
  params: { userId: number; preferredTeamId?: number | null },
): Promise<Membership | null> {
  if (params.preferredTeamId) {
    const [preferred] = await db
      .select({ teamId: member.organizationId, role: member.role, readOnly: member.readOnly })
      .from(member)
      .where(and(eq(member.userId, params.userId), eq(member.organizationId, params.preferredTeamId)))
      .limit(1);
    if (preferred) return { teamId: preferred.teamId, role: effectiveRole(preferred) };
  }
  const [first] = await db
    .select({ teamId: member.organizationId, role: member.role, readOnly: member.readOnly })
    .from(member)
    .where(eq(member.userId, params.userId))
    .orderBy(asc(member.id))
    .limit(1);
  return first ? { teamId: first.teamId, role: effectiveRole(first) } : null;
}
