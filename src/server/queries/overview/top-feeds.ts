// The overview's two short lists: the feeds that gained the most views in the period (top movers, ranked in
// gains.ts) and the feeds with the highest outlier multiple (top outliers), presented as the feed list presents them.
import "server-only";
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { FeedItem } from "@/domain/contracts/tracking";
import type { Db } from "../../db/client";
import { platformVideos, trackedFeeds } from "../../db/schema";
import { feedRows } from "../tracking/feed-columns";
import { presentFeed } from "../tracking/present-feed";
import type { VideoGain } from "./gains";
import { TOP_LIMIT } from "./top-limit";

export interface Mover {
  feed: FeedItem;
  gain: number;
  /** Gain relative to the views at the period's start; null when those were unknown or 0. */
  growth: number | null;
}

/** Demo-workspace feeds are left out when `excludeDemo` (gains.ts has left them out of the ranking already). */
const demoFilter = (excludeDemo: boolean) => (excludeDemo ? eq(trackedFeeds.isDemo, false) : undefined);

export async function readTopMovers(
  db: Db,
  teamId: number,
  gains: VideoGain[],
  options: { excludeDemo: boolean },
): Promise<Mover[]> {
  if (!gains.length) return [];
  const rows = await feedRows(db).where(
    and(
      eq(trackedFeeds.teamId, teamId),
      demoFilter(options.excludeDemo),
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

export async function readTopOutliers(db: Db, teamId: number, options: { excludeDemo: boolean }): Promise<FeedItem[]> {
  const rows = await feedRows(db)
    .where(
      and(eq(trackedFeeds.teamId, teamId), isNotNull(platformVideos.outlierMultiple), demoFilter(options.excludeDemo)),
    )
    .orderBy(desc(platformVideos.outlierMultiple), desc(trackedFeeds.id))
    .limit(TOP_LIMIT);
  return rows.map(presentFeed);
}
