// Until billing exists an operator sets plans: the plan of the team a user owns (their personal team).
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { PlanNameValue } from "@/domain/enums";
import { ROLE_TO_AUTH } from "@/domain/roles";
import type { Db } from "../../db/client";
import { member, organization, user } from "../../db/schema";
import { notFound } from "../../errors/api-error";

export async function setTeamPlan(db: Db, input: { email: string; plan: PlanNameValue }) {
  const [owned] = await db
    .select({ teamId: member.organizationId, name: organization.name })
    .from(user)
    .innerJoin(member, and(eq(member.userId, user.id), eq(member.role, ROLE_TO_AUTH.owner)))
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(user.email, input.email))
    .orderBy(asc(member.id))
    .limit(1);
  if (!owned) throw notFound(`No team owned by ${input.email}`);
  await db.update(organization).set({ plan: input.plan }).where(eq(organization.id, owned.teamId));
  return { team_id: owned.teamId, team: owned.name, plan: input.plan };
}
