// GET /v1/feed/list (and the CSV export): a team's feeds with filters, sorting on every metric column, outlier
// multiple and growth, and pagination. Sorting always puts unknown values last and breaks ties by id, so pages
// are stable.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { PLATFORM_ENUM, type PlatformName } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { collectionItems, collections, platformAccounts, platformVideos, trackedFeeds } from "../../db/schema";
import { containsPattern } from "../like-pattern";
import { engagementSql, feedRows } from "./feed-columns";
import { type FeedItem, presentFeed } from "./present-feed";

export const FEED_SORTS = {
  views: platformVideos.views,
  likes: platformVideos.likes,
  comments: platformVideos.comments,
  shares: platformVideos.shares,
  bookmarks: platformVideos.bookmarks,
  engagement: engagementSql,
  duration: platformVideos.durationSeconds,
  published_on: platformVideos.publishedAt,
  last_updated: platformVideos.lastFetchedAt,
  tracked_at: trackedFeeds.createdAt,
  outlet: platformVideos.outlierMultiple,
  growth_last: platformVideos.viewsChangeLast,
  growth_1d: platformVideos.viewsChange1d,
  growth_7d: platformVideos.viewsChange7d,
} as const;
export type FeedSort = keyof typeof FEED_SORTS;

export interface FeedFilters {
  platform?: PlatformName;
  status?: number[];
  channel_id?: number;
  collection?: string;
  published_from?: Date;
  published_to?: Date;
  updated_from?: Date;
  updated_to?: Date;
  q?: string;
}

export interface FeedListParams extends FeedFilters {
  sort: FeedSort;
  order: "asc" | "desc";
  page: number;
  page_size: number;
}

export function feedWhere(teamId: number, filters: FeedFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(trackedFeeds.teamId, teamId)];
  if (filters.platform) conditions.push(eq(platformVideos.platform, PLATFORM_ENUM[filters.platform]));
  if (filters.status?.length) conditions.push(inArray(trackedFeeds.status, filters.status));
  if (filters.channel_id) conditions.push(eq(trackedFeeds.channelId, filters.channel_id));
  if (filters.collection) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${collectionItems} JOIN ${collections} ON ${collections.id} = ${collectionItems.collectionId}
        WHERE ${collectionItems.trackedFeedId} = ${trackedFeeds.id} AND ${collections.hashId} = ${filters.collection}
          AND ${collections.teamId} = ${teamId})`,
    );
  }
  if (filters.published_from) conditions.push(gte(platformVideos.publishedAt, filters.published_from));
  if (filters.published_to) conditions.push(lte(platformVideos.publishedAt, filters.published_to));
  if (filters.updated_from) conditions.push(gte(platformVideos.lastFetchedAt, filters.updated_from));
  if (filters.updated_to) conditions.push(lte(platformVideos.lastFetchedAt, filters.updated_to));
  if (filters.q?.trim()) {
    const pattern = containsPattern(filters.q.trim());
    conditions.push(
      or(
        ilike(platformVideos.caption, pattern),
        ilike(platformAccounts.handle, pattern),
        ilike(platformAccounts.displayName, pattern),
        eq(platformVideos.platformId, filters.q.trim()),
      ),
    );
  }
  return and(...conditions) as SQL;
}

export async function listFeeds(
  db: Db,
  teamId: number,
  params: FeedListParams,
): Promise<{ list: FeedItem[]; total: number; page: number; page_size: number }> {
  const where = feedWhere(teamId, params);
  const column = FEED_SORTS[params.sort];
  const direction = params.order === "asc" ? asc : desc;
  const rows = await feedRows(db)
    .where(where)
    .orderBy(sql`${column} IS NULL`, direction(column), direction(trackedFeeds.id))
    .limit(params.page_size)
    .offset((params.page - 1) * params.page_size);
  const [total] = await db
    .select({ n: count() })
    .from(trackedFeeds)
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .leftJoin(platformAccounts, eq(platformAccounts.id, platformVideos.accountId))
    .where(where);
  return { list: rows.map(presentFeed), total: Number(total?.n ?? 0), page: params.page, page_size: params.page_size };
}
