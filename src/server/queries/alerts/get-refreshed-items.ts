// The team items a refresh touched, the way alert matching sees them (src/domain/alerts/match.ts): every team's
// tracked feed of a refreshed video, every team's tracked channel of a refreshed account, with the team, platform,
// the feed's tracked channel and the collections holding the item or its channel now (so collection targets cover
// items added after the rule was made) and the team's alert version (the key of the worker's rule cache). Stopped and
// deleted items are left out. One set-based query per kind of item, the collections read inside it, and with each
// item the rule memories that can change its evaluation and a feed's captures: a video batch's evaluation reads
// everything it compares in one round trip (REFRESHED_FEEDS, flat columns; an account batch's feeds and channels
// come from the query builder with the memories and captures as JSON, memoriesThatMatter and videoCapturesJson).
import "server-only";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { ItemSnapshots, WatchableItem } from "@/domain/alerts";
import type { PlatformValue } from "@/domain/enums";
import { ACTIVE_CHANNEL_STATUSES, ACTIVE_FEED_STATUSES } from "@/domain/tracking-status";
import type { Db } from "../../db/client";
import {
  alertRuleStates,
  collectionItems,
  organization,
  platformAccounts,
  platformVideos,
  trackedChannels,
  trackedFeeds,
  videoSnapshots,
} from "../../db/schema";
import { runStatement } from "../../tracking/run-statement";
import { toItemSnapshots, videoCapturesJson } from "./get-item-snapshots";
import { memoryMatters, REFRESHED_FEEDS, type RefreshedFeedRow } from "./refreshed-feeds-sql";

/** A stored rule memory of an item, as evaluation reads it (get-rule-memories.ts memoryOf). */
export interface ItemMemory {
  ruleId: number;
  aboveThreshold: boolean;
  lastFiredAt: Date | null;
}

/** A refreshed item with the global row its snapshots belong to. */
export interface RefreshedItem extends WatchableItem {
  /** `platform_videos.id` for a feed, `platform_accounts.id` for a channel. */
  entityId: number;
  /** The team's `organization.alert_version` as this query read it. */
  alertVersion: string;
  /**
   * The item's stored memories that can change an evaluation at `capturedAt` (memoriesThatMatter); a rule absent
   * here evaluates exactly as with the empty memory.
   */
  memories: ItemMemory[];
  /**
   * A feed's capture at `capturedAt`, the one before and the account's median (read with the item: one round trip);
   * null when the video has no capture at that time. Undefined for a channel (getAccountSnapshots reads those).
   */
  snapshots?: ItemSnapshots | null;
}

/**
 * The item's rule memories that differ in effect from the empty memory (refreshed-feeds-sql.ts memoryMatters), as a
 * JSON array: most stored rows are the empty memory in effect (every rule that once fired for the item), and a
 * 500-video job watched by 21 rules an item is 10,500 pairs to look up, so the job reads only these, by item through
 * alert_rule_states_item_idx. The capture time is inlined as a literal (toISOString's text, nothing else).
 */
function memoriesThatMatter(kind: "feed" | "channel", itemId: SQL, capturedAt: Date) {
  const at = `'${capturedAt.toISOString()}'::timestamptz`;
  return sql<{ r: number; a: boolean; f: string | null }[]>`(SELECT coalesce(json_agg(json_build_object(
      'r', s.rule_id, 'a', s.above_threshold, 'f', s.last_fired_at)), '[]'::json)
    FROM ${alertRuleStates} s
    WHERE s.item_id = ${itemId} AND s.item_kind = ${kind} AND ${sql.raw(memoryMatters("s", at))})`;
}

const toMemories = (rows: { r: number; a: boolean; f: string | null }[] | null): ItemMemory[] =>
  (rows ?? []).map((row) => ({
    ruleId: Number(row.r),
    aboveThreshold: row.a === true,
    lastFiredAt: row.f === null ? null : new Date(row.f),
  }));

/** Collection ids (int[]) of the collections holding the given tracked feed or channel. */
function collectionsHolding(
  column: typeof collectionItems.trackedFeedId | typeof collectionItems.trackedChannelId,
  id: SQL,
) {
  return sql`array(SELECT ${collectionItems.collectionId} FROM ${collectionItems} WHERE ${column} = ${id})`;
}

const feedColumns = (capturedAt: Date) => ({
  id: trackedFeeds.id,
  teamId: trackedFeeds.teamId,
  channelId: trackedFeeds.channelId,
  entityId: trackedFeeds.videoId,
  // Looked up by key per feed, not joined: with platform_videos joined, PostgreSQL hashed the whole table for a
  // 500-video job (a scan that grows with every tracked video; bench/RESULTS.md, session 7).
  platform: sql<number>`(SELECT v.platform FROM ${platformVideos} v WHERE v.id = ${trackedFeeds.videoId})`,
  alertVersion: organization.alertVersion,
  // The feed's own collections and its tracked channel's (a collection target covers a channel's videos).
  collectionIds: sql<number[]>`(${collectionsHolding(collectionItems.trackedFeedId, sql`${trackedFeeds.id}`)}
    || ${collectionsHolding(collectionItems.trackedChannelId, sql`${trackedFeeds.channelId}`)})`,
  memories: memoriesThatMatter("feed", sql`${trackedFeeds.id}`, capturedAt),
  captures: videoCapturesJson(sql`${trackedFeeds.videoId}`, capturedAt),
});

