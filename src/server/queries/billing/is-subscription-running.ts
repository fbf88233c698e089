// Whether one of a team's provider subscriptions has not ended (the refund ends the one its payment paid for).
import "server-only";
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema";

export async function isSubscriptionRunning(
  db: Pick<Db, "select">,
  input: { teamId: number; provider: string; subscriptionId: string },
): Promise<boolean> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.teamId, input.teamId),
        eq(subscriptions.provider, input.provider),
        eq(subscriptions.providerSubscriptionId, input.subscriptionId),
        ne(subscriptions.status, "canceled"),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
