// POST /v1/feed: track one video. The video is fetched first (so the first snapshot exists at once), then stored
// and tracked in one transaction that also checks the plan's feed limit with the team locked.
import "server-only";
import { and, eq } from "drizzle-orm";
import { FeedStatus } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { withinLimit } from "@/domain/plans";
import type { PlatformName } from "@/domain/platforms";
import { Action } from "@/domain/roles";
import { now } from "../../clock";
import { trackedFeeds } from "../../db/schema";
import { ApiError, assertCan } from "../../errors/api-error";
import { platformApiError } from "../../errors/platform-api-error";
import { getAdapter } from "../../platforms/registry";
import { scheduleVideos } from "../../tracking/schedule";
import { ensureAccountStub } from "../../tracking/store-account";
import { storeVideos } from "../../tracking/store-videos";
import { lockTeamUsage, readTeamUsage } from "../../tracking/team-usage";
import type { ActorContext } from "../context";
import { trackedFeedOf } from "./already-tracked";
import { resolveTrackingInput } from "./resolve-tracking-input";
import { trackingLimitReached } from "./resume-room";
import { countUsage } from "./usage-limits";

export async function trackFeed({
  ctx,
  input,
}: {
  ctx: ActorContext;
  input: { url: string; platform?: PlatformName };
}): Promise<{ feedId: number; created: boolean }> {
  assertCan(ctx.actor.role, Action.ManageTracking);
  const parsed = await resolveTrackingInput(input.url, "video", input.platform);
  if (!parsed.id) throw new ApiError(ErrorCode.VideoNotFound);
  const known = await trackedFeedOf(ctx.db, ctx.actor.teamId, parsed);
  if (known) return { feedId: known, created: false };
  // A quick look before any platform call (a full plan answers at once); the locked check in the transaction
  // below is the one that counts.
  const before = await readTeamUsage(ctx.db, ctx.actor.teamId);
  if (!withinLimit(before.plan.limits.feeds, before.feeds)) throw trackingLimitReached("feeds", before.feeds);
  await countUsage(ctx, "track");
  const videos = await getAdapter(parsed.platform)
    .fetchVideos([{ platform: parsed.platform, id: parsed.id, ...(parsed.handle ? { handle: parsed.handle } : {}) }])
    .catch((error) => {
      throw platformApiError(error, "video");
    });
  const video = videos[0];
  if (!video) throw new ApiError(ErrorCode.VideoNotFound);
  const capturedAt = now();

  return ctx.db.transaction(async (tx) => {
    const usage = await lockTeamUsage(tx, ctx.actor.teamId);
    const accountId = video.accountPlatformId
      ? await ensureAccountStub(tx, {
          platform: video.platform,
          platformId: video.accountPlatformId,
          // The pasted link's handle is only what someone typed: the shared row learns the handle from the
          // platform's answer about the account (issue 13 item 4), never from the URL.
          handle: null,
          isDemo: video.isDemo,
        })
      : null;
    const [stored] = await storeVideos(tx, { videos: [video], accountId, capturedAt });
    if (!stored) throw new Error("video not stored");
    const [existing] = await tx
      .select({ id: trackedFeeds.id })
      .from(trackedFeeds)
      .where(and(eq(trackedFeeds.teamId, ctx.actor.teamId), eq(trackedFeeds.videoId, stored.id)));
    if (existing) return { feedId: existing.id, created: false };
    if (!withinLimit(usage.plan.limits.feeds, usage.feeds)) throw trackingLimitReached("feeds", usage.feeds);
    const [feed] = await tx
      .insert(trackedFeeds)
      .values({
        teamId: ctx.actor.teamId,
        videoId: stored.id,
        status: FeedStatus.Tracking,
        addedBy: ctx.actor.userId,
        createdAt: capturedAt,
        updatedAt: capturedAt,
      })
      .returning({ id: trackedFeeds.id });
    if (!feed) throw new Error("feed not inserted");
    await scheduleVideos(tx, [stored.id], capturedAt);
    return { feedId: feed.id, created: true };
  });
}
