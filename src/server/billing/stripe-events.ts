// A verified Stripe event normalized into the provider interface's BillingEvent (issue 15 item 1). Seven types
// are handled; every other type Stripe may send (an endpoint can subscribe to more) normalizes to null, which the
// webhook answers 200 without applying anything, so Stripe does not retry it.
import "server-only";
import type Stripe from "stripe";
import type { BillingEvent, BillingEventType, ProviderInvoice } from "./provider";
import { idOf, paymentInInvoice, readInvoice, TEAM_METADATA_KEY, teamIdFrom, toDate } from "./stripe-objects";
import type { PriceCatalog } from "./stripe-prices";

export interface EventLookups {
  prices: PriceCatalog;
  /** The payment intent (or charge) that paid an invoice, asked of Stripe when the event's invoice lacks it. */
  paymentOfInvoice(invoiceId: string): Promise<string | null>;
}

export const HANDLED_STRIPE_EVENTS = {
  "checkout.session.completed": "checkout.completed",
  "customer.subscription.created": "subscription.created",
  "customer.subscription.updated": "subscription.updated",
  "customer.subscription.deleted": "subscription.deleted",
  "invoice.paid": "invoice.paid",
  "invoice.payment_failed": "invoice.payment_failed",
  "charge.refunded": "charge.refunded",
} as const satisfies Record<string, BillingEventType>;

type HandledStripeType = keyof typeof HANDLED_STRIPE_EVENTS;

function isHandled(type: string): type is HandledStripeType {
  return Object.hasOwn(HANDLED_STRIPE_EVENTS, type);
}

function base(event: Stripe.Event, type: BillingEventType): BillingEvent {
  return {
    id: event.id,
    provider: "stripe",
    type,
    createdAt: toDate(event.created),
    subscriptionId: null,
    teamId: null,
    invoice: null,
    refundedChargeId: null,
  };
}

async function invoiceOf(invoice: Stripe.Invoice, paid: boolean, lookups: EventLookups): Promise<ProviderInvoice> {
  const chargeId = paid ? (paymentInInvoice(invoice) ?? (await lookups.paymentOfInvoice(invoice.id))) : null;
  return readInvoice(invoice, { paid, prices: lookups.prices, chargeId });
}

export async function normalizeStripeEvent(event: Stripe.Event, lookups: EventLookups): Promise<BillingEvent | null> {
  if (!isHandled(event.type)) return null;
  const normalized = base(event, HANDLED_STRIPE_EVENTS[event.type]);
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object as Stripe.Checkout.Session;
      if (session.mode !== "subscription") return null;
      normalized.subscriptionId = idOf(session.subscription);
      normalized.teamId = teamIdFrom(session.metadata?.[TEAM_METADATA_KEY] ?? session.client_reference_id);
      return normalized;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object as Stripe.Subscription;
      normalized.subscriptionId = subscription.id;
      normalized.teamId = teamIdFrom(subscription.metadata?.[TEAM_METADATA_KEY]);
      return normalized;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = await invoiceOf(event.data.object as Stripe.Invoice, event.type === "invoice.paid", lookups);
      normalized.invoice = invoice;
      normalized.subscriptionId = invoice.subscriptionId;
      normalized.teamId = invoice.teamId;
      return normalized;
    }
    case "charge.refunded": {
      const charge = event.data.object as Stripe.Charge;
      // Invoices record the payment intent when there is one (paymentInInvoice), so the refund names the same.
      normalized.refundedChargeId = idOf(charge.payment_intent) ?? charge.id;
      normalized.teamId = teamIdFrom(charge.metadata?.[TEAM_METADATA_KEY]);
      return normalized;
    }
  }
}