/** Distinct collection ids as numbers (drivers may hand back int[] elements as strings). */
const distinctIds = (ids: readonly (number | string)[] | null) => [...new Set((ids ?? []).map(Number))];

const num = (value: number | string | null) => (value === null ? null : Number(value));
const at = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const isTrue = (value: boolean | string) => value === true || value === "t" || value === "true";

function capture(capturedAt: Date | string | null, counts: (number | string | null)[]): ItemSnapshots["now"] | null {
  if (capturedAt === null) return null;
  const [views = null, likes = null, comments = null, shares = null, bookmarks = null] = counts.map(num);
  return { capturedAt: at(capturedAt), views, likes, comments, shares, bookmarks };
}

/** A REFRESHED_FEEDS row as the item evaluation sees (snapshots null without a capture at the refresh's time). */
function toRefreshedFeed(row: RefreshedFeedRow): RefreshedItem {
  const now = capture(row.n_captured_at, [row.n_views, row.n_likes, row.n_comments, row.n_shares, row.n_bookmarks]);
  const before = capture(row.b_captured_at, [row.b_views, row.b_likes, row.b_comments, row.b_shares, row.b_bookmarks]);
  const rules = row.m_rules ?? [];
  return {
    kind: "feed",
    id: Number(row.id),
    teamId: Number(row.team_id),
    channelId: num(row.channel_id),
    entityId: Number(row.video_id),
    platform: Number(row.platform) as PlatformValue,
    alertVersion: row.alert_version,
    collectionIds: distinctIds(row.collection_ids),
    memories: rules.map((ruleId, i) => {
      const fired = row.m_fired?.[i] ?? null;
      return {
        ruleId: Number(ruleId),
        aboveThreshold: isTrue(row.m_above?.[i] ?? false),
        lastFiredAt: fired === null ? null : new Date(Number(fired)),
      };
    }),
    snapshots: now ? { now, before, accountMedianViews: num(row.median_views) } : null,
  };
}

/** Feeds of these videos: one statement with flat columns (refreshed-feeds-sql.ts). */
async function feedsOfVideos(db: Db, videoIds: number[], capturedAt: Date): Promise<RefreshedItem[]> {
  const rows = await runStatement<RefreshedFeedRow>(db, REFRESHED_FEEDS, [
    videoIds,
    capturedAt.toISOString(),
    [...ACTIVE_FEED_STATUSES],
  ]);
  return rows.map(toRefreshedFeed);
}

/** Feeds of the videos an account refresh captured at `capturedAt` (it stores its newest videos' snapshots too). */
function feedsCapturedWithAccounts(db: Db, accountIds: number[], capturedAt: Date) {
  return db
    .select(feedColumns(capturedAt))
    .from(trackedFeeds)
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .innerJoin(organization, eq(organization.id, trackedFeeds.teamId))
    .innerJoin(
      videoSnapshots,
      and(eq(videoSnapshots.videoId, platformVideos.id), eq(videoSnapshots.capturedAt, capturedAt)),
    )
    .where(and(inArray(platformVideos.accountId, accountIds), inArray(trackedFeeds.status, [...ACTIVE_FEED_STATUSES])));
}

function channelsOfAccounts(db: Db, accountIds: number[], capturedAt: Date) {
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
      memories: memoriesThatMatter("channel", sql`${trackedChannels.id}`, capturedAt),
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

/** Items of a video batch (`videoIds`) or of an account batch (`accountIds`: its channels and captured feeds). */
export async function getRefreshedItems(
  db: Db,
  input: { videoIds: number[]; accountIds: number[]; capturedAt: Date },
): Promise<RefreshedItem[]> {
  const videoFeeds = input.videoIds.length ? await feedsOfVideos(db, input.videoIds, input.capturedAt) : [];
  const feeds = input.accountIds.length ? await feedsCapturedWithAccounts(db, input.accountIds, input.capturedAt) : [];
  const channels = input.accountIds.length ? await channelsOfAccounts(db, input.accountIds, input.capturedAt) : [];
  return [
    ...videoFeeds,
    ...feeds.map(({ collectionIds, memories, captures, ...feed }) => ({
      ...feed,
      memories: toMemories(memories),
      snapshots: toItemSnapshots(captures),
      kind: "feed" as const,
      platform: feed.platform as PlatformValue,
      collectionIds: distinctIds(collectionIds),
    })),
    ...channels.map(({ collectionIds, memories, ...channel }) => ({
      ...channel,
      memories: toMemories(memories),
      kind: "channel" as const,
      channelId: null,
      platform: channel.platform as PlatformValue,
      collectionIds: distinctIds(collectionIds),
    })),
  ];
}
