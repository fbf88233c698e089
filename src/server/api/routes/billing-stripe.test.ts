// The billing routes with Stripe configured (STRIPE_* pointing the SDK at the loopback fake Stripe API): checkout
// answers Stripe's hosted URL for the team, and POST /v1/billing/webhook takes Stripe's raw signed body from the
// `Stripe-Signature` header, refuses forged deliveries (400 40010, nothing stored) and applies the paid checkout.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentPage, RedirectUrl, Subscription } from "@/domain/contracts/billing";
import { ErrorCode } from "@/domain/error-codes";
import { FAKE_STRIPE_SECRET_KEY, FAKE_STRIPE_WEBHOOK_SECRET } from "../../../../tests/fixtures/fake-stripe/server";
import { fakeStripePerFile } from "../../billing/test/fake-stripe-kit";
import { billingEvents } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { verifiedOwner } from "../test/billing-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { fake, callsTo } = fakeStripePerFile();

beforeAll(async () => {
  process.env.STRIPE_SECRET_KEY = FAKE_STRIPE_SECRET_KEY;
  process.env.STRIPE_WEBHOOK_SECRET = FAKE_STRIPE_WEBHOOK_SECRET;
  process.env.STRIPE_API_BASE_URL = fake().baseUrl;
  env = await setupTestDb();
});
afterAll(async () => {
  process.env.STRIPE_SECRET_KEY = "";
  process.env.STRIPE_WEBHOOK_SECRET = "";
  process.env.STRIPE_API_BASE_URL = "";
  await env.teardown();
});

function deliver(body: string, signature: string | null) {
  return api.app.request("http://localhost:3999/v1/billing/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
    body,
  });
}

async function storedEvents(ids: string[]) {
  const rows = await env.handle.db.select({ id: billingEvents.eventId }).from(billingEvents);
  return rows.map((row) => row.id).filter((id) => ids.includes(id));
}

describe("billing with Stripe configured", () => {
  it("checks out on Stripe and applies Stripe's signed webhooks, refusing forged ones", async () => {
    const owner = await verifiedOwner(api, env.handle.db);
    const teamId = owner.team_info.id;
    const checkout = await api.call<RedirectUrl>("POST", "/v1/billing/checkout/", {
      token: owner.token,
      body: { sku: "pro_yearly" },
    });
    expect(checkout.status).toBe(200);
    const sessionId = checkout.body.data.url.split("/").at(-1) ?? "";
    expect(checkout.body.data.url).toBe(`${fake().baseUrl}/c/pay/${sessionId}`);
    expect(callsTo("POST", "/v1/checkout/sessions")[0]?.params).toMatchObject({
      client_reference_id: String(teamId),
      customer_email: owner.email,
      line_items: [{ price: fake().store.priceOf("pro_yearly").id, quantity: "1" }],
    });

    const { subscription, events } = fake().store.completeCheckout(sessionId);
    const signed = events.map((event) => fake().sign(event));
    const ids = events.map((event) => event.id);
    const target = events.find((event) => event.type === "customer.subscription.created");
    if (!target) throw new Error("no customer.subscription.created event");
    const good = fake().sign(target);
    const forgeries = [
      null,
      fake().sign(target, { secret: "whsec_forged" }).signature,
      fake().sign(target, { timestamp: Math.floor(Date.now() / 1000) - 3600 }).signature,
    ];
    for (const signature of forgeries) {
      const res = await deliver(good.body, signature);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: number }).code).toBe(ErrorCode.WebhookSignatureInvalid);
    }
    expect(await storedEvents(ids)).toEqual([]);

    for (const delivery of signed) {
      const res = await deliver(delivery.body, delivery.signature);
      expect(res.status).toBe(200);
    }
    const handled = events.filter((event) => !["customer.created", "charge.succeeded"].includes(event.type));
    expect((await storedEvents(ids)).sort()).toEqual(handled.map((event) => event.id).sort());
    const state = await api.call<Subscription>("GET", "/v1/billing/subscription", { token: owner.token });
    expect(state.body.data).toMatchObject({
      plan: "pro",
      sku: "pro_yearly",
      status: "active",
      provider: "stripe",
      current_period_end: new Date((subscription.items.data[0]?.current_period_end ?? 0) * 1000).toISOString(),
    });
    // The paid invoice links to Stripe's hosted page (a browser opens it without the bearer token).
    const paidInvoice = events.find((event) => event.type === "invoice.paid")?.data.object as
      | { hosted_invoice_url?: string }
      | undefined;
    const listed = await api.call<PaymentPage>("GET", "/v1/billing/payments", { token: owner.token });
    expect(listed.body.data.list.map((payment) => payment.invoice_url)).toEqual([paidInvoice?.hosted_invoice_url]);
  });
});
