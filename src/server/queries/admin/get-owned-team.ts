// The team an operator command acts on: the first team the user with this email owns (their personal team).
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { ROLE_TO_AUTH } from "@/domain/roles";
import type { Db } from "../../db/client";
import { member, organization, user } from "../../db/schema";

export async function getOwnedTeam(db: Db, email: string): Promise<{ teamId: number; name: string } | null> {
  const [owned] = await db
    .select({ teamId: member.organizationId, name: organization.name })
    .from(user)
    .innerJoin(member, and(eq(member.userId, user.id), eq(member.role, ROLE_TO_AUTH.owner)))
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(user.email, email))
    .orderBy(asc(member.id))
    .limit(1);
  return owned ?? null;
}
