// Stop, resume, delete and refresh a team's channel. Stopping a channel stops its imported feeds too (and resume
// restores them); deleting it deletes them, since they count against the plan. Team-scoped like every write.
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { ChannelStatus, FeedStatus } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { trackedChannels, trackedFeeds } from "../../db/schema";
import { ApiError, assertCan, notFound } from "../../errors/api-error";
import { refreshAccount } from "../../tracking/refresh-account";
import { scheduleAccounts, scheduleVideos } from "../../tracking/schedule";
import type { ActorContext } from "../context";
import { claimManualRefresh } from "./manual-refresh";

async function ownChannel(ctx: ActorContext, channelId: number) {
  const [channel] = await ctx.db
    .select()
    .from(trackedChannels)
    .where(and(eq(trackedChannels.id, channelId), eq(trackedChannels.teamId, ctx.actor.teamId)));
  if (!channel) throw notFound("This channel does not exist");
  return channel;
}

export async function setChannelStopped({
  ctx,
  channelId,
  stopped,
}: {
  ctx: ActorContext;
  channelId: number;
  stopped: boolean;
}) {
  assertCan(ctx.actor.role, Action.ManageTracking);
  const channel = await ownChannel(ctx, channelId);
  const at = now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(trackedChannels)
      .set({ status: stopped ? ChannelStatus.Stop : ChannelStatus.Tracking, updatedAt: at })
      .where(eq(trackedChannels.id, channel.id));
    const feeds = await tx
      .update(trackedFeeds)
      .set({ status: stopped ? FeedStatus.Stop : FeedStatus.Tracking, updatedAt: at })
      .where(
        and(
          eq(trackedFeeds.channelId, channel.id),
          stopped
            ? inArray(trackedFeeds.status, [FeedStatus.Pending, FeedStatus.Tracking])
            : eq(trackedFeeds.status, FeedStatus.Stop),
        ),
      )
      .returning({ videoId: trackedFeeds.videoId });
    await scheduleVideos(
      tx,
      feeds.map((feed) => feed.videoId),
      at,
    );
    await scheduleAccounts(tx, [channel.accountId], at);
  });
}

export async function deleteChannel({ ctx, channelId }: { ctx: ActorContext; channelId: number }) {
  assertCan(ctx.actor.role, Action.ManageTracking);
  const channel = await ownChannel(ctx, channelId);
  const at = now();
  await ctx.db.transaction(async (tx) => {
    const feeds = await tx
      .delete(trackedFeeds)
      .where(eq(trackedFeeds.channelId, channel.id))
      .returning({ videoId: trackedFeeds.videoId });
    await tx.delete(trackedChannels).where(eq(trackedChannels.id, channel.id));
    await scheduleVideos(
      tx,
      feeds.map((feed) => feed.videoId),
      at,
    );
    await scheduleAccounts(tx, [channel.accountId], at);
  });
}

export async function refreshChannelNow({ ctx, channelId }: { ctx: ActorContext; channelId: number }) {
  assertCan(ctx.actor.role, Action.ManageTracking);
  const channel = await ownChannel(ctx, channelId);
  if (channel.status === ChannelStatus.Stop) {
    throw new ApiError(ErrorCode.Conflict, "Resume this channel before refreshing it");
  }
  const at = now();
  await claimManualRefresh(ctx, trackedChannels, channel.id, at);
  return {
    refreshed: (await refreshAccount(ctx.db, { accountId: channel.accountId, capturedAt: at })) === "refreshed",
  };
}
