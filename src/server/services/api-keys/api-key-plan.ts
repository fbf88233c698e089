// API access is a plan feature (issue 17 item 3; src/domain/plans.ts `apiAccess`): Max (and Enterprise). Free and
// Pro are refused creation with 90001 naming the plan to upgrade to; a key of a team that left Max stops working.
import "server-only";
import { eq } from "drizzle-orm";
import { ErrorCode } from "@/domain/error-codes";
import { PLANS, type Plan, planOf } from "@/domain/plans";
import type { Db } from "../../db/client";
import { organization } from "../../db/schema";
import { ApiError } from "../../errors/api-error";

export async function teamPlan(db: Pick<Db, "select">, teamId: number): Promise<Plan> {
  const [team] = await db.select({ plan: organization.plan }).from(organization).where(eq(organization.id, teamId));
  return planOf(team?.plan);
}

export function assertApiAccess(plan: Plan): void {
  if (plan.limits.apiAccess) return;
  throw new ApiError(
    ErrorCode.PlanLimitReached,
    `API keys need the ${PLANS.max.label} plan. Please upgrade to ${PLANS.max.label} to use the API with a key.`,
    { plan: PLANS.max.name },
  );
}
