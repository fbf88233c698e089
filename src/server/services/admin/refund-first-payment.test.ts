// The refund command's rules, with the Stripe provider against the loopback fake Stripe API (the refund and the
// cancellation are real there: the fake's charge turns refunded, its subscription canceled) and the payments and
// subscriptions read from a plain in-memory store.
import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import type { ProviderSubscription } from "../../billing/provider";
import { fakeStripePerFile } from "../../billing/test/fake-stripe-kit";
import { ApiError } from "../../errors/api-error";
import { type RefundablePayment, type RefundStore, refundFirstPayment } from "./refund-first-payment";

const { fake, provider, callsTo, paidCheckout } = fakeStripePerFile();

const DAY = 86_400_000;
const now = new Date("2026-11-25T12:00:00.000Z");

/** Team 31's store: its first payment, and the ids of its Stripe subscriptions that have not ended. */
function storeWith(payment: RefundablePayment | null, running: string[] = []) {
  const marked: number[] = [];
  const applied: ProviderSubscription[] = [];
  const store: RefundStore = {
    ownedTeam: async (email) => (email === "owner@example.com" ? { teamId: 31, name: "Owner's team" } : null),
    firstPaidPayment: async (teamId) => (teamId === 31 ? payment : null),
    markRefunded: async (id) => {
      marked.push(id);
    },
    subscriptionRunning: async (teamId, provider, id) => teamId === 31 && provider === "stripe" && running.includes(id),
    applySubscription: async (_provider, subscription) => {
      applied.push(subscription);
    },
  };
  return { store, marked, applied };
}

