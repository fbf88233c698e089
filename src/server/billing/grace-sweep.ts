// The grace period's end (issue 15 item 4): a past_due subscription keeps its plan for 7 days; no provider event
// marks the moment it runs out, so the worker derives the plan again for every team with a past_due subscription
// (billing.grace-sweep, src/server/jobs/definitions/billing.ts). A team whose grace ended falls to Free with the
// downgrade rules; the others are unchanged.
import "server-only";
import { eq } from "drizzle-orm";
import { forgetMemberships } from "../auth/membership-cache";
import type { Db } from "../db/client";
import { subscriptions } from "../db/schema";
import { applyTeamPlan } from "./apply-team-plan";
import { type BillingNotice, sendBillingNotices } from "./billing-notices";

export async function sweepGracePeriods(db: Db, now = new Date()): Promise<{ teams: number; changed: number }> {
  const rows = await db
    .selectDistinct({ teamId: subscriptions.teamId })
    .from(subscriptions)
    .where(eq(subscriptions.status, "past_due"));
  const notices: BillingNotice[] = [];
  for (const { teamId } of rows) {
    const changed = await db.transaction((tx) => applyTeamPlan(tx, teamId, now));
    forgetMemberships();
    if (changed) notices.push(changed);
  }
  await sendBillingNotices(db, notices);
  return { teams: rows.length, changed: notices.length };
}
