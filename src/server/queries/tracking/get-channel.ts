// GET /v1/channel/{id}: one of the team's channels with its profile, account analytics over the account's known
// videos (the same analytics as the analysis pages) and its follower history within the plan's window.
import "server-only";
import { and, asc, desc, eq, gte } from "drizzle-orm";
import { analyzeAccount, type VideoStats } from "@/domain/analytics";
import { videoStatsAnswer } from "@/domain/contracts/analytics";
import type { ChannelAnalytics, ChannelDetail } from "@/domain/contracts/tracking";
import { historyStart } from "@/domain/plans";
import type { Db } from "../../db/client";
import { accountSnapshots, organization, platformVideos, trackedChannels } from "../../db/schema";
import { channelRows, presentChannel } from "./list-channels";

/** The analytics read at most this many of the account's newest videos. */
export const ANALYTICS_VIDEO_LIMIT = 500;

export async function getChannel(
  db: Db,
  params: { teamId: number; channelId: number; now: Date },
): Promise<ChannelDetail | null> {
  const [row] = await channelRows(db).where(
    and(eq(trackedChannels.id, params.channelId), eq(trackedChannels.teamId, params.teamId)),
  );
  if (!row) return null;
  const [team] = await db
    .select({ plan: organization.plan, timezone: organization.timezone })
    .from(organization)
    .where(eq(organization.id, params.teamId));
  const videos = await db
    .select({
      id: platformVideos.platformId,
      views: platformVideos.views,
      likes: platformVideos.likes,
      comments: platformVideos.comments,
      shares: platformVideos.shares,
      bookmarks: platformVideos.bookmarks,
      durationSeconds: platformVideos.durationSeconds,
      publishedAt: platformVideos.publishedAt,
    })
    .from(platformVideos)
    .where(eq(platformVideos.accountId, row.accountId))
    .orderBy(desc(platformVideos.publishedAt))
    .limit(ANALYTICS_VIDEO_LIMIT);
  const since = historyStart(team?.plan ?? "free", params.now);
  const history = await db
    .select({
      captured_at: accountSnapshots.capturedAt,
      followers: accountSnapshots.followers,
      following: accountSnapshots.following,
      video_count: accountSnapshots.videoCount,
      likes_total: accountSnapshots.likesTotal,
    })
    .from(accountSnapshots)
    .where(
      since
        ? and(eq(accountSnapshots.accountId, row.accountId), gte(accountSnapshots.capturedAt, since))
        : eq(accountSnapshots.accountId, row.accountId),
    )
    .orderBy(asc(accountSnapshots.capturedAt));
  return {
    ...presentChannel(row),
    analytics: channelAnalytics(videos, team?.timezone ?? 0),
    history: history.map((point) => ({ ...point, captured_at: point.captured_at.toISOString() })),
    history_since: since ? since.toISOString() : null,
  };
}

/** The account analytics without the per-video rows, times as ISO strings (the wire form). */
function channelAnalytics(videos: VideoStats[], utcOffsetHours: number): ChannelAnalytics {
  const { feeds: _perVideo, summary, mostViral, ...analytics } = analyzeAccount(videos, { utcOffsetHours });
  return {
    ...analytics,
    growth: null,
    summary: { ...summary, mostViewed: summary.mostViewed && videoStatsAnswer(summary.mostViewed) },
    mostViral: mostViral.map((entry) => ({ ...entry, video: videoStatsAnswer(entry.video) })),
  };
}
