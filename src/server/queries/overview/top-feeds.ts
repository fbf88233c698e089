// The overview's two short lists: the feeds that gained the most views in the period (top movers) and the feeds
// with the highest outlier multiple (top outliers), presented as the feed list presents them.
import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { platformVideos, trackedFeeds } from "../../db/schema";
import { feedRows } from "../tracking/feed-columns";
import { type FeedItem, presentFeed } from "../tracking/present-feed";
import type { OverviewPeriods } from "./period";
import { deltasCte, num, rowsOf } from "./snapshot-deltas";

export const TOP_LIMIT = 5;

export interface Mover {
  feed: FeedItem;
  gain: number;
  /** Gain relative to the views at the period's start; null when those were unknown or 0. */
  growth: number | null;
}

export async function readTopMovers(db: Db, teamId: number, periods: OverviewPeriods): Promise<Mover[]> {
  const result = await db.execute(sql`${deltasCte(teamId, periods.start, periods.now)}
    SELECT d.video_id, sum(d.dv)::float8 AS gain,
      (array_agg(d.views ORDER BY d.captured_at DESC) FILTER (WHERE d.views IS NOT NULL))[1]::float8 AS end_views
    FROM deltas d
    GROUP BY d.video_id
    HAVING sum(d.dv) > 0
    ORDER BY sum(d.dv) DESC, d.video_id
    LIMIT ${TOP_LIMIT}`);
  const gains = rowsOf<{ video_id: number; gain: unknown; end_views: unknown }>(result).map((row) => ({
    videoId: Number(row.video_id),
    gain: num(row.gain) ?? 0,
    endViews: num(row.end_views),
  }));
  if (!gains.length) return [];
  const rows = await feedRows(db).where(
    and(
      eq(trackedFeeds.teamId, teamId),
      inArray(
        trackedFeeds.videoId,
        gains.map((gain) => gain.videoId),
      ),
    ),
  );
  const byVideo = new Map(rows.map((row) => [row.videoId, row]));
  return gains.flatMap(({ videoId, gain, endViews }) => {
    const row = byVideo.get(videoId);
    if (!row) return [];
    const base = endViews === null ? null : endViews - gain;
    return [{ feed: presentFeed(row), gain, growth: base ? gain / base : null }];
  });
}

export async function readTopOutliers(db: Db, teamId: number): Promise<FeedItem[]> {
  const rows = await feedRows(db)
    .where(and(eq(trackedFeeds.teamId, teamId), isNotNull(platformVideos.outlierMultiple)))
    .orderBy(desc(platformVideos.outlierMultiple), desc(trackedFeeds.id))
    .limit(TOP_LIMIT);
  return rows.map(presentFeed);
}
