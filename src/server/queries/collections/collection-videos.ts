// The videos a collection reports on (issue 19 item 4): the team's tracked feeds that are loose items of the
// collection or were imported by one of its channels, each once — a team tracks a video in one feed row
// (tracked_feeds_team_video_uq), so selecting feed rows by either route deduplicates. Feeds whose video is gone
// (not found, deleted, removed or private) are left out: their last figures no longer describe the campaign.
import "server-only";
import { and, desc, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import type { VideoDayViews } from "@/domain/collection-report";
import type { FeedItem } from "@/domain/contracts/tracking";
import { ChannelStatus, FeedStatus } from "@/domain/enums";
import type { Db } from "../../db/client";
import { collectionItems, trackedChannels, trackedFeeds, videoSnapshots } from "../../db/schema";
import { feedRows } from "../tracking/feed-columns";
import { presentFeed } from "../tracking/present-feed";

export const GONE_FEED_STATUSES = [FeedStatus.NotFound, FeedStatus.Deleted, FeedStatus.Removed];

export interface CollectionVideos {
  videos: FeedItem[];
  /** platform_videos ids of those feeds, for the snapshot series. */
  videoIds: number[];
}

export async function readCollectionVideos(db: Db, teamId: number, collectionId: number): Promise<CollectionVideos> {
  const looseFeeds = db
    .select({ id: collectionItems.trackedFeedId })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, collectionId));
  const channels = db
    .select({ id: trackedChannels.id })
    .from(collectionItems)
    .innerJoin(trackedChannels, eq(trackedChannels.id, collectionItems.trackedChannelId))
    .where(
      and(
        eq(collectionItems.collectionId, collectionId),
        eq(trackedChannels.teamId, teamId),
        notInArray(trackedChannels.status, [ChannelStatus.Deleted]),
      ),
    );
  const rows = await feedRows(db)
    .where(
      and(
        eq(trackedFeeds.teamId, teamId),
        notInArray(trackedFeeds.status, GONE_FEED_STATUSES),
        or(inArray(trackedFeeds.id, looseFeeds), inArray(trackedFeeds.channelId, channels)),
      ),
    )
    .orderBy(desc(trackedFeeds.id));
  return { videos: rows.map(presentFeed), videoIds: rows.map((row) => row.videoId) };
}

/**
 * Each video's views at its last snapshot of each team day from `firstDay` on; snapshots before `firstDay` fold onto
 * it, so the latest one before the window is the starting value.
 */
export async function readVideoDayViews(
  db: Db,
  videoIds: number[],
  offsetHours: number,
  firstDay: number,
): Promise<VideoDayViews[]> {
  if (!videoIds.length) return [];
  // Whole numbers written into the SQL text: DISTINCT ON must repeat ORDER BY's expression exactly, and two bound
  // parameters ($1, $14) would be two different expressions to PostgreSQL.
  const first = sql.raw(String(Math.trunc(firstDay)));
  const offsetSeconds = sql.raw(String(Math.trunc(offsetHours) * 3600));
  const day = sql<number>`greatest(${first}, floor((extract(epoch from ${videoSnapshots.capturedAt}) + ${offsetSeconds}) / 86400))::int`;
  const rows = await db
    .selectDistinctOn([videoSnapshots.videoId, day], {
      videoId: videoSnapshots.videoId,
      day: day.mapWith(Number),
      views: videoSnapshots.views,
    })
    .from(videoSnapshots)
    .where(and(inArray(videoSnapshots.videoId, videoIds), sql`${videoSnapshots.views} IS NOT NULL`))
    .orderBy(videoSnapshots.videoId, day, desc(videoSnapshots.capturedAt));
  return rows.map((row) => ({ videoId: row.videoId, day: row.day, views: Number(row.views) }));
}
