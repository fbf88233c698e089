// POST /v1/channel: track an account. Its profile and newest videos are fetched first, then stored, tracked and
// imported as feeds in one transaction that checks the channel limit and the feed allowance with the team locked.
// Imported videos count as feeds; past the feed limit only the newest that fit are imported (README).
import "server-only";
import { and, eq } from "drizzle-orm";
import { ChannelStatus } from "@/domain/enums";
import { withinLimit } from "@/domain/plans";
import type { PlatformName } from "@/domain/platforms";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { trackedChannels } from "../../db/schema";
import { assertCan } from "../../errors/api-error";
import { platformApiError } from "../../errors/platform-api-error";
import { getAdapter } from "../../platforms/registry";
import type { AccountRef } from "../../platforms/types";
import { importFeeds } from "../../tracking/import-uploads";
import { DEFAULT_VIDEO_LIMIT } from "../../tracking/refresh-account";
import { scheduleAccounts, scheduleVideos } from "../../tracking/schedule";
import { recordViewsTotal, refreshAccountMedian, storeAccount } from "../../tracking/store-account";
import { storeVideos } from "../../tracking/store-videos";
import { lockTeamUsage, readTeamUsage } from "../../tracking/team-usage";
import type { ActorContext } from "../context";
import { trackedChannelOf } from "./already-tracked";
import { resolveTrackingInput } from "./resolve-tracking-input";
import { trackingLimitReached } from "./resume-room";
import { countUsage } from "./usage-limits";

export interface TrackChannelResult {
  channelId: number;
  created: boolean;
  imported: number;
  skipped: number;
}

export async function trackChannel({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: { url: string; platform?: PlatformName; video_limit?: number };
}): Promise<TrackChannelResult> {
  assertCan(ctx.actor.role, Action.ManageTracking);
  const parsed = await resolveTrackingInput(input.url, "account", input.platform);
  // Checked from the link alone, before any platform call: re-pasting a tracked account costs no quota.
  const known = await trackedChannelOf(ctx.db, ctx.actor.teamId, parsed);
  if (known) return { channelId: known, created: false, imported: 0, skipped: 0 };
  const before = await readTeamUsage(ctx.db, ctx.actor.teamId);
  if (!withinLimit(before.plan.limits.channels, before.channels)) {
    throw trackingLimitReached("channels", before.channels);
  }
  await countUsage(ctx, "track");
  const ref: AccountRef = {
    platform: parsed.platform,
    ...(parsed.id ? { id: parsed.id } : {}),
    ...(parsed.handle ? { handle: parsed.handle } : {}),
  };
  const videoLimit = input.video_limit ?? DEFAULT_VIDEO_LIMIT;
  const adapter = getAdapter(parsed.platform);
  const [account, page] = await Promise.all([
    adapter.fetchAccount(ref),
    adapter.listAccountVideos(ref, { limit: videoLimit }),
  ]).catch((error) => {
    throw platformApiError(error, "channel");
  });
  const capturedAt = now();

  return ctx.db.transaction(async (tx) => {
    const usage = await lockTeamUsage(tx, ctx.actor.teamId);
    const accountId = await storeAccount(tx, account, capturedAt);
    const [existing] = await tx
      .select({ id: trackedChannels.id })
      .from(trackedChannels)
      .where(and(eq(trackedChannels.teamId, ctx.actor.teamId), eq(trackedChannels.accountId, accountId)));
    if (existing) return { channelId: existing.id, created: false, imported: 0, skipped: 0 };
    if (!withinLimit(usage.plan.limits.channels, usage.channels)) {
      throw trackingLimitReached("channels", usage.channels);
    }

    const stored = await storeVideos(tx, { videos: page.videos, accountId, capturedAt });
    await refreshAccountMedian(tx, accountId);
    await recordViewsTotal(
      tx,
      accountId,
      capturedAt,
      stored.map((video) => video.id),
    );
    const [channel] = await tx
      .insert(trackedChannels)
      .values({
        teamId: ctx.actor.teamId,
        accountId,
        status: ChannelStatus.Tracking,
        videoLimit,
        addedBy: ctx.actor.userId,
        createdAt: capturedAt,
        updatedAt: capturedAt,
      })
      .returning({ id: trackedChannels.id });
    if (!channel) throw new Error("channel not inserted");
    const byPlatformId = new Map(stored.map((row) => [row.platformId, row.id]));
    const newestFirst = page.videos.flatMap((video) => byPlatformId.get(video.platformId) ?? []);
    const { imported, skipped } = await importFeeds(tx, {
      teamId: ctx.actor.teamId,
      channelId: channel.id,
      videoIds: newestFirst,
      addedBy: ctx.actor.userId,
      at: capturedAt,
    });
    await scheduleVideos(tx, imported, capturedAt);
    await scheduleAccounts(tx, [accountId], capturedAt);
    return { channelId: channel.id, created: true, imported: imported.length, skipped };
  });
}
