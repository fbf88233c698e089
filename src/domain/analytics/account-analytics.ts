// Everything the analysis pages and the channel detail show about one account, computed in one call.
import { analyzeDuration, type DurationAnalysis } from "./duration";
import { type FeedMetrics, feedMetrics } from "./feed-metrics";
import { type GrowthReport, growthReport } from "./growth";
import { type PostingHeatmap, postingHeatmap } from "./heatmap";
import { mostViralVideos, type VideoMultiple } from "./outliers";
import { summarizeViews, type ViewsSummary } from "./summary";
import { type AllTimeTotals, allTimeTotals } from "./totals";
import type { Snapshot, VideoStats } from "./types";
import { analyzeVirality, type ViralityAnalysis } from "./virality";

/** How many "most viral feeds" the pages list unless asked otherwise. */
export const DEFAULT_MOST_VIRAL_LIMIT = 5;

export interface AccountAnalyticsOptions {
  /** The team's time zone as a whole-hour UTC offset (team_info.timezone); defaults to UTC. */
  utcOffsetHours?: number;
  mostViralLimit?: number;
  /** The account's own snapshots (its summed counts over time); without them there is no growth. */
  snapshots?: readonly Snapshot[];
  /** When growth is read; defaults to the latest snapshot (see GrowthOptions). */
  asOf?: Date;
}

export interface AccountAnalytics {
  /** Every video passed in, known views or not (summary.videoCount counts only those with views). */
  videoCount: number;
  summary: ViewsSummary;
  /** The feed table rows, in input order. */
  feeds: FeedMetrics[];
  mostViral: VideoMultiple[];
  virality: ViralityAnalysis;
  duration: DurationAnalysis;
  totals: AllTimeTotals;
  heatmap: PostingHeatmap;
  /** Null when no snapshots were given (not the same as snapshots that show no growth). */
  growth: GrowthReport | null;
}

/**
 * The videos are taken as the account's whole known catalogue, each id once; every multiple is measured against
 * the median of these videos.
 */
export function analyzeAccount(videos: readonly VideoStats[], options: AccountAnalyticsOptions = {}): AccountAnalytics {
  const summary = summarizeViews(videos);
  const baseline = summary.medianViews;
  return {
    videoCount: videos.length,
    summary,
    feeds: feedMetrics(videos, baseline),
    mostViral: mostViralVideos(videos, options.mostViralLimit ?? DEFAULT_MOST_VIRAL_LIMIT, baseline),
    virality: analyzeVirality(videos, baseline),
    duration: analyzeDuration(videos),
    totals: allTimeTotals(videos),
    heatmap: postingHeatmap(videos, options.utcOffsetHours ?? 0),
    growth: options.snapshots === undefined ? null : growthReport(options.snapshots, { asOf: options.asOf }),
  };
}
