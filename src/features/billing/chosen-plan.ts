// The plan a visitor chose on the pricing cards ("Get Pro", yearly), kept through sign-up and email verification so
// the subscriptions page can offer that plan's checkout (issue 20 item 5). It travels as `?plan=pro&period=yearly`
// on the sign-up link and is kept in local storage (shared by the tab that opens the verification link) until the
// subscriptions page has offered it.
import type { PlanNameValue } from "@/domain/enums";

/** The plans a checkout sells (Free needs none). */
export const PAID_PLAN_NAMES = ["pro", "max"] as const satisfies readonly PlanNameValue[];
export type PaidPlanName = (typeof PAID_PLAN_NAMES)[number];

export type ChosenPeriod = "monthly" | "yearly";
export interface ChosenPlan {
  plan: PaidPlanName;
  period: ChosenPeriod;
}

const STORAGE_KEY = "feedscope.chosenPlan";

/** The choice in a query string, or null when the plan is not a paid one (Free needs no checkout). */
export function readChosenPlan(params: URLSearchParams): ChosenPlan | null {
  const plan = params.get("plan");
  if (!plan || !(PAID_PLAN_NAMES as readonly string[]).includes(plan)) return null;
  const period: ChosenPeriod = params.get("period") === "yearly" ? "yearly" : "monthly";
  return { plan: plan as PaidPlanName, period };
}

export function chosenPlanQuery(choice: ChosenPlan): string {
  return new URLSearchParams({ plan: choice.plan, period: choice.period }).toString();
}

/** Where a person who chose a plan goes once signed in: the subscriptions page, with the choice. */
export function subscriptionsHref(choice: ChosenPlan): string {
  return `/dashboard/subscriptions/?${chosenPlanQuery(choice)}`;
}

export function rememberChosenPlan(choice: ChosenPlan): void {
  try {
    localStorage.setItem(STORAGE_KEY, chosenPlanQuery(choice));
  } catch {
    // Storage refused: the choice still rides on the URL of this tab.
  }
}

export function rememberedChosenPlan(): ChosenPlan | null {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored ? readChosenPlan(new URLSearchParams(stored)) : null;
  } catch {
    return null;
  }
}

export function forgetChosenPlan(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored that could be read either.
  }
}
