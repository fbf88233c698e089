// Stop, resume, delete and refresh a team's feed. Every write is scoped by the caller's team: another team's
// feed id answers "not found".
import "server-only";
import { and, eq } from "drizzle-orm";
import { FeedStatus } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { trackedFeeds } from "../../db/schema";
import { ApiError, assertCan, notFound } from "../../errors/api-error";
import { refreshVideos } from "../../tracking/refresh-videos";
import { scheduleVideos } from "../../tracking/schedule";
import type { ActorContext } from "../context";
import { claimManualRefresh } from "./manual-refresh";

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
  return { refreshed: outcome.refreshed.length > 0 };
}
