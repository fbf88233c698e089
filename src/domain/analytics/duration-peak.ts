// The chart's peak next to "Best duration" (issue 20 item 7): the best duration only considers lengths with enough
// videos (minimumVideosForBestDuration), so the tallest bar of the chart can be another length with too few videos.
// This names that bar, so the card can say why it is not the best.
import type { DurationAnalysis, DurationBucketStats } from "./duration";

/**
 * The bucket with the highest median views in the chart when it is not the best duration (it has fewer videos than
 * the minimum); null when the best duration is the chart's peak, or there is no best duration to explain.
 */
export function peakBelowMinimum(duration: DurationAnalysis): DurationBucketStats | null {
  const best = duration.bestDuration;
  if (!best || best.medianViews === null) return null;
  let peak: DurationBucketStats | null = null;
  for (const bucket of duration.buckets) {
    if (bucket.medianViews !== null && (peak === null || bucket.medianViews > (peak.medianViews ?? 0))) peak = bucket;
  }
  if (!peak || peak.bucket.id === best.bucket.id || (peak.medianViews ?? 0) <= best.medianViews) return null;
  return peak.countWithViews < duration.minimumVideosForBest ? peak : null;
}
