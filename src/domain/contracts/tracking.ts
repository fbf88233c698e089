// Tracking contracts: feeds (tracked videos) and channels (tracked accounts), their list pages, details and the
// team's statistic (spec section 3 for the statuses; src/server/api/routes/feed.ts and channel.ts).
import { z } from "zod";
import { decodeFeedCursor } from "../feed-cursor";
import type { FetchState } from "../tracking-status";
import { accountAnalyticsFields, VideoMultiple } from "./analytics";
import { IsoDateTime, KnownCount, listPageOf, MAX_ID, orNull, PlatformName } from "./common";

// ---- requests ----

export const TrackBody = z.object({
  url: z
    .string({ error: "Paste a link or an @handle" })
    .trim()
    .min(1, { error: "Paste a link or an @handle" })
    .max(2048, { error: "This link is too long" }),
  platform: PlatformName.optional(),
});
export type TrackBody = z.infer<typeof TrackBody>;

export const TrackChannelBody = TrackBody.extend({
  video_limit: z.coerce
    .number()
    .int()
    .min(1, { error: "Import between 1 and 100 videos" })
    .max(100, { error: "Import between 1 and 100 videos" })
    .optional(),
});
export type TrackChannelBody = z.infer<typeof TrackChannelBody>;

const DateParam = z.coerce.date({ error: "Use a date like 2026-01-31" });

/** "1,2" → [1, 2]: status filters accept one value or a comma list. */
const StatusList = z
  .string()
  .regex(/^-?\d+(,-?\d+)*$/, { error: "Status must be a number or a comma-separated list of numbers" })
  .transform((value) => value.split(",").map(Number));

/** Filters of GET /v1/feed/list and /v1/feed/export (spread into their query schemas). */
export const FeedFilterQuery = {
  platform: PlatformName.optional(),
  status: StatusList.optional(),
  channel_id: z.coerce.number().int().positive().max(MAX_ID).optional(),
  collection: z.string().trim().max(32).optional(),
  published_from: DateParam.optional(),
  published_to: DateParam.optional(),
  updated_from: DateParam.optional(),
  updated_to: DateParam.optional(),
  q: z.string().trim().max(200).optional(),
  priority: z
    .enum(["true", "false"], { error: "Priority must be true or false" })
    .transform((value) => value === "true")
    .optional()
    .meta({ description: "Only items marked priority (true) or only the others (false)" }),
};

/**
 * GET /v1/feed/list's keyset cursor (issue 18 item 4): the `next_cursor` of the previous answer, decoded here so a
 * cursor this API did not write answers 400 like any bad field. The list's route checks it was taken under the same
 * sort and order.
 */
export const FeedCursorParam = z
  .string()
  .max(256, { error: "This cursor is not valid" })
  .transform((text, ctx) => {
    const cursor = decodeFeedCursor(text);
    if (!cursor) ctx.addIssue({ code: "custom", message: "This cursor is not valid" });
    return cursor ?? z.NEVER;
  })
  .meta({
    description:
      "The next_cursor of the previous page: the page after it, in the same sort and order (page is then not used)",
  });

/** GET /v1/feed/export's language of the status words; a locale that is not ours falls back, it is never an error. */
export const ExportLocaleQuery = {
  locale: z.string().trim().max(16).optional().meta({
    description: "Locale of the status words (en, de, zh-TW…); else the NEXT_LOCALE cookie, the page, Accept-Language",
  }),
};

/** Filters of GET /v1/channel/list. */
export const ChannelFilterQuery = {
  platform: PlatformName.optional(),
  status: StatusList.optional(),
  collection: z.string().trim().max(32).optional(),
  q: z.string().trim().max(200).optional(),
  priority: z
    .enum(["true", "false"], { error: "Priority must be true or false" })
    .transform((value) => value === "true")
    .optional()
    .meta({ description: "Only items marked priority (true) or only the others (false)" }),
};

/** POST /v1/feed/{id}/priority and /v1/channel/{id}/priority (issue 18 item 3). */
export const PriorityBody = z
  .object({ priority: z.boolean({ error: "Send priority: true or false" }) })
  .meta({ id: "PriorityBody" });
export type PriorityBody = z.infer<typeof PriorityBody>;

// ---- answers ----

const FETCH_STATES = ["ok", "not_found", "private", "failing"] as const satisfies readonly FetchState[];

export const FetchInfo = z
  .object({
    state: z.enum(FETCH_STATES).meta({ description: "The platform-side state of the video or account" }),
    error: z.string().nullable().meta({ description: "The last fetch's error; null when it succeeded" }),
    error_at: IsoDateTime.nullable(),
  })
  .meta({ id: "FetchInfo" });
export type FetchInfo = z.infer<typeof FetchInfo>;

