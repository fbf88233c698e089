// GET /v1/billing/test/checkout/{session_id}: what the test checkout page shows. Another team's session is 404.
import "server-only";
import { and, eq } from "drizzle-orm";
import { planOfSku } from "@/domain/billing/plan-derivation";
import { skuPrice } from "@/domain/billing/sku";
import type { PaidSku, TestCheckout } from "@/domain/contracts/billing";
import { PLANS } from "@/domain/plans";
import type { Db } from "../../db/client";
import { organization, testCheckoutSessions } from "../../db/schema";

export async function getTestCheckout(
  db: Db,
  params: { teamId: number; sessionId: string },
): Promise<TestCheckout | null> {
  const [row] = await db
    .select({ sku: testCheckoutSessions.sku, status: testCheckoutSessions.status, teamName: organization.name })
    .from(testCheckoutSessions)
    .innerJoin(organization, eq(organization.id, testCheckoutSessions.teamId))
    .where(and(eq(testCheckoutSessions.id, params.sessionId), eq(testCheckoutSessions.teamId, params.teamId)));
  const price = row ? skuPrice(row.sku) : null;
  if (!row || !price) return null;
  return {
    sku: row.sku as PaidSku,
    plan_label: PLANS[planOfSku(row.sku)].label,
    amount: price.amountCents / 100,
    currency: price.currency,
    interval: price.interval,
    team_name: row.teamName,
    status: row.status as TestCheckout["status"],
  };
}
