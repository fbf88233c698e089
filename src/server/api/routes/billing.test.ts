// Issue 15: every billing route with Owner, Admin, Analyst and another team; the webhook's signature check; plan
// changes while subscribed; past_due and the grace sweep; the operator override; an email in the Owner's language.
import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { PlanCatalog, RedirectUrl, Subscription } from "@/domain/contracts/billing";
import { FeedStatus } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { getTestProvider } from "../../billing/get-provider";
import { sweepGracePeriods } from "../../billing/grace-sweep";
import { signPayload } from "../../billing/signature";
import { loadBillingTestSecret } from "../../billing/test-secret";
import {
  billingEvents,
  emailOutbox,
  organization,
  payments,
  platformVideos,
  trackedFeeds,
  user,
} from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { type ApiAnswer, createTestApi } from "../test/api-client";
import { memberOf, seedFeeds, verifiedOwner } from "../test/billing-helpers";
import { registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();

beforeAll(async () => {
  process.env.STRIPE_SECRET_KEY = "";
  process.env.STRIPE_WEBHOOK_SECRET = "";
  env = await setupTestDb();
});
afterEach(() => {
  process.env.ADMIN_TOKEN = "";
});
afterAll(async () => env.teardown());

async function subscribe(token: string, sku = "pro_monthly") {
  const checkout = await api.call<RedirectUrl>("POST", "/v1/billing/checkout", { token, body: { sku } });
  expect(checkout.body.code).toBe(0);
  const session = new URL(checkout.body.data.url, "http://x").searchParams.get("session");
  const paid = await api.call("POST", `/v1/billing/test/checkout/${session}/pay`, {
    token,
    body: { card_number: "4242424242424242" },
  });
  expect(paid.body.code).toBe(0);
  return session as string;
}

async function teamPlan(teamId: number) {
  const [row] = await env.handle.db
    .select({ plan: organization.plan })
    .from(organization)
    .where(eq(organization.id, teamId));
  return row?.plan;
}

const status = (answer: ApiAnswer) => [answer.status, answer.body.code];

describe("GET /v1/billing/plans", () => {
  it("answers the catalogue without sign-in, in Test mode", async () => {
    const res = await api.call<PlanCatalog>("GET", "/v1/billing/plans/");
    expect(res.status).toBe(200);
    expect(res.body.data.provider).toBe("test");
    expect(res.body.data.refund_days).toBe(7);
    expect(res.body.data.plans.map((p) => [p.name, p.monthly_price, p.yearly_price])).toEqual([
      ["free", 0, 0],
      ["pro", 99, 999],
      ["max", 299, 2998.8],
    ]);
  });
});

describe("who may do what", () => {
  it("lets the Owner pay, the Admin read, the Analyst nothing, and hides another team's invoices", async () => {
    const db = env.handle.db;
    const owner = await verifiedOwner(api, db);
    const teamId = owner.team_info.id;
    const admin = await memberOf(api, db, teamId, "admin");
    const analyst = await memberOf(api, db, teamId, "member");
    const stranger = await verifiedOwner(api, db);
    const session = await subscribe(owner.token);
    const [payment] = await db.select().from(payments).where(eq(payments.teamId, teamId)).orderBy(desc(payments.id));
    const invoicePath = `/v1/billing/payments/${payment?.id}/invoice`;

    for (const path of ["/v1/billing/subscription", "/v1/billing/payments"]) {
      expect(status(await api.call("GET", path, { token: owner.token }))).toEqual([200, 0]);
      expect(status(await api.call("GET", path, { token: admin.token }))).toEqual([200, 0]);
      expect(status(await api.call("GET", path, { token: analyst.token }))).toEqual([403, ErrorCode.RoleRequired]);
      expect((await api.call("GET", path)).status).toBe(401);
    }
    const strangerPayments = await api.call<{ total: number }>("GET", "/v1/billing/payments", {
      token: stranger.token,
    });
    expect(strangerPayments.body.data.total).toBe(0);

    const writes: [string, unknown][] = [
      ["/v1/billing/checkout", { sku: "max_monthly" }],
      ["/v1/billing/portal", undefined],
      ["/v1/billing/cancel", undefined],
      ["/v1/billing/resume", undefined],
      ["/v1/billing/test/advance", {}],
      [`/v1/billing/test/checkout/${session}/pay`, { card_number: "4242424242424242" }],
    ];
    for (const [path, body] of writes) {
      const denied = await api.call("POST", path, { token: admin.token, body });
      expect(status(denied)).toEqual([403, ErrorCode.RoleRequired]);
      expect(denied.body.data).toMatchObject({ required_role: 1 });
      expect(status(await api.call("POST", path, { token: analyst.token, body }))).toEqual([
        403,
        ErrorCode.RoleRequired,
      ]);
    }

    const html = await api.app.request(`http://localhost:3999${invoicePath}/`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(html.status).toBe(200);
    expect(html.headers.get("content-type")).toContain("text/html");
    const page = await html.text();
    // The team name is HTML-escaped in the page ("Tracker's Team" → "Tracker&#39;s Team").
    const escapedName = owner.team_info.name.replaceAll("'", "&#39;");
    for (const text of ["Test mode", escapedName, "$99.00", "Paid", "pro_monthly", "Feedscope"]) {
      expect(page).toContain(text);
    }
    // The Admin reads French: the same invoice in their language.
    await db.update(user).set({ locale: "fr" }).where(eq(user.id, admin.id));
    const asAdmin = await api.app.request(`http://localhost:3999${invoicePath}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(asAdmin.status).toBe(200);
    const french = await asAdmin.text();
    for (const text of ["Facture", "Mode test", "Payé", "99,00"]) expect(french).toContain(text);
    expect(status(await api.call("GET", invoicePath, { token: stranger.token }))).toEqual([404, ErrorCode.NotFound]);
    expect(status(await api.call("GET", invoicePath, { token: analyst.token }))).toEqual([403, ErrorCode.RoleRequired]);
    expect(status(await api.call("GET", `/v1/billing/test/checkout/${session}`, { token: stranger.token }))).toEqual([
      404,
      ErrorCode.NotFound,
    ]);
    expect(
      status(
        await api.call("POST", `/v1/billing/test/checkout/${session}/pay`, {
          token: stranger.token,
          body: { card_number: "4242424242424242" },
        }),
      ),
    ).toEqual([404, ErrorCode.NotFound]);
  });

  it("requires a verified address and a valid SKU to check out", async () => {
    const unverified = await registerUser(api, env.handle.db);
    const res = await api.call("POST", "/v1/billing/checkout", {
      token: unverified.token,
      body: { sku: "pro_monthly" },
    });
    expect(status(res)).toEqual([403, ErrorCode.EmailNotVerified]);
    const owner = await verifiedOwner(api, env.handle.db);
    const bad = await api.call("POST", "/v1/billing/checkout", { token: owner.token, body: { sku: "gold" } });
    expect(status(bad)).toEqual([400, ErrorCode.Validation]);
    const free = await api.call("POST", "/v1/billing/checkout", { token: owner.token, body: { sku: "free" } });
    expect(status(free)).toEqual([400, ErrorCode.Validation]);
    // Nothing to cancel, resume or advance yet.
    for (const path of ["/v1/billing/cancel", "/v1/billing/resume", "/v1/billing/test/advance"]) {
      expect(status(await api.call("POST", path, { token: owner.token }))).toEqual([409, ErrorCode.SubscriptionState]);
    }
  });
});

describe("POST /v1/billing/webhook", () => {
  it("refuses unsigned and wrongly signed events, changes nothing, and applies a signed one once", async () => {
    const db = env.handle.db;
    const owner = await verifiedOwner(api, db);
    const teamId = owner.team_info.id;
    const body = JSON.stringify({
      id: `evt_route_${teamId}`,
      type: "invoice.paid",
      created: Math.floor(Date.now() / 1000),
      data: {
        subscription_id: null,
        team_id: teamId,
        invoice: {
          id: `in_route_${teamId}`,
          subscriptionId: null,
          customerId: `cus_test_${teamId}`,
          teamId,
          sku: "pro_monthly",
          amountCents: 9900,
          currency: "usd",
          paid: true,
          hostedUrl: null,
          chargeId: `ch_route_${teamId}`,
          createdAt: new Date().toISOString(),
        },
        refunded_charge_id: null,
      },
    });
    const post = (signature?: string) =>
      api.app.request("http://localhost:3999/v1/billing/webhook/", {
        method: "POST",
        headers: { "content-type": "application/json", ...(signature ? { "feedscope-signature": signature } : {}) },
        body,
      });
    const secret = await loadBillingTestSecret(db);
    const stale = signPayload(secret, body, new Date(Date.now() - 3_600_000));
    for (const signature of [undefined, signPayload("wrong-secret", body), stale, "garbage"]) {
      const res = await post(signature);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: number }).code).toBe(ErrorCode.WebhookSignatureInvalid);
    }
    const countPayments = async () => (await db.select().from(payments).where(eq(payments.teamId, teamId))).length;
    expect(await countPayments()).toBe(0);
    expect(
      await db
        .select()
        .from(billingEvents)
        .where(eq(billingEvents.eventId, `evt_route_${teamId}`)),
    ).toHaveLength(0);

    const good = await post(signPayload(secret, body));
    expect(good.status).toBe(200);
    expect(await good.json()).toMatchObject({ code: 0, data: { received: true } });
    const replay = await post(signPayload(secret, body));
    expect(replay.status).toBe(200);
    expect(await countPayments()).toBe(1);
    // An invoice without a subscription grants no plan.
    expect(await teamPlan(teamId)).toBe("free");
  });
});

describe("concurrent deliveries and refunds", () => {
  it("applies one event delivered twice at the same moment once", async () => {
    const db = env.handle.db;
    const owner = await verifiedOwner(api, db);
    const teamId = owner.team_info.id;
    const body = JSON.stringify({
      id: `evt_race_${teamId}`,
      type: "invoice.payment_failed",
      created: Math.floor(Date.now() / 1000),
      data: {
        subscription_id: null,
        team_id: teamId,
        invoice: {
          id: `in_race_${teamId}`,
          subscriptionId: null,
          customerId: `cus_test_${teamId}`,
          teamId,
          sku: "max_yearly",
          amountCents: 299880,
          currency: "usd",
          paid: false,
          hostedUrl: null,
          chargeId: null,
          createdAt: new Date().toISOString(),
        },
        refunded_charge_id: null,
      },
    });
    const signature = signPayload(await loadBillingTestSecret(db), body);
    const deliver = () =>
      api.app.request("http://localhost:3999/v1/billing/webhook", {
        method: "POST",
        headers: { "content-type": "application/json", "feedscope-signature": signature },
        body,
      });
    const answers = await Promise.all([deliver(), deliver(), deliver()]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const rows = await db.select().from(payments).where(eq(payments.teamId, teamId));
    expect(rows.map((row) => [row.status, row.amountCents])).toEqual([[2, 299880]]);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.to, owner.email));
    expect(mails.filter((mail) => mail.kind === "billing-payment-failed")).toHaveLength(1);
  });

  it("marks a refunded payment when the provider's refund event arrives", async () => {
    const db = env.handle.db;
    const owner = await verifiedOwner(api, db);
    await subscribe(owner.token, "pro_monthly");
    const [paid] = await db.select().from(payments).where(eq(payments.teamId, owner.team_info.id));
    const provider = await getTestProvider(db);
    await provider?.refund({ chargeId: paid?.providerChargeId ?? "" });
    const list = await api.call<{ list: { id: number; refunded: boolean }[] }>("GET", "/v1/billing/payments", {
      token: owner.token,
    });
    expect(list.body.data.list).toEqual([expect.objectContaining({ id: paid?.id, refunded: true })]);
  });
});

describe("plan changes while subscribed (test provider)", () => {
  it("upgrades at once, downgrades at the period end", async () => {
    const owner = await verifiedOwner(api, env.handle.db);
    const teamId = owner.team_info.id;
    await subscribe(owner.token, "pro_monthly");
    // A feed refreshed 13 hours ago, next due at Pro's 24 hours; a stopped one is left alone.
    const [running, stopped] = await seedFeeds(env.handle.db, teamId, 2, new Date("2026-01-01T00:00:00Z"));
    const refreshed = new Date(Date.now() - 13 * 3_600_000);
    const dueOnPro = new Date(refreshed.getTime() + 24 * 3_600_000);
    await env.handle.db
      .update(trackedFeeds)
      .set({ status: FeedStatus.Stop })
      .where(eq(trackedFeeds.id, stopped ?? 0));
    for (const id of [running, stopped]) {
      const [feed] = await env.handle.db
        .select()
        .from(trackedFeeds)
        .where(eq(trackedFeeds.id, id ?? 0));
      await env.handle.db
        .update(platformVideos)
        .set({ lastFetchedAt: refreshed, nextRefreshAt: dueOnPro })
        .where(eq(platformVideos.id, feed?.videoId ?? 0));
    }
    const up = await api.call<RedirectUrl>("POST", "/v1/billing/checkout", {
      token: owner.token,
      body: { sku: "max_monthly" },
    });
    expect(up.body.data.url).toBe("/dashboard/subscriptions/?checkout=success");
    expect(await teamPlan(teamId)).toBe("max");
    // Max refreshes every 12 hours: the running feed is due at once (13 h since its refresh), the stopped one is not moved.
    const nextRefresh = async (feedId: number | undefined) => {
      const [row] = await env.handle.db
        .select({ next: platformVideos.nextRefreshAt })
        .from(trackedFeeds)
        .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
        .where(eq(trackedFeeds.id, feedId ?? 0));
      return row?.next?.getTime();
    };
    expect(await nextRefresh(running)).toBe(refreshed.getTime() + 12 * 3_600_000);
    expect(await nextRefresh(stopped)).toBe(dueOnPro.getTime());
    const down = await api.call<RedirectUrl>("POST", "/v1/billing/checkout", {
      token: owner.token,
      body: { sku: "pro_yearly" },
    });
    expect(down.body.data.url).toBe("/dashboard/subscriptions/?change=scheduled");
    expect(await teamPlan(teamId)).toBe("max");
    const renewed = await api.call<Subscription>("POST", "/v1/billing/test/advance", { token: owner.token });
    expect(renewed.body.data).toMatchObject({ plan: "pro", sku: "pro_yearly", status: "active" });
    const list = await api.call<{ list: { amount: number; sku: string }[] }>("GET", "/v1/billing/payments", {
      token: owner.token,
    });
    expect(list.body.data.list.map((p) => [p.sku, p.amount])).toEqual([
      ["pro_yearly", 999],
      ["max_monthly", 299],
      ["pro_monthly", 99],
    ]);
  });

  it("keeps the plan for 7 days past_due, then the sweep moves the team to Free", async () => {
    const db = env.handle.db;
    const owner = await verifiedOwner(api, db);
    const teamId = owner.team_info.id;
    await db.update(user).set({ locale: "de" }).where(eq(user.id, owner.id));
    await subscribe(owner.token, "max_monthly");
    const failed = await api.call<Subscription>("POST", "/v1/billing/test/advance", {
      token: owner.token,
      body: { fail: true },
    });
    expect(failed.body.data).toMatchObject({ plan: "max", status: "past_due" });
    const graceUntil = new Date(failed.body.data.grace_until ?? 0);
    expect(graceUntil.getTime() - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(graceUntil.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "billing-payment-failed"))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mail?.to).toBe(owner.email);
    expect(mail?.subject).toBe("Deine Feedscope-Zahlung ist fehlgeschlagen");
    const germanDate = new Intl.DateTimeFormat("de", { dateStyle: "long", timeZone: "UTC" }).format(graceUntil);
    expect(mail?.text).toContain(germanDate);

    await sweepGracePeriods(db, new Date(graceUntil.getTime() - 60_000));
    expect(await teamPlan(teamId)).toBe("max");
    await sweepGracePeriods(db, new Date(graceUntil.getTime() + 1000));
    expect(await teamPlan(teamId)).toBe("free");
  });

  it("leaves an operator's plan alone and says so until the override is handed back", async () => {
    process.env.ADMIN_TOKEN = "operator-secret-value";
    const owner = await verifiedOwner(api, env.handle.db);
    const teamId = owner.team_info.id;
    const set = await api.call("POST", "/v1/admin/plan", {
      token: "operator-secret-value",
      body: { email: owner.email, plan: "max" },
    });
    expect(set.body.code).toBe(0);
    await subscribe(owner.token, "pro_monthly");
    const sub = await api.call<Subscription>("GET", "/v1/billing/subscription", { token: owner.token });
    expect(sub.body.data).toMatchObject({ plan: "max", sku: "pro_monthly", operator_override: true });
    const auto = await api.call<{ plan: string }>("POST", "/v1/admin/plan", {
      token: "operator-secret-value",
      body: { email: owner.email, plan: "auto" },
    });
    expect(auto.body.data.plan).toBe("pro");
    expect(await teamPlan(teamId)).toBe("pro");
  });
});
