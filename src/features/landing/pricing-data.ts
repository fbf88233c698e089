// Everything the pricing cards and the Product JSON-LD show, built from the plan catalogue (src/domain/plans.ts)
// so a price or limit changes in one place. Formatting is per locale: USD via Intl.NumberFormat.
import { PLANS, type Plan } from "@/domain/plans";
import type { Locale } from "@/i18n/locales";

export const PLAN_ORDER = ["free", "pro", "max"] as const;
export type PlanCardName = (typeof PLAN_ORDER)[number];
export type Billing = "monthly" | "yearly";

export function plansInOrder(): Plan[] {
  return PLAN_ORDER.map((name) => PLANS[name]);
}

/** "$99", "99 $", "US$83.25"…: whole amounts without decimals, others with two. */
export function formatUsd(amount: number, locale: Locale): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** What a plan costs a month on a billing cycle (yearly: the per-month price). */
export function monthlyAmount(plan: Plan, billing: Billing): number {
  return billing === "yearly" ? plan.yearlyMonthlyPrice : plan.monthlyPrice;
}

/** The amount billed once a year on the yearly cycle, rounded to cents. */
export function yearlyTotal(plan: Plan): number {
  return Math.round(plan.yearlyMonthlyPrice * 12 * 100) / 100;
}

/** "1K", "2K", "100K" in English, "10万" in Japanese/Chinese…: the landing stats in the locale's compact form. */
export function formatCompact(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 0 }).format(value);
}
