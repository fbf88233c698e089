// A feed row as the API answers it (snake_case, platform by name, ISO times, metrics grouped as the spec names them).
import "server-only";
import type { FeedItem, FeedTableItem } from "@/domain/contracts/tracking";
import { platformNameOf } from "@/domain/platforms";
import type { FeedRow, FeedTableRow } from "./feed-columns";
import { presentFetchInfo } from "./fetch-info";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentFeed(row: FeedRow): FeedItem {
  return {
    id: row.id,
    status: row.status,
    platform: platformNameOf(row.platform),
    platform_id: row.platformId,
    url: row.url,
    caption: row.caption,
    thumbnail: row.thumbnailUrl,
    duration: row.durationSeconds,
    is_short: row.isShort,
    published_on: iso(row.publishedAt),
    last_updated: iso(row.lastFetchedAt),
    next_refresh: iso(row.nextRefreshAt),
    tracked_at: row.trackedAt.toISOString(),
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    bookmarks: row.bookmarks,
    engagement: row.engagement,
    engagement_rate: row.engagement !== null && row.views ? row.engagement / row.views : null,
    outlet: row.outlierMultiple,
    growth: { last: row.viewsChangeLast, d1: row.viewsChange1d, d7: row.viewsChange7d },
    fetch: presentFetchInfo(row),
    channel: {
      id: row.channelId,
      account_id: row.accountId,
      handle: row.accountHandle,
      name: row.accountName,
      avatar: row.accountAvatar,
    },
    priority: row.priority,
    is_demo: row.isDemo,
  };
}

/** The fields the dashboard's feeds table shows, computed as presentFeed computes them. */
export function presentFeedTableItem(row: FeedTableRow): FeedTableItem {
  return {
    id: row.id,
    status: row.status,
    platform: platformNameOf(row.platform),
    platform_id: row.platformId,
    url: row.url,
    caption: row.caption,
    thumbnail: row.thumbnailUrl,
    duration: row.durationSeconds,
    published_on: iso(row.publishedAt),
    last_updated: iso(row.lastFetchedAt),
    views: row.views,
    likes: row.likes,
    comments: row.comments,
    shares: row.shares,
    bookmarks: row.bookmarks,
    engagement: row.engagement,
    engagement_rate: row.engagement !== null && row.views ? row.engagement / row.views : null,
    outlet: row.outlierMultiple,
    growth: { last: row.viewsChangeLast, d1: row.viewsChange1d, d7: row.viewsChange7d },
    fetch: presentFetchInfo(row),
    channel: { handle: row.accountHandle },
    priority: row.priority,
    is_demo: row.isDemo,
  };
}
