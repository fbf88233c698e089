// Views and engagement gained per day over the shown periods (the period totals are the sums of those days), and
// the videos that gained the most views in the current period: one statement over one pass of the snapshot deltas.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { DAY_MS, type OverviewPeriods } from "./period";
import { deltasCte, num, rowsOf } from "./snapshot-deltas";
import { TOP_LIMIT } from "./top-limit";

export interface DayGain {
  views: number | null;
  engagement: number | null;
}

export interface VideoGain {
  videoId: number;
  gain: number;
  /** Views at the last snapshot of the period. */
  endViews: number | null;
}

export interface PeriodGains {
  /** One entry per day of the shown window, oldest first. */
  current: DayGain[];
  /** The days of the compared (latest) period: the whole window, or its latest half when the window is split. */
  compared: DayGain[];
  /** The previous compared period's days aligned by offset with `compared`; null when there is none. */
  previous: DayGain[] | null;
  /** The current period's top view gains, largest first; only videos that gained. */
  movers: VideoGain[];
}

interface Row {
  kind: "day" | "mover";
  key: number;
  views: unknown;
  engagement: unknown;
  end_views: unknown;
}

/** Buckets are (from + i days, from + (i + 1) days]: a snapshot exactly at a period's start belongs to the one before. */
export async function readGains(
  db: Db,
  teamId: number,
  periods: OverviewPeriods,
  options: { excludeDemo: boolean },
): Promise<PeriodGains> {
  // The window and the previous compared period, whichever starts first (a split window holds both).
  const compared = periods.previousVisible ? periods.compareDays * 2 : 0;
  const buckets = Math.max(periods.windowDays, compared);
  const from = new Date(periods.now.getTime() - buckets * DAY_MS);
  const firstCurrent = buckets - periods.windowDays;
  const result = await db.execute(sql`${deltasCte(teamId, from, periods.now, options)},
    bucketed AS (
      SELECT video_id, captured_at, views, dv, de,
        least(greatest(ceil(extract(epoch FROM captured_at - ${from.toISOString()}::timestamptz)
          / ${DAY_MS / 1000})::int - 1, 0), ${buckets - 1}) AS bucket
      FROM deltas
    )
    SELECT 'day' AS kind, bucket AS key, sum(dv)::float8 AS views, sum(de)::float8 AS engagement,
      NULL::float8 AS end_views
    FROM bucketed GROUP BY bucket
    UNION ALL
    (SELECT 'mover', video_id, sum(dv)::float8, NULL,
      (array_agg(views ORDER BY captured_at DESC) FILTER (WHERE views IS NOT NULL))[1]::float8
    FROM bucketed WHERE bucket >= ${firstCurrent}
    GROUP BY video_id HAVING sum(dv) > 0
    ORDER BY sum(dv) DESC, video_id LIMIT ${TOP_LIMIT})`);
  const days: DayGain[] = Array.from({ length: buckets }, () => ({ views: null, engagement: null }));
  const movers: VideoGain[] = [];
  for (const row of rowsOf<Row>(result)) {
    if (row.kind === "day") days[Number(row.key)] = { views: num(row.views), engagement: num(row.engagement) };
    else movers.push({ videoId: Number(row.key), gain: num(row.views) ?? 0, endViews: num(row.end_views) });
  }
  movers.sort((a, b) => b.gain - a.gain || a.videoId - b.videoId);
  return {
    current: days.slice(firstCurrent),
    compared: days.slice(buckets - periods.compareDays),
    previous: periods.previousVisible ? days.slice(buckets - compared, buckets - periods.compareDays) : null,
    movers,
  };
}

/** The sum of the known days; null when no day is known. */
export function totalOf(days: DayGain[] | null, metric: keyof DayGain): number | null {
  if (!days) return null;
  const known = days.flatMap((day) => (day[metric] === null ? [] : [day[metric]]));
  return known.length ? known.reduce((a, b) => a + b, 0) : null;
}
