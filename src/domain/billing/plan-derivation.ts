// A team's plan follows its subscriptions (issue 15 item 2): active or trialing → the SKU's plan; past_due → the
// SKU's plan until the grace period ends, then Free; canceled → Free. With several subscriptions (an old canceled
// one and a new one) the highest plan granted wins. An operator override keeps the plan as the operator set it.
import type { PlanNameValue } from "../enums";
import { inGrace } from "./grace";

export interface SubscriptionForPlan {
  sku: string;
  status: string;
  pastDueSince: Date | null;
}

const RANK: Record<PlanNameValue, number> = { free: 0, pro: 1, max: 2 };

/** The plan a SKU sells (`pro_monthly` → pro); anything unknown is Free. */
export function planOfSku(sku: string): PlanNameValue {
  if (sku.startsWith("max_")) return "max";
  if (sku.startsWith("pro_")) return "pro";
  return "free";
}

export function planRank(plan: PlanNameValue): number {
  return RANK[plan];
}

/** The plan one subscription grants at `now`. */
export function planGrantedBy(subscription: SubscriptionForPlan, now: Date): PlanNameValue {
  switch (subscription.status) {
    case "active":
    case "trialing":
      return planOfSku(subscription.sku);
    case "past_due":
      // A past_due row without its start date (should not happen) is treated as just become past_due.
      return inGrace(subscription.pastDueSince ?? now, now) ? planOfSku(subscription.sku) : "free";
    default:
      return "free";
  }
}

export function derivePlan(subscriptions: readonly SubscriptionForPlan[], now: Date): PlanNameValue {
  let best: PlanNameValue = "free";
  for (const subscription of subscriptions) {
    const plan = planGrantedBy(subscription, now);
    if (RANK[plan] > RANK[best]) best = plan;
  }
  return best;
}
