// The refund command's rules, with the Stripe provider against the loopback fake Stripe API (the refund is real
// there: the fake's charge turns refunded) and the payments read from a plain in-memory store.
import { describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { fakeStripePerFile } from "../../billing/test/fake-stripe-kit";
import { ApiError } from "../../errors/api-error";
import { type RefundablePayment, type RefundStore, refundFirstPayment } from "./refund-first-payment";

const { fake, provider, callsTo, paidCheckout } = fakeStripePerFile();

const DAY = 86_400_000;
const now = new Date("2026-11-25T12:00:00.000Z");

function storeWith(payment: RefundablePayment | null) {
  const marked: number[] = [];
  const store: RefundStore = {
    ownedTeam: async (email) => (email === "owner@example.com" ? { teamId: 31, name: "Owner's team" } : null),
    firstPaidPayment: async (teamId) => (teamId === 31 ? payment : null),
    markRefunded: async (id) => {
      marked.push(id);
    },
  };
  return { store, marked };
}

/** A paid Stripe checkout and the payment row billing would have stored for it, paid `ageMs` before `now`. */
async function stripePayment(ageMs: number) {
  const stripe = provider();
  const { invoice } = await paidCheckout(stripe, 31, "pro_monthly");
  const entry = [...fake().store.invoicePayments.values()].find((candidate) => candidate.invoice === invoice.id);
  const paymentIntent = entry?.payment.payment_intent ?? "";
  const charge = [...fake().store.charges.values()].find((candidate) => candidate.payment_intent === paymentIntent);
  const payment: RefundablePayment = {
    id: 501,
    provider: "stripe",
    chargeId: paymentIntent,
    amountCents: 9900,
    currency: "usd",
    paidAt: new Date(now.getTime() - ageMs),
    refunded: false,
  };
  return { stripe, payment, charge };
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
  it("refunds a payment made 6 days 23 hours ago through the provider and marks it refunded", async () => {
    const { stripe, payment, charge } = await stripePayment(7 * DAY - 3_600_000);
    const { store, marked } = storeWith(payment);
    const result = await refundFirstPayment({ email: "owner@example.com", now }, { store, provider: stripe });
    expect(result).toEqual({
      team_id: 31,
      team: "Owner's team",
      payment_id: 501,
      amount: 99,
      currency: "usd",
      paid_at: "2026-11-18T13:00:00.000Z",
      provider: "stripe",
    });
    expect(charge?.refunded).toBe(true);
    expect(marked).toEqual([501]);
  });

  it("refuses a payment older than 7 days, saying when the window closed, and refunds nothing", async () => {
    const { stripe, payment, charge } = await stripePayment(8 * DAY);
    const { store, marked } = storeWith(payment);
    const error = await refusal(refundFirstPayment({ email: "owner@example.com", now }, { store, provider: stripe }));
    expect(error.code).toBe(ErrorCode.SubscriptionState);
    expect(error.message).toBe(
      "The first payment of Owner's team was made on 2026-11-17, 8 days ago: refunds are possible within 7 days of it (until 2026-11-24T12:00:00.000Z)",
    );
    expect(charge?.refunded).toBe(false);
    expect(callsTo("POST", "/v1/refunds")).toHaveLength(0);
    expect(marked).toEqual([]);
  });

  it("refuses an already refunded payment, a team without payments, another provider's payment, and an unknown owner", async () => {
    const { stripe, payment } = await stripePayment(DAY);
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
      const { store, marked } = storeWith(row);
      const error = await refusal(refundFirstPayment({ email: "owner@example.com", now }, { store, provider: stripe }));
      expect({ code: error.code, message: error.message }).toEqual({ code: ErrorCode.SubscriptionState, message });
      expect(marked).toEqual([]);
    }
    const nobody = await refusal(
      refundFirstPayment({ email: "nobody@example.com", now }, { store: storeWith(payment).store, provider: stripe }),
    );
    expect(nobody.status).toBe(404);
    expect(callsTo("POST", "/v1/refunds")).toHaveLength(0);
  });
});
