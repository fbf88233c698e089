// The subscriptions page's decisions, kept pure so they are tested apart from React (issue 15 item 5): what a plan
// costs on a billing interval, whether a choice is an upgrade or a downgrade, what a downgrade would stop, the usage
// meters, which billing actions a role gets, and which banners a subscription calls for.
import type { CatalogPlan, PaidSku, Payment, Subscription } from "@/domain/contracts/billing";
import { PaymentStatus } from "@/domain/enums";
import { Action, can, type RoleValue } from "@/domain/roles";

export type Interval = "monthly" | "yearly";
export type PlanKey = CatalogPlan["name"];

const PLAN_RANK: Record<PlanKey, number> = { free: 0, pro: 1, max: 2 };

/** The price shown on a card: per month (yearly: the monthly equivalent) and what one invoice charges. */
export function priceFor(plan: CatalogPlan, interval: Interval): { perMonth: number; billed: number } {
  return interval === "yearly"
    ? { perMonth: plan.yearly_monthly_price, billed: plan.yearly_price }
    : { perMonth: plan.monthly_price, billed: plan.monthly_price };
}

/** The paid SKU that buys `plan` on `interval`; null for Free (there is nothing to buy). */
export function skuFor(plan: CatalogPlan, interval: Interval): PaidSku | null {
  const sku = plan.skus[interval];
  return sku === "free" ? null : sku;
}

/** The test checkout's "month"/"year" as the page's interval. */
export function intervalOfPeriod(period: "month" | "year"): Interval {
  return period === "year" ? "yearly" : "monthly";
}

/** The interval a SKU bills on (Free counts as monthly, so the toggle starts there). */
export function intervalOf(sku: string): Interval {
  return sku.endsWith("_yearly") ? "yearly" : "monthly";
}

export type PlanChange = "current" | "upgrade" | "downgrade" | "interval";

/**
 * What choosing `target` on `interval` means for a team on `current` (SKU `currentSku`): the same SKU is the current
 * plan; a higher plan is an upgrade (at once), a lower one a downgrade (at period end); the same plan on the other
 * interval is a change of interval.
 */
export function planChange(current: PlanKey, currentSku: string, target: PlanKey, interval: Interval): PlanChange {
  if (PLAN_RANK[target] > PLAN_RANK[current]) return "upgrade";
  if (PLAN_RANK[target] < PLAN_RANK[current]) return "downgrade";
  if (target === "free" || intervalOf(currentSku) === interval) return "current";
  return "interval";
}

export interface Usage {
  feeds: number;
  channels: number;
  seats: number;
  /** Members besides the Owner: a downgrade leaves those beyond the seats read-only (pending invitations stay). */
  members: number;
}

export interface Stops {
  feeds: number;
  channels: number;
  seats: number;
}

/** How many items beyond a limit (null = unlimited) would be stopped. */
function beyond(used: number, limit: number | null): number {
  return limit === null ? 0 : Math.max(0, used - limit);
}

/** What moving to a plan with `limits` would stop: feeds and channels beyond it, members beyond the seats. */
export function downgradeStops(usage: Usage, limits: CatalogPlan["limits"]): Stops {
  return {
    feeds: beyond(usage.feeds, limits.feeds),
    channels: beyond(usage.channels, limits.channels),
    seats: beyond(usage.members, limits.seats),
  };
}

export function stopsAnything(stops: Stops): boolean {
  return stops.feeds > 0 || stops.channels > 0 || stops.seats > 0;
}

/** The stopped kinds worth naming, in a fixed order, leaving out those with nothing stopped ("3 videos and 1 channel"). */
export function stoppedItems(stops: {
  feeds: number;
  channels: number;
}): { kind: "videos" | "channels"; count: number }[] {
  const items: { kind: "videos" | "channels"; count: number }[] = [];
  if (stops.feeds > 0) items.push({ kind: "videos", count: stops.feeds });
  if (stops.channels > 0) items.push({ kind: "channels", count: stops.channels });
  return items;
}

export interface Meter {
  used: number;
  /** null: unlimited. */
  limit: number | null;
  /** 0–100 for the bar; 0 when unlimited. */
  percent: number;
  over: boolean;
}

export function meterFor(used: number, limit: number | null): Meter {
  if (limit === null) return { used, limit, percent: 0, over: false };
  if (limit === 0) return { used, limit, percent: used > 0 ? 100 : 0, over: used > 0 };
  return { used, limit, percent: Math.min(100, Math.round((used / limit) * 100)), over: used > limit };
}

/** What a role sees: Owner pays (every button), Admin reads (buttons disabled), Analyst sees the plan only. */
export type BillingAccess = "manage" | "view" | "none";

export function billingAccess(role: RoleValue): BillingAccess {
  if (can(role, Action.ManageBilling)) return "manage";
  if (can(role, Action.ViewBilling)) return "view";
  return "none";
}

export type Banner =
  | { kind: "past_due"; graceUntil: string | null }
  | { kind: "ending"; endsAt: string | null }
  | { kind: "over_limit"; stoppedFeeds: number; stoppedChannels: number; readOnlyMembers: number };

/** The dashboard banners a subscription calls for, most urgent first. */
export function bannersFor(subscription: Subscription): Banner[] {
  const banners: Banner[] = [];
  if (subscription.status === "past_due") banners.push({ kind: "past_due", graceUntil: subscription.grace_until });
  if (subscription.cancel_at_period_end && subscription.status !== "canceled") {
    banners.push({ kind: "ending", endsAt: subscription.current_period_end });
  }
  const { stopped_feeds, stopped_channels, read_only_members } = subscription.over_limit;
  if (stopped_feeds + stopped_channels + read_only_members > 0) {
    banners.push({
      kind: "over_limit",
      stoppedFeeds: stopped_feeds,
      stoppedChannels: stopped_channels,
      readOnlyMembers: read_only_members,
    });
  }
  return banners;
}

export type PaymentState = "paid" | "failed" | "pending" | "refunded";

/** A payment's badge: a refund outranks the status it was paid with. */
export function paymentState(payment: Pick<Payment, "status" | "refunded">): PaymentState {
  if (payment.refunded) return "refunded";
  if (payment.status === PaymentStatus.Paid) return "paid";
  if (payment.status === PaymentStatus.Failed) return "failed";
  return "pending";
}

/** Digits only, so "4242 4242 4242 4242" and "4242-4242-…" reach the server alike. */
export function cardDigits(input: string): string {
  return input.replace(/\D/g, "");
}

/** Whether a test checkout session still takes a card (a paid or expired one sends the person back instead). */
export function checkoutOpen(status: string): boolean {
  return !["paid", "complete", "completed", "expired", "canceled"].includes(status);
}
