// GET /v1/compare (issue 19 item 3): 2 to 5 of the team's channels side by side: identity, a daily series of
// followers and views gained, the table's metrics and the leader of each row.
import { z } from "zod";
import { DURATION_BUCKETS } from "../analytics/duration";
import { MAX_ID, orNull, PlatformName } from "./common";

export const COMPARE_MIN_CHANNELS = 2;
export const COMPARE_MAX_CHANNELS = 5;

const BOUNDS_MESSAGE = `Pick ${COMPARE_MIN_CHANNELS} to ${COMPARE_MAX_CHANNELS} channels to compare`;

/**
 * "1,2,3" → [1, 2, 3]. Every id must be a positive integer, each once, 2 to 5 of them; anything else is a 400 with
 * a message that says which rule failed.
 */
export const ChannelIdList = z.string({ error: BOUNDS_MESSAGE }).transform((raw, ctx) => {
  const parts = raw
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const ids: number[] = [];
  for (const part of parts) {
    const id = /^\d{1,10}$/.test(part) ? Number(part) : Number.NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      ctx.addIssue({ code: "custom", message: `"${part.slice(0, 20)}" is not a channel id` });
      return z.NEVER;
    }
    ids.push(id);
  }
  if (new Set(ids).size !== ids.length) {
    ctx.addIssue({ code: "custom", message: "Each channel can be compared only once" });
    return z.NEVER;
  }
  if (ids.length < COMPARE_MIN_CHANNELS || ids.length > COMPARE_MAX_CHANNELS) {
    ctx.addIssue({ code: "custom", message: BOUNDS_MESSAGE });
    return z.NEVER;
  }
  return ids;
});

export const CompareQuery = z.object({
  channel_ids: ChannelIdList.meta({
    param: { name: "channel_ids", in: "query" },
    description: "2 to 5 of the team's channel ids, comma-separated, each once",
    example: "1,2",
  }),
});
export type CompareQuery = z.infer<typeof CompareQuery>;

export const COMPARE_METRICS = [
  "median_views",
  "outlier_rate",
  "best_duration",
  "posting_frequency",
  "engagement_rate",
  "followers_growth_7d",
  "followers_growth_30d",
  "views_growth_7d",
  "views_growth_30d",
] as const;
export const CompareMetricName = z.enum(COMPARE_METRICS).meta({ id: "CompareMetricName" });
export type CompareMetricName = z.infer<typeof CompareMetricName>;

const bucketIds = DURATION_BUCKETS.map((bucket) => bucket.id) as [string, ...string[]];

export const CompareDailyPoint = z
  .object({
    date: z.iso.date().meta({ description: "A day in the team's time zone" }),
    followers: z.number().nullable().meta({ description: "The day's last known followers; null without a snapshot" }),
    views_total: z.number().nullable().meta({ description: "The day's last known total views of its videos" }),
    views_gained: z.number().nullable().meta({ description: "views_total − the previous day's; null when unknown" }),
  })
  .meta({ id: "CompareDailyPoint" });
export type CompareDailyPoint = z.infer<typeof CompareDailyPoint>;

export const CompareMetrics = z
  .object({
    median_views: z.number().nullable(),
    outlier_rate: z.number().nullable().meta({ description: "Share (0..1) of its videos at 10× median or more" }),
    best_duration: z.number().nullable().meta({ description: "Median views of its best duration bucket" }),
    posting_frequency: z.number().nullable().meta({ description: "Videos per week over video_window_days" }),
    engagement_rate: z.number().nullable().meta({ description: "Engagement / views (0.05 = 5 %)" }),
    followers_growth_7d: z.number().nullable(),
    followers_growth_30d: z.number().nullable(),
    views_growth_7d: z.number().nullable(),
    views_growth_30d: z.number().nullable(),
  })
  .meta({ id: "CompareMetrics", description: "Null means unknown (or outside the plan's window), never 0" });
export type CompareMetrics = z.infer<typeof CompareMetrics>;

export const ComparedChannel = z
  .object({
    id: z.number().int().positive(),
    platform: orNull(PlatformName),
    handle: z.string().nullable(),
    name: z.string().nullable(),
    avatar: z.string().nullable(),
    is_demo: z.boolean(),
    videos_in_window: z.number().int().meta({ description: "Videos published in the last video_window_days" }),
    best_duration_bucket: z.enum(bucketIds).nullable().meta({ description: "Seconds, e.g. 15-30 or 180+" }),
    metrics: CompareMetrics,
    series: z.array(CompareDailyPoint),
  })
  .meta({ id: "ComparedChannel" });
export type ComparedChannel = z.infer<typeof ComparedChannel>;

export const CompareRow = z
  .object({
    metric: CompareMetricName,
    better: z.enum(["higher", "lower"]),
    leaders: z.array(z.number().int()).meta({ description: "Channel ids with the best known value (all on a tie)" }),
  })
  .meta({ id: "CompareRow" });
export type CompareRow = z.infer<typeof CompareRow>;

export const Comparison = z
  .object({
    window_days: z
      .number()
      .int()
      .meta({ description: "The series and growth cover the plan's history window (90 days when unlimited)" }),
    window_start: z.iso.datetime(),
    video_window_days: z
      .number()
      .int()
      .meta({ description: "The video figures read the videos published in these last days (90 on every plan)" }),
    channels: z.array(ComparedChannel).meta({ description: "In the order asked" }),
    rows: z.array(CompareRow),
  })
  .meta({ id: "Comparison" });
export type Comparison = z.infer<typeof Comparison>;
