// The columns of a feed row, shared by the list, the detail and the CSV export.
import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { platformAccounts, platformVideos, trackedFeeds } from "../../db/schema";

/** Sum of the known parts; null only when no part is known (DESIGN.md section 7: unknown is never 0). */
export const engagementSql = sql<
  number | null
>`CASE WHEN ${platformVideos.likes} IS NULL AND ${platformVideos.comments} IS NULL
  AND ${platformVideos.shares} IS NULL AND ${platformVideos.bookmarks} IS NULL THEN NULL
  ELSE coalesce(${platformVideos.likes}, 0) + coalesce(${platformVideos.comments}, 0)
    + coalesce(${platformVideos.shares}, 0) + coalesce(${platformVideos.bookmarks}, 0) END`;

export const feedColumns = {
  id: trackedFeeds.id,
  status: trackedFeeds.status,
  channelId: trackedFeeds.channelId,
  trackedAt: trackedFeeds.createdAt,
  priority: trackedFeeds.priority,
  videoId: platformVideos.id,
  platform: platformVideos.platform,
  platformId: platformVideos.platformId,
  url: platformVideos.url,
  caption: platformVideos.caption,
  thumbnailUrl: platformVideos.thumbnailUrl,
  durationSeconds: platformVideos.durationSeconds,
  publishedAt: platformVideos.publishedAt,
  lastFetchedAt: platformVideos.lastFetchedAt,
  nextRefreshAt: platformVideos.nextRefreshAt,
  views: platformVideos.views,
  likes: platformVideos.likes,
  comments: platformVideos.comments,
  shares: platformVideos.shares,
  bookmarks: platformVideos.bookmarks,
  engagement: engagementSql.mapWith(Number),
  isShort: platformVideos.isShort,
  outlierMultiple: platformVideos.outlierMultiple,
  viewsChangeLast: platformVideos.viewsChangeLast,
  viewsChange1d: platformVideos.viewsChange1d,
  viewsChange7d: platformVideos.viewsChange7d,
  fetchState: platformVideos.fetchState,
  fetchError: platformVideos.fetchError,
  fetchErrorAt: platformVideos.fetchErrorAt,
  isDemo: platformVideos.isDemo,
  accountId: platformAccounts.id,
  accountHandle: platformAccounts.handle,
  accountName: platformAccounts.displayName,
  accountAvatar: platformAccounts.avatarUrl,
};

/** Feed rows joined with their video and author, for one team. */
export function feedRows(db: Db) {
  return db
    .select(feedColumns)
    .from(trackedFeeds)
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .leftJoin(platformAccounts, eq(platformAccounts.id, platformVideos.accountId));
}

export type FeedRow = Awaited<ReturnType<ReturnType<typeof feedRows>["execute"]>>[number];

/** The columns the dashboard's feeds table shows (GET /v1/feed/list?view=table): feedColumns without the rest. */
export const feedTableColumns = {
  id: feedColumns.id,
  status: feedColumns.status,
  priority: feedColumns.priority,
  platform: feedColumns.platform,
  platformId: feedColumns.platformId,
  url: feedColumns.url,
  caption: feedColumns.caption,
  thumbnailUrl: feedColumns.thumbnailUrl,
  durationSeconds: feedColumns.durationSeconds,
  publishedAt: feedColumns.publishedAt,
  lastFetchedAt: feedColumns.lastFetchedAt,
  views: feedColumns.views,
  likes: feedColumns.likes,
  comments: feedColumns.comments,
  shares: feedColumns.shares,
  bookmarks: feedColumns.bookmarks,
  engagement: feedColumns.engagement,
  outlierMultiple: feedColumns.outlierMultiple,
  viewsChangeLast: feedColumns.viewsChangeLast,
  viewsChange1d: feedColumns.viewsChange1d,
  viewsChange7d: feedColumns.viewsChange7d,
  fetchState: feedColumns.fetchState,
  fetchError: feedColumns.fetchError,
  fetchErrorAt: feedColumns.fetchErrorAt,
  isDemo: feedColumns.isDemo,
  accountHandle: feedColumns.accountHandle,
};

/** Only for its row type: the joins of feedRows with the table's columns. */
function feedTableRows(db: Db) {
  return db
    .select(feedTableColumns)
    .from(trackedFeeds)
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .leftJoin(platformAccounts, eq(platformAccounts.id, platformVideos.accountId));
}

export type FeedTableRow = Awaited<ReturnType<ReturnType<typeof feedTableRows>["execute"]>>[number];
