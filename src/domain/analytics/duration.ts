// Duration analysis: which video length works best for an account (spec: best duration, video count, duration
// range).
import { knownCount } from "./known";
import { median } from "./median";
import { rangeOf } from "./range";
import type { NumericRange, VideoStats } from "./types";

export interface DurationBucket {
  id: string;
  /** Inclusive lower bound in seconds. */
  minSeconds: number;
  /** Exclusive upper bound in seconds; null for the open-ended last bucket. */
  maxSeconds: number | null;
}

/**
 * Half-open buckets [min, max): a 15 s video is in 15–30, a 60 s Short in 60–90. The edges follow the platforms'
 * own cut-offs (15 s and 60 s were TikTok's and Shorts' historical limits, 90 s the Reels limit, 180 s today's
 * Shorts limit), so a bucket means "made for that format".
 */
export const DURATION_BUCKETS = [
  { id: "0-15", minSeconds: 0, maxSeconds: 15 },
  { id: "15-30", minSeconds: 15, maxSeconds: 30 },
  { id: "30-60", minSeconds: 30, maxSeconds: 60 },
  { id: "60-90", minSeconds: 60, maxSeconds: 90 },
  { id: "90-180", minSeconds: 90, maxSeconds: 180 },
  { id: "180+", minSeconds: 180, maxSeconds: null },
] as const satisfies readonly DurationBucket[];

/** One of DURATION_BUCKETS, with its literal id. */
export type KnownDurationBucket = (typeof DURATION_BUCKETS)[number];
export type DurationBucketId = KnownDurationBucket["id"];

/** A bucket needs at least this many videos with known views to be named the best duration... */
export const BEST_DURATION_MIN_VIDEOS = 3;
/** ...and at least this fraction of the account's videos with known duration and views. */
export const BEST_DURATION_MIN_SHARE = 0.1;

export interface DurationBucketStats {
  bucket: KnownDurationBucket;
  /** Videos whose duration falls in the bucket. */
  count: number;
  /** Of those, the videos with known views: the population of the median and of the best-duration rule. */
  countWithViews: number;
  medianViews: number | null;
}

export interface DurationAnalysis {
  /** Videos with a known duration. */
  videoCount: number;
  /** One entry per DURATION_BUCKETS entry, same order, empty buckets included (count 0, median null). */
  buckets: DurationBucketStats[];
  /** The bucket with the highest median views among the buckets with enough videos; null when none qualifies. */
  bestDuration: DurationBucketStats | null;
  /** The minimum videos a bucket needed to compete for best duration. */
  minimumVideosForBest: number;
  /** Shortest..longest known duration in seconds. */
  range: NumericRange | null;
}

/** The bucket a duration falls in; null for an unknown (or negative, or non-finite) duration. */
export function durationBucketOf(durationSeconds: number | null): KnownDurationBucket | null {
  const seconds = knownCount(durationSeconds);
  if (seconds === null) return null;
  for (const bucket of DURATION_BUCKETS) {
    if (bucket.maxSeconds === null || seconds < bucket.maxSeconds) return bucket;
  }
  return null;
}

/**
 * max(3, ceil(10 % of the videos with known duration and views)). Three keeps one lucky video (or two) from
 * crowning a bucket; the 10 % share scales that up for large accounts, where a bucket of 3 out of 500 is noise.
 */
export function minimumVideosForBestDuration(videosWithDurationAndViews: number): number {
  const share = Math.ceil(Math.max(0, videosWithDurationAndViews) * BEST_DURATION_MIN_SHARE);
  return Math.max(BEST_DURATION_MIN_VIDEOS, share);
}

export function analyzeDuration(videos: readonly VideoStats[]): DurationAnalysis {
  const counts = new Map<DurationBucketId, number>();
  const views = new Map<DurationBucketId, number[]>();
  const durations: number[] = [];
  for (const video of videos) {
    const bucket = durationBucketOf(video.durationSeconds);
    const seconds = knownCount(video.durationSeconds);
    if (bucket === null || seconds === null) continue;
    durations.push(seconds);
    counts.set(bucket.id, (counts.get(bucket.id) ?? 0) + 1);
    const count = knownCount(video.views);
    if (count === null) continue;
    const bucketViews = views.get(bucket.id);
    if (bucketViews) bucketViews.push(count);
    else views.set(bucket.id, [count]);
  }

  const buckets: DurationBucketStats[] = DURATION_BUCKETS.map((bucket) => {
    const bucketViews = views.get(bucket.id) ?? [];
    return {
      bucket,
      count: counts.get(bucket.id) ?? 0,
      countWithViews: bucketViews.length,
      medianViews: median(bucketViews),
    };
  });

  const withViews = buckets.reduce((sum, stats) => sum + stats.countWithViews, 0);
  const minimumVideosForBest = minimumVideosForBestDuration(withViews);
  let bestDuration: DurationBucketStats | null = null;
  for (const stats of buckets) {
    if (stats.countWithViews < minimumVideosForBest || stats.medianViews === null) continue;
    // Strictly greater: on a tie the shorter bucket wins, the cheaper format to produce.
    if (bestDuration === null || stats.medianViews > (bestDuration.medianViews ?? -1)) bestDuration = stats;
  }

  return { videoCount: durations.length, buckets, bestDuration, minimumVideosForBest, range: rangeOf(durations) };
}