/** A paid Stripe checkout and the payment row billing would have stored for it, paid `ageMs` before `now`. */
async function stripePayment(ageMs: number) {
  const stripe = provider();
  const { invoice, subscription } = await paidCheckout(stripe, 31, "pro_monthly");
  const entry = [...fake().store.invoicePayments.values()].find((candidate) => candidate.invoice === invoice.id);
  const paymentIntent = entry?.payment.payment_intent ?? "";
  const charge = [...fake().store.charges.values()].find((candidate) => candidate.payment_intent === paymentIntent);
  const payment: RefundablePayment = {
    id: 501,
    provider: "stripe",
    chargeId: paymentIntent,
    subscriptionId: subscription.id,
    amountCents: 9900,
    currency: "usd",
    paidAt: new Date(now.getTime() - ageMs),
    refunded: false,
  };
  return { stripe, payment, charge, subscription };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("refund of the first payment", () => {
  it("refunds a payment made 6 days 23 hours ago through the provider, marks it refunded and ends the plan at once", async () => {
    const { stripe, payment, charge, subscription } = await stripePayment(7 * DAY - 3_600_000);
    const { store, marked, applied } = storeWith(payment, [subscription.id]);
    const result = await refundFirstPayment({ email: "owner@example.com", now }, { store, provider: stripe });
    expect(result).toEqual({
      team_id: 31,
      team: "Owner's team",
      payment_id: 501,
      amount: 99,
      currency: "usd",
      paid_at: "2026-11-18T13:00:00.000Z",
      provider: "stripe",
      subscription_ended: true,
    });
    expect(charge?.refunded).toBe(true);
    expect(marked).toEqual([501]);
    // Cancelled now at Stripe (not at the period end), and that state written for the team.
    const atStripe = fake().store.subscription(subscription.id);
    expect(atStripe.status).toBe("canceled");
    expect(atStripe.cancel_at_period_end).toBe(false);
    expect(callsTo("DELETE", `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect(applied.map((row) => [row.id, row.status])).toEqual([[subscription.id, "canceled"]]);
    // The plan ended before the money went back (a failed refund can be asked again; a refunded plan cannot renew).
    const order = fake().calls.map((call) => `${call.method} ${call.path}`);
    expect(order.indexOf(`DELETE /v1/subscriptions/${subscription.id}`)).toBeLessThan(
      order.indexOf("POST /v1/refunds"),
    );
  });

  it("refunds a team whose subscription has already ended without cancelling anything", async () => {
    const { stripe, payment, charge, subscription } = await stripePayment(2 * DAY);
    const { store, marked, applied } = storeWith(payment, []);
    const result = await refundFirstPayment({ email: "owner@example.com", now }, { store, provider: stripe });
    expect(result.subscription_ended).toBe(false);
    expect(charge?.refunded).toBe(true);
    expect(marked).toEqual([501]);
    expect(applied).toEqual([]);
    expect(callsTo("DELETE", `/v1/subscriptions/${subscription.id}`)).toHaveLength(0);
    expect(fake().store.subscription(subscription.id).status).toBe("active");
  });

  it("ends only the subscription the refunded payment paid for, not one the team took out after it", async () => {
    const { stripe, payment, charge, subscription } = await stripePayment(2 * DAY);
    const later = await paidCheckout(stripe, 31, "max_monthly");
    // The first subscription ended (say in Stripe's portal); the later one runs and is paid for on its own.
    const { store, applied } = storeWith(payment, [later.subscription.id]);
    const result = await refundFirstPayment({ email: "owner@example.com", now }, { store, provider: stripe });
    expect(result.subscription_ended).toBe(false);
    expect(charge?.refunded).toBe(true);
    expect(applied).toEqual([]);
    expect(callsTo("DELETE", `/v1/subscriptions/${later.subscription.id}`)).toHaveLength(0);
    expect(callsTo("DELETE", `/v1/subscriptions/${subscription.id}`)).toHaveLength(0);
    expect(fake().store.subscription(later.subscription.id).status).toBe("active");
  });

  it("can be asked again after the cancel went through but its state was not written", async () => {
    const { stripe, payment, charge, subscription } = await stripePayment(DAY);
    const { store, marked, applied } = storeWith(payment, [subscription.id]);
    const failing: RefundStore = {
      ...store,
      applySubscription: async () => {
        throw new Error("database gone");
      },
    };
    await expect(
      refundFirstPayment({ email: "owner@example.com", now }, { store: failing, provider: stripe }),
    ).rejects.toThrow("database gone");
    expect(fake().store.subscription(subscription.id).status).toBe("canceled");
    expect(charge?.refunded).toBe(false);
    // The store still says it runs: the second DELETE is answered 404 by Stripe, and the refund goes on.
    const result = await refundFirstPayment({ email: "owner@example.com", now }, { store, provider: stripe });
    expect(result.subscription_ended).toBe(true);
    expect(callsTo("DELETE", `/v1/subscriptions/${subscription.id}`)).toHaveLength(2);
    expect(applied.map((row) => [row.id, row.status])).toEqual([[subscription.id, "canceled"]]);
    expect(charge?.refunded).toBe(true);
    expect(marked).toEqual([501]);
  });

  it("says the plan has ended when the refund is refused after it", async () => {
    const { stripe, payment, charge, subscription } = await stripePayment(DAY);
    fake().store.refund({ paymentIntent: charge?.payment_intent ?? "", reason: null });
    const { store, marked } = storeWith(payment, [subscription.id]);
    const error = await refusal(refundFirstPayment({ email: "owner@example.com", now }, { store, provider: stripe }));
    expect(error.code).toBe(ErrorCode.SubscriptionState);
    expect(error.message).toBe(
      `Charge ${charge?.id} has already been refunded. (the subscription has ended; the payment is not refunded)`,
    );
    expect(fake().store.subscription(subscription.id).status).toBe("canceled");
    expect(marked).toEqual([]);
  });

  it("refuses a payment older than 7 days, saying when the window closed, and refunds and ends nothing", async () => {
    const { stripe, payment, charge, subscription } = await stripePayment(8 * DAY);
    const { store, marked, applied } = storeWith(payment, [subscription.id]);
    const error = await refusal(refundFirstPayment({ email: "owner@example.com", now }, { store, provider: stripe }));
    expect(error.code).toBe(ErrorCode.SubscriptionState);
    expect(error.message).toBe(
      "The first payment of Owner's team was made on 2026-11-17, 8 days ago: refunds are possible within 7 days of it (until 2026-11-24T12:00:00.000Z)",
    );
    expect(charge?.refunded).toBe(false);
    expect(callsTo("POST", "/v1/refunds")).toHaveLength(0);
    expect(marked).toEqual([]);
    expect(applied).toEqual([]);
    expect(fake().store.subscription(subscription.id).status).toBe("active");
  });

  it("refuses an already refunded payment, a team without payments, another provider's payment, and an unknown owner", async () => {
    const { stripe, payment, subscription } = await stripePayment(DAY);
    const cases: Array<[RefundablePayment | null, string]> = [
      [{ ...payment, refunded: true }, "The first payment of Owner's team (2026-11-24) is already refunded"],
      [null, "Owner's team has no paid payment to refund"],
      [
        { ...payment, provider: "test" },
        "The first payment of Owner's team was made through the test provider, but stripe is active now",
      ],
      [{ ...payment, chargeId: null }, "The first payment of Owner's team has no provider payment to refund"],
    ];
    for (const [row, message] of cases) {
      const { store, marked } = storeWith(row, [subscription.id]);
      const error = await refusal(refundFirstPayment({ email: "owner@example.com", now }, { store, provider: stripe }));
      expect({ code: error.code, message: error.message }).toEqual({ code: ErrorCode.SubscriptionState, message });
      expect(marked).toEqual([]);
    }
    const nobody = await refusal(
      refundFirstPayment({ email: "nobody@example.com", now }, { store: storeWith(payment).store, provider: stripe }),
    );
    expect(nobody.status).toBe(404);
    expect(callsTo("POST", "/v1/refunds")).toHaveLength(0);
    expect(fake().store.subscription(subscription.id).status).toBe("active");
  });
});
