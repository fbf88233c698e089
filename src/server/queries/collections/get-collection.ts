// GET /v1/collection/{id}: a collection with its channels and feeds (presented like the channel and feed lists),
// totals over its deduplicated videos (loose feeds and its channels' tracked feeds, each once) and the campaign
// report the collection page and the PDF show: views per day over the plan's window in the team's time zone, the
// top videos by growth, and per-platform and per-creator breakdowns.
import "server-only";
import { and, desc, eq } from "drizzle-orm";
import {
  creatorBreakdown,
  dailyViews,
  dayDate,
  platformBreakdown,
  REPORT_UNLIMITED_DAYS,
  reportTotals,
  teamDay,
  topByGrowth,
} from "@/domain/collection-report";
import type { CollectionDetail } from "@/domain/contracts/collection";
import { planOf } from "@/domain/plans";
import type { Db } from "../../db/client";
import { collectionItems, organization, trackedChannels, trackedFeeds } from "../../db/schema";
import { feedRows } from "../tracking/feed-columns";
import { channelRows, presentChannel } from "../tracking/list-channels";
import { presentFeed } from "../tracking/present-feed";
import { readCollectionVideos, readVideoDayViews } from "./collection-videos";
import { findCollection } from "./find-collection";

export async function getCollection(
  db: Db,
  teamId: number,
  ref: string | number,
  now: Date,
): Promise<CollectionDetail | null> {
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
  const [team] = await db
    .select({ plan: organization.plan, timezone: organization.timezone })
    .from(organization)
    .where(eq(organization.id, teamId));
  const { videos, videoIds } = await readCollectionVideos(db, teamId, collection.id);
  const days = planOf(team?.plan).limits.historyDays ?? REPORT_UNLIMITED_DAYS;
  const offset = team?.timezone ?? 0;
  const lastDay = teamDay(now, offset);
  const firstDay = lastDay - days + 1;
  const points = await readVideoDayViews(db, videoIds, offset, firstDay);
  const channels = channelList.map(presentChannel);
  const feeds = feedList.map(presentFeed);
  return {
    id: collection.id,
    hash_id: collection.hashId,
    name: collection.name,
    created_at: collection.createdAt.toISOString(),
    channels,
    feeds,
    totals: reportTotals({ channels: channels.length, feeds: feeds.length }, videos),
    report: {
      period: { start: dayDate(firstDay), end: dayDate(lastDay), days },
      series: dailyViews(points, firstDay, days),
      top: topByGrowth(videos),
      platforms: platformBreakdown(videos),
      creators: creatorBreakdown(videos),
    },
  };
}
