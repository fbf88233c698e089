// The tracking core (DESIGN.md section 4): platform accounts and videos are global, one row per real entity,
// whoever tracks it; snapshots are append-only series keyed by (entity, captured_at); teams own tracked_* rows
// that point at the global rows. Counts are bigint and null when unknown (never 0 for "unknown").
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { organization, user } from "./auth";

const count = (name: string) => bigint(name, { mode: "number" });
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const platformAccounts = pgTable(
  "platform_accounts",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    platform: smallint("platform").notNull(),
    platformId: text("platform_id").notNull(),
    handle: text("handle"),
    displayName: text("display_name"),
    avatarUrl: text("avatar_url"),
    profileUrl: text("profile_url"),
    bio: text("bio"),
    followers: count("followers"),
    following: count("following"),
    videoCount: count("video_count"),
    likesTotal: count("likes_total"),
    /** Median views of the account's known videos, kept current at each refresh (outlier multiples use it). */
    medianViews: count("median_views"),
    isDemo: boolean("is_demo").notNull().default(false),
    raw: jsonb("raw"),
    // Outcome of the last refresh: "ok", "not_found", "private" or "failing" (transient errors), with the reason
    // and time shown to users; `missedCount` counts consecutive misses before an entity is declared gone.
    fetchState: text("fetch_state").notNull().default("ok"),
    fetchError: text("fetch_error"),
    fetchErrorAt: ts("fetch_error_at"),
    missedCount: integer("missed_count").notNull().default(0),
    lastFetchedAt: ts("last_fetched_at"),
    nextRefreshAt: ts("next_refresh_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("platform_accounts_platform_id_uq").on(t.platform, t.platformId),
    index("platform_accounts_handle_idx").on(t.platform, sql`lower(${t.handle})`),
    // The feed list's search (ILIKE '%…%' on handle and name) through pg_trgm (issue 18 item 4).
    index("platform_accounts_handle_trgm_idx").using("gin", sql`${t.handle} gin_trgm_ops`),
    index("platform_accounts_display_name_trgm_idx").using("gin", sql`${t.displayName} gin_trgm_ops`),
    index("platform_accounts_next_refresh_idx").on(t.nextRefreshAt),
  ],
);

export const platformVideos = pgTable(
  "platform_videos",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    platform: smallint("platform").notNull(),
    platformId: text("platform_id").notNull(),
    accountId: integer("account_id").references(() => platformAccounts.id, { onDelete: "set null" }),
    url: text("url"),
    caption: text("caption"),
    thumbnailUrl: text("thumbnail_url"),
    durationSeconds: integer("duration_seconds"),
    publishedAt: ts("published_at"),
    views: count("views"),
    likes: count("likes"),
    comments: count("comments"),
    shares: count("shares"),
    bookmarks: count("bookmarks"),
    isShort: boolean("is_short"),
    /** views / the account's median views at the last refresh; null when either is unknown or the median is 0. */
    outlierMultiple: doublePrecision("outlier_multiple"),
    // View growth since the previous snapshot and over 1 and 7 days, computed from snapshots at each refresh so
    // lists can sort on them without reading the series.
    viewsChangeLast: count("views_change_last"),
    viewsChange1d: count("views_change_1d"),
    viewsChange7d: count("views_change_7d"),
    isDemo: boolean("is_demo").notNull().default(false),
    /**
     * MD5 (as a uuid: 16 bytes) of what a refresh writes beyond the counts: the metadata columns and the raw payload
     * without its counters (content-hash.ts). On the row a refresh locks, so its upsert compares it
     * against the locked version and keeps the metadata when it matches (issue 18 item 1, session 7). Null until a
     * write records it: the next refresh then writes the metadata and payload once.
     */
    contentHash: uuid("content_hash"),
    /**
     * Capture time of the snapshot whose counts this row holds, so the next refresh takes the previous capture's
     * views from the row instead of probing the series (store-videos-sql.ts, derivedColumns). Null when unknown
     * (rows written before it existed, an out-of-order capture, or that snapshot deleted by retention): the
     * refresh then reads the series as before.
     */
    lastPointAt: ts("last_point_at"),
    // The platform's raw answer lives in platform_video_raw: a views-only refresh rewrites this row every time,
    // and carrying ~1.2 KB of payload in it was half of the write's cost (issue 18 item 1, bench/RESULTS.md).
    // Outcome of the last refresh: "ok", "not_found", "private" or "failing" (transient errors), with the reason
    // and time shown to users; `missedCount` counts consecutive misses before an entity is declared gone.
    fetchState: text("fetch_state").notNull().default("ok"),
    fetchError: text("fetch_error"),
    fetchErrorAt: ts("fetch_error_at"),
    missedCount: integer("missed_count").notNull().default(0),
    lastFetchedAt: ts("last_fetched_at"),
    nextRefreshAt: ts("next_refresh_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("platform_videos_platform_id_uq").on(t.platform, t.platformId),
    index("platform_videos_account_idx").on(t.accountId, t.publishedAt),
    index("platform_videos_next_refresh_idx").on(t.nextRefreshAt),
    // The feed list's search (ILIKE '%…%' on the caption) through pg_trgm (issue 18 item 4).
    index("platform_videos_caption_trgm_idx").using("gin", sql`${t.caption} gin_trgm_ops`),
  ],
);

