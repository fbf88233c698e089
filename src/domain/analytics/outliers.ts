// Outlier multiples ("outlet" in the feed table): how many times the account's median views a video reached.
import { knownCount, ratioOrNull } from "./known";
import { medianViews } from "./summary";
import type { VideoStats } from "./types";

/** Viral = at least 10 times the account's median views (spec section 9; section 4 reads "at least" in some copy). */
export const VIRAL_MULTIPLE = 10;

export interface VideoMultiple {
  video: VideoStats;
  /** views / median views; null when the video's views or the median are unknown, or the median is 0. */
  multiple: number | null;
  isViral: boolean;
}

/** views / median views. A median of 0 makes every multiple undefined: null, never Infinity or NaN. */
export function outlierMultiple(views: number | null, accountMedianViews: number | null): number | null {
  const count = knownCount(views);
  const baseline = knownCount(accountMedianViews);
  if (count === null || baseline === null) return null;
  return ratioOrNull(count, baseline);
}

export function isViralMultiple(multiple: number | null): boolean {
  return multiple !== null && multiple >= VIRAL_MULTIPLE;
}

/**
 * The multiple of every video, in input order. The baseline defaults to the median of these videos; pass the
 * account's median when the list is only part of the account (one page of the feed table).
 */
export function outlierMultiples(
  videos: readonly VideoStats[],
  accountMedianViews: number | null = medianViews(videos),
): VideoMultiple[] {
  return videos.map((video) => {
    const multiple = outlierMultiple(video.views, accountMedianViews);
    return { video, multiple, isViral: isViralMultiple(multiple) };
  });
}

/**
 * The `limit` videos with the highest multiples, highest first; videos without a multiple are left out. These are
 * the top of the ranking whether or not they reach VIRAL_MULTIPLE (each entry says); ties keep input order.
 * A limit that is not a positive number gives an empty list.
 */
export function mostViralVideos(
  videos: readonly VideoStats[],
  limit: number,
  accountMedianViews: number | null = medianViews(videos),
): VideoMultiple[] {
  const count = listLimit(limit, videos.length);
  if (count === 0) return [];
  return outlierMultiples(videos, accountMedianViews)
    .filter((entry): entry is VideoMultiple & { multiple: number } => entry.multiple !== null)
    .sort((a, b) => b.multiple - a.multiple)
    .slice(0, count);
}

/** A usable list length: Infinity means "all", NaN and negatives mean none, fractions round down. */
function listLimit(limit: number, available: number): number {
  if (limit === Number.POSITIVE_INFINITY) return available;
  return Number.isFinite(limit) ? Math.max(0, Math.floor(limit)) : 0;
}
