// Derives a team's plan from its subscriptions and writes it to `organization.plan` when it changes, so every
// existing limit check keeps reading one column (issue 15 item 2). An operator override (`npm run admin -- plan`)
// wins. A fall applies the downgrade rule (src/domain/billing/downgrade.ts) in the same transaction: the newest
// feeds and channels beyond the new limits are set to Stop and recorded, members beyond the seats become read-only.
// A rise takes effect at once; the tracking tick reads `organization.plan` for the refresh cadence.
import "server-only";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { selectOverLimit } from "@/domain/billing/downgrade";
import { derivePlan, planRank } from "@/domain/billing/plan-derivation";
import { ChannelStatus, FeedStatus, type PlanNameValue } from "@/domain/enums";
import { planOf } from "@/domain/plans";
import { ROLE_TO_AUTH } from "@/domain/roles";
import { ACTIVE_CHANNEL_STATUSES, ACTIVE_FEED_STATUSES } from "@/domain/tracking-status";
import { forgetMemberships } from "../auth/membership-cache";
import {
  billingStops,
  member,
  organization,
  platformAccounts,
  platformVideos,
  subscriptions,
  trackedChannels,
  trackedFeeds,
} from "../db/schema";
import type { BillingNotice } from "./billing-notices";
import type { Tx } from "./tx";

export async function applyTeamPlan(tx: Tx, teamId: number, now: Date): Promise<BillingNotice | null> {
  const [team] = await tx
    .select({ plan: organization.plan, planOverride: organization.planOverride })
    .from(organization)
    .where(eq(organization.id, teamId))
    .for("update");
  if (!team || team.planOverride) return null;
  const rows = await tx
    .select({ sku: subscriptions.sku, status: subscriptions.status, pastDueSince: subscriptions.pastDueSince })
    .from(subscriptions)
    .where(eq(subscriptions.teamId, teamId));
  const from = planOf(team.plan).name;
  const to = derivePlan(rows, now);
  if (to === from) return null;
  await tx.update(organization).set({ plan: to }).where(eq(organization.id, teamId));
  await applyLimits(tx, teamId, from, to, now);
  return { kind: "plan-changed", teamId, from, to };
}

/** Stops what is beyond the new limits on a fall, and sets who is read-only for the new seats either way. */
/**
 * The tracking tick schedules each entity from its last refresh at the cadence of the fastest plan tracking it
 * (src/server/tracking/schedule.ts); after a rise, the team's entities already scheduled at the old cadence are moved
 * to last refresh + the new plan's hours when that is sooner, so the next tick picks them up.
 */
async function pullRefreshesForward(tx: Tx, teamId: number, hours: number) {
  const activeFeeds = sql.join(
    ACTIVE_FEED_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const activeChannels = sql.join(
    ACTIVE_CHANNEL_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE ${platformVideos}
    SET next_refresh_at = LEAST(next_refresh_at, COALESCE(last_fetched_at, now()) + make_interval(hours => ${hours}::int))
    WHERE next_refresh_at IS NOT NULL AND id IN (SELECT video_id FROM ${trackedFeeds}
      WHERE team_id = ${teamId} AND status IN (${activeFeeds}))`);
  await tx.execute(sql`UPDATE ${platformAccounts}
    SET next_refresh_at = LEAST(next_refresh_at, COALESCE(last_fetched_at, now()) + make_interval(hours => ${hours}::int))
    WHERE next_refresh_at IS NOT NULL AND id IN (SELECT account_id FROM ${trackedChannels}
      WHERE team_id = ${teamId} AND status IN (${activeChannels}))`);
}

export async function applyLimits(tx: Tx, teamId: number, from: PlanNameValue, to: PlanNameValue, now: Date) {
  const limits = planOf(to).limits;
  const falling = planRank(to) < planRank(from);
  const feeds = falling
    ? await tx
        .select({ id: trackedFeeds.id, createdAt: trackedFeeds.createdAt })
        .from(trackedFeeds)
        .where(
          and(
            eq(trackedFeeds.teamId, teamId),
            eq(trackedFeeds.isDemo, false),
            inArray(trackedFeeds.status, [...ACTIVE_FEED_STATUSES]),
          ),
        )
    : [];
  const channels = falling
    ? await tx
        .select({ id: trackedChannels.id, createdAt: trackedChannels.createdAt })
        .from(trackedChannels)
        .where(
          and(
            eq(trackedChannels.teamId, teamId),
            eq(trackedChannels.isDemo, false),
            inArray(trackedChannels.status, [...ACTIVE_CHANNEL_STATUSES]),
          ),
        )
    : [];
  const members = await tx
    .select({ id: member.id, createdAt: member.createdAt })
    .from(member)
    .where(and(eq(member.organizationId, teamId), ne(member.role, ROLE_TO_AUTH.owner)))
    .orderBy(asc(member.createdAt));
  const over = selectOverLimit({
    feeds,
    channels,
    members,
    limits: { feeds: limits.feeds, channels: limits.channels, seats: limits.seats },
  });

  if (over.stopFeeds.length) {
    await tx
      .update(trackedFeeds)
      .set({ status: FeedStatus.Stop, updatedAt: now })
      .where(inArray(trackedFeeds.id, over.stopFeeds));
  }
  if (over.stopChannels.length) {
    await tx
      .update(trackedChannels)
      .set({ status: ChannelStatus.Stop, updatedAt: now })
      .where(inArray(trackedChannels.id, over.stopChannels));
  }
  const stops = [
    ...over.stopFeeds.map((itemId) => ({ teamId, kind: "feed" as const, itemId, stoppedAt: now })),
    ...over.stopChannels.map((itemId) => ({ teamId, kind: "channel" as const, itemId, stoppedAt: now })),
  ];
  // A rise clears the record of what an earlier fall stopped (the limits allow resuming it now) and brings the
  // team's refreshes forward to the faster cadence at once.
  if (!falling) {
    await tx.delete(billingStops).where(eq(billingStops.teamId, teamId));
    await pullRefreshesForward(tx, teamId, limits.refreshHours);
  }
  if (stops.length) await tx.insert(billingStops).values(stops).onConflictDoNothing();

  await tx
    .update(member)
    .set({ readOnly: false })
    .where(and(eq(member.organizationId, teamId), eq(member.readOnly, true)));
  if (over.readOnlyMembers.length) {
    await tx.update(member).set({ readOnly: true }).where(inArray(member.id, over.readOnlyMembers));
  }
  // Dropped again by the callers once the transaction commits (a lookup between now and then reads the old rows).
  forgetMemberships();
}
