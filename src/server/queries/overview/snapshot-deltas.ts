// Set-based view and engagement growth of a team's tracked videos between snapshots, the base of the overview's
// figures, daily series and top movers. A video's gain over (from, to] is its last snapshot in that span minus its
// last snapshot at or before `from` (or its first in the span when it has none before). Rather than computing that
// per video and per day, every snapshot in the span gets its delta against the video's previous snapshot; summing
// the deltas of any sub-span then telescopes to exactly that definition.
//
// The baseline is one index lookup per video on video_snapshots (video_id, captured_at), so the work grows with
// the snapshots inside the span, never with a video's whole history. A delta is null when either side is
// unknown (a platform that hides a count), so unknown never counts as 0.
import { type SQL, sql } from "drizzle-orm";

const METRICS = ["views", "likes", "comments", "shares", "bookmarks"] as const;

/**
 * A WITH clause defining `deltas(video_id, captured_at, views, dv, de)`: one row per snapshot in (from, to] of the
 * team's tracked videos, `dv` the view delta and `de` the engagement delta (likes + comments + shares + bookmarks,
 * the known parts only; null when none is known).
 */
export function deltasCte(teamId: number, from: Date, to: Date): SQL {
  const fromIso = from.toISOString();
  const toIso = to.toISOString();
  const columns = sql.raw(METRICS.map((m) => `s.${m}`).join(", "));
  // The first row of a video has no predecessor: its delta is 0 (first in span is the baseline), or null if unknown.
  const delta = (m: string) =>
    sql.raw(`CASE WHEN lag(captured_at) OVER w IS NULL THEN ${m} - ${m} ELSE ${m} - lag(${m}) OVER w END AS d_${m}`);
  const engagement = sql.raw(`CASE WHEN d_likes IS NULL AND d_comments IS NULL AND d_shares IS NULL
      AND d_bookmarks IS NULL THEN NULL
    ELSE coalesce(d_likes, 0) + coalesce(d_comments, 0) + coalesce(d_shares, 0) + coalesce(d_bookmarks, 0) END`);
  return sql`WITH team_videos AS (
      SELECT DISTINCT video_id FROM tracked_feeds WHERE team_id = ${teamId}
    ),
    series AS (
      SELECT tv.video_id, b.captured_at, ${sql.raw(METRICS.map((m) => `b.${m}`).join(", "))}
      FROM team_videos tv
      CROSS JOIN LATERAL (
        SELECT s.captured_at, ${columns} FROM video_snapshots s
        WHERE s.video_id = tv.video_id AND s.captured_at <= ${fromIso}::timestamptz
        ORDER BY s.captured_at DESC LIMIT 1
      ) b
      UNION ALL
      SELECT s.video_id, s.captured_at, ${columns}
      FROM video_snapshots s JOIN team_videos tv ON tv.video_id = s.video_id
      WHERE s.captured_at > ${fromIso}::timestamptz AND s.captured_at <= ${toIso}::timestamptz
    ),
    raw_deltas AS (
      SELECT video_id, captured_at, views, ${sql.join(METRICS.map(delta), sql`, `)}
      FROM series WINDOW w AS (PARTITION BY video_id ORDER BY captured_at)
    ),
    deltas AS (
      SELECT video_id, captured_at, views, d_views AS dv, ${engagement} AS de
      FROM raw_deltas WHERE captured_at > ${fromIso}::timestamptz
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