/**
 * A video's last raw platform answer whose content changed (platform_videos.content_hash covers the metadata
 * columns and the payload without its counters), so a views-only refresh sends and writes none of it. The payload's
 * own counters may therefore be older than the video row's, which are the authoritative ones.
 */
export const platformVideoRaw = pgTable("platform_video_raw", {
  videoId: integer("video_id")
    .primaryKey()
    .references(() => platformVideos.id, { onDelete: "cascade" }),
  raw: jsonb("raw"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const accountSnapshots = pgTable(
  "account_snapshots",
  {
    accountId: integer("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "cascade" }),
    capturedAt: ts("captured_at").notNull(),
    followers: count("followers"),
    following: count("following"),
    videoCount: count("video_count"),
    likesTotal: count("likes_total"),
    /**
     * Sum of the views of the account's known videos right after this refresh stored them (channel history,
     * issue 19); null when no video's views are known. Kept here so a daily series is one range read.
     */
    viewsTotal: count("views_total"),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.capturedAt] })],
);

export const videoSnapshots = pgTable(
  "video_snapshots",
  {
    videoId: integer("video_id")
      .notNull()
      .references(() => platformVideos.id, { onDelete: "cascade" }),
    capturedAt: ts("captured_at").notNull(),
    views: count("views"),
    likes: count("likes"),
    comments: count("comments"),
    shares: count("shares"),
    bookmarks: count("bookmarks"),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.capturedAt] })],
);

export const trackedChannels = pgTable(
  "tracked_channels",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    accountId: integer("account_id")
      .notNull()
      .references(() => platformAccounts.id, { onDelete: "restrict" }),
    // Channel status enumeration of the spec: 0 Pending, 1 Tracking, 2 Stop, 3 Deleted, 4 Remove.
    status: smallint("status").notNull().default(0),
    videoLimit: integer("video_limit").notNull().default(30),
    /** Part of the team's demo workspace: listed, but not counted against the plan (services/demo-workspace). */
    isDemo: boolean("is_demo").notNull().default(false),
    lastManualRefreshAt: ts("last_manual_refresh_at"),
    /** Marked priority by a Max team: refreshed hourly (issue 18 item 3); ignored below Max (tracking/schedule.ts). */
    priority: boolean("priority").notNull().default(false),
    addedBy: integer("added_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("tracked_channels_team_account_uq").on(t.teamId, t.accountId),
    index("tracked_channels_team_status_idx").on(t.teamId, t.status),
    // The per-team count of priority items (at most 100) reads only the marked rows.
    index("tracked_channels_team_priority_idx").on(t.teamId).where(sql`${t.priority}`),
  ],
);

