// The Stripe payment provider (issue 15 item 1) over the official SDK (stripe@23.1.0, API version
// 2026-10-28.endive): Checkout Sessions in subscription mode, the Customer Portal, subscription retrieval and
// cancel-at-period-end, refunds, and webhook verification. Requests go through the outbound guard (DESIGN.md
// section 10) to api.stripe.com, or to STRIPE_API_BASE_URL, which tests point at a loopback fake Stripe API.
import "server-only";
import Stripe from "stripe";
import { ErrorCode } from "@/domain/error-codes";
import type { Env } from "../env";
import { ApiError } from "../errors/api-error";
import { createOutboundFetch } from "../security/outbound";
import { type BillingProvider, WebhookSignatureError } from "./provider";
import { callStripe, isMissingResource } from "./stripe-errors";
import { normalizeStripeEvent } from "./stripe-events";
import { idOf, readSubscription, TEAM_METADATA_KEY } from "./stripe-objects";
import { createPriceCatalog } from "./stripe-prices";

export const STRIPE_API_VERSION = "2026-10-28.endive";
/** Seconds a signed webhook stays acceptable (Stripe's own default): an older replay is refused as stale. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type StripeSettings = Env["stripe"];

export function createStripeClient(settings: StripeSettings): Stripe {
  const base = new URL(settings.apiBaseUrl);
  const protocol = base.protocol === "http:" ? "http" : "https";
  const guarded = createOutboundFetch({ purpose: "stripe-api", hosts: ["api.stripe.com"], baseUrls: [base.origin] });
  // The SDK calls fetch with a URL string; a Request is read by its URL to satisfy fetch's full signature.
  const fetch = ((input: string | URL | Request, init?: RequestInit) =>
    guarded(input instanceof Request ? input.url : input, init)) as typeof globalThis.fetch;
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: base.hostname,
    port: base.port || (protocol === "http" ? 80 : 443),
    protocol,
    httpClient: Stripe.createFetchHttpClient(fetch),
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: "Feedscope" },
  });
}

export function createStripeProvider(env: { stripe: StripeSettings }): BillingProvider {
  const settings = env.stripe;
  const stripe = createStripeClient(settings);
  const prices = createPriceCatalog(stripe, settings.prices);

  async function paymentOfInvoice(invoiceId: string): Promise<string | null> {
    const payments = await callStripe(() => stripe.invoicePayments.list({ invoice: invoiceId, limit: 10 }));
    for (const entry of payments.data) {
      if (entry.status !== "paid") continue;
      const target = idOf(entry.payment.payment_intent ?? null) ?? idOf(entry.payment.charge ?? null);
      if (target) return target;
    }
    return null;
  }

  async function retrieve(id: string) {
    try {
      return await stripe.subscriptions.retrieve(id);
    } catch (error) {
      if (isMissingResource(error)) return null;
      throw error;
    }
  }

  return {
    name: "stripe",

    async createCheckout(input) {
      const price = await prices.priceIdOf(input.sku);
      const team = String(input.teamId);
      const session = await callStripe(() =>
        stripe.checkout.sessions.create({
          mode: "subscription",
          line_items: [{ price, quantity: 1 }],
          client_reference_id: team,
          metadata: { [TEAM_METADATA_KEY]: team, sku: input.sku },
          subscription_data: { metadata: { [TEAM_METADATA_KEY]: team, sku: input.sku } },
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail }),
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        }),
      );
      if (!session.url) throw new ApiError(ErrorCode.Unavailable, "Stripe returned a checkout session without a URL");
      return { url: session.url, sessionId: session.id };
    },

    async createPortal(input) {
      const session = await callStripe(() =>
        stripe.billingPortal.sessions.create({ customer: input.customerId, return_url: input.returnUrl }),
      );
      return { url: session.url };
    },

    async retrieveSubscription(id) {
      const subscription = await callStripe(() => retrieve(id));
      return subscription ? readSubscription(subscription, prices) : null;
    },

    async setCancelAtPeriodEnd(input) {
      const updated = await callStripe(() =>
        stripe.subscriptions.update(input.subscriptionId, { cancel_at_period_end: input.cancel }),
      );
      const subscription = await readSubscription(updated, prices);
      if (!subscription) throw new ApiError(ErrorCode.NotFound, "This Stripe subscription is not a Feedscope plan");
      return subscription;
    },

    async cancelNow(input) {
      // DELETE /v1/subscriptions/{id}: canceled now, no proration; Stripe then sends customer.subscription.deleted.
      // A subscription that is already canceled answers 404 resource_missing (the SDK may also repeat a DELETE
      // whose connection closed): then the subscription as it is says whether it has ended, so asking again after
      // a cancel whose state was not written yet succeeds.
      const canceled = await callStripe(async () => {
        try {
          return await stripe.subscriptions.cancel(input.subscriptionId);
        } catch (error) {
          const current = isMissingResource(error) ? await retrieve(input.subscriptionId) : null;
          if (current?.status === "canceled") return current;
          throw error;
        }
      });
      const subscription = await readSubscription(canceled, prices);
      if (!subscription) throw new ApiError(ErrorCode.NotFound, "This Stripe subscription is not a Feedscope plan");
      return subscription;
    },

    async refund(input) {
      // Invoices record their payment intent (pi_…), older payments a charge (ch_…); Stripe takes either.
      const target = input.chargeId.startsWith("pi_") ? { payment_intent: input.chargeId } : { charge: input.chargeId };
      await callStripe(() => stripe.refunds.create({ ...target, reason: "requested_by_customer" }));
    },

    async parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature ?? "",
          settings.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message.split("\n")[0] : "unreadable";
        throw new WebhookSignatureError(reason ?? "unreadable");
      }
      return normalizeStripeEvent(event, { prices, paymentOfInvoice });
    },
  };
}

let shared: { key: string; provider: BillingProvider } | null = null;

/** One provider per process, so its price lookup is made once; rebuilt when the Stripe settings change. */
export function sharedStripeProvider(env: { stripe: StripeSettings }): BillingProvider {
  const key = JSON.stringify(env.stripe);
  if (shared?.key !== key) shared = { key, provider: createStripeProvider(env) };
  return shared.provider;
}
