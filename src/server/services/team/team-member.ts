// One member of the caller's team by user id: someone who is not a member (of this team) answers 404, so members
// of other teams are not revealed.
import "server-only";
import { and, eq } from "drizzle-orm";
import { type RoleValue, roleFromAuth } from "@/domain/roles";
import type { Db } from "../../db/client";
import { member, user } from "../../db/schema";
import { notFound } from "../../errors/api-error";

export interface TeamMemberRow {
  memberId: number;
  userId: number;
  role: RoleValue;
  /** Beyond the seats of a downgraded plan: acts as an Analyst (queries/team/effective-role.ts). */
  readOnly: boolean;
  name: string;
  email: string;
  locale: string | null;
}

export async function teamMember(db: Pick<Db, "select">, teamId: number, userId: number): Promise<TeamMemberRow> {
  const [row] = await db
    .select({
      memberId: member.id,
      userId: member.userId,
      role: member.role,
      readOnly: member.readOnly,
      name: user.name,
      email: user.email,
      locale: user.locale,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, teamId), eq(member.userId, userId)))
    .for("update", { of: member })
    .limit(1);
  if (!row) throw notFound();
  return { ...row, role: roleFromAuth(row.role) };
}
