// The team items a refresh touched, the way alert matching sees them (src/domain/alerts/match.ts): every team's
// tracked feed of a refreshed video, every team's tracked channel of a refreshed account, with the team, platform,
// the feed's tracked channel and the collections holding the item or its channel now (so collection targets cover
// items added after the rule was made). Stopped and deleted items are left out. Three set-based queries per batch.
import "server-only";
import { and, eq, inArray, or } from "drizzle-orm";
import type { WatchableItem } from "@/domain/alerts";
import type { PlatformValue } from "@/domain/enums";
import { ACTIVE_CHANNEL_STATUSES, ACTIVE_FEED_STATUSES } from "@/domain/tracking-status";
import type { Db } from "../../db/client";
import {
  collectionItems,
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
}

type Row = Omit<RefreshedItem, "collectionIds">;

const feedColumns = {
  id: trackedFeeds.id,
  teamId: trackedFeeds.teamId,
  channelId: trackedFeeds.channelId,
  entityId: trackedFeeds.videoId,
  platform: platformVideos.platform,
};

/** Feeds of these videos. */
function feedsOfVideos(db: Db, videoIds: number[]) {
  return db
    .select(feedColumns)
    .from(trackedFeeds)
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .where(and(inArray(trackedFeeds.videoId, videoIds), inArray(trackedFeeds.status, [...ACTIVE_FEED_STATUSES])));
}

/** Feeds of the videos an account refresh captured at `capturedAt` (it stores its newest videos' snapshots too). */
function feedsCapturedWithAccounts(db: Db, accountIds: number[], capturedAt: Date) {
  return db
    .select(feedColumns)
    .from(trackedFeeds)
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
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
    })
    .from(trackedChannels)
    .innerJoin(platformAccounts, eq(platformAccounts.id, trackedChannels.accountId))
    .where(
      and(
        inArray(trackedChannels.accountId, accountIds),
        inArray(trackedChannels.status, [...ACTIVE_CHANNEL_STATUSES]),
      ),
    );
}

/** Collections holding each feed or channel, keyed "feed:<id>" / "channel:<id>". */
async function collectionsOf(db: Db, feedIds: number[], channelIds: number[]): Promise<Map<string, number[]>> {
  const held = new Map<string, number[]>();
  if (!feedIds.length && !channelIds.length) return held;
  const rows = await db
    .select({
      collectionId: collectionItems.collectionId,
      feedId: collectionItems.trackedFeedId,
      channelId: collectionItems.trackedChannelId,
    })
    .from(collectionItems)
    .where(
      or(
        feedIds.length ? inArray(collectionItems.trackedFeedId, feedIds) : undefined,
        channelIds.length ? inArray(collectionItems.trackedChannelId, channelIds) : undefined,
      ),
    );
  for (const row of rows) {
    const key = row.feedId !== null ? `feed:${row.feedId}` : `channel:${row.channelId}`;
    const list = held.get(key);
    if (list) list.push(row.collectionId);
    else held.set(key, [row.collectionId]);
  }
  return held;
}

function withCollections(rows: Row[], held: Map<string, number[]>): RefreshedItem[] {
  return rows.map((row) => {
    const own = held.get(`${row.kind}:${row.id}`) ?? [];
    const ofChannel = row.kind === "feed" && row.channelId !== null ? (held.get(`channel:${row.channelId}`) ?? []) : [];
    return { ...row, collectionIds: [...new Set([...own, ...ofChannel])] };
  });
}

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
  const rows: Row[] = [
    ...feeds.map((feed) => ({ ...feed, kind: "feed" as const, platform: feed.platform as PlatformValue })),
    ...channels.map((channel) => ({
      ...channel,
      kind: "channel" as const,
      channelId: null,
      platform: channel.platform as PlatformValue,
    })),
  ];
  const channelIds = new Set<number>(channels.map((channel) => channel.id));
  for (const feed of feeds) if (feed.channelId !== null) channelIds.add(feed.channelId);
  const held = await collectionsOf(
    db,
    feeds.map((feed) => feed.id),
    [...channelIds],
  );
  return withCollections(rows, held);
}
