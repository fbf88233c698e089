// The value of an alert metric from an item's two latest captures (DESIGN.md section 7 formulas). Unknown inputs
// give null, never 0 or NaN, and a null value never fires.
import { engagementOf } from "../analytics/engagement";
import { knownCount } from "../analytics/known";
import { outlierMultiple } from "../analytics/outliers";
import { AlertCalculation } from "../enums";
import { AlertMetric, type AlertRule, type ItemSnapshots, type MetricReading, type MetricSnapshot } from "./types";

type CountField = "views" | "likes" | "comments" | "shares" | "bookmarks";

const COUNT_FIELD: Record<number, CountField> = {
  [AlertMetric.Views]: "views",
  [AlertMetric.Likes]: "likes",
  [AlertMetric.Comments]: "comments",
  [AlertMetric.Shares]: "shares",
  [AlertMetric.Bookmarks]: "bookmarks",
};

const ENGAGEMENT_PARTS: readonly CountField[] = ["likes", "comments", "shares", "bookmarks"];

/** The metric's level at one capture: a count, engagement (sum of the known parts), or the outlier multiple. */
export function levelAt(
  metric: AlertRule["metric"],
  snapshot: MetricSnapshot | null,
  accountMedianViews: number | null,
): number | null {
  if (snapshot === null) return null;
  if (metric === AlertMetric.Engagement) return engagementOf(snapshot);
  if (metric === AlertMetric.OutlierMultiple) return outlierMultiple(snapshot.views, accountMedianViews);
  const field = COUNT_FIELD[metric];
  return field === undefined ? null : knownCount(snapshot[field]);
}

/**
 * The change of the metric between the two captures (may be negative: platforms correct counts down). Engagement
 * sums the change of each part known in both captures, so a part that only became known (a platform starting to
 * report shares) is not counted as growth; null when no part is known in both.
 */
export function changeBetween(metric: AlertRule["metric"], now: MetricSnapshot, before: MetricSnapshot): number | null {
  if (metric === AlertMetric.Engagement) {
    let change = 0;
    let knownParts = 0;
    for (const part of ENGAGEMENT_PARTS) {
      const a = knownCount(now[part]);
      const b = knownCount(before[part]);
      if (a === null || b === null) continue;
      change += a - b;
      knownParts += 1;
    }
    return knownParts === 0 ? null : change;
  }
  const a = levelAt(metric, now, null);
  const b = levelAt(metric, before, null);
  return a === null || b === null ? null : a - b;
}

/** What a rule compares with its threshold for one item, and the two levels messages show beside it. */
export function readMetric(rule: Pick<AlertRule, "metric" | "calculation">, snapshots: ItemSnapshots): MetricReading {
  const { now, before, accountMedianViews } = snapshots;
  const current = levelAt(rule.metric, now, accountMedianViews);
  const previous = levelAt(rule.metric, before, accountMedianViews);
  if (rule.metric === AlertMetric.OutlierMultiple || rule.calculation === AlertCalculation.TotalAmount) {
    return { value: current, current, previous };
  }
  const value = before === null ? null : changeBetween(rule.metric, now, before);
  return { value, current, previous };
}
