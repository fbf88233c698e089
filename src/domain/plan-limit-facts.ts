// What the plan-limit modal says (issue 20 item 4): the limit the team reached on its plan and the plan that lifts
// it ("Free includes no channel tracking; Pro tracks 20"), from the plan catalogue (./plans.ts). The API's 90001
// answer names the kind of limit (`data.limit_kind`: tracked feeds or channels, seats for invitations, alert rules)
// and the least plan with room (`data.plan`).
import { PLANS, planOf } from "./plans";

export const PLAN_LIMIT_KINDS = ["feeds", "channels", "seats", "alertRules", "priority"] as const;
export type PlanLimitKind = (typeof PLAN_LIMIT_KINDS)[number];

export interface PlanLimitFacts {
  kind: PlanLimitKind;
  current: { label: string; limit: number };
  /** The plan that lifts the limit; null when none does or it is the team's own plan. `limit` null: unlimited. */
  lifting: { label: string; limit: number | null } | null;
}

/** The catalogue's limit for each kind: priority items (issue 18 item 3) are `priorityItems`. */
function limitOf(plan: (typeof PLANS)[keyof typeof PLANS], kind: PlanLimitKind): number | null {
  return kind === "priority" ? plan.limits.priorityItems : plan.limits[kind];
}

function isKind(value: unknown): value is PlanLimitKind {
  return PLAN_LIMIT_KINDS.includes(value as PlanLimitKind);
}

export function planLimitFacts(
  kind: unknown,
  currentPlan: string | undefined,
  liftingPlan: unknown,
): PlanLimitFacts | null {
  if (!isKind(kind)) return null;
  const current = planOf(currentPlan);
  const currentLimit = limitOf(current, kind);
  // An unlimited plan cannot have reached this limit: the team's plan changed since, so say nothing specific.
  if (currentLimit === null) return null;
  const lifting = Object.values(PLANS).find((plan) => plan.name === liftingPlan);
  return {
    kind,
    current: { label: current.label, limit: currentLimit },
    lifting: lifting && lifting.name !== current.name ? { label: lifting.label, limit: limitOf(lifting, kind) } : null,
  };
}
