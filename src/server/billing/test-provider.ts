// The built-in test provider (issue 15 item 1, "Test mode"): the default when Stripe is not configured. It keeps
// the state Stripe would keep (checkout sessions, subscriptions, invoices) in its own tables and turns what happens
// into signed events handed to `handleWebhook`, the function the webhook route calls, so both providers share one
// path. Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.
import "server-only";
import crypto from "node:crypto";
import { and, eq, ne } from "drizzle-orm";
import { periodEnd, skuPrice } from "@/domain/billing/sku";
import type { PaidSku } from "@/domain/contracts/billing";
import { ErrorCode } from "@/domain/error-codes";
import type { Db } from "../db/client";
import { organization, testCheckoutSessions, testInvoices, testSubscriptions } from "../db/schema";
import { ApiError } from "../errors/api-error";
import { handleWebhook } from "./handle-webhook";
import type {
  BillingEvent,
  BillingEventType,
  BillingProvider,
  CheckoutRequest,
  ProviderInvoice,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from "./provider";
import { WebhookSignatureError } from "./provider";
import { signPayload, verifySignature } from "./signature";

export const TEST_CARD_PAYS = "4242424242424242";
export const TEST_CARD_DECLINED = "4000000000000002";
export const TEST_PORTAL_URL = "/dashboard/subscriptions/?portal=test";
export const CHECKOUT_SUCCESS_URL = "/dashboard/subscriptions/?checkout=success";

const newId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString("hex")}`;
const customerOf = (teamId: number) => `cus_test_${teamId}`;

interface WireInvoice extends Omit<ProviderInvoice, "createdAt"> {
  createdAt: string;
}

/** The event as the test provider serializes and signs it. */
interface WireEvent {
  id: string;
  type: BillingEventType;
  created: number;
  data: {
    subscription_id: string | null;
    team_id: number | null;
    invoice: WireInvoice | null;
    refunded_charge_id: string | null;
  };
}

type TestSubscriptionRow = typeof testSubscriptions.$inferSelect;
type TestInvoiceRow = typeof testInvoices.$inferSelect;

function toProviderSubscription(row: TestSubscriptionRow): ProviderSubscription {
  return {
    id: row.id,
    customerId: row.customerId,
    teamId: row.teamId,
    sku: row.sku as PaidSku,
    status: row.status as ProviderSubscriptionStatus,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

function toWireInvoice(row: TestInvoiceRow): WireInvoice {
  return {
    id: row.id,
    subscriptionId: row.subscriptionId,
    customerId: row.customerId,
    teamId: row.teamId,
    sku: row.sku as PaidSku,
    amountCents: row.amountCents,
    currency: row.currency,
    paid: row.paid,
    hostedUrl: null,
    chargeId: row.chargeId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Spaces and dashes are allowed in the card number, as people type it. */
export function normalizeCard(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, "");
}

export interface TestCheckoutSession {
  id: string;
  teamId: number;
  sku: PaidSku;
  status: "open" | "complete";
}

export interface TestBillingProvider extends BillingProvider {
  readonly name: "test";
  getCheckoutSession(id: string): Promise<TestCheckoutSession | null>;
  /** Pays an open session with a test card: the paying card subscribes, the declining one records a failed payment. */
  payCheckout(sessionId: string, cardNumber: string): Promise<{ url: string }>;
  /** Ends the current period now: renews (paid, or failing with `fail`), or cancels when cancel-at-period-end. */
  advancePeriod(subscriptionId: string, options: { fail: boolean }): Promise<void>;
  /** A change of plan while subscribed: at once (upgrade, with a new paid invoice) or at the period end. */
  changeSku(subscriptionId: string, sku: PaidSku, when: "now" | "period_end"): Promise<void>;
}

/** The team's test subscription that has not ended (active or past_due), if any. */
async function runningSubscriptionOf(db: Pick<Db, "select">, teamId: number): Promise<string | null> {
  const [row] = await db
    .select({ id: testSubscriptions.id })
    .from(testSubscriptions)
    .where(and(eq(testSubscriptions.teamId, teamId), ne(testSubscriptions.status, "canceled")))
    .limit(1);
  return row?.id ?? null;
}

function alreadySubscribed(): ApiError {
  return new ApiError(
    ErrorCode.SubscriptionState,
    "The team already has a subscription: change the plan on the subscriptions page instead",
  );
}

export function createTestProvider(options: { db: Db; secret: string; now?: () => Date }): TestBillingProvider {
  const { db, secret } = options;
  const now = options.now ?? (() => new Date());

  async function emit(
    type: BillingEventType,
    data: { subscriptionId?: string | null; teamId: number; invoice?: TestInvoiceRow; refundedChargeId?: string },
  ): Promise<void> {
    const event: WireEvent = {
      id: newId("evt_test"),
      type,
      created: Math.floor(now().getTime() / 1000),
      data: {
        subscription_id: data.subscriptionId ?? null,
        team_id: data.teamId,
        invoice: data.invoice ? toWireInvoice(data.invoice) : null,
        refunded_charge_id: data.refundedChargeId ?? null,
      },
    };
    const body = JSON.stringify(event);
    await handleWebhook(provider, body, signPayload(secret, body, now()), db);
  }

  async function loadSubscription(id: string): Promise<TestSubscriptionRow> {
    const [row] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.id, id));
    if (!row) throw new ApiError(ErrorCode.SubscriptionState, "No such test subscription");
    return row;
  }

  async function createInvoice(input: {
    subscriptionId: string | null;
    teamId: number;
    customerId: string;
    sku: string;
    paid: boolean;
  }): Promise<TestInvoiceRow> {
    const price = skuPrice(input.sku);
    if (!price) throw new Error(`not a paid SKU: ${input.sku}`);
    const [row] = await db
      .insert(testInvoices)
      .values({
        id: newId("in_test"),
        subscriptionId: input.subscriptionId,
        teamId: input.teamId,
        customerId: input.customerId,
        sku: input.sku,
        amountCents: price.amountCents,
        currency: price.currency,
        paid: input.paid,
        chargeId: input.paid ? newId("ch_test") : null,
        createdAt: now(),
      })
      .returning();
    if (!row) throw new Error("test invoice not stored");
    return row;
  }

  const provider: TestBillingProvider = {
    name: "test",

    async createCheckout(input: CheckoutRequest) {
      const id = newId("cs_test");
      await db.insert(testCheckoutSessions).values({
        id,
        teamId: input.teamId,
        customerId: input.customerId ?? customerOf(input.teamId),
        customerEmail: input.customerEmail,
        sku: input.sku,
        successUrl: input.successUrl,
      });
      return { url: `/dashboard/subscriptions/checkout/?session=${id}`, sessionId: id };
    },

    async createPortal() {
      return { url: TEST_PORTAL_URL };
    },

    async retrieveSubscription(id: string) {
      const [row] = await db.select().from(testSubscriptions).where(eq(testSubscriptions.id, id));
      return row ? toProviderSubscription(row) : null;
    },

    async setCancelAtPeriodEnd(input) {
      const row = await loadSubscription(input.subscriptionId);
      await db
        .update(testSubscriptions)
        .set({ cancelAtPeriodEnd: input.cancel })
        .where(eq(testSubscriptions.id, row.id));
      await emit("subscription.updated", { subscriptionId: row.id, teamId: row.teamId });
      return toProviderSubscription({ ...row, cancelAtPeriodEnd: input.cancel });
    },

    async cancelNow(input) {
      const row = await loadSubscription(input.subscriptionId);
      if (row.status !== "canceled") {
        await db.update(testSubscriptions).set({ status: "canceled" }).where(eq(testSubscriptions.id, row.id));
        await emit("subscription.deleted", { subscriptionId: row.id, teamId: row.teamId });
      }
      return toProviderSubscription({ ...row, status: "canceled" });
    },

    async refund(input) {
      const [invoice] = await db
        .update(testInvoices)
        .set({ refunded: true })
        .where(eq(testInvoices.chargeId, input.chargeId))
        .returning();
      if (!invoice) throw new ApiError(ErrorCode.NotFound, "No test payment with this charge");
      await emit("charge.refunded", { teamId: invoice.teamId, refundedChargeId: input.chargeId });
    },

    async parseWebhook(rawBody: string, signature: string | null): Promise<BillingEvent> {
      verifySignature(secret, rawBody, signature, now());
      let wire: WireEvent;
      try {
        wire = JSON.parse(rawBody) as WireEvent;
      } catch {
        throw new WebhookSignatureError("body is not JSON");
      }
      const invoice = wire.data.invoice;
      return {
        id: wire.id,
        provider: "test",
        type: wire.type,
        createdAt: new Date(wire.created * 1000),
        subscriptionId: wire.data.subscription_id,
        teamId: wire.data.team_id,
        invoice: invoice ? { ...invoice, createdAt: new Date(invoice.createdAt) } : null,
        refundedChargeId: wire.data.refunded_charge_id,
      };
    },

    async getCheckoutSession(id: string) {
      const [row] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, id));
      if (!row) return null;
      return { id: row.id, teamId: row.teamId, sku: row.sku as PaidSku, status: row.status as "open" | "complete" };
    },

    async payCheckout(sessionId: string, cardNumber: string) {
      const [session] = await db.select().from(testCheckoutSessions).where(eq(testCheckoutSessions.id, sessionId));
      if (!session) throw new ApiError(ErrorCode.NotFound, "No such checkout session");
      if (session.status !== "open") throw new ApiError(ErrorCode.SubscriptionState, "This checkout is already paid");
      // An older checkout left open while the team subscribed through another one must not subscribe it twice.
      if (await runningSubscriptionOf(db, session.teamId)) throw alreadySubscribed();
      const card = normalizeCard(cardNumber);
      if (card === TEST_CARD_DECLINED) {
        const invoice = await createInvoice({
          subscriptionId: null,
          teamId: session.teamId,
          customerId: session.customerId,
          sku: session.sku,
          paid: false,
        });
        await emit("invoice.payment_failed", { teamId: session.teamId, invoice });
        throw new ApiError(ErrorCode.CardDeclined);
      }
      if (card !== TEST_CARD_PAYS) {
        throw new ApiError(
          ErrorCode.Validation,
          "Not a test card: use 4242 4242 4242 4242 (pays) or 4000 0000 0000 0002 (declined)",
          { errors: { card_number: "Use 4242 4242 4242 4242 or 4000 0000 0000 0002" } },
        );
      }
      const price = skuPrice(session.sku);
      if (!price) throw new Error(`not a paid SKU: ${session.sku}`);
      const start = now();
      const subscriptionId = newId("sub_test");
      // With the team row locked (so two sessions of one team paid at once run one after the other): refuse when
      // the team already subscribed, then claim the session only while it is still open, so of a double submit
      // exactly one subscribes and the other answers 409.
      await db.transaction(async (tx) => {
        await tx
          .select({ id: organization.id })
          .from(organization)
          .where(eq(organization.id, session.teamId))
          .for("update");
        if (await runningSubscriptionOf(tx, session.teamId)) throw alreadySubscribed();
        const claimed = await tx
          .update(testCheckoutSessions)
          .set({ status: "complete" })
          .where(and(eq(testCheckoutSessions.id, session.id), eq(testCheckoutSessions.status, "open")))
          .returning({ status: testCheckoutSessions.status });
        if (!claimed.length) throw new ApiError(ErrorCode.SubscriptionState, "This checkout is already paid");
        await tx.insert(testSubscriptions).values({
          id: subscriptionId,
          teamId: session.teamId,
          customerId: session.customerId,
          sku: session.sku,
          status: "active",
          currentPeriodStart: start,
          currentPeriodEnd: periodEnd(start, price.interval),
        });
      });
      const invoice = await createInvoice({
        subscriptionId,
        teamId: session.teamId,
        customerId: session.customerId,
        sku: session.sku,
        paid: true,
      });
      await emit("checkout.completed", { subscriptionId, teamId: session.teamId });
      await emit("subscription.created", { subscriptionId, teamId: session.teamId });
      await emit("invoice.paid", { subscriptionId, teamId: session.teamId, invoice });
      return { url: CHECKOUT_SUCCESS_URL };
    },

    async advancePeriod(subscriptionId: string, options: { fail: boolean }) {
      const row = await loadSubscription(subscriptionId);
      if (row.status === "canceled") throw new ApiError(ErrorCode.SubscriptionState, "The subscription has ended");
      if (row.cancelAtPeriodEnd) {
        await db.update(testSubscriptions).set({ status: "canceled" }).where(eq(testSubscriptions.id, row.id));
        await emit("subscription.deleted", { subscriptionId: row.id, teamId: row.teamId });
        return;
      }
      const sku = row.pendingSku ?? row.sku;
      const price = skuPrice(sku);
      if (!price) throw new Error(`not a paid SKU: ${sku}`);
      const start = now();
      await db
        .update(testSubscriptions)
        .set({
          sku,
          pendingSku: null,
          status: options.fail ? "past_due" : "active",
          currentPeriodStart: start,
          currentPeriodEnd: periodEnd(start, price.interval),
        })
        .where(eq(testSubscriptions.id, row.id));
      const invoice = await createInvoice({
        subscriptionId: row.id,
        teamId: row.teamId,
        customerId: row.customerId,
        sku,
        paid: !options.fail,
      });
      await emit("subscription.updated", { subscriptionId: row.id, teamId: row.teamId });
      await emit(options.fail ? "invoice.payment_failed" : "invoice.paid", {
        subscriptionId: row.id,
        teamId: row.teamId,
        invoice,
      });
    },

    async changeSku(subscriptionId: string, sku: PaidSku, when: "now" | "period_end") {
      const row = await loadSubscription(subscriptionId);
      if (when === "period_end") {
        await db.update(testSubscriptions).set({ pendingSku: sku }).where(eq(testSubscriptions.id, row.id));
        await emit("subscription.updated", { subscriptionId: row.id, teamId: row.teamId });
        return;
      }
      const price = skuPrice(sku);
      if (!price) throw new Error(`not a paid SKU: ${sku}`);
      const start = now();
      await db
        .update(testSubscriptions)
        .set({
          sku,
          pendingSku: null,
          status: "active",
          cancelAtPeriodEnd: false,
          currentPeriodStart: start,
          currentPeriodEnd: periodEnd(start, price.interval),
        })
        .where(eq(testSubscriptions.id, row.id));
      const invoice = await createInvoice({
        subscriptionId: row.id,
        teamId: row.teamId,
        customerId: row.customerId,
        sku,
        paid: true,
      });
      await emit("subscription.updated", { subscriptionId: row.id, teamId: row.teamId });
      await emit("invoice.paid", { subscriptionId: row.id, teamId: row.teamId, invoice });
    },
  };
  return provider;
}

export function isTestProvider(provider: BillingProvider): provider is TestBillingProvider {
  return provider.name === "test";
}
