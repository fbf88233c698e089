// Stripe's events applied to the app's billing data: a paid checkout delivered in reverse order and then replayed,
// a failed renewal, and the operator refund (Stripe refunds the payment intent the payment recorded; the
// charge.refunded event that follows finds the same payment). Oracle: the fake Stripe API's raw objects.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PaymentStatus } from "@/domain/enums";
import type { FakeEvent } from "../../../tests/fixtures/fake-stripe/objects";
import { organization, payments, subscriptions } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { refundFirstPayment } from "../services/admin/refund-first-payment";
import { databaseRefundStore } from "../services/admin/refund-store";
import { handleWebhook } from "./handle-webhook";
import type { BillingProvider } from "./provider";
import { createContractTeam } from "./test/contract-team";
import { fakeStripePerFile } from "./test/fake-stripe-kit";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const { fake, provider, paidCheckout } = fakeStripePerFile();

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

async function deliver(stripe: BillingProvider, events: FakeEvent[]): Promise<boolean[]> {
  const applied: boolean[] = [];
  for (const event of events) {
    const signed = fake().sign(event);
    applied.push((await handleWebhook(stripe, signed.body, signed.signature, env.handle.db)).applied);
  }
  return applied;
}

async function paymentRows(teamId: number) {
  return env.handle.db
    .select({
      providerInvoiceId: payments.providerInvoiceId,
      providerChargeId: payments.providerChargeId,
      status: payments.status,
      amountCents: payments.amountCents,
      currency: payments.currency,
      sku: payments.sku,
      hostedInvoiceUrl: payments.hostedInvoiceUrl,
      refunded: payments.refunded,
    })
    .from(payments)
    .where(eq(payments.teamId, teamId))
    .orderBy(payments.id);
}

async function subscriptionStatusOf(teamId: number) {
  const [row] = await env.handle.db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.teamId, teamId));
  return row?.status;
}

async function planOf(teamId: number) {
  const [row] = await env.handle.db
    .select({ plan: organization.plan })
    .from(organization)
    .where(eq(organization.id, teamId));
  return row?.plan;
}

describe("Stripe events applied to billing", () => {
  it("a paid checkout delivered in reverse order, replayed, then refunded by the operator", async () => {
    const team = await createContractTeam(env.handle.db);
    const stripe = provider();
    const { subscription, invoice, events } = await paidCheckout(stripe, team.teamId, "pro_monthly");
    const paymentIntent = [...fake().store.invoicePayments.values()].find((entry) => entry.invoice === invoice.id)
      ?.payment.payment_intent;

    const applied = await deliver(stripe, [...events].reverse());
    // customer.created and charge.succeeded are not handled: acknowledged, nothing applied.
    expect(Object.fromEntries(events.map((event, index) => [event.type, [...applied].reverse()[index]]))).toEqual({
      "customer.created": false,
      "customer.subscription.created": true,
      "charge.succeeded": false,
      "invoice.paid": true,
      "checkout.session.completed": true,
    });
    expect(await planOf(team.teamId)).toBe("pro");
    const expectedPayment = {
      providerInvoiceId: invoice.id,
      providerChargeId: paymentIntent,
      status: PaymentStatus.Paid,
      amountCents: 9900,
      currency: "usd",
      sku: "pro_monthly",
      hostedInvoiceUrl: invoice.hosted_invoice_url,
      refunded: false,
    };
    expect(await paymentRows(team.teamId)).toEqual([expectedPayment]);
    const [stored] = await env.handle.db
      .select({ id: subscriptions.providerSubscriptionId, customer: subscriptions.providerCustomerId })
      .from(subscriptions)
      .where(eq(subscriptions.teamId, team.teamId));
    expect(stored).toEqual({ id: subscription.id, customer: subscription.customer });

    expect(await deliver(stripe, events)).toEqual([false, false, false, false, false]);
    expect(await paymentRows(team.teamId)).toEqual([expectedPayment]);

    const before = fake().store.events.length;
    const refunded = await refundFirstPayment(
      { email: team.email },
      { store: databaseRefundStore(env.handle.db), provider: stripe },
    );
    expect(refunded).toMatchObject({
      team_id: team.teamId,
      amount: 99,
      currency: "usd",
      provider: "stripe",
      subscription_ended: true,
    });
    const charge = [...fake().store.charges.values()].find((entry) => entry.payment_intent === paymentIntent);
    expect(charge?.refunded).toBe(true);
    // The plan ended with the refund, written at once from Stripe's answer (before any event arrives).
    expect(fake().store.subscription(subscription.id).status).toBe("canceled");
    expect(await subscriptionStatusOf(team.teamId)).toBe("canceled");
    expect(await planOf(team.teamId)).toBe("free");
    const refundEvents = fake().store.events.slice(before);
    expect(refundEvents.map((event) => event.type)).toEqual(["customer.subscription.deleted", "charge.refunded"]);
    expect(await deliver(stripe, refundEvents)).toEqual([true, true]);
    expect(await paymentRows(team.teamId)).toEqual([{ ...expectedPayment, refunded: true }]);
    expect(await planOf(team.teamId)).toBe("free");
  });

  it("a failed renewal records a failed payment and a past_due subscription, keeping the plan", async () => {
    const team = await createContractTeam(env.handle.db);
    const stripe = provider();
    const checkout = await paidCheckout(stripe, team.teamId, "max_monthly");
    await deliver(stripe, checkout.events);
    const { invoice, events } = fake().store.failRenewal(checkout.subscription.id);
    expect(await deliver(stripe, events)).toEqual([true, true]);
    const rows = await paymentRows(team.teamId);
    expect(rows.map((row) => [row.providerInvoiceId, row.status, row.amountCents, row.providerChargeId])).toEqual([
      [checkout.invoice.id, PaymentStatus.Paid, 29900, expect.stringMatching(/^pi_/)],
      [invoice.id, PaymentStatus.Failed, 29900, null],
    ]);
    expect(await subscriptionStatusOf(team.teamId)).toBe("past_due");
    expect(await planOf(team.teamId)).toBe("max");
  });
});
