// The computed columns of the feed table (spec: engagement, outlet), next to the video's own counts.
import { engagementOf, engagementRate } from "./engagement";
import { isViralMultiple, outlierMultiple } from "./outliers";
import { medianViews } from "./summary";
import type { VideoStats } from "./types";

export interface FeedMetrics {
  video: VideoStats;
  engagement: number | null;
  /** Fraction of views (0.05 = 5 %). */
  engagementRate: number | null;
  /** The "outlet": views / the account's median views. */
  multiple: number | null;
  isViral: boolean;
}

/**
 * One row per video, in input order. The baseline defaults to the median of these videos; pass the account's
 * median when the list is one page of a longer feed, so the outlet column does not change from page to page.
 */
export function feedMetrics(
  videos: readonly VideoStats[],
  accountMedianViews: number | null = medianViews(videos),
): FeedMetrics[] {
  return videos.map((video) => {
    const multiple = outlierMultiple(video.views, accountMedianViews);
    return {
      video,
      engagement: engagementOf(video),
      engagementRate: engagementRate(video),
      multiple,
      isViral: isViralMultiple(multiple),
    };
  });
}
