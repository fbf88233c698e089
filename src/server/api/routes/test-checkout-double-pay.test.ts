// Review finding on issue 15: the test provider claimed a checkout session by id only, so two parallel pays of one
// session both subscribed (two subscriptions, two invoices), and an older open session could still be paid after the
// team subscribed through another. Exactly one pay may succeed; the others answer 409 40903.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RedirectUrl } from "@/domain/contracts/billing";
import { ErrorCode } from "@/domain/error-codes";
import type { Db } from "../../db/client";
import { payments, subscriptions, testInvoices, testSubscriptions } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { verifiedOwner } from "../test/billing-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const PAYING_CARD = { card_number: "4242 4242 4242 4242" };

beforeAll(async () => {
  process.env.STRIPE_SECRET_KEY = "";
  process.env.STRIPE_WEBHOOK_SECRET = "";
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

async function openCheckout(token: string, sku: string): Promise<string> {
  const checkout = await api.call<RedirectUrl>("POST", "/v1/billing/checkout", { token, body: { sku } });
  expect(checkout.body.code).toBe(0);
  const session = new URL(checkout.body.data.url, "http://x").searchParams.get("session");
  if (!session) throw new Error(`no session in ${checkout.body.data.url}`);
  return session;
}

async function rowsOfTeam(db: Db, teamId: number) {
  return {
    providerSubscriptions: await db.select().from(testSubscriptions).where(eq(testSubscriptions.teamId, teamId)),
    providerInvoices: await db.select().from(testInvoices).where(eq(testInvoices.teamId, teamId)),
    subscriptions: await db.select().from(subscriptions).where(eq(subscriptions.teamId, teamId)),
    payments: await db.select().from(payments).where(eq(payments.teamId, teamId)),
  };
}

function statuses(answers: { status: number; body: { code: number } }[]) {
  return answers.map((answer) => `${answer.status}:${answer.body.code}`).sort();
}

describe("paying a test checkout", () => {
  it("subscribes once when the same session is paid twice in parallel", async () => {
    const db = env.handle.db;
    const owner = await verifiedOwner(api, db);
    const session = await openCheckout(owner.token, "pro_monthly");
    const pay = () =>
      api.call("POST", `/v1/billing/test/checkout/${session}/pay`, { token: owner.token, body: PAYING_CARD });
    const answers = await Promise.all([pay(), pay()]);
    expect(statuses(answers)).toEqual(["200:0", `409:${ErrorCode.SubscriptionState}`]);
    const rows = await rowsOfTeam(db, owner.team_info.id);
    expect(rows.providerSubscriptions).toHaveLength(1);
    expect(rows.providerInvoices).toHaveLength(1);
    expect(rows.subscriptions).toHaveLength(1);
    expect(rows.payments).toHaveLength(1);
  });

  it("subscribes once when two open sessions of one team are paid in parallel", async () => {
    const db = env.handle.db;
    const owner = await verifiedOwner(api, db);
    const first = await openCheckout(owner.token, "pro_monthly");
    const second = await openCheckout(owner.token, "max_monthly");
    const answers = await Promise.all(
      [first, second].map((session) =>
        api.call("POST", `/v1/billing/test/checkout/${session}/pay/`, { token: owner.token, body: PAYING_CARD }),
      ),
    );
    expect(statuses(answers)).toEqual(["200:0", `409:${ErrorCode.SubscriptionState}`]);
    const rows = await rowsOfTeam(db, owner.team_info.id);
    expect(rows.providerSubscriptions).toHaveLength(1);
    expect(rows.providerInvoices).toHaveLength(1);
  });

  it("refuses an older open session once the team has subscribed, with either card", async () => {
    const db = env.handle.db;
    const owner = await verifiedOwner(api, db);
    const older = await openCheckout(owner.token, "max_yearly");
    const newer = await openCheckout(owner.token, "pro_monthly");
    const paid = await api.call("POST", `/v1/billing/test/checkout/${newer}/pay`, {
      token: owner.token,
      body: PAYING_CARD,
    });
    expect(paid.status).toBe(200);
    for (const card of ["4242 4242 4242 4242", "4000 0000 0000 0002"]) {
      const late = await api.call("POST", `/v1/billing/test/checkout/${older}/pay`, {
        token: owner.token,
        body: { card_number: card },
      });
      expect(late.status).toBe(409);
      expect(late.body.code).toBe(ErrorCode.SubscriptionState);
    }
    const rows = await rowsOfTeam(db, owner.team_info.id);
    expect(rows.providerSubscriptions.map((row) => row.sku)).toEqual(["pro_monthly"]);
    // Only the newer session's paid invoice: the refused declined card records no failed payment either.
    expect(rows.providerInvoices.map((row) => [row.sku, row.paid])).toEqual([["pro_monthly", true]]);
  });
});
