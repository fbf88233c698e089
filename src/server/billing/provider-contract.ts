// The provider contract suite (issue 15 tests): the same behaviour asked of every BillingProvider, run against the
// test provider (test-provider.contract.test.ts) and, by the billing-stripe lane, against Stripe's SDK pointed at a
// loopback fake Stripe API. Each provider supplies a harness: how to complete a checkout as the customer would, how
// to sign a body (right or wrong secret, any time) and what one of its subscription events looks like.
import "server-only";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import type { PaidSku } from "@/domain/contracts/billing";
import type { Db } from "../db/client";
import { billingEvents, organization, subscriptions } from "../db/schema";
import { handleWebhook } from "./handle-webhook";
import { type BillingProvider, WebhookSignatureError } from "./provider";

export interface ContractTeam {
  provider: BillingProvider;
  db: Db;
  teamId: number;
  email: string;
}

export interface ProviderContractHarness {
  /** A provider, the database its events are applied to, and a Free team whose Owner has `email`. */
  setup(): Promise<ContractTeam>;
  /** Completes the checkout session as the customer would and delivers the provider's events (handleWebhook). */
  completeCheckout(team: ContractTeam, sessionId: string): Promise<void>;
  /** The provider's signature header for `body` made at `at`, with its webhook secret or a wrong one. */
  sign(body: string, at: Date, secret: "right" | "wrong"): string;
  /**
   * A well-formed event body of this provider about a subscription (an update of it). When the provider's events
   * carry the subscription's state, `stale` is the state to put in it (an old event saying what is no longer true).
   */
  subscriptionEventBody(input: {
    eventId: string;
    subscriptionId: string;
    teamId: number;
    created: Date;
    stale?: { cancelAtPeriodEnd: boolean };
  }): string;
}

async function subscriptionRow(db: Db, teamId: number) {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.teamId, teamId));
  return row;
}

async function eventStored(db: Db, provider: BillingProvider, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: billingEvents.eventId })
    .from(billingEvents)
    .where(and(eq(billingEvents.provider, provider.name), eq(billingEvents.eventId, eventId)));
  return rows.length > 0;
}

async function subscribedTeam(harness: ProviderContractHarness, sku: PaidSku = "pro_monthly") {
  const team = await harness.setup();
  const checkout = await team.provider.createCheckout({
    teamId: team.teamId,
    sku,
    customerEmail: team.email,
    customerId: null,
    successUrl: "http://localhost:3999/dashboard/subscriptions/?checkout=success",
    cancelUrl: "http://localhost:3999/dashboard/subscriptions/?checkout=cancel",
  });
  await harness.completeCheckout(team, checkout.sessionId);
  const row = await subscriptionRow(team.db, team.teamId);
  if (!row) throw new Error("the completed checkout left no subscription");
  return { team, row };
}