const FeedStatusValue = z.number().int().meta({
  description: "-1 not found, 0 pending, 1 tracking, 2 stopped, 3 deleted, 4 removed (private)",
});
const ChannelStatusValue = z.number().int().meta({
  description: "0 pending, 1 tracking, 2 stopped, 3 deleted, 4 removed (vanished or private)",
});

export const FeedItem = z
  .object({
    id: z.number().int().positive(),
    status: FeedStatusValue,
    platform: orNull(PlatformName),
    platform_id: z.string(),
    url: z.string().nullable(),
    caption: z.string().nullable(),
    thumbnail: z.string().nullable(),
    duration: KnownCount.meta({ description: "Seconds" }),
    is_short: z.boolean().nullable(),
    published_on: IsoDateTime.nullable(),
    last_updated: IsoDateTime.nullable(),
    next_refresh: IsoDateTime.nullable(),
    tracked_at: IsoDateTime.meta({ description: "When the team started tracking it" }),
    views: KnownCount,
    likes: KnownCount,
    comments: KnownCount,
    shares: KnownCount,
    bookmarks: KnownCount,
    engagement: KnownCount.meta({ description: "Likes + comments + shares + bookmarks (known parts)" }),
    engagement_rate: z.number().nullable().meta({ description: "engagement / views" }),
    outlet: z
      .number()
      .nullable()
      .meta({ description: "Outlier (×median): the video's views divided by its channel's median views" }),
    growth: z
      .object({ last: KnownCount, d1: KnownCount, d7: KnownCount })
      .meta({ description: "View change since the previous snapshot, over 1 day and over 7 days" }),
    fetch: FetchInfo,
    channel: z
      .object({
        id: z.number().int().nullable().meta({ description: "The tracked channel that imported it, if any" }),
        account_id: z.number().int().nullable(),
        handle: z.string().nullable(),
        name: z.string().nullable(),
        avatar: z.string().nullable(),
      })
      .meta({ description: "The video's author" }),
    priority: z.boolean().meta({
      description: "Marked priority: refreshed every hour while the team is on Max (up to 100 feeds and channels)",
    }),
    is_demo: z.boolean(),
  })
  .meta({ id: "Feed" });
export type FeedItem = z.infer<typeof FeedItem>;

export const FeedHistoryPoint = z
  .object({
    captured_at: IsoDateTime,
    views: KnownCount,
    likes: KnownCount,
    comments: KnownCount,
    shares: KnownCount,
    bookmarks: KnownCount,
  })
  .meta({ id: "FeedHistoryPoint" });
export type FeedHistoryPoint = z.infer<typeof FeedHistoryPoint>;

export const FeedDetail = FeedItem.extend({
  history: z.array(FeedHistoryPoint).meta({ description: "Snapshots within the plan's history window, oldest first" }),
  history_since: IsoDateTime.nullable().meta({ description: "Start of the plan's window; null when unlimited" }),
  snapshot_count: z.number().int().meta({ description: "Every snapshot of the video, inside the window or not" }),
}).meta({ id: "FeedDetail" });
export type FeedDetail = z.infer<typeof FeedDetail>;

/** POST /v1/feed: the feed, and whether this call started tracking it. */
export const FeedTracked = FeedDetail.extend({ created: z.boolean() }).meta({ id: "FeedTracked" });
export type FeedTracked = z.infer<typeof FeedTracked>;

export const PriorityAnswer = z
  .object({
    id: z.number().int().positive(),
    priority: z.boolean(),
    priority_used: z.number().int().meta({ description: "The team's feeds and channels marked priority" }),
    priority_limit: z.number().int().meta({ description: "How many the plan allows (100 on Max, 0 below)" }),
  })
  .meta({ id: "PriorityAnswer" });
export type PriorityAnswer = z.infer<typeof PriorityAnswer>;

export const FeedListPage = listPageOf(FeedItem)
  .extend({
    next_cursor: z.string().nullable().meta({
      description:
        "Pass as cursor for the page after this one (keyset paging, stable under any sort); null on the last",
    }),
  })
  .meta({ id: "FeedListPage" });
export type FeedListPage = z.infer<typeof FeedListPage>;

/**
 * A feed as the dashboard's feeds table and its phone cards show it: GET /v1/feed/list?view=table (issue 18 item 5).
 * The full Feed stays the default answer for API clients; this one leaves out what the table never shows (the next
 * refresh, tracking date, is_short, and the author's ids, name and avatar), which is most of a page's bytes when
 * avatars are inline images.
 */
