// Applies one verified provider event (issue 15 item 3), exactly once and in any order: the event id is stored in
// the transaction that applies it (a replay finds it and changes nothing); a subscription-bearing event upserts the
// subscription as the provider reports it NOW (read before the transaction: PGlite has one connection, and the
// test provider reads its own tables), so reordered events converge; invoices become payments; refunds are marked.
// Then the team's plan is derived again. Emails go out after the commit.
import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { graceUntil } from "@/domain/billing/grace";
import { periodEnd, skuPrice } from "@/domain/billing/sku";
import { PaymentStatus } from "@/domain/enums";
import { forgetMemberships } from "../auth/membership-cache";
import type { Db } from "../db/client";
import { billingEvents, organization, payments, subscriptions } from "../db/schema";
import { applyTeamPlan } from "./apply-team-plan";
import { type BillingNotice, sendBillingNotices } from "./billing-notices";
import type { BillingEvent, BillingProvider, ProviderInvoice, ProviderName, ProviderSubscription } from "./provider";
import { syncSubscription } from "./sync-subscription";
import type { Tx } from "./tx";

export interface AppliedEvent {
  applied: boolean;
}

export async function applyBillingEvent(
  db: Db,
  provider: BillingProvider,
  event: BillingEvent,
  now = new Date(),
): Promise<AppliedEvent> {
  const subscriptionId = event.subscriptionId ?? event.invoice?.subscriptionId ?? null;
  const subscription = subscriptionId ? await provider.retrieveSubscription(subscriptionId) : null;
  const notices: BillingNotice[] = [];
  const applied = await db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ provider: event.provider, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingEvents.eventId });
    if (!fresh) return false;
    const teamId = subscription?.teamId ?? event.teamId ?? event.invoice?.teamId ?? null;
    // One team's events are applied one at a time (the plan derivation below locks the same row).
    if (teamId !== null) await tx.execute(sql`SELECT id FROM ${organization} WHERE id = ${teamId} FOR UPDATE`);
    if (subscription) notices.push(...(await syncSubscription(tx, provider.name, subscription, now)));
    if (event.invoice && teamId !== null) {
      notices.push(...(await recordPayment(tx, provider.name, event.invoice, teamId, event.type, now)));
    }
    if (event.refundedChargeId) {
      await tx
        .update(payments)
        .set({ refunded: true })
        .where(and(eq(payments.provider, provider.name), eq(payments.providerChargeId, event.refundedChargeId)));
    }
    if (teamId !== null) {
      const changed = await applyTeamPlan(tx, teamId, now);
      if (changed) notices.push(changed);
    }
    return true;
  });
  // A plan change may have made members read-only or lifted that (applyLimits).
  forgetMemberships();
  if (applied) await sendBillingNotices(db, notices);
  return { applied };
}

async function recordPayment(
  tx: Tx,
  provider: ProviderName,
  invoice: ProviderInvoice,
  teamId: number,
  type: BillingEvent["type"],
  now: Date,
): Promise<BillingNotice[]> {
  const status = invoice.paid
    ? PaymentStatus.Paid
    : type === "invoice.payment_failed"
      ? PaymentStatus.Failed
      : PaymentStatus.Pending;
  const [existing] = await tx
    .select({ status: payments.status })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerInvoiceId, invoice.id)));
  // A paid invoice stays paid whatever older event about it arrives later.
  if (existing?.status === PaymentStatus.Paid) return [];
  const sku = invoice.sku ?? "free";
  const interval = skuPrice(sku)?.interval ?? "month";
  const values = {
    teamId,
    provider,
    providerInvoiceId: invoice.id,
    providerSubscriptionId: invoice.subscriptionId,
    providerChargeId: invoice.chargeId,
    status,
    amountCents: invoice.amountCents,
    currency: invoice.currency,
    sku,
    hostedInvoiceUrl: invoice.hostedUrl,
    periodStart: invoice.createdAt,
    periodEnd: periodEnd(invoice.createdAt, interval),
    createdAt: invoice.createdAt,
  };
  const [row] = existing
    ? await tx
        .update(payments)
        .set(values)
        .where(and(eq(payments.provider, provider), eq(payments.providerInvoiceId, invoice.id)))
        .returning({ id: payments.id })
    : await tx.insert(payments).values(values).returning({ id: payments.id });
  if (!row || existing?.status === status) return [];
  if (status === PaymentStatus.Paid) {
    return [
      { kind: "receipt", teamId, paymentId: row.id, amountCents: invoice.amountCents, currency: invoice.currency, sku },
    ];
  }
  if (status === PaymentStatus.Failed) {
    const [sub] = invoice.subscriptionId
      ? await tx
          .select({ pastDueSince: subscriptions.pastDueSince })
          .from(subscriptions)
          .where(
            and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, invoice.subscriptionId)),
          )
      : [];
    // A declined first checkout has no subscription and no grace: the email then states no date.
    const grace = invoice.subscriptionId ? graceUntil(sub?.pastDueSince ?? now) : null;
    return [
      {
        kind: "payment-failed",
        teamId,
        amountCents: invoice.amountCents,
        currency: invoice.currency,
        sku,
        graceUntil: grace,
      },
    ];
  }
  return [];
}

/**
 * Writes a subscription the app just changed through the provider (cancel, resume) without waiting for the
 * provider's event, then derives the plan; the event, when it arrives, finds the same state.
 */
export async function applySubscriptionState(
  db: Db,
  provider: BillingProvider,
  subscription: ProviderSubscription,
  now = new Date(),
): Promise<void> {
  const notices = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM ${organization} WHERE id = ${subscription.teamId} FOR UPDATE`);
    const found = await syncSubscription(tx, provider.name, subscription, now);
    const changed = await applyTeamPlan(tx, subscription.teamId, now);
    return changed ? [...found, changed] : found;
  });
  forgetMemberships();
  await sendBillingNotices(db, notices);
}
