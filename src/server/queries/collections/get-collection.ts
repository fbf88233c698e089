// GET /v1/collection/{id}: a collection with its channels and feeds (presented like the channel and feed lists)
// and totals over its feeds. Unknown metrics stay unknown: a sum is null when no feed reports that metric.
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { median, VIRAL_MULTIPLE } from "@/domain/analytics";
import type { CollectionDetail, CollectionTotals } from "@/domain/contracts/collection";
import type { FeedItem } from "@/domain/contracts/tracking";
import type { Db } from "../../db/client";
import { collectionItems, trackedChannels, trackedFeeds } from "../../db/schema";
import { feedRows } from "../tracking/feed-columns";
import { channelRows, presentChannel } from "../tracking/list-channels";
import { presentFeed } from "../tracking/present-feed";
import { findCollection } from "./find-collection";

type Metric = "views" | "likes" | "comments" | "shares" | "bookmarks" | "engagement";

/** Sum of the known values; null when none is known. */
function knownSum(feeds: FeedItem[], metric: Metric): number | null {
  let total: number | null = null;
  for (const feed of feeds) {
    const value = feed[metric];
    if (value !== null && value !== undefined) total = (total ?? 0) + value;
  }
  return total;
}

export function collectionTotals(channelCount: number, feeds: FeedItem[]): CollectionTotals {
  const knownViews = feeds.map((feed) => feed.views).filter((value): value is number => value !== null);
  return {
    channels: channelCount,
    feeds: feeds.length,
    views: knownSum(feeds, "views"),
    likes: knownSum(feeds, "likes"),
    comments: knownSum(feeds, "comments"),
    shares: knownSum(feeds, "shares"),
    bookmarks: knownSum(feeds, "bookmarks"),
    engagement: knownSum(feeds, "engagement"),
    median_views: median(knownViews),
    viral_feeds: feeds.filter((feed) => feed.outlet !== null && feed.outlet >= VIRAL_MULTIPLE).length,
  };
}

export async function getCollection(db: Db, teamId: number, ref: string | number): Promise<CollectionDetail | null> {
  const collection = await findCollection(db, teamId, ref);
  if (!collection) return null;
  const channelList = await channelRows(db)
    .innerJoin(collectionItems, eq(collectionItems.trackedChannelId, trackedChannels.id))
    .where(and(eq(collectionItems.collectionId, collection.id), eq(trackedChannels.teamId, teamId)))
    .orderBy(desc(collectionItems.id));
  const feedList = await feedRows(db)
    .innerJoin(collectionItems, eq(collectionItems.trackedFeedId, trackedFeeds.id))
    .where(and(eq(collectionItems.collectionId, collection.id), eq(trackedFeeds.teamId, teamId)))
    .orderBy(desc(collectionItems.id));
  const channels = channelList.map(presentChannel);
  const feeds = feedList.map(presentFeed);
  return {
    id: collection.id,
    hash_id: collection.hashId,
    name: collection.name,
    created_at: collection.createdAt.toISOString(),
    channels,
    feeds,
    totals: collectionTotals(channels.length, feeds),
  };
}
