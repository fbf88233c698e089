// Collection contracts: a team's named groups of channels and feeds (src/server/api/routes/collection.ts).
// `{id}` and `collection_id` accept the numeric id or the hash_id.
import { z } from "zod";
import { COLLECTION_BATCH_MAX, CollectionName } from "../collections";
import { IsoDateTime, KnownCount, MAX_ID } from "./common";
import { ChannelItem, FeedItem } from "./tracking";

// ---- requests ----

export const CollectionRefParam = z.object({
  id: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .meta({ param: { name: "id", in: "path" }, description: "The numeric id or the hash_id", example: "aB3xYz90Qw" }),
});
export type CollectionRefParam = z.infer<typeof CollectionRefParam>;

export const CollectionNameBody = z.object({ name: CollectionName });
export type CollectionNameBody = z.infer<typeof CollectionNameBody>;

const CollectionRefBody = z.union([z.number().int().positive().max(MAX_ID), z.string().trim().min(1).max(32)], {
  error: "Choose a collection",
});

function idList(what: "channel" | "feed") {
  const message = `Choose between 1 and ${COLLECTION_BATCH_MAX} ${what}s`;
  const wholeNumber = `Each ${what} id must be a whole number`;
  return z
    .array(
      z
        .number({ error: wholeNumber })
        .int({ error: wholeNumber })
        .positive({ error: wholeNumber })
        .max(MAX_ID, { error: wholeNumber }),
      { error: message },
    )
    .min(1, { error: message })
    .max(COLLECTION_BATCH_MAX, { error: message });
}

export const CollectionChannelsBody = z.object({ collection_id: CollectionRefBody, channel_ids: idList("channel") });
export type CollectionChannelsBody = z.infer<typeof CollectionChannelsBody>;

export const CollectionFeedsBody = z.object({ collection_id: CollectionRefBody, feed_ids: idList("feed") });
export type CollectionFeedsBody = z.infer<typeof CollectionFeedsBody>;

// ---- answers ----

/** What create, rename and delete answer: the collection's ids and name. */
export const CollectionHeader = z
  .object({
    id: z.number().int().positive(),
    hash_id: z.string().meta({ description: "The id in the dashboard's /dashboard/collections/{hash_id} links" }),
    name: z.string(),
  })
  .meta({ id: "CollectionHeader" });
export type CollectionHeader = z.infer<typeof CollectionHeader>;

export const CollectionSummary = CollectionHeader.extend({
  channels: z.number().int().meta({ description: "Channels in the collection" }),
  feeds: z.number().int().meta({ description: "Feeds in the collection" }),
  created_at: IsoDateTime,
}).meta({ id: "CollectionSummary" });
export type CollectionSummary = z.infer<typeof CollectionSummary>;

export const CollectionList = z
  .object({ collections: z.array(CollectionSummary).meta({ description: "In creation order" }) })
  .meta({ id: "CollectionList" });
export type CollectionList = z.infer<typeof CollectionList>;

export const CollectionTotals = z
  .object({
    channels: z.number().int().meta({ description: "Channels in the collection" }),
    feeds: z.number().int().meta({ description: "Loose feeds in the collection" }),
    videos: z.number().int().meta({
      description:
        "Deduplicated videos: the loose feeds and the channels' tracked feeds, each once (gone ones left out)",
    }),
    views: KnownCount,
    likes: KnownCount,
    comments: KnownCount,
    shares: KnownCount,
    bookmarks: KnownCount,
    engagement: KnownCount,
    engagement_rate: z.number().nullable().meta({ description: "engagement / views" }),
    growth_7d: KnownCount.meta({ description: "Views gained over 7 days" }),
    median_views: KnownCount,
    viral_feeds: z.number().int().meta({ description: "Feeds at the viral multiple (10x) or more" }),
  })
  .meta({
    id: "CollectionTotals",
    description: "Sums over the deduplicated videos; a sum is null when no video reports it",
  });
export type CollectionTotals = z.infer<typeof CollectionTotals>;

export const CollectionBreakdownRow = z
  .object({
    key: z.string().meta({ description: 'The platform name, or "a" and the author account id ("unknown" when none)' }),
    platform: z.string().nullable(),
    handle: z.string().nullable(),
    name: z.string().nullable(),
    videos: z.number().int(),
    views: KnownCount,
    engagement: KnownCount,
    engagement_rate: z.number().nullable(),
  })
  .meta({ id: "CollectionBreakdownRow" });
export type CollectionBreakdownRow = z.infer<typeof CollectionBreakdownRow>;

export const CollectionReport = z
  .object({
    period: z.object({
      start: z.iso.date().meta({ description: "First day, in the team's time zone" }),
      end: z.iso.date().meta({ description: "Last day (today), in the team's time zone" }),
      days: z.number().int().meta({ description: "The plan's history window (90 when unlimited)" }),
    }),
    series: z
      .array(z.object({ date: z.iso.date(), views: KnownCount }))
      .meta({ description: "Views of the deduplicated videos per day (each video's latest known value summed)" }),
    top: z.array(FeedItem).meta({ description: "Up to 20 videos, most views gained over 7 days first" }),
    platforms: z.array(CollectionBreakdownRow).meta({ description: "Per platform, most viewed first" }),
    creators: z.array(CollectionBreakdownRow).meta({ description: "Per author account, most viewed first" }),
  })
  .meta({ id: "CollectionReport" });
export type CollectionReport = z.infer<typeof CollectionReport>;

export const CollectionDetail = CollectionHeader.extend({
  created_at: IsoDateTime,
  channels: z.array(ChannelItem).meta({ description: "Newest added first" }),
  feeds: z.array(FeedItem).meta({ description: "Newest added first" }),
  totals: CollectionTotals,
  report: CollectionReport,
}).meta({ id: "Collection" });
export type CollectionDetail = z.infer<typeof CollectionDetail>;

export const CollectionItemsAdded = z
  .object({ collection_id: z.number().int().positive(), added: z.number().int() })
  .meta({ id: "CollectionItemsAdded" });
export type CollectionItemsAdded = z.infer<typeof CollectionItemsAdded>;

export const CollectionItemsRemoved = z
  .object({ collection_id: z.number().int().positive(), removed: z.number().int() })
  .meta({ id: "CollectionItemsRemoved" });
export type CollectionItemsRemoved = z.infer<typeof CollectionItemsRemoved>;
