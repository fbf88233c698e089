// Stop, resume, delete and refresh a team's feed. Every write is scoped by the caller's team: another team's
// feed id answers "not found". Resuming must fit the plan (resume-room.ts) and clears the record of a downgrade's
// stop, so the over-limit banner no longer counts the feed.
import "server-only";
import { and, eq } from "drizzle-orm";
import { FeedStatus } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { billingStops, trackedFeeds } from "../../db/schema";
import { ApiError, assertCan, notFound } from "../../errors/api-error";
import { publishTrackingRefreshed } from "../../jobs/job-sender";
import { refreshVideos } from "../../tracking/refresh-videos";
import { scheduleVideos } from "../../tracking/schedule";
import type { ActorContext } from "../context";
import { claimManualRefresh } from "./manual-refresh";
import { assertRoomToResume, lockActiveUsage } from "./resume-room";

async function ownFeed(ctx: ActorContext, feedId: number) {
  const [feed] = await ctx.db
    .select()
    .from(trackedFeeds)
    .where(and(eq(trackedFeeds.id, feedId), eq(trackedFeeds.teamId, ctx.actor.teamId)));
  if (!feed) throw notFound("This feed does not exist");
  return feed;
}

export async function setFeedStopped({
  ctx,
  feedId,
  stopped,
}: {
  ctx: ActorContext;
  feedId: number;
  stopped: boolean;
}) {
  assertCan(ctx.actor.role, Action.ManageTracking);
  const feed = await ownFeed(ctx, feedId);
  const at = now();
  await ctx.db.transaction(async (tx) => {
    if (!stopped) {
      const usage = await lockActiveUsage(tx, ctx.actor.teamId);
      // Read again under the lock: a parallel resume of the same feed must not count it twice.
      const [current] = await tx
        .select({ status: trackedFeeds.status })
        .from(trackedFeeds)
        .where(eq(trackedFeeds.id, feed.id));
      const resuming = current?.status === FeedStatus.Stop && !feed.isDemo;
      assertRoomToResume(usage, "feeds", resuming ? 1 : 0);
      await tx
        .delete(billingStops)
        .where(
          and(
            eq(billingStops.teamId, ctx.actor.teamId),
            eq(billingStops.kind, "feed"),
            eq(billingStops.itemId, feed.id),
          ),
        );
    }
    await tx
      .update(trackedFeeds)
      .set({ status: stopped ? FeedStatus.Stop : FeedStatus.Tracking, updatedAt: at })
      .where(eq(trackedFeeds.id, feed.id));
    await scheduleVideos(tx, [feed.videoId], at);
  });
}

export async function deleteFeed({ ctx, feedId }: { ctx: ActorContext; feedId: number }) {
  assertCan(ctx.actor.role, Action.ManageTracking);
  const feed = await ownFeed(ctx, feedId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(trackedFeeds).where(eq(trackedFeeds.id, feed.id));
    await scheduleVideos(tx, [feed.videoId], now());
  });
}

export async function refreshFeedNow({ ctx, feedId }: { ctx: ActorContext; feedId: number }) {
  assertCan(ctx.actor.role, Action.ManageTracking);
  const feed = await ownFeed(ctx, feedId);
  if (feed.status === FeedStatus.Stop) throw new ApiError(ErrorCode.Conflict, "Resume this feed before refreshing it");
  const at = now();
  await claimManualRefresh(ctx, trackedFeeds, feed.id, at);
  const outcome = await refreshVideos(ctx.db, { videoIds: [feed.videoId], capturedAt: at });
  // Alerts see a manual refresh like a scheduled one (the refresh committed; publishing never fails it).
  if (outcome.refreshed.length) {
    await publishTrackingRefreshed({ kind: "videos", ...outcome, capturedAt: at.toISOString() });
  }
  return { refreshed: outcome.refreshed.length > 0 };
}
