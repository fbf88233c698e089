// GET /v1/compare (issue 19 item 3): 2 to 5 of the team's channels over the plan's window: identity, the daily
// series, the table's metrics and the leader of each row. Null when one of the ids is not the team's channel.
import "server-only";
import { and, desc, eq, gte, inArray } from "drizzle-orm";
import { localDateOf } from "@/domain/channel-history/local-date";
import { channelVideoMetrics } from "@/domain/compare/metrics";
import { compareRows } from "@/domain/compare/rows";
import { fillDays, growthOverDays, withDailyGains } from "@/domain/compare/series";
import { compareWindow, videoMetricsWindow } from "@/domain/compare/window";
import type { ComparedChannel, Comparison } from "@/domain/contracts/compare";
import { planOf } from "@/domain/plans";
import { platformNameOf } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { organization, platformAccounts, platformVideos, trackedChannels } from "../../db/schema";
import { getChannelDailySeries } from "../channels/get-channel-daily-series";

/** The metrics read at most this many of an account's newest videos inside the window (as the channel page). */
export const COMPARE_VIDEO_LIMIT = 500;

export async function getComparison(
  db: Db,
  params: { teamId: number; channelIds: readonly number[]; now: Date },
): Promise<Comparison | null> {
  const rows = await db
    .select({
      id: trackedChannels.id,
      accountId: trackedChannels.accountId,
      isDemo: trackedChannels.isDemo,
      platform: platformAccounts.platform,
      handle: platformAccounts.handle,
      name: platformAccounts.displayName,
      avatar: platformAccounts.avatarUrl,
    })
    .from(trackedChannels)
    .innerJoin(platformAccounts, eq(platformAccounts.id, trackedChannels.accountId))
    .where(and(eq(trackedChannels.teamId, params.teamId), inArray(trackedChannels.id, [...params.channelIds])));
  if (rows.length !== params.channelIds.length) return null;
  const [team] = await db
    .select({ plan: organization.plan, timezone: organization.timezone })
    .from(organization)
    .where(eq(organization.id, params.teamId));
  const window = compareWindow(planOf(team?.plan ?? "free").limits.historyDays, params.now);
  const videoWindow = videoMetricsWindow(params.now);
  const utcOffsetHours = team?.timezone ?? 0;
  const byId = new Map(rows.map((row) => [row.id, row]));
  const from = localDateOf(window.start, utcOffsetHours);
  const to = localDateOf(window.end, utcOffsetHours);
  const series = await getChannelDailySeries(db, {
    teamId: params.teamId,
    channelIds: params.channelIds,
    from,
    to,
    timeZone: utcOffsetHours,
  });
  const daysOf = new Map(series.map((entry) => [entry.channelId, entry.days]));
  const channels: ComparedChannel[] = [];
  for (const id of params.channelIds) {
    const row = byId.get(id);
    if (!row) return null;
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
      .where(and(eq(platformVideos.accountId, row.accountId), gte(platformVideos.publishedAt, videoWindow.start)))
      .orderBy(desc(platformVideos.publishedAt))
      .limit(COMPARE_VIDEO_LIMIT);
    const metrics = channelVideoMetrics(videos, videoWindow);
    const known = (daysOf.get(id) ?? []).map(({ date, followers, viewsTotal }) => ({ date, followers, viewsTotal }));
    const daily = fillDays(known, from, to);
    channels.push({
      id: row.id,
      platform: platformNameOf(row.platform),
      handle: row.handle,
      name: row.name,
      avatar: row.avatar,
      is_demo: row.isDemo,
      videos_in_window: metrics.videosInWindow,
      best_duration_bucket: metrics.bestDuration,
      metrics: {
        median_views: metrics.medianViews,
        outlier_rate: metrics.outlierRate,
        best_duration: metrics.bestDurationMedianViews,
        posting_frequency: metrics.postingFrequency,
        engagement_rate: metrics.engagementRate,
        followers_growth_7d: growthOverDays(daily, "followers", 7),
        followers_growth_30d: growthOverDays(daily, "followers", 30),
        views_growth_7d: growthOverDays(daily, "viewsTotal", 7),
        views_growth_30d: growthOverDays(daily, "viewsTotal", 30),
      },
      series: withDailyGains(daily).map((point) => ({
        date: point.date,
        followers: point.followers,
        views_total: point.viewsTotal,
        views_gained: point.viewsGained,
      })),
    });
  }
  return {
    window_days: window.days,
    window_start: window.start.toISOString(),
    video_window_days: videoWindow.days,
    channels,
    rows: compareRows(channels),
  };
}
