import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { organization, payments } from "../../db/schema";

/** One payment of the team with the team's name (for the invoice page); null for another team's payment. */
export async function getPayment(db: Db, params: { teamId: number; paymentId: number }) {
  const [row] = await db
    .select({ payment: payments, teamName: organization.name })
    .from(payments)
    .innerJoin(organization, eq(organization.id, payments.teamId))
    .where(and(eq(payments.id, params.paymentId), eq(payments.teamId, params.teamId)));
  return row ?? null;
}