export const trackedFeeds = pgTable(
  "tracked_feeds",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    videoId: integer("video_id")
      .notNull()
      .references(() => platformVideos.id, { onDelete: "restrict" }),
    // Set when the feed was imported by tracking its channel; null for a feed added on its own.
    channelId: integer("channel_id").references(() => trackedChannels.id, { onDelete: "set null" }),
    // Feed status enumeration of the spec: -1 not found, 0 Pending, 1 Tracking, 2 Stop, 3 deleted, 4 removed.
    status: smallint("status").notNull().default(0),
    /** Part of the team's demo workspace: listed, but not counted against the plan (services/demo-workspace). */
    isDemo: boolean("is_demo").notNull().default(false),
    lastManualRefreshAt: ts("last_manual_refresh_at"),
    /** Marked priority by a Max team: refreshed hourly (issue 18 item 3); ignored below Max (tracking/schedule.ts). */
    priority: boolean("priority").notNull().default(false),
    addedBy: integer("added_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    // Copies of the video's latest values the feed list sorts by (issue 18 item 4), so a team's page is a range of
    // a (team_id, column, id) index instead of a join of every feed of the team to its video. Kept by database
    // triggers (migration 0018): on insert of a feed, and set-based after every statement that updates videos,
    // so no write path can leave them stale. Null when the video's value is unknown, like the video's own column.
    sortViews: count("sort_views"),
    sortLikes: count("sort_likes"),
    sortComments: count("sort_comments"),
    sortShares: count("sort_shares"),
    sortBookmarks: count("sort_bookmarks"),
    sortEngagement: count("sort_engagement"),
    sortDuration: integer("sort_duration"),
    sortPublishedAt: ts("sort_published_at"),
    sortLastFetchedAt: ts("sort_last_fetched_at"),
    sortOutlierMultiple: doublePrecision("sort_outlier_multiple"),
    sortGrowthLast: count("sort_growth_last"),
    sortGrowth1d: count("sort_growth_1d"),
    sortGrowth7d: count("sort_growth_7d"),
  },
  (t) => [
    uniqueIndex("tracked_feeds_team_video_uq").on(t.teamId, t.videoId),
    // (team_id, status, id) also serves the list's status order; (team_id, created_at, id) its tracked_at order.
    index("tracked_feeds_team_status_idx").on(t.teamId, t.status, t.id),
    index("tracked_feeds_team_created_idx").on(t.teamId, t.createdAt, t.id),
    index("tracked_feeds_sort_views_idx").on(t.teamId, t.sortViews, t.id),
    index("tracked_feeds_sort_likes_idx").on(t.teamId, t.sortLikes, t.id),
    index("tracked_feeds_sort_comments_idx").on(t.teamId, t.sortComments, t.id),
    index("tracked_feeds_sort_shares_idx").on(t.teamId, t.sortShares, t.id),
    index("tracked_feeds_sort_bookmarks_idx").on(t.teamId, t.sortBookmarks, t.id),
    index("tracked_feeds_sort_engagement_idx").on(t.teamId, t.sortEngagement, t.id),
    index("tracked_feeds_sort_duration_idx").on(t.teamId, t.sortDuration, t.id),
    index("tracked_feeds_sort_published_idx").on(t.teamId, t.sortPublishedAt, t.id),
    index("tracked_feeds_sort_last_fetched_idx").on(t.teamId, t.sortLastFetchedAt, t.id),
    index("tracked_feeds_sort_outlier_idx").on(t.teamId, t.sortOutlierMultiple, t.id),
    index("tracked_feeds_sort_growth_last_idx").on(t.teamId, t.sortGrowthLast, t.id),
    index("tracked_feeds_sort_growth_1d_idx").on(t.teamId, t.sortGrowth1d, t.id),
    index("tracked_feeds_sort_growth_7d_idx").on(t.teamId, t.sortGrowth7d, t.id),
    index("tracked_feeds_channel_idx").on(t.channelId),
    // Every team's feeds of refreshed videos (alert evaluation, status sync) are found by video.
    index("tracked_feeds_video_idx").on(t.videoId),
    index("tracked_feeds_team_priority_idx").on(t.teamId).where(sql`${t.priority}`),
  ],
);

export const collections = pgTable(
  "collections",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    teamId: integer("team_id")
      .notNull()
      .references(() => organization.id, { onDelete: "cascade" }),
    hashId: varchar("hash_id", { length: 32 }).notNull().unique(),
    name: varchar("name", { length: 12 }).notNull(),
    createdBy: integer("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("collections_team_idx").on(t.teamId)],
);

export const collectionItems = pgTable(
  "collection_items",
  {
    id: integer("id").generatedByDefaultAsIdentity().primaryKey(),
    collectionId: integer("collection_id")
      .notNull()
      .references(() => collections.id, { onDelete: "cascade" }),
    trackedChannelId: integer("tracked_channel_id").references(() => trackedChannels.id, { onDelete: "cascade" }),
    trackedFeedId: integer("tracked_feed_id").references(() => trackedFeeds.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("collection_items_channel_uq").on(t.collectionId, t.trackedChannelId),
    uniqueIndex("collection_items_feed_uq").on(t.collectionId, t.trackedFeedId),
    // The collections holding a refreshed item (alert evaluation: collection targets).
    index("collection_items_feed_idx").on(t.trackedFeedId),
    index("collection_items_channel_idx").on(t.trackedChannelId),
    // Exactly one of the two targets is set.
    check("collection_items_one_target", sql`num_nonnulls(${t.trackedChannelId}, ${t.trackedFeedId}) = 1`),
  ],
);
