// The rows of the comparison table with their leaders (issue 19 item 3).
import { COMPARE_METRICS, type CompareMetricName, type CompareMetrics } from "../contracts/compare";
import { type BetterDirection, leadersOf } from "./leaders";

/** Which way is better per row. Every figure here is "more is better"; none is a cost. */
export const METRIC_BETTER: Record<CompareMetricName, BetterDirection> = {
  median_views: "higher",
  outlier_rate: "higher",
  best_duration: "higher",
  posting_frequency: "higher",
  engagement_rate: "higher",
  followers_growth_7d: "higher",
  followers_growth_30d: "higher",
  views_growth_7d: "higher",
  views_growth_30d: "higher",
};

export interface CompareRowResult {
  metric: CompareMetricName;
  better: BetterDirection;
  leaders: number[];
}

export function compareRows(channels: readonly { id: number; metrics: CompareMetrics }[]): CompareRowResult[] {
  return COMPARE_METRICS.map((metric) => {
    const better = METRIC_BETTER[metric];
    const candidates = channels.map((channel) => ({ id: channel.id, value: channel.metrics[metric] }));
    return { metric, better, leaders: leadersOf(candidates, better) };
  });
}
