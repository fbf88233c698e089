// The plan catalogue of spec section 9: the single source of prices, SKUs and limits, used by every limit check
// and, later, by the pricing page. `null` means unlimited.
import type { PlanNameValue } from "./enums";

export type AlertLevel = "none" | "custom" | "webhook";

export interface PlanLimits {
  feeds: number | null;
  channels: number | null;
  /** Days of history a team on this plan may see. */
  historyDays: number | null;
  /** How often tracked entities are refreshed. */
  refreshHours: number;
  /**
   * Feeds and channels together a team may mark priority (issue 18 item 3); they refresh every
   * PRIORITY_REFRESH_HOURS. 0 means the plan has no priority items.
   */
  priorityItems: number;
  alerts: AlertLevel;
  /** Alert rules a team may keep (issue 16 item 2); 0 with alerts "none". */
  alertRules: number;
  /** Members besides the owner (plan cards: Free none, Pro 3, Max 10). */
  seats: number;
  /** API keys and the MCP server (issue 17 item 3): Max (and Enterprise) only. */
  apiAccess: boolean;
}

export interface Plan {
  name: PlanNameValue;
  label: "Free" | "Pro" | "Max";
  monthlyPrice: number;
  /** Per month, billed yearly. */
  yearlyMonthlyPrice: number;
  skus: { monthly: string; yearly: string };
  limits: PlanLimits;
}

export const PLANS: Record<PlanNameValue, Plan> = {
  free: {
    name: "free",
    label: "Free",
    monthlyPrice: 0,
    yearlyMonthlyPrice: 0,
    skus: { monthly: "free", yearly: "free" },
    limits: {
      feeds: 5,
      channels: 0,
      historyDays: 7,
      refreshHours: 24,
      priorityItems: 0,
      alerts: "none",
      alertRules: 0,
      seats: 0,
      apiAccess: false,
    },
  },
  pro: {
    name: "pro",
    label: "Pro",
    monthlyPrice: 99,
    yearlyMonthlyPrice: 83.25,
    skus: { monthly: "pro_monthly", yearly: "pro_yearly" },
    limits: {
      feeds: 1000,
      channels: 20,
      historyDays: 30,
      refreshHours: 24,
      priorityItems: 0,
      alerts: "custom",
      alertRules: 20,
      seats: 3,
      apiAccess: false,
    },
  },
  max: {
    name: "max",
    label: "Max",
    monthlyPrice: 299,
    yearlyMonthlyPrice: 249.9,
    skus: { monthly: "max_monthly", yearly: "max_yearly" },
    limits: {
      feeds: 5000,
      channels: null,
      historyDays: null,
      refreshHours: 12,
      priorityItems: 100,
      alerts: "webhook",
      alertRules: 200,
      seats: 10,
      apiAccess: true,
    },
  },
};

/** The refresh interval of a priority feed or channel on a plan that has priority items. */
export const PRIORITY_REFRESH_HOURS = 1;

/** The least plan that has priority items (Max), named by the 90001 answer below it. */
export function leastPlanWithPriority(): Plan | null {
  return Object.values(PLANS).find((plan) => plan.limits.priorityItems > 0) ?? null;
}

export const YEARLY_DISCOUNT_LABEL = "17% off";
export const REFUND_DAYS = 7;

/** A stored plan name to its plan; anything unknown is treated as Free (the safe side for limits). */
export function planOf(name: string | null | undefined): Plan {
  return PLANS[name as PlanNameValue] ?? PLANS.free;
}

/** The oldest moment a team on this plan may see, or null for unlimited history. */
export function historyStart(planName: string, now: Date): Date | null {
  const days = planOf(planName).limits.historyDays;
  return days === null ? null : new Date(now.getTime() - days * 86_400_000);
}

/** Whether `used` plus `adding` stays within `limit` (null = unlimited). */
export function withinLimit(limit: number | null, used: number, adding = 1): boolean {
  return limit === null || used + adding <= limit;
}
