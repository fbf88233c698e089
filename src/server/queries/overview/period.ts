// The overview's periods: the asked length clamped to the plan's history window (the window ends now), and the two
// periods its figures are compared over. Issue 19 item 5: when the previous period of the window's length lies
// outside the plan's history (Free's 7 days, Pro's 30 asked as 30 or 90), the window is split instead: its latest
// half against the half before it (7 days: the last 3 against the 3 before), so every plan gets a comparison.
// Days are rolling 24-hour spans ending now; each is named by the team-local date it ends on (a span ending exactly
// at local midnight belongs to the day before), so "Mar 4–6 vs Mar 1–3" reads as the days the figures cover.
// Pure, so the rules are tested without a database.
import "server-only";
import { planOf } from "@/domain/plans";

export const OVERVIEW_DAYS = [7, 30, 90] as const;
export type OverviewDays = (typeof OVERVIEW_DAYS)[number];

export const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface ComparedPeriod {
  /** Exclusive start instant: the period is (start, end]. */
  start: Date;
  end: Date;
  /** Team-local calendar dates (YYYY-MM-DD) of its first and last day. */
  firstDay: string;
  lastDay: string;
}

export interface OverviewPeriods {
  requestedDays: number;
  /** The days actually shown: the request, or the plan's history window when that is shorter. */
  windowDays: number;
  clamped: boolean;
  now: Date;
  /** Start of the shown window (exclusive of older data); the window is (start, now]. */
  start: Date;
  /** Whether a comparison exists (the window holds at least two days). */
  previousVisible: boolean;
  /** True when the comparison is made inside the window because the previous window is beyond the plan's history. */
  split: boolean;
  /** Length in days of each compared period. */
  compareDays: number;
  /** The latest part of the window that is compared: the whole window unless split. */
  compared: ComparedPeriod;
  /** The period it is compared with, ending where `compared` starts. */
  previous: ComparedPeriod;
  /** Same as `previous.start`: the oldest instant any figure reads from (with `start`, whichever is older). */
  previousStart: Date;
}

/** The team-local date (YYYY-MM-DD) of an instant, for a team time zone given as a whole-hour UTC offset. */
export function localDate(instant: Date, utcOffsetHours: number): string {
  return new Date(instant.getTime() + utcOffsetHours * HOUR_MS).toISOString().slice(0, 10);
}

function period(start: Date, end: Date, utcOffsetHours: number): ComparedPeriod {
  return {
    start,
    end,
    // A day (a, a + 24 h] is named by the date it ends on; 1 ms back keeps an end at local midnight on its own day.
    firstDay: localDate(new Date(start.getTime() + DAY_MS - 1), utcOffsetHours),
    lastDay: localDate(new Date(end.getTime() - 1), utcOffsetHours),
  };
}

export function overviewPeriods(
  planName: string | null | undefined,
  requestedDays: number,
  now: Date,
  utcOffsetHours = 0,
): OverviewPeriods {
  const historyDays = planOf(planName).limits.historyDays;
  const windowDays = historyDays === null ? requestedDays : Math.min(requestedDays, historyDays);
  const start = new Date(now.getTime() - windowDays * DAY_MS);
  const split = historyDays !== null && windowDays * 2 > historyDays;
  const compareDays = split ? Math.floor(windowDays / 2) : windowDays;
  const comparedStart = new Date(now.getTime() - compareDays * DAY_MS);
  const previousStart = new Date(comparedStart.getTime() - compareDays * DAY_MS);
  return {
    requestedDays,
    windowDays,
    clamped: windowDays < requestedDays,
    now,
    start,
    previousVisible: compareDays > 0,
    split,
    compareDays,
    compared: period(comparedStart, now, utcOffsetHours),
    previous: period(previousStart, comparedStart, utcOffsetHours),
    previousStart,
  };
}

/** Relative change from `previous` to `current`; null when either is unknown or the base is 0. */
export function changeOf(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}
