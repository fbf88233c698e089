// Stripe webhooks through the provider: the signature check (the SDK's constructEventAsync with a 300 s
// tolerance) and the normalization of each handled event type. Events come from the fake Stripe API's own
// scenarios and are signed with the SDK's generateTestHeaderString; the oracle is the fake's raw objects.
import { describe, expect, it } from "vitest";
import type { FakeEvent } from "../../../tests/fixtures/fake-stripe/objects";
import { WebhookSignatureError } from "./provider";
import { eventOf, fakeStripePerFile, rejection } from "./test/fake-stripe-kit";

const { fake, provider, callsTo, paidCheckout } = fakeStripePerFile();

function seconds(date: number): Date {
  return new Date(date * 1000);
}

async function parse(event: FakeEvent) {
  const signed = fake().sign(event);
  return provider().parseWebhook(signed.body, signed.signature);
}

describe("webhook signature", () => {
  it("accepts an event signed with the webhook secret and refuses unsigned, forged, altered and stale ones", async () => {
    const stripe = provider();
    const { events } = await paidCheckout(stripe, 20, "pro_monthly");
    const event = eventOf(events, "customer.subscription.created");
    const good = fake().sign(event);
    expect((await stripe.parseWebhook(good.body, good.signature))?.id).toBe(event.id);

    const forged = fake().sign(event, { secret: "whsec_someone_else" });
    const stale = fake().sign(event, { timestamp: Math.floor(Date.now() / 1000) - 301 });
    const altered = good.body.replace('"team_id": "20"', '"team_id": "99"');
    expect(altered).not.toBe(good.body);
    const refused = [
      stripe.parseWebhook(good.body, null),
      stripe.parseWebhook(good.body, ""),
      stripe.parseWebhook(forged.body, forged.signature),
      stripe.parseWebhook(stale.body, stale.signature),
      stripe.parseWebhook(altered, good.signature),
      stripe.parseWebhook(good.body, "t=1,v1=not-a-signature"),
    ];
    for (const attempt of refused) expect(await rejection(attempt)).toBeInstanceOf(WebhookSignatureError);
    // Within the tolerance an older signature still passes (Stripe retries deliveries).
    const recent = fake().sign(event, { timestamp: Math.floor(Date.now() / 1000) - 200 });
    expect((await stripe.parseWebhook(recent.body, recent.signature))?.id).toBe(event.id);
  });
});

