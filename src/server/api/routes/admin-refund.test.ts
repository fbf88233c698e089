// POST /v1/admin/refund (`npm run admin -- refund <email>`) through the built-in test provider: a payment made
// within 7 days is refunded once and the paid plan ends with it, and every other case is refused with its reason
// and changes nothing.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Refunded } from "@/domain/contracts/admin";
import type { PaymentPage, RedirectUrl, Subscription } from "@/domain/contracts/billing";
import { ErrorCode } from "@/domain/error-codes";
import { payments } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { verifiedOwner } from "../test/billing-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const ADMIN = "operator-refund-secret";

beforeAll(async () => {
  process.env.STRIPE_SECRET_KEY = "";
  process.env.STRIPE_WEBHOOK_SECRET = "";
  env = await setupTestDb();
});
beforeEach(() => {
  process.env.ADMIN_TOKEN = ADMIN;
});
afterEach(() => {
  process.env.ADMIN_TOKEN = "";
});
afterAll(async () => env.teardown());

/** A verified Owner who bought Pro monthly with the test card. */
async function payingOwner() {
  const owner = await verifiedOwner(api, env.handle.db);
  const checkout = await api.call<RedirectUrl>("POST", "/v1/billing/checkout", {
    token: owner.token,
    body: { sku: "pro_monthly" },
  });
  const sessionId = new URL(checkout.body.data.url, "http://x").searchParams.get("session");
  const paid = await api.call("POST", `/v1/billing/test/checkout/${sessionId}/pay`, {
    token: owner.token,
    body: { card_number: "4242 4242 4242 4242" },
  });
  expect(paid.body.code).toBe(0);
  return owner;
}

async function paymentsOf(token: string) {
  const page = await api.call<PaymentPage>("GET", "/v1/billing/payments", { token });
  return page.body.data.list;
}

async function subscriptionOf(token: string) {
  const { plan, status } = (await api.call<Subscription>("GET", "/v1/billing/subscription", { token })).body.data;
  return { plan, status };
}

function refund(email: string, path = "/v1/admin/refund") {
  return api.call<Refunded>("POST", path, { token: ADMIN, body: { email } });
}

describe("POST /v1/admin/refund", () => {
  it("refunds the first payment within 7 days through the active provider, once, and ends the plan at once", async () => {
    const owner = await payingOwner();
    const [payment] = await paymentsOf(owner.token);
    expect(payment).toMatchObject({ status: 1, refunded: false, amount: 99 });
    expect(await subscriptionOf(owner.token)).toEqual({ plan: "pro", status: "active" });

    const done = await refund(owner.email, "/v1/admin/refund/");
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({
      team_id: owner.team_info.id,
      team: owner.team_info.name,
      payment_id: payment?.id,
      amount: 99,
      currency: "usd",
      paid_at: payment?.created_at,
      provider: "test",
      subscription_ended: true,
    });
    expect((await paymentsOf(owner.token)).map((row) => row.refunded)).toEqual([true]);
    // Not at the period end: the money is back, so the plan is over now.
    expect(await subscriptionOf(owner.token)).toEqual({ plan: "free", status: "canceled" });

    const again = await refund(owner.email);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.SubscriptionState);
    expect(again.body.message).toContain("is already refunded");
  });

  it("refuses a first payment older than 7 days and a team that never paid, changing nothing", async () => {
    const late = await payingOwner();
    const [payment] = await paymentsOf(late.token);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await env.handle.db
      .update(payments)
      .set({ createdAt: eightDaysAgo })
      .where(eq(payments.id, payment?.id ?? 0));
    const refused = await refund(late.email);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ErrorCode.SubscriptionState);
    expect(refused.body.message).toContain("8 days ago: refunds are possible within 7 days of it");
    expect((await paymentsOf(late.token)).map((row) => row.refunded)).toEqual([false]);
    expect(await subscriptionOf(late.token)).toEqual({ plan: "pro", status: "active" });

    const free = await verifiedOwner(api, env.handle.db);
    const never = await refund(free.email);
    expect(never.status).toBe(409);
    expect(never.body.message).toBe(`${free.team_info.name} has no paid payment to refund`);
  });

  it("needs the admin token, a valid email and a known owner", async () => {
    const owner = await payingOwner();
    const asUser = await api.call("POST", "/v1/admin/refund", { token: owner.token, body: { email: owner.email } });
    expect(asUser.status).toBe(403);
    const invalid = await refund("not-an-email");
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe(ErrorCode.Validation);
    const nobody = await refund("nobody-at-all@example.com");
    expect(nobody.status).toBe(404);
    expect((await paymentsOf(owner.token)).map((row) => row.refunded)).toEqual([false]);
    process.env.ADMIN_TOKEN = "";
    const closed = await api.call("POST", "/v1/admin/refund", { token: ADMIN, body: { email: owner.email } });
    expect(closed.status).toBe(404);
  });
});