/** Registers the contract's tests in the current `describe`. */
export function providerContract(harness: ProviderContractHarness): void {
  it("answers a checkout URL and a session id", async () => {
    const team = await harness.setup();
    const checkout = await team.provider.createCheckout({
      teamId: team.teamId,
      sku: "max_yearly",
      customerEmail: team.email,
      customerId: null,
      successUrl: "http://localhost:3999/dashboard/subscriptions/?checkout=success",
      cancelUrl: "http://localhost:3999/dashboard/subscriptions/?checkout=cancel",
    });
    expect(checkout.url).toMatch(/^(https?:\/\/|\/)/);
    expect(checkout.sessionId.length).toBeGreaterThan(0);
  });

  it("a completed checkout subscribes the team and derives its plan from the SKU", async () => {
    const { team, row } = await subscribedTeam(harness, "max_monthly");
    expect(row).toMatchObject({
      teamId: team.teamId,
      provider: team.provider.name,
      sku: "max_monthly",
      status: "active",
    });
    const remote = await team.provider.retrieveSubscription(row.providerSubscriptionId);
    expect(remote).toMatchObject({ id: row.providerSubscriptionId, teamId: team.teamId, sku: "max_monthly" });
    expect(remote?.currentPeriodEnd.getTime()).toBeGreaterThan(remote?.currentPeriodStart.getTime() ?? Infinity);
    const [org] = await team.db
      .select({ plan: organization.plan })
      .from(organization)
      .where(eq(organization.id, team.teamId));
    expect(org?.plan).toBe("max");
  });

  it("sets and clears cancel-at-period-end at the provider", async () => {
    const { team, row } = await subscribedTeam(harness);
    const cancelled = await team.provider.setCancelAtPeriodEnd({
      subscriptionId: row.providerSubscriptionId,
      cancel: true,
    });
    expect(cancelled.cancelAtPeriodEnd).toBe(true);
    expect((await team.provider.retrieveSubscription(row.providerSubscriptionId))?.cancelAtPeriodEnd).toBe(true);
    const resumed = await team.provider.setCancelAtPeriodEnd({
      subscriptionId: row.providerSubscriptionId,
      cancel: false,
    });
    expect(resumed.cancelAtPeriodEnd).toBe(false);
  });

  it("ends a subscription at once (the operator's refund), not at the period end", async () => {
    const { team, row } = await subscribedTeam(harness);
    const ended = await team.provider.cancelNow({ subscriptionId: row.providerSubscriptionId });
    expect(ended).toMatchObject({ id: row.providerSubscriptionId, teamId: team.teamId, status: "canceled" });
    expect((await team.provider.retrieveSubscription(row.providerSubscriptionId))?.status).toBe("canceled");
    // Asked again (a retry after its state was not written): still ended, not an error.
    const again = await team.provider.cancelNow({ subscriptionId: row.providerSubscriptionId });
    expect(again).toMatchObject({ id: row.providerSubscriptionId, status: "canceled" });
  });

  it("refuses unsigned, wrongly signed and stale events, and stores none of them", async () => {
    const { team, row } = await subscribedTeam(harness);
    const now = new Date();
    const cases: [string, string | null][] = [];
    const body = (n: number) =>
      harness.subscriptionEventBody({
        eventId: `evt_forged_${n}_${row.providerSubscriptionId}`,
        subscriptionId: row.providerSubscriptionId,
        teamId: team.teamId,
        created: now,
      });
    cases.push([body(1), null]);
    cases.push([body(2), harness.sign(body(2), now, "wrong")]);
    cases.push([body(3), harness.sign(body(3), new Date(now.getTime() - 3_600_000), "right")]);
    cases.push([body(4), "t=1,v1=00"]);
    for (const [n, [payload, signature]] of cases.entries()) {
      await expect(handleWebhook(team.provider, payload, signature, team.db)).rejects.toBeInstanceOf(
        WebhookSignatureError,
      );
      expect(await eventStored(team.db, team.provider, `evt_forged_${n + 1}_${row.providerSubscriptionId}`)).toBe(
        false,
      );
    }
    // A correctly signed body with one byte changed is forged too.
    const good = body(5);
    await expect(
      handleWebhook(
        team.provider,
        good.replace("evt_forged_5", "evt_forged_6"),
        harness.sign(good, now, "right"),
        team.db,
      ),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  it("applies a replayed event once", async () => {
    const { team, row } = await subscribedTeam(harness);
    const now = new Date();
    const payload = harness.subscriptionEventBody({
      eventId: `evt_replay_${row.providerSubscriptionId}`,
      subscriptionId: row.providerSubscriptionId,
      teamId: team.teamId,
      created: now,
    });
    const first = await handleWebhook(team.provider, payload, harness.sign(payload, now, "right"), team.db);
    const second = await handleWebhook(team.provider, payload, harness.sign(payload, now, "right"), team.db);
    expect([first.applied, second.applied]).toEqual([true, false]);
  });

  it("converges on the provider's state whatever order events arrive in", async () => {
    const { team, row } = await subscribedTeam(harness);
    await team.provider.setCancelAtPeriodEnd({ subscriptionId: row.providerSubscriptionId, cancel: true });
    const now = new Date();
    const older = harness.subscriptionEventBody({
      eventId: `evt_older_${row.providerSubscriptionId}`,
      subscriptionId: row.providerSubscriptionId,
      teamId: team.teamId,
      created: new Date(now.getTime() - 60_000),
      stale: { cancelAtPeriodEnd: false },
    });
    const newer = harness.subscriptionEventBody({
      eventId: `evt_newer_${row.providerSubscriptionId}`,
      subscriptionId: row.providerSubscriptionId,
      teamId: team.teamId,
      created: now,
    });
    // The newer event first, then the older one: the row still says what the provider says now.
    await handleWebhook(team.provider, newer, harness.sign(newer, now, "right"), team.db);
    await handleWebhook(team.provider, older, harness.sign(older, now, "right"), team.db);
    const remote = await team.provider.retrieveSubscription(row.providerSubscriptionId);
    const stored = await subscriptionRow(team.db, team.teamId);
    expect(remote?.cancelAtPeriodEnd).toBe(true);
    expect(stored).toMatchObject({ cancelAtPeriodEnd: true, sku: remote?.sku, status: remote?.status });
  });
}