describe("webhook events, normalized", () => {
  it("checkout completed, subscription created and the first invoice paid", async () => {
    const stripe = provider();
    const { subscription, invoice, events } = await paidCheckout(stripe, 21, "pro_monthly");
    const payment = [...fake().store.invoicePayments.values()].find((entry) => entry.invoice === invoice.id);
    const completed = eventOf(events, "checkout.session.completed");
    expect(await parse(completed)).toEqual({
      id: completed.id,
      provider: "stripe",
      type: "checkout.completed",
      createdAt: seconds(completed.created),
      subscriptionId: subscription.id,
      teamId: 21,
      invoice: null,
      refundedChargeId: null,
    });
    const created = eventOf(events, "customer.subscription.created");
    expect(await parse(created)).toEqual({
      id: created.id,
      provider: "stripe",
      type: "subscription.created",
      createdAt: seconds(created.created),
      subscriptionId: subscription.id,
      teamId: 21,
      invoice: null,
      refundedChargeId: null,
    });
    const paid = eventOf(events, "invoice.paid");
    expect(await parse(paid)).toEqual({
      id: paid.id,
      provider: "stripe",
      type: "invoice.paid",
      createdAt: seconds(paid.created),
      subscriptionId: subscription.id,
      teamId: 21,
      invoice: {
        id: invoice.id,
        subscriptionId: subscription.id,
        customerId: subscription.customer,
        teamId: 21,
        sku: "pro_monthly",
        amountCents: 9900,
        currency: "usd",
        paid: true,
        hostedUrl: invoice.hosted_invoice_url,
        chargeId: payment?.payment.payment_intent,
        createdAt: seconds(invoice.created),
      },
      refundedChargeId: null,
    });
    expect(payment?.payment.payment_intent).toMatch(/^pi_/);
  });

  it("reads the payment from the invoice when the event carries it, without asking Stripe", async () => {
    const { invoice, events } = await paidCheckout(provider(), 22, "max_monthly");
    const payment = [...fake().store.invoicePayments.values()].find((entry) => entry.invoice === invoice.id);
    const paid = structuredClone(eventOf(events, "invoice.paid"));
    (paid.data.object as Record<string, unknown>).payments = { object: "list", data: [payment], has_more: false };
    fake().calls.length = 0;
    const normalized = await parse(paid);
    expect(normalized?.invoice?.chargeId).toBe(payment?.payment.payment_intent);
    expect(normalized?.invoice?.sku).toBe("max_monthly");
    expect(callsTo("GET", "/v1/invoice_payments")).toHaveLength(0);
  });

  it("a failed renewal: the open invoice (no payment to refund) and the subscription's update", async () => {
    const { subscription } = await paidCheckout(provider(), 23, "max_yearly");
    const { invoice, events } = fake().store.failRenewal(subscription.id);
    const failed = eventOf(events, "invoice.payment_failed");
    expect(await parse(failed)).toEqual({
      id: failed.id,
      provider: "stripe",
      type: "invoice.payment_failed",
      createdAt: seconds(failed.created),
      subscriptionId: subscription.id,
      teamId: 23,
      invoice: {
        id: invoice.id,
        subscriptionId: subscription.id,
        customerId: subscription.customer,
        teamId: 23,
        sku: "max_yearly",
        amountCents: 299880,
        currency: "usd",
        paid: false,
        hostedUrl: invoice.hosted_invoice_url,
        chargeId: null,
        createdAt: seconds(invoice.created),
      },
      refundedChargeId: null,
    });
    const updated = eventOf(events, "customer.subscription.updated");
    expect(await parse(updated)).toMatchObject({
      id: updated.id,
      type: "subscription.updated",
      subscriptionId: subscription.id,
      teamId: 23,
      invoice: null,
    });
    expect(await provider().retrieveSubscription(subscription.id)).toMatchObject({ status: "past_due", teamId: 23 });
  });

  it("cancel at period end, the subscription's end, and a refund", async () => {
    const stripe = provider();
    const { subscription, invoice } = await paidCheckout(stripe, 24, "pro_yearly");
    const before = fake().store.events.length;
    await stripe.setCancelAtPeriodEnd({ subscriptionId: subscription.id, cancel: true });
    const [updated] = fake().store.events.slice(before);
    expect(updated?.type).toBe("customer.subscription.updated");
    expect(await parse(updated as FakeEvent)).toMatchObject({
      type: "subscription.updated",
      subscriptionId: subscription.id,
      teamId: 24,
    });
    const deleted = eventOf(fake().store.endSubscription(subscription.id).events, "customer.subscription.deleted");
    expect(await parse(deleted)).toEqual({
      id: deleted.id,
      provider: "stripe",
      type: "subscription.deleted",
      createdAt: seconds(deleted.created),
      subscriptionId: subscription.id,
      teamId: 24,
      invoice: null,
      refundedChargeId: null,
    });
    const payment = [...fake().store.invoicePayments.values()].find((entry) => entry.invoice === invoice.id);
    const paymentIntent = payment?.payment.payment_intent ?? "";
    const refundedAt = fake().store.events.length;
    await stripe.refund({ chargeId: paymentIntent });
    const refunded = eventOf(fake().store.events.slice(refundedAt), "charge.refunded");
    expect(await parse(refunded)).toEqual({
      id: refunded.id,
      provider: "stripe",
      type: "charge.refunded",
      createdAt: seconds(refunded.created),
      subscriptionId: null,
      teamId: null,
      invoice: null,
      refundedChargeId: paymentIntent,
    });
  });

  it("types the app does not handle normalize to null, as does a checkout in payment mode", async () => {
    const { events } = await paidCheckout(provider(), 25, "pro_monthly");
    expect(await parse(eventOf(events, "customer.created"))).toBeNull();
    expect(await parse(eventOf(events, "charge.succeeded"))).toBeNull();
    const payment = structuredClone(eventOf(events, "checkout.session.completed"));
    (payment.data.object as Record<string, unknown>).mode = "payment";
    expect(await parse(payment)).toBeNull();
  });
});
