// The inputs and outputs of alert evaluation (issue 16, item 3). Pure shapes: the worker fills them from the
// database after each `tracking.refreshed` event; nothing here reads or writes anything.
import type { Snapshot } from "../analytics/types";
import { type AlertCalculationValue, Metric, type MetricValue } from "../enums";

/**
 * Metrics of spec section 3 (1 Views … 6 Engagement) plus 7 Outlier multiple (views as a multiple of the account's
 * median views, DESIGN.md section 7): one list, `Metric` in src/domain/enums.ts; these names keep the evaluation's
 * vocabulary.
 */
export const AlertMetric = Metric;
export type AlertMetricValue = MetricValue;
export type { AlertCalculationValue };

/** What one rule compares. The outlier metric ignores `calculation`: a multiple is a level, not a growth. */
export interface AlertRule {
  id: number;
  metric: AlertMetricValue;
  calculation: AlertCalculationValue;
  threshold: number;
  /** Increment rules fire at most once per this many hours per item. */
  cooldownHours: number;
}

/** A tracked item the way alerts see it: a team's tracked feed (a video) or tracked channel. */
export interface AlertItemRef {
  kind: "feed" | "channel";
  /** `tracked_feeds.id` or `tracked_channels.id`. */
  id: number;
}

/** The counts of one capture; the metric's value is derived from them. Unknown counts are null, never 0. */
export type MetricSnapshot = Pick<Snapshot, "capturedAt" | "views" | "likes" | "comments" | "shares" | "bookmarks">;

/** An item's two latest captures. `before` is null for an item captured once so far. */
export interface ItemSnapshots {
  now: MetricSnapshot;
  before: MetricSnapshot | null;
  /** The account's median views (for the outlier multiple); null when unknown. */
  accountMedianViews: number | null;
}

/**
 * What a rule remembers about one item between refreshes. A rule that never saw the item starts from
 * `EMPTY_MEMORY`.
 */
export interface RuleItemMemory {
  /** When the rule last fired for this item (the Increment cooldown counts from here). */
  lastFiredAt: Date | null;
  /**
   * Whether the value was below the threshold the last time it was known (Total rules). Null: never known yet, which
   * arms the rule like a value below would ("fires the first time it sees the value at or above the threshold").
   */
  belowThreshold: boolean | null;
  /** Whether the outlier rule already fired for this video (it fires once per video). */
  outlierFired: boolean;
}

export const EMPTY_MEMORY: RuleItemMemory = Object.freeze({
  lastFiredAt: null,
  belowThreshold: null,
  outlierFired: false,
});

/** The numbers one evaluation works with; messages show `current` and `previous` beside the compared `value`. */
export interface MetricReading {
  /** What is compared with the threshold. Total: the latest value; Increment: now − before; Outlier: the latest
   * multiple. Null when unknown. */
  value: number | null;
  /** The metric at the latest capture (a multiple for the outlier metric); null when unknown. */
  current: number | null;
  /** The metric at the capture before; null when unknown or when there is no earlier capture. */
  previous: number | null;
}

/** A rule firing for one item at one capture. */
export interface FiredAlert {
  /** `alertEventKey(rule, item, capturedAt)`: stored with a unique index so a retried refresh never fires twice. */
  key: string;
  ruleId: number;
  item: AlertItemRef;
  capturedAt: Date;
  /** The compared value (see `MetricReading`), at or above the threshold. */
  value: number;
  current: number | null;
  previous: number | null;
  threshold: number;
}
