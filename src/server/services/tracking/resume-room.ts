// Resuming a stopped feed or channel puts it back on the refresh schedule, so it must fit the plan like a new one
// (issue 15 item 4: a fall to a smaller plan stops the newest items beyond its limits; the team chooses which to
// keep by stopping one and resuming another, within the limits, or by upgrading). The team row is locked first, as
// track-feed.ts does, so two parallel resumes cannot both take the last free slot. Only active, non-demo items
// count here: stopped ones are off the schedule, which is what lets "stop one, resume another" work after a fall.
import "server-only";
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { PlanNameValue } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { PLANS, type Plan, planOf, withinLimit } from "@/domain/plans";
import { ACTIVE_CHANNEL_STATUSES, ACTIVE_FEED_STATUSES } from "@/domain/tracking-status";
import type { Db } from "../../db/client";
import { organization, trackedChannels, trackedFeeds } from "../../db/schema";
import { ApiError } from "../../errors/api-error";

type Tx = Pick<Db, "select" | "execute">;

export interface ActiveUsage {
  plan: Plan;
  feeds: number;
  channels: number;
}

/** Locks the team row for the rest of the transaction and counts its active, non-demo feeds and channels. */
export async function lockActiveUsage(tx: Tx, teamId: number): Promise<ActiveUsage> {
  await tx.execute(sql`SELECT id FROM ${organization} WHERE id = ${teamId} FOR UPDATE`);
  const [team] = await tx.select({ plan: organization.plan }).from(organization).where(eq(organization.id, teamId));
  const [feeds] = await tx
    .select({ n: count() })
    .from(trackedFeeds)
    .where(
      and(
        eq(trackedFeeds.teamId, teamId),
        eq(trackedFeeds.isDemo, false),
        inArray(trackedFeeds.status, [...ACTIVE_FEED_STATUSES]),
      ),
    );
  const [channels] = await tx
    .select({ n: count() })
    .from(trackedChannels)
    .where(
      and(
        eq(trackedChannels.teamId, teamId),
        eq(trackedChannels.isDemo, false),
        inArray(trackedChannels.status, [...ACTIVE_CHANNEL_STATUSES]),
      ),
    );
  return { plan: planOf(team?.plan), feeds: Number(feeds?.n ?? 0), channels: Number(channels?.n ?? 0) };
}

/** The least plan whose limit fits `needed` items of this kind (the catalogue is ordered Free, Pro, Max). */
export function leastPlanWithRoom(kind: "feeds" | "channels", needed: number): PlanNameValue | null {
  const fitting = Object.values(PLANS).find((p) => withinLimit(p.limits[kind], needed, 0));
  return fitting?.name ?? null;
}

/**
 * 90001 for tracking one more feed or channel: `data.limit_kind` says which limit and `data.plan` the least plan with
 * room, so the plan-limit modal can name both (issue 20 item 4).
 */
export function trackingLimitReached(kind: "feeds" | "channels", used: number): ApiError {
  const plan = leastPlanWithRoom(kind, used + 1);
  return new ApiError(ErrorCode.PlanLimitReached, undefined, { limit_kind: kind, ...(plan ? { plan } : {}) });
}

/** 90001 (HTTP 403, `data.plan` naming the least plan with room) unless `adding` more active items fit the plan. */
export function assertRoomToResume(usage: ActiveUsage, kind: "feeds" | "channels", adding: number): void {
  if (adding === 0 || withinLimit(usage.plan.limits[kind], usage[kind], adding)) return;
  const plan = leastPlanWithRoom(kind, usage[kind] + adding);
  const what = kind === "feeds" ? "feeds" : "channels";
  throw new ApiError(
    ErrorCode.PlanLimitReached,
    `Your plan tracks up to ${usage.plan.limits[kind] ?? 0} ${what} and ${usage[kind]} are active. Stop ${what} you no longer need, then resume this one, or upgrade your plan.`,
    { limit_kind: kind, ...(plan ? { plan } : {}) },
  );
}
