// Tracked feeds and channels (now, and added in each period) and the new videos published in each period by the
// team's tracked feeds and channels: one set-based query. Each count is read over the shown window (`current`),
// over its compared part (`compared`: the window, or its latest half when split, period.ts) and over the previous
// compared period; demo-workspace rows are left out when asked.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { OverviewPeriods } from "./period";
import { num, rowsOf } from "./snapshot-deltas";

export interface PeriodCount {
  current: number;
  compared: number;
  previous: number | null;
}

export interface PeriodCounts {
  /** Whether the team has demo-workspace feeds or channels, counted or not. */
  hasDemo: boolean;
  feeds: number;
  channels: number;
  feedsAdded: PeriodCount;
  channelsAdded: PeriodCount;
  newVideos: PeriodCount;
}

export async function readCounts(
  db: Db,
  teamId: number,
  periods: OverviewPeriods,
  options: { excludeDemo: boolean },
): Promise<PeriodCounts> {
  const now = periods.now.toISOString();
  const start = periods.start.toISOString();
  const comparedStart = periods.compared.start.toISOString();
  const previousStart = periods.previous.start.toISOString();
  const oldest = periods.previous.start < periods.start ? previousStart : start;
  const between = (column: string, from: string, to: string) =>
    sql`${sql.identifier(column)} > ${from}::timestamptz AND ${sql.identifier(column)} <= ${to}::timestamptz`;
  const inCurrent = (column: string) => between(column, start, now);
  const inCompared = (column: string) => between(column, comparedStart, now);
  const inPrevious = (column: string) => between(column, previousStart, comparedStart);
  const notDemo = (alias: string) => (options.excludeDemo ? sql.raw(` AND NOT ${alias}.is_demo`) : sql``);
  // Videos reach the team two ways: as tracked feeds, and as uploads of tracked channels (which may not all be
  // imported as feeds). The channel side walks platform_videos (account_id, published_at).
  const result = await db.execute(sql`
    WITH team_feed_counts AS (
      SELECT count(*) AS total, count(*) FILTER (WHERE ${inCurrent("created_at")}) AS added,
        count(*) FILTER (WHERE ${inCompared("created_at")}) AS added_compared,
        count(*) FILTER (WHERE ${inPrevious("created_at")}) AS added_before
      FROM tracked_feeds tf WHERE team_id = ${teamId}${notDemo("tf")}
    ),
    team_channel_counts AS (
      SELECT count(*) AS total, count(*) FILTER (WHERE ${inCurrent("created_at")}) AS added,
        count(*) FILTER (WHERE ${inCompared("created_at")}) AS added_compared,
        count(*) FILTER (WHERE ${inPrevious("created_at")}) AS added_before
      FROM tracked_channels tc WHERE team_id = ${teamId}${notDemo("tc")}
    ),
    recent_videos AS (
      SELECT pv.id, pv.published_at FROM platform_videos pv
        JOIN tracked_feeds tf ON tf.video_id = pv.id
      WHERE tf.team_id = ${teamId}${notDemo("tf")} AND pv.published_at > ${oldest}::timestamptz
      UNION
      SELECT pv.id, pv.published_at FROM tracked_channels tc
        JOIN platform_videos pv ON pv.account_id = tc.account_id
      WHERE tc.team_id = ${teamId}${notDemo("tc")} AND pv.published_at > ${oldest}::timestamptz
    ),
    video_counts AS (
      SELECT count(*) FILTER (WHERE ${inCurrent("published_at")}) AS current,
        count(*) FILTER (WHERE ${inCompared("published_at")}) AS compared,
        count(*) FILTER (WHERE ${inPrevious("published_at")}) AS previous
      FROM recent_videos
    ),
    demo AS (
      SELECT EXISTS (SELECT 1 FROM tracked_feeds WHERE team_id = ${teamId} AND is_demo)
        OR EXISTS (SELECT 1 FROM tracked_channels WHERE team_id = ${teamId} AND is_demo) AS has_demo
    )
    SELECT d.has_demo, f.total AS feeds, f.added AS feeds_added, f.added_compared AS feeds_added_compared,
      f.added_before AS feeds_added_before, c.total AS channels, c.added AS channels_added,
      c.added_compared AS channels_added_compared, c.added_before AS channels_added_before,
      v.current AS videos, v.compared AS videos_compared, v.previous AS videos_before
    FROM team_feed_counts f, team_channel_counts c, video_counts v, demo d`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  const n = (key: string) => num(row?.[key]) ?? 0;
  const count = (current: string, compared: string, previous: string): PeriodCount => ({
    current: n(current),
    compared: n(compared),
    previous: periods.previousVisible ? n(previous) : null,
  });
  return {
    hasDemo: row?.has_demo === true,
    feeds: n("feeds"),
    channels: n("channels"),
    feedsAdded: count("feeds_added", "feeds_added_compared", "feeds_added_before"),
    channelsAdded: count("channels_added", "channels_added_compared", "channels_added_before"),
    newVideos: count("videos", "videos_compared", "videos_before"),
  };
}
