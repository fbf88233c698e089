// What each paid SKU of spec section 9 costs and how long it runs: the prices come from the plan catalogue
// (src/domain/plans.ts), yearly = 12 × the per-month yearly price. Amounts in cents.
import { PLANS } from "../plans";
import { planOfSku } from "./plan-derivation";

export type BillingInterval = "month" | "year";

export interface SkuPrice {
  plan: "pro" | "max";
  interval: BillingInterval;
  amountCents: number;
  currency: "usd";
}

export function skuPrice(sku: string): SkuPrice | null {
  const plan = planOfSku(sku);
  if (plan === "free") return null;
  const interval: BillingInterval = sku.endsWith("_yearly") ? "year" : "month";
  const catalogue = PLANS[plan];
  const dollars = interval === "year" ? catalogue.yearlyMonthlyPrice * 12 : catalogue.monthlyPrice;
  return { plan, interval, amountCents: Math.round(dollars * 100), currency: "usd" };
}

/** The end of a period that starts at `start` (calendar month or year, as providers bill). */
export function periodEnd(start: Date, interval: BillingInterval): Date {
  const end = new Date(start.getTime());
  if (interval === "year") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}
