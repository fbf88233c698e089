// The refund command's data in the app's database: the owned team, its first paid payment, the refunded mark, and
// the team's running subscription (ended with the refund).
import "server-only";
import { eq } from "drizzle-orm";
import { applySubscriptionState } from "../../billing/apply-billing-event";
import type { ProviderName } from "../../billing/provider";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";
import { getFirstPaidPayment } from "../../queries/admin/get-first-paid-payment";
import { getOwnedTeam } from "../../queries/admin/get-owned-team";
import { isSubscriptionRunning } from "../../queries/billing/is-subscription-running";
import type { RefundStore } from "./refund-first-payment";

export function databaseRefundStore(db: Db): RefundStore {
  return {
    ownedTeam: (email) => getOwnedTeam(db, email),
    async firstPaidPayment(teamId) {
      const payment = await getFirstPaidPayment(db, teamId);
      return payment ? { ...payment, provider: payment.provider as ProviderName } : null;
    },
    async markRefunded(paymentId) {
      await db.update(payments).set({ refunded: true }).where(eq(payments.id, paymentId));
    },
    subscriptionRunning: (teamId, provider, subscriptionId) =>
      isSubscriptionRunning(db, { teamId, provider, subscriptionId }),
    applySubscription: (provider, subscription) => applySubscriptionState(db, provider, subscription),
  };
}
