import "server-only";
import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { subscriptions } from "../../db/schema";

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The team's subscription that is running (not canceled), newest first; else its latest one (to show that it
 * ended), or null when the team never subscribed.
 */
export async function getCurrentSubscription(db: Pick<Db, "select">, teamId: number): Promise<SubscriptionRow | null> {
  const [running] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.teamId, teamId), ne(subscriptions.status, "canceled")))
    .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
    .limit(1);
  if (running) return running;
  const [latest] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.teamId, teamId))
    .orderBy(desc(subscriptions.updatedAt), desc(subscriptions.id))
    .limit(1);
  return latest ?? null;
}
