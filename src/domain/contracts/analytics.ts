// The account analytics (src/domain/analytics) as the API sends them: the analysis result and the channel
// detail share these. Times become ISO strings on the wire, so a video's publishedAt is a string here.
import { z } from "zod";
import { DURATION_BUCKETS, type KnownDurationBucket, type VideoStats } from "../analytics";
import { KnownCount, orNull } from "./common";

/**
 * Exactly one of DURATION_BUCKETS. Each alternative checks its literal id and bounds; the declared type is the
 * domain's union of those literal objects (zod would infer an object of unions), so the browser's bucket helpers
 * accept it unchanged.
 */
const DurationBucket = z
  .union(
    DURATION_BUCKETS.map((bucket) =>
      z.object({
        id: z.literal(bucket.id),
        minSeconds: z.literal(bucket.minSeconds).meta({ description: "Inclusive lower bound in seconds" }),
        // z.literal(null) renders as an object type in the document; z.null() says null.
        maxSeconds: (bucket.maxSeconds === null ? z.null() : z.literal(bucket.maxSeconds)).meta({
          description: "Exclusive upper bound in seconds; null for the last bucket",
        }),
      }),
    ),
  )
  .meta({ id: "DurationBucket" }) as unknown as z.ZodType<KnownDurationBucket>;

export const NumericRange = z.object({ min: z.number(), max: z.number() }).meta({ id: "NumericRange" });
export type NumericRange = z.infer<typeof NumericRange>;

export const VideoStatsAnswer = z
  .object({
    id: z.string().meta({ description: "The platform's video id" }),
    views: KnownCount,
    likes: KnownCount,
    comments: KnownCount,
    shares: KnownCount,
    bookmarks: KnownCount,
    durationSeconds: KnownCount,
    publishedAt: z.string().nullable().meta({ description: "ISO time; null when unknown" }),
  })
  .meta({ id: "VideoStats", description: "One video's public numbers; null counts are unknown" });
export type VideoStatsAnswer = z.infer<typeof VideoStatsAnswer>;

/** The wire form of a video's numbers (its publish time as an ISO string). */
export function videoStatsAnswer(video: VideoStats): VideoStatsAnswer {
  return { ...video, publishedAt: video.publishedAt ? new Date(video.publishedAt).toISOString() : null };
}

export const ViewsSummary = z
  .object({
    videoCount: z.number().int().meta({ description: "Videos with known views" }),
    averageViews: KnownCount,
    medianViews: KnownCount,
    mostViewed: orNull(VideoStatsAnswer),
  })
  .meta({ id: "ViewsSummary" });
export type ViewsSummary = z.infer<typeof ViewsSummary>;

export const ViralityAnalysis = z
  .object({
    medianViews: KnownCount.meta({ description: "The baseline the multiples are measured against" }),
    videoCount: z.number().int().meta({ description: "Videos with a multiple" }),
    medianMultiple: z.number().nullable(),
    range: orNull(NumericRange),
    shareAtLeast2x: z.number().nullable().meta({ description: "Fraction (0..1) of videos at 2x or more" }),
    shareAtLeast5x: z.number().nullable(),
    shareAtLeast10x: z.number().nullable(),
    viralCount: z.number().int().meta({ description: "Videos at the viral multiple (10x) or more" }),
  })
  .meta({ id: "ViralityAnalysis" });
export type ViralityAnalysis = z.infer<typeof ViralityAnalysis>;

export const DurationBucketStats = z
  .object({
    bucket: DurationBucket,
    count: z.number().int(),
    countWithViews: z.number().int(),
    medianViews: KnownCount.meta({ description: "Null when unknown or withheld from visitors" }),
  })
  .meta({ id: "DurationBucketStats" });
export type DurationBucketStats = z.infer<typeof DurationBucketStats>;

export const DurationAnalysis = z
  .object({
    videoCount: z.number().int().meta({ description: "Videos with a known duration" }),
    buckets: z.array(DurationBucketStats),
    bestDuration: orNull(DurationBucketStats),
    minimumVideosForBest: z.number().int(),
    range: orNull(NumericRange).meta({ description: "Shortest..longest duration in seconds" }),
  })
  .meta({ id: "DurationAnalysis" });
export type DurationAnalysis = z.infer<typeof DurationAnalysis>;

export const AllTimeTotals = z
  .object({
    views: KnownCount,
    engagement: KnownCount,
    likes: KnownCount,
    comments: KnownCount,
    shares: KnownCount,
    bookmarks: KnownCount,
  })
  .meta({ id: "AllTimeTotals", description: "Sums over the videos that report each metric; null when none does" });
export type AllTimeTotals = z.infer<typeof AllTimeTotals>;

export const HeatmapCell = z.object({
  weekday: z.number().int().meta({ description: "0 = Sunday … 6 = Saturday" }),
  hour: z.number().int().meta({ description: "0–23 in the team's time zone" }),
  count: z.number().int(),
  medianViews: KnownCount,
});
export type HeatmapCell = z.infer<typeof HeatmapCell>;

export const PostingHeatmap = z
  .object({
    utcOffsetHours: z.number().meta({ description: "Hours from UTC; a fraction for zones such as +5:30" }),
    cells: z.array(HeatmapCell).meta({ description: "168 cells weekday-major; empty for visitors" }),
    videoCount: z.number().int(),
    maxCount: z.number().int(),
  })
  .meta({ id: "PostingHeatmap" });
export type PostingHeatmap = z.infer<typeof PostingHeatmap>;

/** The analytics every account answer carries (analysis result and channel detail). */
export const accountAnalyticsFields = {
  videoCount: z.number().int().meta({ description: "Videos analysed, known views or not" }),
  summary: ViewsSummary,
  virality: ViralityAnalysis,
  duration: DurationAnalysis,
  totals: AllTimeTotals,
  heatmap: PostingHeatmap,
};

export const VideoMultiple = z
  .object({
    video: VideoStatsAnswer,
    multiple: z
      .number()
      .nullable()
      .meta({ description: "Outlier (×median): views divided by the account's median views" }),
    isViral: z.boolean(),
  })
  .meta({ id: "VideoMultiple" });
export type VideoMultiple = z.infer<typeof VideoMultiple>;