export const FeedTableItem = FeedItem.pick({
  id: true,
  status: true,
  platform: true,
  platform_id: true,
  url: true,
  caption: true,
  thumbnail: true,
  duration: true,
  published_on: true,
  last_updated: true,
  views: true,
  likes: true,
  comments: true,
  shares: true,
  bookmarks: true,
  engagement: true,
  engagement_rate: true,
  outlet: true,
  growth: true,
  fetch: true,
  priority: true,
  is_demo: true,
})
  .extend({ channel: z.object({ handle: z.string().nullable() }).meta({ description: "The video's author" }) })
  .meta({ id: "FeedTableItem" });
export type FeedTableItem = z.infer<typeof FeedTableItem>;

export const FeedTableListPage = listPageOf(FeedTableItem)
  .extend({ next_cursor: FeedListPage.shape.next_cursor })
  .meta({ id: "FeedTableListPage" });
export type FeedTableListPage = z.infer<typeof FeedTableListPage>;

export const FeedListView = z
  .enum(["full", "table"], { error: "View must be full or table" })
  .default("full")
  .meta({ description: "full: every field of Feed (the default); table: the fields the dashboard's table shows" });

export const ChannelItem = z
  .object({
    id: z.number().int().positive(),
    status: ChannelStatusValue,
    platform: orNull(PlatformName),
    platform_id: z.string(),
    handle: z.string().nullable(),
    name: z.string().nullable(),
    avatar: z.string().nullable(),
    profile_url: z.string().nullable(),
    bio: z.string().nullable(),
    followers: KnownCount,
    following: KnownCount,
    video_count: KnownCount,
    likes_total: KnownCount,
    median_views: KnownCount,
    feeds: z.number().int().meta({ description: "The team's feeds imported from this channel" }),
    video_limit: z.number().int().nullable().meta({ description: "Newest videos imported when tracking started" }),
    last_updated: IsoDateTime.nullable(),
    next_refresh: IsoDateTime.nullable(),
    tracked_at: IsoDateTime.meta({ description: "When the team started tracking it" }),
    fetch: FetchInfo,
    priority: z.boolean().meta({
      description: "Marked priority: refreshed every hour while the team is on Max (up to 100 feeds and channels)",
    }),
    is_demo: z.boolean(),
  })
  .meta({ id: "Channel" });
export type ChannelItem = z.infer<typeof ChannelItem>;

export const ChannelHistoryPoint = z
  .object({
    captured_at: IsoDateTime,
    followers: KnownCount,
    following: KnownCount,
    video_count: KnownCount,
    likes_total: KnownCount,
  })
  .meta({ id: "ChannelHistoryPoint" });
export type ChannelHistoryPoint = z.infer<typeof ChannelHistoryPoint>;

/** Account analytics over the channel's known videos (the same figures as the analysis pages). */
export const ChannelAnalytics = z
  .object({
    ...accountAnalyticsFields,
    mostViral: z.array(VideoMultiple),
    growth: z.null().meta({ description: "Not computed for channels (no account snapshots are passed)" }),
  })
  .meta({ id: "ChannelAnalytics" });
export type ChannelAnalytics = z.infer<typeof ChannelAnalytics>;

export const ChannelDetail = ChannelItem.extend({
  analytics: ChannelAnalytics,
  history: z.array(ChannelHistoryPoint),
  history_since: IsoDateTime.nullable().meta({ description: "Start of the plan's window; null when unlimited" }),
}).meta({ id: "ChannelDetail" });
export type ChannelDetail = z.infer<typeof ChannelDetail>;

/** POST /v1/channel: the channel, whether this call started tracking it, and what its import did. */
export const ChannelTracked = ChannelDetail.extend({
  created: z.boolean(),
  imported: z.number().int().meta({ description: "Videos imported as feeds" }),
  skipped: z.number().int().meta({ description: "Videos left out by the plan's feed limit" }),
}).meta({ id: "ChannelTracked" });
export type ChannelTracked = z.infer<typeof ChannelTracked>;

export const ChannelListPage = listPageOf(ChannelItem).meta({ id: "ChannelListPage" });
export type ChannelListPage = z.infer<typeof ChannelListPage>;

const CountsByStatus = z
  .record(z.string(), z.number().int())
  .meta({ description: "Status value → how many", example: { "0": 1, "1": 12 } });

export const TeamStatistic = z
  .object({
    plan: z.string().meta({ example: "free" }),
    limits: z.object({
      feeds: z.number().int().nullable().meta({ description: "Null when unlimited" }),
      channels: z.number().int().nullable(),
      history_days: z.number().int().nullable(),
      refresh_hours: z.number(),
      seats: z.number().int(),
    }),
    usage: z.object({
      feeds: z.number().int().meta({ description: "Feeds counted against the plan (demo feeds are not)" }),
      channels: z.number().int(),
    }),
    feeds_by_status: CountsByStatus,
    channels_by_status: CountsByStatus,
  })
  .meta({ id: "TeamStatistic" });
export type TeamStatistic = z.infer<typeof TeamStatistic>;
