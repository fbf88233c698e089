// The payment the money-back guarantee is about: the team's oldest paid payment (refunded or not, so a second
// refund is refused rather than moving on to a later payment). Its invoice's date stands for when it was paid.
import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { PaymentStatus } from "@/domain/enums";
import type { Db } from "../../db/client";
import { payments } from "../../db/schema";

export async function getFirstPaidPayment(db: Db, teamId: number) {
  const [first] = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      chargeId: payments.providerChargeId,
      subscriptionId: payments.providerSubscriptionId,
      amountCents: payments.amountCents,
      currency: payments.currency,
      paidAt: payments.createdAt,
      refunded: payments.refunded,
    })
    .from(payments)
    .where(and(eq(payments.teamId, teamId), eq(payments.status, PaymentStatus.Paid)))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(1);
  return first ?? null;
}
