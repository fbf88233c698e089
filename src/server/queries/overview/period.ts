// The overview's periods: the asked length clamped to the plan's history window, the current period ending now and
// the previous period of the same length just before it. Pure, so the clamping rules are tested without a database.
import "server-only";
import { planOf } from "@/domain/plans";

export const OVERVIEW_DAYS = [7, 30, 90] as const;
export type OverviewDays = (typeof OVERVIEW_DAYS)[number];

export const DAY_MS = 86_400_000;

export interface OverviewPeriods {
  requestedDays: number;
  /** The days actually shown: the request, or the plan's history window when that is shorter. */
  windowDays: number;
  clamped: boolean;
  now: Date;
  /** Start of the current period (exclusive of older data); the period is (start, now]. */
  start: Date;
  /** Start of the previous period, which ends at `start`. */
  previousStart: Date;
  /**
   * Whether the previous period lies inside the plan's history window. When it does not, its figures are unknown:
   * the team may not see that far back, and retention has already thinned those snapshots.
   */
  previousVisible: boolean;
}

export function overviewPeriods(
  planName: string | null | undefined,
  requestedDays: number,
  now: Date,
): OverviewPeriods {
  const historyDays = planOf(planName).limits.historyDays;
  const windowDays = historyDays === null ? requestedDays : Math.min(requestedDays, historyDays);
  const start = new Date(now.getTime() - windowDays * DAY_MS);
  return {
    requestedDays,
    windowDays,
    clamped: windowDays < requestedDays,
    now,
    start,
    previousStart: new Date(start.getTime() - windowDays * DAY_MS),
    previousVisible: historyDays === null || windowDays * 2 <= historyDays,
  };
}

/** Relative change from `previous` to `current`; null when either is unknown or the base is 0. */
export function changeOf(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}
