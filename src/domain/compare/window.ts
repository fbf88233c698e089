// The period a comparison looks at (issue 19 item 3): the plan's history window, so every channel of one comparison
// is measured over the same days.

const DAY_MS = 86_400_000;

/** Plans with unlimited history compare the last 90 days: long enough for monthly growth, short enough to chart. */
export const UNLIMITED_COMPARE_DAYS = 90;

/**
 * The video figures (median, outlier rate, best duration, posting frequency, engagement) read the videos published
 * in the last 90 days on every plan: they use each video's current counts, not history, so the plan's history
 * window does not apply (the channel page likewise analyses every known video), and a 7-day window would leave
 * most channels with too few videos to compare. One period for every channel keeps the figures comparable.
 */
export const VIDEO_METRICS_DAYS = 90;

/** The growth windows the comparison reports, in days (DESIGN.md section 7: elapsed days, not calendar days). */
export const COMPARE_GROWTH_DAYS = [7, 30] as const;
export type CompareGrowthDays = (typeof COMPARE_GROWTH_DAYS)[number];

export interface CompareWindow {
  days: number;
  start: Date;
  end: Date;
}

export function videoMetricsWindow(now: Date): CompareWindow {
  return { days: VIDEO_METRICS_DAYS, start: new Date(now.getTime() - VIDEO_METRICS_DAYS * DAY_MS), end: now };
}

/** historyDays is the plan's limit (null = unlimited, see src/domain/plans.ts). */
export function compareWindow(historyDays: number | null, now: Date): CompareWindow {
  const days = historyDays ?? UNLIMITED_COMPARE_DAYS;
  return { days, start: new Date(now.getTime() - days * DAY_MS), end: now };
}
