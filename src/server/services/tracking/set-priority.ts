// Marking a feed or channel priority (issue 18 item 3): Max teams may mark up to 100 feeds and channels together,
// which then refresh every hour (tracking/schedule.ts). Below Max a mark is refused with 90001 naming Max; unmarking
// is always allowed, so a team that fell below Max can clear marks the schedule already ignores. The team row is
// locked (as resume-room.ts does) so two parallel marks cannot both take the 100th slot.
// Only an item on the refresh schedule (tracking-status.ts's active statuses) can be marked: a stopped or deleted one
// never refreshes, so its mark would take one of the 100 slots for nothing (review finding 9). Refusing (40900) keeps
// "marks ≤ limit" true at every moment without a second check when an item is resumed; an item stopped after its
// mark keeps it (and its slot) until unmarked, which is always allowed.
import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import type { PriorityAnswer } from "@/domain/contracts/tracking";
import { ErrorCode } from "@/domain/error-codes";
import { leastPlanWithPriority, PRIORITY_REFRESH_HOURS, planOf } from "@/domain/plans";
import { Action } from "@/domain/roles";
import { ACTIVE_CHANNEL_STATUSES, ACTIVE_FEED_STATUSES } from "@/domain/tracking-status";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { organization, platformAccounts, platformVideos, trackedChannels, trackedFeeds } from "../../db/schema";
import { ApiError, assertCan, notFound } from "../../errors/api-error";
import type { ActorContext } from "../context";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type PriorityKind = "feed" | "channel";

/** The team's marked feeds and channels together. */
async function countPriority(tx: Tx, teamId: number): Promise<number> {
  const [feeds] = await tx
    .select({ n: count() })
    .from(trackedFeeds)
    .where(and(eq(trackedFeeds.teamId, teamId), eq(trackedFeeds.priority, true)));
  const [channels] = await tx
    .select({ n: count() })
    .from(trackedChannels)
    .where(and(eq(trackedChannels.teamId, teamId), eq(trackedChannels.priority, true)));
  return Number(feeds?.n ?? 0) + Number(channels?.n ?? 0);
}

function priorityRefused(limit: number, used: number): ApiError {
  const max = leastPlanWithPriority();
  if (limit === 0) {
    return new ApiError(
      ErrorCode.PlanLimitReached,
      `Priority items refresh every hour on the ${max?.label ?? "Max"} plan. Upgrade to ${max?.label ?? "Max"} to mark feeds and channels as priority.`,
      { limit_kind: "priority", ...(max ? { plan: max.name } : {}) },
    );
  }
  return new ApiError(
    ErrorCode.PlanLimitReached,
    `Your plan marks up to ${limit} feeds and channels as priority and ${used} are marked. Unmark one first.`,
    { limit_kind: "priority" },
  );
}

function isScheduled(kind: PriorityKind, status: number): boolean {
  const active: readonly number[] = kind === "feed" ? ACTIVE_FEED_STATUSES : ACTIVE_CHANNEL_STATUSES;
  return active.includes(status);
}

function notScheduled(kind: PriorityKind): ApiError {
  return new ApiError(
    ErrorCode.Conflict,
    kind === "feed"
      ? "Only a feed that is being tracked can be priority: resume this feed first."
      : "Only a channel that is being tracked can be priority: resume this channel first.",
    { reason: "not_tracking" },
  );
}

/** Brings the item's next refresh forward to within the hour (never later than it already was). */
async function pullForward(tx: Tx, kind: PriorityKind, entityId: number, at: Date): Promise<void> {
  const table = kind === "feed" ? platformVideos : platformAccounts;
  await tx.execute(sql`UPDATE ${table}
    SET next_refresh_at = LEAST(next_refresh_at, ${at.toISOString()}::timestamptz + make_interval(hours => ${PRIORITY_REFRESH_HOURS}::int))
    WHERE id = ${entityId} AND next_refresh_at IS NOT NULL`);
}

export async function setPriority({
  ctx,
  kind,
  id,
  priority,
}: {
  ctx: ActorContext;
  kind: PriorityKind;
  id: number;
  priority: boolean;
}): Promise<PriorityAnswer> {
  assertCan(ctx.actor.role, Action.ManageTracking);
  const teamId = ctx.actor.teamId;
  const table = kind === "feed" ? trackedFeeds : trackedChannels;
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM ${organization} WHERE id = ${teamId} FOR UPDATE`);
    const [team] = await tx.select({ plan: organization.plan }).from(organization).where(eq(organization.id, teamId));
    const limit = planOf(team?.plan).limits.priorityItems;
    const [item] =
      kind === "feed"
        ? await tx
            .select({ marked: trackedFeeds.priority, entityId: trackedFeeds.videoId, status: trackedFeeds.status })
            .from(trackedFeeds)
            .where(and(eq(trackedFeeds.id, id), eq(trackedFeeds.teamId, teamId)))
        : await tx
            .select({
              marked: trackedChannels.priority,
              entityId: trackedChannels.accountId,
              status: trackedChannels.status,
            })
            .from(trackedChannels)
            .where(and(eq(trackedChannels.id, id), eq(trackedChannels.teamId, teamId)));
    if (!item) throw notFound(kind === "feed" ? "This feed does not exist" : "This channel does not exist");
    if (priority && !isScheduled(kind, item.status)) throw notScheduled(kind);
    const used = await countPriority(tx, teamId);
    // Below Max every mark is refused, even of an item marked before a downgrade; on Max only a new mark counts.
    if (priority && (limit === 0 || (!item.marked && used >= limit))) throw priorityRefused(limit, used);
    const at = now();
    if (priority !== item.marked) {
      await tx.update(table).set({ priority, updatedAt: at }).where(eq(table.id, id));
    }
    if (priority) await pullForward(tx, kind, item.entityId, at);
    const usedNow = used + (priority === item.marked ? 0 : priority ? 1 : -1);
    return { id, priority, priority_used: usedNow, priority_limit: limit };
  });
}
