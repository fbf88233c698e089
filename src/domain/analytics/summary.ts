// The headline numbers of an account (spec: average views, median views, most viewed, video count).
import { knownCount, ratioOrNull } from "./known";
import { median } from "./median";
import type { VideoStats } from "./types";

export interface ViewsSummary {
  /** Videos with known views: the population every other figure here is computed over. */
  videoCount: number;
  averageViews: number | null;
  medianViews: number | null;
  /** The video with the most views; on a tie the first in input order, so the answer is stable. */
  mostViewed: VideoStats | null;
}

/** Views of the videos whose views are known, in input order. */
export function knownViews(videos: readonly VideoStats[]): number[] {
  const views: number[] = [];
  for (const video of videos) {
    const count = knownCount(video.views);
    if (count !== null) views.push(count);
  }
  return views;
}

/** The account's median views: the baseline of outlier multiples. Null when no video has known views. */
export function medianViews(videos: readonly VideoStats[]): number | null {
  return median(knownViews(videos));
}

export function summarizeViews(videos: readonly VideoStats[]): ViewsSummary {
  let total = 0;
  let videoCount = 0;
  let mostViewed: VideoStats | null = null;
  let mostViews = -1;
  for (const video of videos) {
    const views = knownCount(video.views);
    if (views === null) continue;
    total += views;
    videoCount += 1;
    if (views > mostViews) {
      mostViews = views;
      mostViewed = video;
    }
  }
  return {
    videoCount,
    averageViews: ratioOrNull(total, videoCount),
    medianViews: medianViews(videos),
    mostViewed,
  };
}
