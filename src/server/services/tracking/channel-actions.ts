// Stop, resume, delete and refresh a team's channel. Stopping a channel stops its imported feeds too (and resume
// restores them); deleting it deletes them, since they count against the plan. Team-scoped like every write.
// Resuming must fit the plan for the channel and for all its stopped feeds together (resume-room.ts), or nothing is
// resumed: a partial resume would leave some of the channel's feeds stopped without saying which, while a refusal
// tells the team how many feeds to stop first (or to upgrade). It clears the downgrade's stop records of what it
// resumes.
import "server-only";
import { and, eq, inArray, or } from "drizzle-orm";
import { ChannelStatus, FeedStatus } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { billingStops, trackedChannels, trackedFeeds } from "../../db/schema";
import { ApiError, assertCan, notFound } from "../../errors/api-error";
import { publishTrackingRefreshed } from "../../jobs/job-sender";
import { refreshAccount } from "../../tracking/refresh-account";
import { scheduleAccounts, scheduleVideos } from "../../tracking/schedule";
import type { ActorContext } from "../context";
import { claimManualRefresh } from "./manual-refresh";
import { assertRoomToResume, lockActiveUsage } from "./resume-room";

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
    if (!stopped) await checkRoomToResume(tx, ctx.actor.teamId, channel);
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
      .returning({ id: trackedFeeds.id, videoId: trackedFeeds.videoId });
    if (!stopped)
      await clearStopRecords(
        tx,
        ctx.actor.teamId,
        channel.id,
        feeds.map((feed) => feed.id),
      );
    await scheduleVideos(
      tx,
      feeds.map((feed) => feed.videoId),
      at,
    );
    await scheduleAccounts(tx, [channel.accountId], at);
  });
}

type Tx = Parameters<Parameters<ActorContext["db"]["transaction"]>[0]>[0];

/** Locks the team and refuses (90001) unless the channel and every stopped feed of it fit the plan together. */
async function checkRoomToResume(tx: Tx, teamId: number, channel: { id: number; isDemo: boolean }) {
  const usage = await lockActiveUsage(tx, teamId);
  // Read again under the lock: a parallel resume of the same channel must not count it twice.
  const [current] = await tx
    .select({ status: trackedChannels.status })
    .from(trackedChannels)
    .where(eq(trackedChannels.id, channel.id));
  const stoppedFeeds = await tx
    .select({ id: trackedFeeds.id })
    .from(trackedFeeds)
    .where(
      and(
        eq(trackedFeeds.channelId, channel.id),
        eq(trackedFeeds.status, FeedStatus.Stop),
        eq(trackedFeeds.isDemo, false),
      ),
    );
  assertRoomToResume(usage, "channels", current?.status === ChannelStatus.Stop && !channel.isDemo ? 1 : 0);
  assertRoomToResume(usage, "feeds", stoppedFeeds.length);
}

async function clearStopRecords(tx: Tx, teamId: number, channelId: number, feedIds: number[]) {
  await tx
    .delete(billingStops)
    .where(
      and(
        eq(billingStops.teamId, teamId),
        or(
          and(eq(billingStops.kind, "channel"), eq(billingStops.itemId, channelId)),
          feedIds.length ? and(eq(billingStops.kind, "feed"), inArray(billingStops.itemId, feedIds)) : undefined,
        ),
      ),
    );
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
  const refreshed = (await refreshAccount(ctx.db, { accountId: channel.accountId, capturedAt: at })) === "refreshed";
  // Alerts see a manual refresh like a scheduled one (the refresh committed; publishing never fails it).
  if (refreshed)
    await publishTrackingRefreshed({ kind: "accounts", ids: [channel.accountId], capturedAt: at.toISOString() });
  return { refreshed };
}
