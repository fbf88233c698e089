// Issue 15: the test provider's full flow through /v1 — checkout, pay, Pro, a renewal, cancel, the period end,
// and Free again with the items beyond Free's limits stopped (not deleted) and the members read-only.
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PaymentPage, RedirectUrl, Subscription, TestCheckout } from "@/domain/contracts/billing";
import { ChannelStatus, FeedStatus, PaymentStatus } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { emailOutbox, organization, trackedChannels, trackedFeeds } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { memberOf, memberReadOnly, seedChannels, seedFeeds, verifiedOwner } from "../test/billing-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();

beforeAll(async () => {
  process.env.STRIPE_SECRET_KEY = "";
  process.env.STRIPE_WEBHOOK_SECRET = "";
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

async function planOf(teamId: number) {
  const [row] = await env.handle.db
    .select({ plan: organization.plan })
    .from(organization)
    .where(eq(organization.id, teamId));
  return row?.plan;
}

async function mailKinds(to: string) {
  const rows = await env.handle.db.select({ kind: emailOutbox.kind }).from(emailOutbox).where(eq(emailOutbox.to, to));
  return rows.map((row) => row.kind);
}

describe("the test provider through /v1", () => {
  it("upgrades, renews, cancels and falls back to Free with the extra items stopped", async () => {
    const db = env.handle.db;
    const owner = await verifiedOwner(api, db);
    const teamId = owner.team_info.id;
    const t0 = new Date("2026-01-01T00:00:00Z");
    const feeds = await seedFeeds(db, teamId, 3, t0);

    const checkout = await api.call<RedirectUrl>("POST", "/v1/billing/checkout", {
      token: owner.token,
      body: { sku: "pro_monthly" },
    });
    expect(checkout.body.code).toBe(0);
    const sessionId = new URL(checkout.body.data.url, "http://x").searchParams.get("session");
    expect(checkout.body.data.url).toBe(`/dashboard/subscriptions/checkout/?session=${sessionId}`);

    const page = await api.call<TestCheckout>("GET", `/v1/billing/test/checkout/${sessionId}/`, { token: owner.token });
    expect(page.body.data).toEqual({
      sku: "pro_monthly",
      plan_label: "Pro",
      amount: 99,
      currency: "usd",
      interval: "month",
      team_name: owner.team_info.name,
      status: "open",
    });

    const invalid = await api.call("POST", `/v1/billing/test/checkout/${sessionId}/pay`, {
      token: owner.token,
      body: { card_number: "1234 5678 9012 3456" },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.code).toBe(ErrorCode.Validation);
    expect(invalid.body.message).toContain("4242 4242 4242 4242");
    expect(invalid.body.message).toContain("4000 0000 0000 0002");

    const declined = await api.call("POST", `/v1/billing/test/checkout/${sessionId}/pay`, {
      token: owner.token,
      body: { card_number: "4000 0000 0000 0002" },
    });
    expect(declined.status).toBe(400);
    expect(declined.body.code).toBe(ErrorCode.CardDeclined);
    expect(await planOf(teamId)).toBe("free");

    const paid = await api.call<RedirectUrl>("POST", `/v1/billing/test/checkout/${sessionId}/pay/`, {
      token: owner.token,
      body: { card_number: "4242 4242 4242 4242" },
    });
    expect(paid.body).toMatchObject({ code: 0, data: { url: "/dashboard/subscriptions/?checkout=success" } });
    expect(await planOf(teamId)).toBe("pro");

    const again = await api.call("POST", `/v1/billing/test/checkout/${sessionId}/pay`, {
      token: owner.token,
      body: { card_number: "4242424242424242" },
    });
    expect(again.body.code).toBe(ErrorCode.SubscriptionState);
    const sameSku = await api.call("POST", "/v1/billing/checkout", {
      token: owner.token,
      body: { sku: "pro_monthly" },
    });
    expect(sameSku.status).toBe(409);
    expect(sameSku.body.code).toBe(ErrorCode.SubscriptionState);

    const subscribed = await api.call<Subscription>("GET", "/v1/billing/subscription", { token: owner.token });
    expect(subscribed.body.data).toMatchObject({
      plan: "pro",
      sku: "pro_monthly",
      status: "active",
      provider: "test",
      cancel_at_period_end: false,
      operator_override: false,
      over_limit: { stopped_feeds: 0, stopped_channels: 0, read_only_members: 0 },
    });

    // On Pro the team grows past Free's limits: 8 feeds, 3 channels, 2 members.
    feeds.push(...(await seedFeeds(db, teamId, 5, new Date("2026-02-01T00:00:00Z"))));
    const channels = await seedChannels(db, teamId, 3, new Date("2026-02-01T00:00:00Z"));
    const admin = await memberOf(api, db, teamId, "admin", new Date("2026-02-02T00:00:00Z"));
    const analyst = await memberOf(api, db, teamId, "member", new Date("2026-02-03T00:00:00Z"));

    const renewed = await api.call<Subscription>("POST", "/v1/billing/test/advance", { token: owner.token, body: {} });
    expect(renewed.body.data).toMatchObject({ plan: "pro", status: "active" });
    const afterRenewal = await api.call<PaymentPage>("GET", "/v1/billing/payments", { token: owner.token });
    expect(afterRenewal.body.data.total).toBe(3);
    expect(afterRenewal.body.data.list.map((p) => [p.status, p.amount, p.sku])).toEqual([
      [PaymentStatus.Paid, 99, "pro_monthly"],
      [PaymentStatus.Paid, 99, "pro_monthly"],
      [PaymentStatus.Failed, 99, "pro_monthly"],
    ]);

    const cancel = await api.call<Subscription>("POST", "/v1/billing/cancel/", { token: owner.token });
    expect(cancel.body.data).toMatchObject({ plan: "pro", cancel_at_period_end: true });
    const twice = await api.call("POST", "/v1/billing/cancel", { token: owner.token });
    expect(twice.body.code).toBe(ErrorCode.SubscriptionState);

    const ended = await api.call<Subscription>("POST", "/v1/billing/test/advance", { token: owner.token });
    expect(ended.body.data).toMatchObject({
      plan: "free",
      sku: "free",
      status: "canceled",
      over_limit: { stopped_feeds: 3, stopped_channels: 3, read_only_members: 2 },
      usage: { feeds: 8, channels: 3, seats: 2, members: 2 },
    });
    expect(await planOf(teamId)).toBe("free");

    // Free keeps 5 feeds: the 5 oldest run, the 3 newest are stopped; no channel and no seat on Free.
    const feedRows = await db
      .select({ id: trackedFeeds.id, status: trackedFeeds.status })
      .from(trackedFeeds)
      .where(inArray(trackedFeeds.id, feeds));
    const feedStatus = new Map(feedRows.map((row) => [row.id, row.status]));
    expect(feeds.map((id) => feedStatus.get(id))).toEqual([
      1,
      1,
      1,
      1,
      1,
      FeedStatus.Stop,
      FeedStatus.Stop,
      FeedStatus.Stop,
    ]);
    const channelRows = await db
      .select({ status: trackedChannels.status })
      .from(trackedChannels)
      .where(inArray(trackedChannels.id, channels));
    expect(channelRows.map((row) => row.status)).toEqual([ChannelStatus.Stop, ChannelStatus.Stop, ChannelStatus.Stop]);
    expect(await memberReadOnly(db, teamId, admin.id)).toBe(true);
    expect(await memberReadOnly(db, teamId, analyst.id)).toBe(true);

    // The read-only Admin now acts as an Analyst: reading billing needs Owner or Admin.
    const adminRead = await api.call("GET", "/v1/billing/subscription", { token: admin.token });
    expect(adminRead.status).toBe(403);
    expect(adminRead.body.code).toBe(ErrorCode.RoleRequired);

    // Subscribing again raises the limits at once: the members get their roles back; stopped items stay stopped
    // until the team resumes them, and the banner's record is cleared.
    const back = await api.call<RedirectUrl>("POST", "/v1/billing/checkout", {
      token: owner.token,
      body: { sku: "pro_yearly" },
    });
    const backSession = new URL(back.body.data.url, "http://x").searchParams.get("session");
    await api.call("POST", `/v1/billing/test/checkout/${backSession}/pay`, {
      token: owner.token,
      body: { card_number: "4242 4242 4242 4242" },
    });
    const resubscribed = await api.call<Subscription>("GET", "/v1/billing/subscription", { token: owner.token });
    expect(resubscribed.body.data).toMatchObject({
      plan: "pro",
      sku: "pro_yearly",
      status: "active",
      over_limit: { stopped_feeds: 0, stopped_channels: 0, read_only_members: 0 },
    });
    expect(await memberReadOnly(db, teamId, admin.id)).toBe(false);
    expect((await api.call("GET", "/v1/billing/subscription", { token: admin.token })).status).toBe(200);

    const kinds = await mailKinds(owner.email);
    expect(kinds.filter((k) => k === "billing-receipt")).toHaveLength(3);
    expect(kinds).toContain("billing-payment-failed");
    expect(kinds).toContain("billing-subscription-ending");
    expect(kinds.filter((k) => k === "billing-plan-changed")).toHaveLength(3);
  });
});
