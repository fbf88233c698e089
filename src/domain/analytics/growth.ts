// Growth over a window from an entity's snapshots (DESIGN.md section 7): the change between the latest snapshot
// and the one at or before the window start.
import { knownCount, knownDate, ratioOrNull } from "./known";
import type { Snapshot } from "./types";

/** "last" = since the previous refresh; the others are rolling windows of 1, 7 and 30 days. */
export const GROWTH_WINDOWS = ["last", "1d", "7d", "30d"] as const;
export type GrowthWindow = (typeof GROWTH_WINDOWS)[number];

/** Window lengths in days of 24 h: elapsed time, not calendar days, so time zones and DST never shift them. */
export const GROWTH_WINDOW_DAYS = { "1d": 1, "7d": 7, "30d": 30 } as const satisfies Record<
  Exclude<GrowthWindow, "last">,
  number
>;

export const GROWTH_METRICS = ["views", "likes", "comments", "shares", "bookmarks", "engagement"] as const;
export type GrowthMetric = (typeof GROWTH_METRICS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const ENGAGEMENT_PARTS = ["likes", "comments", "shares", "bookmarks"] as const;

export interface GrowthOptions {
  /**
   * The moment the growth is read at; defaults to the latest snapshot's time. Snapshots after it are ignored, and
   * a rolling window ending at it with no snapshot inside (tracking stopped long ago) has no growth: null, not 0.
   */
  asOf?: Date;
}

/** The two snapshots a window compares; null when the window has no baseline. */
export interface GrowthEnds {
  from: Snapshot;
  to: Snapshot;
}

export interface Growth {
  window: GrowthWindow;
  metric: GrowthMetric;
  /** The baseline snapshot and the latest one; null when the window has no baseline. */
  ends: GrowthEnds | null;
  /** to − from; negative when a platform corrected a count down. Null when either value is unknown. */
  absolute: number | null;
  /** absolute / from × 100 (12.5 = +12.5 %), not rounded. Null when absolute is null or the baseline is 0. */
  percent: number | null;
}

/** Valid snapshots up to asOf, oldest first; equal times keep input order, so the later-written one wins. */
function timeline(snapshots: readonly Snapshot[], asOf: Date | null): Snapshot[] {
  const limit = asOf === null ? Number.POSITIVE_INFINITY : asOf.getTime();
  return snapshots
    .filter((snapshot) => {
      const capturedAt = knownDate(snapshot.capturedAt);
      return capturedAt !== null && capturedAt.getTime() <= limit;
    })
    .sort((a, b) => a.capturedAt.getTime() - b.capturedAt.getTime());
}

/** The last snapshot of the timeline whose time passes the test (the timeline is sorted oldest first). */
function lastWhere(ordered: readonly Snapshot[], test: (time: number) => boolean): Snapshot | null {
  for (let index = ordered.length - 1; index >= 0; index -= 1) {
    const snapshot = ordered[index];
    if (snapshot && test(snapshot.capturedAt.getTime())) return snapshot;
  }
  return null;
}

/**
 * The snapshots a window compares: the latest one, and for "last" the latest one strictly before it, for a rolling
 * window the latest one at or before (reference time − N days), the reference being asOf or the latest snapshot.
 */
export function growthEnds(
  snapshots: readonly Snapshot[],
  window: GrowthWindow,
  options: GrowthOptions = {},
): GrowthEnds | null {
  const asOf = knownDate(options.asOf);
  const ordered = timeline(snapshots, asOf);
  const to = ordered[ordered.length - 1];
  if (to === undefined) return null;
  const latestTime = to.capturedAt.getTime();
  if (window === "last") {
    const from = lastWhere(ordered, (time) => time < latestTime);
    return from === null ? null : { from, to };
  }
  const start = (asOf?.getTime() ?? latestTime) - GROWTH_WINDOW_DAYS[window] * DAY_MS;
  // Nothing was captured inside the window: comparing the latest snapshot with itself would claim "no change".
  if (latestTime <= start) return null;
  const from = lastWhere(ordered, (time) => time <= start);
  return from === null ? null : { from, to };
}

/**
 * The change of one metric between two snapshots. Engagement sums the change of each part known at both ends,
 * so a part the platform reported only once (shares appearing later) never reads as growth.
 */
function change(ends: GrowthEnds, metric: GrowthMetric): { absolute: number; baseline: number } | null {
  const parts = metric === "engagement" ? ENGAGEMENT_PARTS : [metric];
  let absolute = 0;
  let baseline = 0;
  let comparable = 0;
  for (const part of parts) {
    const from = knownCount(ends.from[part]);
    const to = knownCount(ends.to[part]);
    if (from === null || to === null) continue;
    absolute += to - from;
    baseline += from;
    comparable += 1;
  }
  return comparable === 0 ? null : { absolute, baseline };
}

export function growthOf(
  snapshots: readonly Snapshot[],
  window: GrowthWindow,
  metric: GrowthMetric,
  options: GrowthOptions = {},
): Growth {
  const ends = growthEnds(snapshots, window, options);
  const delta = ends === null ? null : change(ends, metric);
  return {
    window,
    metric,
    ends,
    absolute: delta?.absolute ?? null,
    percent: delta === null ? null : ratioOrNull(delta.absolute * 100, delta.baseline),
  };
}

export type GrowthReport = Record<GrowthWindow, Record<GrowthMetric, Growth>>;

/** Every window × metric at once, the shape of the growth cards. */
export function growthReport(snapshots: readonly Snapshot[], options: GrowthOptions = {}): GrowthReport {
  const byMetric = (window: GrowthWindow): Record<GrowthMetric, Growth> => ({
    views: growthOf(snapshots, window, "views", options),
    likes: growthOf(snapshots, window, "likes", options),
    comments: growthOf(snapshots, window, "comments", options),
    shares: growthOf(snapshots, window, "shares", options),
    bookmarks: growthOf(snapshots, window, "bookmarks", options),
    engagement: growthOf(snapshots, window, "engagement", options),
  });
  return { last: byMetric("last"), "1d": byMetric("1d"), "7d": byMetric("7d"), "30d": byMetric("30d") };
}
