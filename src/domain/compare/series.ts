// The daily series of a compared channel and its growth (issue 19 item 3): one point per day of the team's time
// zone, the last known followers and total views of that day; gains are differences of known neighbours only.
import { addDays, datesBetween } from "../channel-history/local-date";

export interface DailyPoint {
  /** YYYY-MM-DD in the team's time zone. */
  date: string;
  followers: number | null;
  viewsTotal: number | null;
}

export interface DailyGainPoint extends DailyPoint {
  /** viewsTotal − the previous day's; null when either day is unknown (a missing day is not zero growth). */
  viewsGained: number | null;
}

export function withDailyGains(points: readonly DailyPoint[]): DailyGainPoint[] {
  const ordered = [...points].sort((a, b) => a.date.localeCompare(b.date));
  return ordered.map((point, index) => {
    const previous = index > 0 ? ordered[index - 1] : undefined;
    const consecutive = previous !== undefined && addDays(previous.date, 1) === point.date;
    const viewsGained =
      consecutive && point.viewsTotal !== null && previous.viewsTotal !== null
        ? point.viewsTotal - previous.viewsTotal
        : null;
    return { ...point, viewsGained };
  });
}

/**
 * The change of one series over `days`, read as DESIGN.md section 7's growth: the reference is the series' last
 * date (today); the latest known day after (reference − days) against the latest known day at or before it. Null
 * when either end is missing (the plan's window is shorter, the data has a gap there, or nothing was captured
 * inside the period), never 0 for unknown.
 */
export function growthOverDays(
  points: readonly DailyPoint[],
  metric: "followers" | "viewsTotal",
  days: number,
): number | null {
  const ordered = [...points].sort((a, b) => a.date.localeCompare(b.date));
  const reference = ordered[ordered.length - 1]?.date;
  if (reference === undefined) return null;
  const start = addDays(reference, -days);
  let from: number | null = null;
  let to: number | null = null;
  for (const point of ordered) {
    const value = point[metric];
    if (value === null) continue;
    if (point.date <= start) from = value;
    else to = value;
  }
  return from === null || to === null ? null : to - from;
}

/** One point per date from `from` to `to`: the known days as given, every other date unknown (null), never 0. */
export function fillDays(known: readonly DailyPoint[], from: string, to: string): DailyPoint[] {
  const byDate = new Map(known.map((point) => [point.date, point]));
  return datesBetween(from, to).map((date) => byDate.get(date) ?? { date, followers: null, viewsTotal: null });
}
