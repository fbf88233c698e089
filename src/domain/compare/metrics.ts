// The per-channel figures of the comparison table (issue 19 item 3), from the channel's videos published inside the
// comparison window. The definitions are DESIGN.md section 7's; the population is the window's videos so every
// channel is measured over the same period.
import { analyzeDuration, type DurationBucketId } from "../analytics/duration";
import { engagementOf } from "../analytics/engagement";
import { knownCount, knownDate, ratioOrNull } from "../analytics/known";
import { isViralMultiple, outlierMultiple } from "../analytics/outliers";
import { medianViews } from "../analytics/summary";
import type { VideoStats } from "../analytics/types";
import type { CompareWindow } from "./window";

export interface ChannelVideoMetrics {
  /** Videos published inside the window (views known or not): the population of every figure below. */
  videosInWindow: number;
  medianViews: number | null;
  /** Share (0..1) of the window's videos with a known multiple that reached 10× the window's median or more. */
  outlierRate: number | null;
  /** The duration bucket with the best median views (analyzeDuration's rule), and that median. */
  bestDuration: DurationBucketId | null;
  bestDurationMedianViews: number | null;
  /** Videos per week over the window; 0 is a real answer (nothing published), not unknown. */
  postingFrequency: number;
  /** Summed engagement / summed views over the videos where both are known (0.05 = 5 %). */
  engagementRate: number | null;
}

/** The videos published in [start, end]; a video without a known publish time cannot be placed and is left out. */
export function videosInWindow(videos: readonly VideoStats[], window: CompareWindow): VideoStats[] {
  const start = window.start.getTime();
  const end = window.end.getTime();
  return videos.filter((video) => {
    const published = knownDate(video.publishedAt)?.getTime();
    return published !== undefined && published >= start && published <= end;
  });
}

export function channelVideoMetrics(videos: readonly VideoStats[], window: CompareWindow): ChannelVideoMetrics {
  const inWindow = videosInWindow(videos, window);
  const median = medianViews(inWindow);
  let withMultiple = 0;
  let viral = 0;
  let engagementTotal = 0;
  let viewsTotal = 0;
  let rated = 0;
  for (const video of inWindow) {
    const multiple = outlierMultiple(video.views, median);
    if (multiple !== null) {
      withMultiple += 1;
      if (isViralMultiple(multiple)) viral += 1;
    }
    const views = knownCount(video.views);
    const engagement = engagementOf(video);
    if (views !== null && engagement !== null) {
      engagementTotal += engagement;
      viewsTotal += views;
      rated += 1;
    }
  }
  const best = analyzeDuration(inWindow).bestDuration;
  return {
    videosInWindow: inWindow.length,
    medianViews: median,
    outlierRate: ratioOrNull(viral, withMultiple),
    bestDuration: best?.bucket.id ?? null,
    bestDurationMedianViews: best?.medianViews ?? null,
    postingFrequency: (inWindow.length * 7) / window.days,
    engagementRate: rated === 0 ? null : ratioOrNull(engagementTotal, viewsTotal),
  };
}
