// Tracked feeds and channels (now, and added in each period) and the new videos published in each period by the
// team's tracked feeds and channels: one set-based query.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { OverviewPeriods } from "./period";
import { num, rowsOf } from "./snapshot-deltas";

export interface PeriodCounts {
  feeds: number;
  channels: number;
  feedsAdded: { current: number; previous: number | null };
  channelsAdded: { current: number; previous: number | null };
  newVideos: { current: number; previous: number | null };
}

export async function readCounts(db: Db, teamId: number, periods: OverviewPeriods): Promise<PeriodCounts> {
  const now = periods.now.toISOString();
  const start = periods.start.toISOString();
  const previousStart = periods.previousStart.toISOString();
  const between = (column: string, from: string, to: string) =>
    sql`${sql.identifier(column)} > ${from}::timestamptz AND ${sql.identifier(column)} <= ${to}::timestamptz`;
  const inCurrent = (column: string) => between(column, start, now);
  const inPrevious = (column: string) => between(column, previousStart, start);
  // Videos reach the team two ways: as tracked feeds, and as uploads of tracked channels (which may not all be
  // imported as feeds). The channel side walks platform_videos (account_id, published_at).
  const result = await db.execute(sql`
    WITH team_feed_counts AS (
      SELECT count(*) AS total, count(*) FILTER (WHERE ${inCurrent("created_at")}) AS added,
        count(*) FILTER (WHERE ${inPrevious("created_at")}) AS added_before
      FROM tracked_feeds WHERE team_id = ${teamId}
    ),
    team_channel_counts AS (
      SELECT count(*) AS total, count(*) FILTER (WHERE ${inCurrent("created_at")}) AS added,
        count(*) FILTER (WHERE ${inPrevious("created_at")}) AS added_before
      FROM tracked_channels WHERE team_id = ${teamId}
    ),
    recent_videos AS (
      SELECT pv.id, pv.published_at FROM platform_videos pv
        JOIN tracked_feeds tf ON tf.video_id = pv.id
      WHERE tf.team_id = ${teamId} AND pv.published_at > ${previousStart}::timestamptz
      UNION
      SELECT pv.id, pv.published_at FROM tracked_channels tc
        JOIN platform_videos pv ON pv.account_id = tc.account_id
      WHERE tc.team_id = ${teamId} AND pv.published_at > ${previousStart}::timestamptz
    ),
    video_counts AS (
      SELECT count(*) FILTER (WHERE ${inCurrent("published_at")}) AS current,
        count(*) FILTER (WHERE ${inPrevious("published_at")}) AS previous
      FROM recent_videos
    )
    SELECT f.total AS feeds, f.added AS feeds_added, f.added_before AS feeds_added_before,
      c.total AS channels, c.added AS channels_added, c.added_before AS channels_added_before,
      v.current AS videos, v.previous AS videos_before
    FROM team_feed_counts f, team_channel_counts c, video_counts v`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  const n = (key: string) => num(row?.[key]) ?? 0;
  const previous = (key: string) => (periods.previousVisible ? n(key) : null);
  return {
    feeds: n("feeds"),
    channels: n("channels"),
    feedsAdded: { current: n("feeds_added"), previous: previous("feeds_added_before") },
    channelsAdded: { current: n("channels_added"), previous: previous("channels_added_before") },
    newVideos: { current: n("videos"), previous: previous("videos_before") },
  };
}
