// The plan catalogue as `/v1/billing/plans` answers it: the same numbers as the landing page (src/domain/plans.ts).
import type { CatalogPlan } from "../contracts/billing";
import { PLANS, YEARLY_DISCOUNT_LABEL } from "../plans";

export function catalogPlans(): CatalogPlan[] {
  return Object.values(PLANS).map((plan) => ({
    name: plan.name,
    label: plan.label,
    monthly_price: plan.monthlyPrice,
    yearly_monthly_price: plan.yearlyMonthlyPrice,
    // Two decimals: 83.25 × 12 and 249.9 × 12 are not exact in binary floating point.
    yearly_price: Math.round(plan.yearlyMonthlyPrice * 12 * 100) / 100,
    yearly_discount_label: YEARLY_DISCOUNT_LABEL,
    currency: "usd" as const,
    skus: {
      monthly: plan.skus.monthly as CatalogPlan["skus"]["monthly"],
      yearly: plan.skus.yearly as CatalogPlan["skus"]["yearly"],
    },
    limits: {
      feeds: plan.limits.feeds,
      channels: plan.limits.channels,
      history_days: plan.limits.historyDays,
      refresh_hours: plan.limits.refreshHours,
      priority_items: plan.limits.priorityItems,
      alerts: plan.limits.alerts,
      seats: plan.limits.seats,
    },
  }));
}
