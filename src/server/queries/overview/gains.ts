// Views and engagement gained per day over the shown periods, and the period totals derived from those days.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { DAY_MS, type OverviewPeriods } from "./period";
import { deltasCte, num, rowsOf } from "./snapshot-deltas";

export interface DayGain {
  views: number | null;
  engagement: number | null;
}

export interface PeriodGains {
  /** One entry per day of the current period, oldest first. */
  current: DayGain[];
  /** The previous period's days aligned by offset (day 0 of both is the first day); null when not visible. */
  previous: DayGain[] | null;
}

/** Buckets are (from + i days, from + (i + 1) days]: a snapshot exactly at a period's start belongs to the one before. */
export async function readGains(db: Db, teamId: number, periods: OverviewPeriods): Promise<PeriodGains> {
  const from = periods.previousVisible ? periods.previousStart : periods.start;
  const buckets = periods.previousVisible ? periods.windowDays * 2 : periods.windowDays;
  const result = await db.execute(sql`${deltasCte(teamId, from, periods.now)}
    SELECT bucket, sum(dv)::float8 AS views, sum(de)::float8 AS engagement
    FROM (
      SELECT least(greatest(ceil(extract(epoch FROM captured_at - ${from.toISOString()}::timestamptz)
        / ${DAY_MS / 1000})::int - 1, 0), ${buckets - 1}) AS bucket, dv, de
      FROM deltas
    ) d
    GROUP BY bucket`);
  const days: DayGain[] = Array.from({ length: buckets }, () => ({ views: null, engagement: null }));
  for (const row of rowsOf<{ bucket: number; views: unknown; engagement: unknown }>(result)) {
    days[Number(row.bucket)] = { views: num(row.views), engagement: num(row.engagement) };
  }
  return periods.previousVisible
    ? { current: days.slice(periods.windowDays), previous: days.slice(0, periods.windowDays) }
    : { current: days, previous: null };
}

/** The sum of the known days; null when no day is known. */
export function totalOf(days: DayGain[] | null, metric: keyof DayGain): number | null {
  if (!days) return null;
  const known = days.flatMap((day) => (day[metric] === null ? [] : [day[metric]]));
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
}
