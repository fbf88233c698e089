// The plan rules of alerts (issue 16 item 2, src/domain/plans.ts), checked inside the write's transaction after the
// team row is locked, so two parallel creates cannot both take the last rule: Free creates nothing, Pro everything
// but webhook destinations, Max everything; rules up to the plan's `alertRules`. Switching a rule back on asks the
// plan again (a team may have moved to a smaller plan since the rule was made): Free none, a webhook group needs
// Max, and the active rules may not pass the plan's count. Refusals about rules name `data.limit_kind` "alertRules",
// so the plan-limit modal can say "Free includes no alert rules. Pro allows 20." (issue 20 item 4).
import "server-only";
import { and, count, eq, ne, sql } from "drizzle-orm";
import { NotificationChannelType } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { PLANS, type Plan, planOf, withinLimit } from "@/domain/plans";
import type { Db } from "../../db/client";
import { alertDestinations, alertGroups, alertRules, alertTargets, organization } from "../../db/schema";
import { ApiError } from "../../errors/api-error";

type Tx = Pick<Db, "select" | "execute">;

/** Locks the team row for the rest of the transaction and answers its plan. */
export async function lockTeamPlan(tx: Tx, teamId: number): Promise<Plan> {
  await tx.execute(sql`SELECT id FROM ${organization} WHERE id = ${teamId} FOR UPDATE`);
  const [team] = await tx.select({ plan: organization.plan }).from(organization).where(eq(organization.id, teamId));
  return planOf(team?.plan);
}

export function assertAlertsAllowed(plan: Plan): void {
  if (plan.limits.alerts !== "none") return;
  throw new ApiError(
    ErrorCode.PlanLimitReached,
    `Alerts need the ${PLANS.pro.label} or ${PLANS.max.label} plan. Please upgrade your plan to use alerts.`,
    { limit_kind: "alertRules", plan: PLANS.pro.name },
  );
}

export function assertWebhooksAllowed(plan: Plan): void {
  if (plan.limits.alerts === "webhook") return;
  throw new ApiError(
    ErrorCode.PlanLimitReached,
    `Webhook destinations need the ${PLANS.max.label} plan. Please upgrade to ${PLANS.max.label} to use them.`,
    { plan: PLANS.max.name },
  );
}

export async function assertRuleRoom(tx: Tx, teamId: number, plan: Plan): Promise<void> {
  const [used] = await tx.select({ n: count() }).from(alertRules).where(eq(alertRules.teamId, teamId));
  if (withinLimit(plan.limits.alertRules, Number(used?.n ?? 0))) return;
  const bigger = plan.name === "pro" ? PLANS.max : null;
  throw new ApiError(
    ErrorCode.PlanLimitReached,
    `Your plan allows ${plan.limits.alertRules} alert rules and all are used.` +
      (bigger ? ` Upgrade to ${bigger.label} for ${bigger.limits.alertRules}.` : " Delete a rule to add another."),
    { limit_kind: "alertRules", ...(bigger ? { plan: bigger.name } : {}) },
  );
}

/**
 * Targets and groups are capped at the plan's rule count: each rule uses one of each, so more could never all be
 * used, and the lists stay short enough to answer whole (they have no paging).
 */
export async function assertTargetOrGroupRoom(tx: Tx, teamId: number, plan: Plan, kind: "target" | "group") {
  const table = kind === "target" ? alertTargets : alertGroups;
  const [used] = await tx.select({ n: count() }).from(table).where(eq(table.teamId, teamId));
  if (withinLimit(plan.limits.alertRules, Number(used?.n ?? 0))) return;
  const bigger = plan.name === "pro" ? PLANS.max : null;
  throw new ApiError(
    ErrorCode.PlanLimitReached,
    `Your plan allows ${plan.limits.alertRules} alert ${kind}s (one per rule) and all are used.` +
      (bigger ? ` Upgrade to ${bigger.label} for ${bigger.limits.alertRules}.` : ` Delete a ${kind} to add another.`),
    bigger ? { plan: bigger.name } : null,
  );
}

/**
 * A rule being switched on (POST /v1/alert/rule/{id}/active, or PUT with active 1) under the plan the team has
 * now: alerts at all, webhook destinations in its group only on Max, and room among the active rules.
 */
export async function assertRuleMayRun(
  tx: Tx,
  params: { teamId: number; plan: Plan; ruleId: number; groupId: number; countActive: boolean },
): Promise<void> {
  const { teamId, plan, ruleId, groupId } = params;
  assertAlertsAllowed(plan);
  const [webhook] = await tx
    .select({ id: alertDestinations.id })
    .from(alertDestinations)
    .where(and(eq(alertDestinations.groupId, groupId), eq(alertDestinations.type, NotificationChannelType.Webhook)))
    .limit(1);
  if (webhook) assertWebhooksAllowed(plan);
  if (!params.countActive) return;
  const [active] = await tx
    .select({ n: count() })
    .from(alertRules)
    .where(and(eq(alertRules.teamId, teamId), eq(alertRules.active, 1), ne(alertRules.id, ruleId)));
  if (withinLimit(plan.limits.alertRules, Number(active?.n ?? 0))) return;
  const bigger = plan.name === "pro" ? PLANS.max : null;
  throw new ApiError(
    ErrorCode.PlanLimitReached,
    `Your plan allows ${plan.limits.alertRules} active alert rules and all are on.` +
      (bigger ? ` Upgrade to ${bigger.label} for ${bigger.limits.alertRules}.` : " Switch one off first."),
    { limit_kind: "alertRules", ...(bigger ? { plan: bigger.name } : {}) },
  );
}
