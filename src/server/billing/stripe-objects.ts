// Stripe's objects (API version 2026-10-28.endive, the one stripe@23.1.0 pins) read into the provider interface's
// shapes. Since API version 2025-03-31.basil the billing period lives on each subscription item, not on the
// subscription, and an invoice names its subscription under `parent.subscription_details`; both older places are
// read as a fallback so an account whose webhook endpoint still sends an older version keeps working.
import "server-only";
import type Stripe from "stripe";
import type { PaidSku } from "@/domain/contracts/billing";
import type { ProviderInvoice, ProviderSubscription, ProviderSubscriptionStatus } from "./provider";
import type { PriceCatalog } from "./stripe-prices";

/** The checkout's metadata key (and the subscription's, through `subscription_data.metadata`) naming the team. */
export const TEAM_METADATA_KEY = "team_id";

export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? value : value.id;
}

/** A positive integer team id from metadata or `client_reference_id`, else null. */
export function teamIdFrom(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

export function toDate(unixSeconds: number): Date {
  return new Date(unixSeconds * 1000);
}

/**
 * Stripe has eight subscription statuses, the app six: `incomplete_expired` is over (canceled), and `paused` (a
 * trial ended without a card) pays nothing, like `unpaid`.
 */
export function statusOf(status: Stripe.Subscription.Status): ProviderSubscriptionStatus {
  if (status === "incomplete_expired") return "canceled";
  const same: readonly ProviderSubscriptionStatus[] = ["active", "trialing", "past_due", "canceled", "incomplete"];
  return same.find((value) => value === status) ?? "unpaid";
}

interface LegacyPeriod {
  current_period_start?: number;
  current_period_end?: number;
}

/** The subscription as the provider interface sees it; null when it is not one of ours (no team or SKU). */
export async function readSubscription(
  subscription: Stripe.Subscription,
  prices: PriceCatalog,
): Promise<ProviderSubscription | null> {
  const teamId = teamIdFrom(subscription.metadata?.[TEAM_METADATA_KEY]);
  if (teamId === null) return null;
  let sku: PaidSku | null = null;
  let item: (Stripe.SubscriptionItem & LegacyPeriod) | undefined;
  for (const candidate of subscription.items.data) {
    sku = await prices.skuOf(candidate.price);
    if (sku) {
      item = candidate;
      break;
    }
  }
  if (!sku || !item) return null;
  const legacy = subscription as Stripe.Subscription & LegacyPeriod;
  const start = item.current_period_start ?? legacy.current_period_start ?? subscription.start_date;
  const end = item.current_period_end ?? legacy.current_period_end ?? start;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    teamId,
    sku,
    status: statusOf(subscription.status),
    currentPeriodStart: toDate(start),
    currentPeriodEnd: toDate(end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

interface LegacyInvoice {
  subscription?: string | { id: string } | null;
  payment_intent?: string | { id: string } | null;
  charge?: string | { id: string } | null;
}

function invoiceSubscription(invoice: Stripe.Invoice): { id: string | null; metadata: Stripe.Metadata | null } {
  const details = invoice.parent?.subscription_details;
  if (details) return { id: idOf(details.subscription), metadata: details.metadata };
  return { id: idOf((invoice as Stripe.Invoice & LegacyInvoice).subscription), metadata: null };
}

async function invoiceSku(invoice: Stripe.Invoice, prices: PriceCatalog): Promise<PaidSku | null> {
  for (const line of invoice.lines?.data ?? []) {
    const price = line.pricing?.price_details?.price;
    if (!price) continue;
    const sku = await prices.skuOf(price);
    if (sku) return sku;
  }
  return null;
}

/** What a refund of this invoice targets: its payment intent, else its charge (`invoice.payments` when present). */
export function paymentInInvoice(invoice: Stripe.Invoice): string | null {
  for (const entry of invoice.payments?.data ?? []) {
    const target = idOf(entry.payment.payment_intent ?? null) ?? idOf(entry.payment.charge ?? null);
    if (target && (entry.status === "paid" || entry.is_default)) return target;
  }
  const legacy = invoice as Stripe.Invoice & LegacyInvoice;
  return idOf(legacy.payment_intent) ?? idOf(legacy.charge);
}

export async function readInvoice(
  invoice: Stripe.Invoice,
  input: { paid: boolean; prices: PriceCatalog; chargeId: string | null },
): Promise<ProviderInvoice> {
  const subscription = invoiceSubscription(invoice);
  return {
    id: invoice.id,
    subscriptionId: subscription.id,
    customerId: idOf(invoice.customer) ?? "",
    teamId: teamIdFrom(subscription.metadata?.[TEAM_METADATA_KEY] ?? invoice.metadata?.[TEAM_METADATA_KEY]),
    sku: await invoiceSku(invoice, input.prices),
    amountCents: input.paid ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    paid: input.paid,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    chargeId: input.chargeId,
    createdAt: toDate(invoice.created),
  };
}
