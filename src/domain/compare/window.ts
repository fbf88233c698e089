// The period a comparison looks at (issue 19 item 3): the plan's history window, so every channel of one comparison
// is measured over the same days.

const DAY_MS = 86_400_000;

/** Plans with unlimited history compare the last 90 days: long enough for monthly growth, short enough to chart. */
export const UNLIMITED_COMPARE_DAYS = 90;

/** The growth windows the comparison reports, in days (DESIGN.md section 7: elapsed days, not calendar days). */
export const COMPARE_GROWTH_DAYS = [7, 30] as const;
export type CompareGrowthDays = (typeof COMPARE_GROWTH_DAYS)[number];

export interface CompareWindow {
  days: number;
  start: Date;
  end: Date;
}

/** historyDays is the plan's limit (null = unlimited, see src/domain/plans.ts). */
export function compareWindow(historyDays: number | null, now: Date): CompareWindow {
  const days = historyDays ?? UNLIMITED_COMPARE_DAYS;
  return { days, start: new Date(now.getTime() - days * DAY_MS), end: now };
}
