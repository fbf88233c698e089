// Set-based view and engagement growth of a team's tracked videos between snapshots, the base of the overview's
// figures, daily series and top movers. A video's gain over (from, to] is its last snapshot in that span minus its
// last snapshot at or before `from` (or its first in the span when it has none before). Rather than computing that
// per video and per day, every snapshot in the span gets its delta against the video's previous snapshot; summing
// the deltas of any sub-span then telescopes to exactly that definition.
//
// The baseline is one index lookup per video on video_snapshots (video_id, captured_at), so the work grows with
// the snapshots inside the span, never with a video's whole history. A delta is null when either side is
// unknown (a platform that hides a count), so unknown never counts as 0.
import "server-only";
import { type SQL, sql } from "drizzle-orm";

const METRICS = ["views", "likes", "comments", "shares", "bookmarks"] as const;

/**
 * A WITH clause defining `deltas(video_id, captured_at, views, dv, de)`: one row per snapshot in (from, to] of the
 * team's tracked videos, `dv` the view delta and `de` the engagement delta (likes + comments + shares + bookmarks,
 * the known parts only; null when none is known). `excludeDemo` leaves out the team's demo-workspace feeds.
 */
export function deltasCte(teamId: number, from: Date, to: Date, options: { excludeDemo: boolean }): SQL {
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  const columns = (alias: string) => sql.raw(METRICS.map((m) => `${alias}.${m}`).join(", "));
  // Engagement is folded per snapshot into its known sum and a mask of which parts were known, so the window
  // carries three values instead of five; a delta between snapshots that knew different parts is unknown.
  const parts = ["likes", "comments", "shares", "bookmarks"];
  const engagement = sql.raw(
    `CASE WHEN ${parts.map((p) => `${p} IS NULL`).join(" AND ")} THEN NULL ELSE ${parts.map((p) => `coalesce(${p}, 0)`).join(" + ")} END`,
  );
  const mask = sql.raw(parts.map((p, i) => `(CASE WHEN ${p} IS NULL THEN 0 ELSE ${1 << i} END)`).join(" + "));
  return sql`WITH team_videos AS (
      SELECT DISTINCT video_id FROM tracked_feeds
      WHERE team_id = ${teamId}${options.excludeDemo ? sql` AND NOT is_demo` : sql``}
    ),
    series AS (
      SELECT tv.video_id, b.captured_at, ${columns("b")}
      FROM team_videos tv
      CROSS JOIN LATERAL (
        SELECT s.captured_at, ${columns("s")} FROM video_snapshots s
        WHERE s.video_id = tv.video_id AND s.captured_at <= ${fromIso}::timestamptz
        ORDER BY s.captured_at DESC LIMIT 1
      ) b
      UNION ALL
      SELECT s.video_id, s.captured_at, ${columns("s")}
      FROM video_snapshots s JOIN team_videos tv ON tv.video_id = s.video_id
      WHERE s.captured_at > ${fromIso}::timestamptz AND s.captured_at <= ${toIso}::timestamptz
    ),
    folded AS (
      SELECT video_id, captured_at, views, ${engagement} AS e, ${mask} AS e_mask FROM series
    ),
    -- The first row of a video has no predecessor: its delta is 0 (the first in the span is the baseline), or
    -- null when the value is unknown.
    deltas AS (
      SELECT video_id, captured_at, views, dv, de FROM (
        SELECT video_id, captured_at, views,
          CASE WHEN lag(captured_at) OVER w IS NULL THEN views - views ELSE views - lag(views) OVER w END AS dv,
          CASE WHEN lag(captured_at) OVER w IS NULL THEN e - e
            WHEN lag(e_mask) OVER w = e_mask THEN e - lag(e) OVER w END AS de
        FROM folded WINDOW w AS (PARTITION BY video_id ORDER BY captured_at)
      ) d
      WHERE captured_at > ${fromIso}::timestamptz
    )`;
}

/** Rows of a raw query, on PGlite and on `pg` alike. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A numeric column of a raw row (pg answers bigint and numeric as strings), keeping null as null. */
export function num(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
