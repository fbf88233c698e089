// The Stripe provider against the loopback fake Stripe API (tests/fixtures/fake-stripe): what it sends Stripe
// (read back from the fake's recorded calls) and how it reads Stripe's objects and events (oracle: the fake's own
// raw values). Webhooks are signed with the SDK's generateTestHeaderString.
import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { ApiError } from "../errors/api-error";
import { STRIPE_API_VERSION } from "./stripe-provider";
import { checkoutInput, fakeStripePerFile, NO_PRICES, rejection } from "./test/fake-stripe-kit";

const { fake: fakeStripe, provider, callsTo, paidCheckout } = fakeStripePerFile();

describe("checkout", () => {
  it("sells each SKU with the price whose lookup key is the SKU, for the team, in subscription mode", async () => {
    const stripe = provider();
    for (const sku of ["pro_monthly", "pro_yearly", "max_monthly", "max_yearly"] as const) {
      const { url, sessionId } = await stripe.createCheckout(checkoutInput(42, sku));
      expect(url).toBe(`${fakeStripe().baseUrl}/c/pay/${sessionId}`);
      const sent = callsTo("POST", "/v1/checkout/sessions").at(-1)?.params;
      expect(sent).toEqual({
        mode: "subscription",
        line_items: [{ price: fakeStripe().store.priceOf(sku).id, quantity: "1" }],
        client_reference_id: "42",
        metadata: { team_id: "42", sku },
        subscription_data: { metadata: { team_id: "42", sku } },
        customer_email: "owner42@example.com",
        success_url: "http://localhost:3999/dashboard/subscriptions/?checkout=done",
        cancel_url: "http://localhost:3999/dashboard/subscriptions/",
      });
    }
    // Prices are looked up once per provider, by the four lookup keys, active ones only.
    const lookups = callsTo("GET", "/v1/prices");
    expect(lookups).toHaveLength(1);
    expect(lookups[0]?.params).toMatchObject({
      lookup_keys: ["pro_monthly", "pro_yearly", "max_monthly", "max_yearly"],
      active: "true",
    });
    expect(fakeStripe().calls.every((call) => call.stripeVersion === STRIPE_API_VERSION)).toBe(true);
  });

  it("uses the STRIPE_PRICE_* ids when set, without a lookup, and the team's customer when it has one", async () => {
    const configured = {
      pro_monthly: fakeStripe().store.priceOf("max_yearly").id,
      pro_yearly: fakeStripe().store.priceOf("pro_yearly").id,
      max_monthly: fakeStripe().store.priceOf("max_monthly").id,
      max_yearly: fakeStripe().store.priceOf("pro_monthly").id,
    };
    const stripe = provider({ prices: configured });
    const first = await paidCheckout(stripe, 7, "pro_yearly");
    fakeStripe().calls.length = 0;
    await stripe.createCheckout({ ...checkoutInput(7, "pro_monthly"), customerId: first.subscription.customer });
    const sent = callsTo("POST", "/v1/checkout/sessions")[0]?.params;
    expect(sent?.line_items).toEqual([{ price: configured.pro_monthly, quantity: "1" }]);
    expect(sent?.customer).toBe(first.subscription.customer);
    expect(sent).not.toHaveProperty("customer_email");
    expect(callsTo("GET", "/v1/prices")).toHaveLength(0);
  });

  it("answers 503 when the Stripe account has no price for the SKU, and when Stripe refuses the key", async () => {
    const price = fakeStripe().store.priceOf("max_yearly");
    price.active = false;
    try {
      const missing = await rejection(provider().createCheckout(checkoutInput(3, "max_yearly")));
      expect(missing).toBeInstanceOf(ApiError);
      expect((missing as ApiError).code).toBe(ErrorCode.Unavailable);
      expect((missing as ApiError).message).toContain("STRIPE_PRICE_MAX_YEARLY");
    } finally {
      price.active = true;
    }
    const sessionsBefore = fakeStripe().store.sessions.size;
    for (const prices of [NO_PRICES, { ...NO_PRICES, pro_monthly: fakeStripe().store.priceOf("pro_monthly").id }]) {
      const wrongKey = await rejection(
        provider({ secretKey: "sk_test_wrong", prices }).createCheckout(checkoutInput(3, "pro_monthly")),
      );
      expect(wrongKey).toBeInstanceOf(ApiError);
      expect((wrongKey as ApiError).status).toBe(503);
      expect((wrongKey as ApiError).message).not.toContain("sk_test");
    }
    expect(fakeStripe().store.sessions.size).toBe(sessionsBefore);
  });
});

