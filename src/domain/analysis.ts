// Public account analysis (spec section 2, "Analyze pages"): the steps a run goes through, how it can end, the
// result's shape, and what a visitor who is not signed in may see (the rest is withheld by the server).
import type {
  AnalysisAccount,
  AnalysisAnalytics,
  AnalysisFeed,
  AnalysisResult,
  SeriesPoint,
} from "./contracts/analysis";

/** The progress steps, in order (spec section 4). */
export const ANALYSIS_STEPS = ["analyzing", "building_channel", "collecting_insights", "setting_up_dashboard"] as const;
export type AnalysisStep = (typeof ANALYSIS_STEPS)[number];

/** How a run ends when it does not succeed; each has its own message in the UI. */
export const ANALYSIS_FAILURES = ["not_found", "private", "no_videos", "not_configured", "upstream_error"] as const;
export type AnalysisFailure = (typeof ANALYSIS_FAILURES)[number];

export type AnalysisState = AnalysisStep | "done" | AnalysisFailure;

export function isFinished(state: AnalysisState): boolean {
  return state === "done" || (ANALYSIS_FAILURES as readonly string[]).includes(state);
}

/** Videos fetched per analysis. */
export const ANALYSIS_VIDEO_LIMIT = 100;
/** A finished analysis of the same account is reused for this long instead of fetching again. */
export const ANALYSIS_REUSE_HOURS = 6;
/** What a visitor sees of the feed table and of the most viral feeds. */
export const VISITOR_FEED_ROWS = 5;
export const VISITOR_VIRAL_ROWS = 1;
/** Points of the views-over-time outline a visitor gets (weekly medians). */
export const VISITOR_SERIES_POINTS = 12;

// The result's shapes are the API contract (src/domain/contracts/analysis.ts), defined once there.
export type { AnalysisAccount, AnalysisAnalytics, AnalysisFeed, AnalysisResult, SeriesPoint };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Weekly medians of views over publish time, the newest VISITOR_SERIES_POINTS weeks. */
export function seriesOutline(series: SeriesPoint[]): SeriesPoint[] {
  const weeks = new Map<string, number[]>();
  for (const point of series) {
    const day = new Date(point.date);
    const monday = new Date(
      Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() - ((day.getUTCDay() + 6) % 7)),
    );
    const key = monday.toISOString().slice(0, 10);
    weeks.set(key, [...(weeks.get(key) ?? []), point.views]);
  }
  return [...weeks.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .slice(-VISITOR_SERIES_POINTS)
    .map(([date, views]) => ({ date, views: median(views) }));
}

/**
 * What a visitor may see: the summary metrics and totals, the first rows of the feed table, the most viral feed,
 * and the outline of the charts. Per-video detail beyond that (the other rows, the heatmap, duration medians,
 * the per-video series) is not sent at all.
 */
export function visitorView(result: AnalysisResult): AnalysisResult {
  const analytics = result.analytics;
  return {
    account: result.account,
    analytics: analytics && {
      ...analytics,
      mostViral: analytics.mostViral.slice(0, VISITOR_VIRAL_ROWS),
      duration: {
        ...analytics.duration,
        buckets: analytics.duration.buckets.map((bucket) => ({ ...bucket, medianViews: null })),
      },
      heatmap: { ...analytics.heatmap, cells: [], maxCount: 0 },
    },
    feeds: result.feeds.slice(0, VISITOR_FEED_ROWS),
    series: seriesOutline(result.series),
    partial: true,
    hidden_feeds: Math.max(0, result.feeds.length - VISITOR_FEED_ROWS),
  };
}
