// The operator's plan override (`npm run admin -- plan <email> <free|pro|max|auto>`): the plan of the team a user
// owns (their personal team). A plan sets the override flag, so billing events no longer change it and the
// subscription answer says so (issue 15); "auto" clears the flag and derives the plan from the subscription again.
// Either way the limits of the resulting plan apply at once (src/server/billing/apply-team-plan.ts).
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { PlanNameValue } from "@/domain/enums";
import { planOf } from "@/domain/plans";
import { ROLE_TO_AUTH } from "@/domain/roles";
import { forgetMemberships } from "../../auth/membership-cache";
import { applyLimits, applyTeamPlan } from "../../billing/apply-team-plan";
import type { Db } from "../../db/client";
import { member, organization, user } from "../../db/schema";
import { notFound } from "../../errors/api-error";

export async function setTeamPlan(db: Db, input: { email: string; plan: PlanNameValue | "auto" }) {
  const [owned] = await db
    .select({ teamId: member.organizationId, name: organization.name })
    .from(user)
    .innerJoin(member, and(eq(member.userId, user.id), eq(member.role, ROLE_TO_AUTH.owner)))
    .innerJoin(organization, eq(organization.id, member.organizationId))
    .where(eq(user.email, input.email))
    .orderBy(asc(member.id))
    .limit(1);
  if (!owned) throw notFound(`No team owned by ${input.email}`);
  const now = new Date();
  const plan = await db.transaction(async (tx) => {
    const [team] = await tx
      .select({ plan: organization.plan })
      .from(organization)
      .where(eq(organization.id, owned.teamId))
      .for("update");
    const before = planOf(team?.plan).name;
    if (input.plan === "auto") {
      await tx.update(organization).set({ planOverride: false }).where(eq(organization.id, owned.teamId));
      await applyTeamPlan(tx, owned.teamId, now);
    } else {
      await tx
        .update(organization)
        .set({ plan: input.plan, planOverride: true })
        .where(eq(organization.id, owned.teamId));
      if (before !== input.plan) await applyLimits(tx, owned.teamId, before, input.plan, now);
    }
    const [after] = await tx
      .select({ plan: organization.plan })
      .from(organization)
      .where(eq(organization.id, owned.teamId));
    return planOf(after?.plan).name;
  });
  // applyLimits may have made members read-only or lifted that.
  forgetMemberships();
  return { team_id: owned.teamId, team: owned.name, plan };
}
