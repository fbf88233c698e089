// Writes the provider's view of one subscription into `subscriptions` (inside the caller's transaction). The row
// always takes the provider's current state, so events arriving in any order converge on it.
import "server-only";
import { and, eq } from "drizzle-orm";
import type { SubscriptionStatus } from "@/domain/contracts/billing";
import { subscriptions } from "../db/schema";
import type { BillingNotice } from "./billing-notices";
import type { ProviderName, ProviderSubscription, ProviderSubscriptionStatus } from "./provider";
import type { Tx } from "./tx";

/** incomplete (first payment not made) and unpaid (retries exhausted) grant no plan: stored as canceled. */
export function storedStatus(status: ProviderSubscriptionStatus): SubscriptionStatus {
  if (status === "active" || status === "trialing" || status === "past_due" || status === "canceled") return status;
  return "canceled";
}

export async function syncSubscription(
  tx: Tx,
  provider: ProviderName,
  subscription: ProviderSubscription,
  now: Date,
): Promise<BillingNotice[]> {
  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, subscription.id)));
  const status = storedStatus(subscription.status);
  const pastDueSince = status === "past_due" ? (existing?.pastDueSince ?? now) : null;
  const values = {
    teamId: subscription.teamId,
    provider,
    providerSubscriptionId: subscription.id,
    providerCustomerId: subscription.customerId,
    sku: subscription.sku,
    status,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    pastDueSince,
    updatedAt: now,
  };
  if (existing) await tx.update(subscriptions).set(values).where(eq(subscriptions.id, existing.id));
  else await tx.insert(subscriptions).values(values);

  const notices: BillingNotice[] = [];
  const endingNow = subscription.cancelAtPeriodEnd && status !== "canceled";
  if (endingNow && !existing?.cancelAtPeriodEnd) {
    notices.push({
      kind: "subscription-ending",
      teamId: subscription.teamId,
      sku: subscription.sku,
      endsAt: subscription.currentPeriodEnd,
    });
  }
  return notices;
}