describe("portal, subscription, cancel and refund", () => {
  it("opens the Customer Portal for the team's customer and returns Stripe's URL", async () => {
    const stripe = provider();
    const { subscription } = await paidCheckout(stripe, 11, "pro_monthly");
    fakeStripe().calls.length = 0;
    const { url } = await stripe.createPortal({
      customerId: subscription.customer,
      returnUrl: "http://localhost:3999/dashboard/subscriptions/",
    });
    expect(url).toMatch(new RegExp(`^${fakeStripe().baseUrl}/p/session/bps_`));
    expect(callsTo("POST", "/v1/billing_portal/sessions")[0]?.params).toEqual({
      customer: subscription.customer,
      return_url: "http://localhost:3999/dashboard/subscriptions/",
    });
    const unknown = await rejection(stripe.createPortal({ customerId: "cus_nobody", returnUrl: "http://localhost/" }));
    expect((unknown as ApiError).code).toBe(ErrorCode.NotFound);
  });

  it("reads a subscription with the period of its item (API version 2026-10-28), and null when it is not ours", async () => {
    const stripe = provider();
    const { subscription } = await paidCheckout(stripe, 12, "max_yearly");
    const item = subscription.items.data[0];
    expect(await stripe.retrieveSubscription(subscription.id)).toEqual({
      id: subscription.id,
      customerId: subscription.customer,
      teamId: 12,
      sku: "max_yearly",
      status: "active",
      currentPeriodStart: new Date((item?.current_period_start ?? 0) * 1000),
      currentPeriodEnd: new Date((item?.current_period_end ?? 0) * 1000),
      cancelAtPeriodEnd: false,
    });
    expect(await stripe.retrieveSubscription("sub_missing")).toBeNull();
    subscription.metadata = {};
    expect(await stripe.retrieveSubscription(subscription.id)).toBeNull();
  });

  it("sets and clears cancel at period end, and refuses it on an ended subscription", async () => {
    const stripe = provider();
    const { subscription } = await paidCheckout(stripe, 13, "pro_monthly");
    const canceling = await stripe.setCancelAtPeriodEnd({ subscriptionId: subscription.id, cancel: true });
    expect(canceling.cancelAtPeriodEnd).toBe(true);
    expect(fakeStripe().store.subscription(subscription.id).cancel_at_period_end).toBe(true);
    const resumed = await stripe.setCancelAtPeriodEnd({ subscriptionId: subscription.id, cancel: false });
    expect(resumed.cancelAtPeriodEnd).toBe(false);
    expect(callsTo("POST", `/v1/subscriptions/${subscription.id}`).map((call) => call.params)).toEqual([
      { cancel_at_period_end: "true" },
      { cancel_at_period_end: "false" },
    ]);
    fakeStripe().store.endSubscription(subscription.id);
    expect((await stripe.retrieveSubscription(subscription.id))?.status).toBe("canceled");
    const refused = await rejection(stripe.setCancelAtPeriodEnd({ subscriptionId: subscription.id, cancel: false }));
    expect((refused as ApiError).code).toBe(ErrorCode.SubscriptionState);
  });

  it("refunds the payment intent an invoice recorded, once", async () => {
    const stripe = provider();
    const { invoice } = await paidCheckout(stripe, 14, "pro_monthly");
    const payment = [...fakeStripe().store.invoicePayments.values()].find((entry) => entry.invoice === invoice.id);
    const paymentIntent = payment?.payment.payment_intent ?? "";
    const charge = [...fakeStripe().store.charges.values()].find((entry) => entry.payment_intent === paymentIntent);
    expect(charge?.refunded).toBe(false);
    await stripe.refund({ chargeId: paymentIntent });
    expect(callsTo("POST", "/v1/refunds")[0]?.params).toEqual({
      payment_intent: paymentIntent,
      reason: "requested_by_customer",
    });
    expect(charge?.refunded).toBe(true);
    const again = await rejection(stripe.refund({ chargeId: paymentIntent }));
    expect((again as ApiError).code).toBe(ErrorCode.SubscriptionState);
    // A charge id (older payments) is refunded as a charge.
    const other = await paidCheckout(stripe, 15, "pro_monthly");
    const otherCharge = [...fakeStripe().store.charges.values()].find(
      (entry) => entry.customer === other.subscription.customer,
    );
    await stripe.refund({ chargeId: otherCharge?.id ?? "" });
    expect(callsTo("POST", "/v1/refunds").at(-1)?.params).toMatchObject({ charge: otherCharge?.id });
    expect(otherCharge?.refunded).toBe(true);
  });
});
