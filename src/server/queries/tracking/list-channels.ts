// GET /v1/channel/list: a team's channels with filters, sorting and pagination.
import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { ChannelItem, ChannelListPage } from "@/domain/contracts/tracking";
import { PLATFORM_ENUM, type PlatformName, platformNameOf } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { collectionItems, collections, platformAccounts, trackedChannels, trackedFeeds } from "../../db/schema";
import { containsPattern } from "../like-pattern";
import { presentFetchInfo } from "./fetch-info";

const feedCount = sql<number>`(SELECT count(*)::int FROM ${trackedFeeds} WHERE ${trackedFeeds.channelId} = ${trackedChannels.id})`;

export const CHANNEL_SORTS = {
  followers: platformAccounts.followers,
  video_count: platformAccounts.videoCount,
  likes_total: platformAccounts.likesTotal,
  median_views: platformAccounts.medianViews,
  feeds: feedCount,
  last_updated: platformAccounts.lastFetchedAt,
  tracked_at: trackedChannels.createdAt,
} as const;
export type ChannelSort = keyof typeof CHANNEL_SORTS;

export interface ChannelListParams {
  platform?: PlatformName;
  status?: number[];
  collection?: string;
  q?: string;
  priority?: boolean;
  sort: ChannelSort;
  order: "asc" | "desc";
  page: number;
  page_size: number;
}

export const channelColumns = {
  id: trackedChannels.id,
  status: trackedChannels.status,
  videoLimit: trackedChannels.videoLimit,
  trackedAt: trackedChannels.createdAt,
  priority: trackedChannels.priority,
  accountId: platformAccounts.id,
  platform: platformAccounts.platform,
  platformId: platformAccounts.platformId,
  handle: platformAccounts.handle,
  displayName: platformAccounts.displayName,
  avatarUrl: platformAccounts.avatarUrl,
  profileUrl: platformAccounts.profileUrl,
  bio: platformAccounts.bio,
  followers: platformAccounts.followers,
  following: platformAccounts.following,
  videoCount: platformAccounts.videoCount,
  likesTotal: platformAccounts.likesTotal,
  medianViews: platformAccounts.medianViews,
  lastFetchedAt: platformAccounts.lastFetchedAt,
  nextRefreshAt: platformAccounts.nextRefreshAt,
  fetchState: platformAccounts.fetchState,
  fetchError: platformAccounts.fetchError,
  fetchErrorAt: platformAccounts.fetchErrorAt,
  isDemo: platformAccounts.isDemo,
  feeds: feedCount,
};

export function channelRows(db: Db) {
  return db
    .select(channelColumns)
    .from(trackedChannels)
    .innerJoin(platformAccounts, eq(platformAccounts.id, trackedChannels.accountId));
}

type ChannelRow = Awaited<ReturnType<ReturnType<typeof channelRows>["execute"]>>[number];
const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentChannel(row: ChannelRow): ChannelItem {
  return {
    id: row.id,
    status: row.status,
    platform: platformNameOf(row.platform),
    platform_id: row.platformId,
    handle: row.handle,
    name: row.displayName,
    avatar: row.avatarUrl,
    profile_url: row.profileUrl,
    bio: row.bio,
    followers: row.followers,
    following: row.following,
    video_count: row.videoCount,
    likes_total: row.likesTotal,
    median_views: row.medianViews,
    feeds: Number(row.feeds),
    video_limit: row.videoLimit,
    last_updated: iso(row.lastFetchedAt),
    next_refresh: iso(row.nextRefreshAt),
    tracked_at: row.trackedAt.toISOString(),
    fetch: presentFetchInfo(row),
    priority: row.priority,
    is_demo: row.isDemo,
  };
}

function channelWhere(teamId: number, params: ChannelListParams): SQL {
  const conditions: (SQL | undefined)[] = [eq(trackedChannels.teamId, teamId)];
  if (params.platform) conditions.push(eq(platformAccounts.platform, PLATFORM_ENUM[params.platform]));
  if (params.status?.length) conditions.push(inArray(trackedChannels.status, params.status));
  if (params.priority !== undefined) conditions.push(eq(trackedChannels.priority, params.priority));
  if (params.collection) {
    conditions.push(
      sql`EXISTS (SELECT 1 FROM ${collectionItems} JOIN ${collections} ON ${collections.id} = ${collectionItems.collectionId}
        WHERE ${collectionItems.trackedChannelId} = ${trackedChannels.id} AND ${collections.hashId} = ${params.collection}
          AND ${collections.teamId} = ${teamId})`,
    );
  }
  if (params.q?.trim()) {
    const pattern = containsPattern(params.q.trim());
    conditions.push(or(ilike(platformAccounts.handle, pattern), ilike(platformAccounts.displayName, pattern)));
  }
  return and(...conditions) as SQL;
}

export async function listChannels(db: Db, teamId: number, params: ChannelListParams): Promise<ChannelListPage> {
  const where = channelWhere(teamId, params);
  const column = CHANNEL_SORTS[params.sort];
  const direction = params.order === "asc" ? asc : desc;
  const rows = await channelRows(db)
    .where(where)
    .orderBy(sql`${column} IS NULL`, direction(column), direction(trackedChannels.id))
    .limit(params.page_size)
    .offset((params.page - 1) * params.page_size);
  const [total] = await db
    .select({ n: count() })
    .from(trackedChannels)
    .innerJoin(platformAccounts, eq(platformAccounts.id, trackedChannels.accountId))
    .where(where);
  return {
    list: rows.map(presentChannel),
    total: Number(total?.n ?? 0),
    page: params.page,
    page_size: params.page_size,
  };
}
