// The team items a refresh touched, the way alert matching sees them (src/domain/alerts/match.ts): every team's
// tracked feed of a refreshed video, every team's tracked channel of a refreshed account, with the team, platform,
// the feed's tracked channel and the collections holding the item or its channel now (so collection targets cover
// items added after the rule was made) and the team's alert version (the key of the worker's rule cache). Stopped and
// deleted items are left out. One set-based query per kind of item, the collections read inside it.
import "server-only";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { WatchableItem } from "@/domain/alerts";
import type { PlatformValue } from "@/domain/enums";
import { ACTIVE_CHANNEL_STATUSES, ACTIVE_FEED_STATUSES } from "@/domain/tracking-status";
import type { Db } from "../../db/client";
import {
  collectionItems,
  organization,
  platformAccounts,
  platformVideos,
  trackedChannels,
  trackedFeeds,
  videoSnapshots,
} from "../../db/schema";

/** A refreshed item with the global row its snapshots belong to. */
export interface RefreshedItem extends WatchableItem {
  /** `platform_videos.id` for a feed, `platform_accounts.id` for a channel. */
  entityId: number;
  /** The team's `organization.alert_version` as this query read it. */
  alertVersion: string;
}

/** Collection ids (int[]) of the collections holding the given tracked feed or channel. */
function collectionsHolding(
  column: typeof collectionItems.trackedFeedId | typeof collectionItems.trackedChannelId,
  id: SQL,
) {
  return sql`array(SELECT ${collectionItems.collectionId} FROM ${collectionItems} WHERE ${column} = ${id})`;
}

const feedColumns = {
  id: trackedFeeds.id,
  teamId: trackedFeeds.teamId,
  channelId: trackedFeeds.channelId,
  entityId: trackedFeeds.videoId,
  platform: platformVideos.platform,
  alertVersion: organization.alertVersion,
  // The feed's own collections and its tracked channel's (a collection target covers a channel's videos).
  collectionIds: sql<number[]>`(${collectionsHolding(collectionItems.trackedFeedId, sql`${trackedFeeds.id}`)}
    || ${collectionsHolding(collectionItems.trackedChannelId, sql`${trackedFeeds.channelId}`)})`,
};

/** Feeds of these videos. */
function feedsOfVideos(db: Db, videoIds: number[]) {
  return db
    .select(feedColumns)
    .from(trackedFeeds)
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .innerJoin(organization, eq(organization.id, trackedFeeds.teamId))
    .where(and(inArray(trackedFeeds.videoId, videoIds), inArray(trackedFeeds.status, [...ACTIVE_FEED_STATUSES])));
}

/** Feeds of the videos an account refresh captured at `capturedAt` (it stores its newest videos' snapshots too). */
function feedsCapturedWithAccounts(db: Db, accountIds: number[], capturedAt: Date) {
  return db
    .select(feedColumns)
    .from(trackedFeeds)
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .innerJoin(organization, eq(organization.id, trackedFeeds.teamId))
    .innerJoin(
      videoSnapshots,
      and(eq(videoSnapshots.videoId, platformVideos.id), eq(videoSnapshots.capturedAt, capturedAt)),
    )
    .where(and(inArray(platformVideos.accountId, accountIds), inArray(trackedFeeds.status, [...ACTIVE_FEED_STATUSES])));
}

function channelsOfAccounts(db: Db, accountIds: number[]) {
  return db
    .select({
      id: trackedChannels.id,
      teamId: trackedChannels.teamId,
      entityId: trackedChannels.accountId,
      platform: platformAccounts.platform,
      alertVersion: organization.alertVersion,
      collectionIds: collectionsHolding(collectionItems.trackedChannelId, sql`${trackedChannels.id}`).mapWith(
        (value) => value as number[],
      ),
    })
    .from(trackedChannels)
    .innerJoin(platformAccounts, eq(platformAccounts.id, trackedChannels.accountId))
    .innerJoin(organization, eq(organization.id, trackedChannels.teamId))
    .where(
      and(
        inArray(trackedChannels.accountId, accountIds),
        inArray(trackedChannels.status, [...ACTIVE_CHANNEL_STATUSES]),
      ),
    );
}

/** Distinct collection ids as numbers (drivers may hand back int[] elements as strings). */
const distinctIds = (ids: readonly (number | string)[] | null) => [...new Set((ids ?? []).map(Number))];

/** Items of a video batch (`videoIds`) or of an account batch (`accountIds`: its channels and captured feeds). */
export async function getRefreshedItems(
  db: Db,
  input: { videoIds: number[]; accountIds: number[]; capturedAt: Date },
): Promise<RefreshedItem[]> {
  const feeds = [
    ...(input.videoIds.length ? await feedsOfVideos(db, input.videoIds) : []),
    ...(input.accountIds.length ? await feedsCapturedWithAccounts(db, input.accountIds, input.capturedAt) : []),
  ];
  const channels = input.accountIds.length ? await channelsOfAccounts(db, input.accountIds) : [];
  return [
    ...feeds.map(({ collectionIds, ...feed }) => ({
      ...feed,
      kind: "feed" as const,
      platform: feed.platform as PlatformValue,
      collectionIds: distinctIds(collectionIds),
    })),
    ...channels.map(({ collectionIds, ...channel }) => ({
      ...channel,
      kind: "channel" as const,
      channelId: null,
      platform: channel.platform as PlatformValue,
      collectionIds: distinctIds(collectionIds),
    })),
  ];
}
