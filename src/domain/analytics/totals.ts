// All-time totals of an account (spec: views, engagement, likes, comments, shares, bookmarks).
import { engagementOf } from "./engagement";
import { knownCount } from "./known";
import type { VideoStats } from "./types";

/** Each total sums the videos that report the metric; null when none does (unknown, not 0). */
export interface AllTimeTotals {
  views: number | null;
  engagement: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  bookmarks: number | null;
}

/** Sum of the known values, null when none is known. */
function sumKnown(values: Iterable<number | null>): number | null {
  let total: number | null = null;
  for (const value of values) {
    const count = knownCount(value);
    if (count !== null) total = (total ?? 0) + count;
  }
  return total;
}

/**
 * Engagement is summed per video (each video's known parts, see engagementOf), so it always equals the sum of
 * the four part totals with their nulls read as 0.
 */
export function allTimeTotals(videos: readonly VideoStats[]): AllTimeTotals {
  return {
    views: sumKnown(videos.map((video) => video.views)),
    engagement: sumKnown(videos.map(engagementOf)),
    likes: sumKnown(videos.map((video) => video.likes)),
    comments: sumKnown(videos.map((video) => video.comments)),
    shares: sumKnown(videos.map((video) => video.shares)),
    bookmarks: sumKnown(videos.map((video) => video.bookmarks)),
  };
}
