// The one statement a video batch's alert evaluation reads (get-refreshed-items.ts feedsOfVideos): every team's
// tracked feed of the refreshed videos with what matching and evaluation need, in flat columns. It returns what
// the query-builder version returned as JSON per row (the rule memories as json_agg, the two captures as
// row_to_json inside json_build_object): building and parsing that JSON for 500 rows cost about a fifth of the
// statement's time on the alert bench (bench/RESULTS.md, session 8), so the memories come as three parallel arrays
// and the captures as plain columns. Fixed text with one array parameter for the ids (no per-id placeholder).
import "server-only";
import { AlertCalculation, Metric } from "@/domain/enums";

/** The columns of both captures, prefixed (`n_` the capture at the refresh's time, `b_` the one before). */
const captureColumns = (alias: string, prefix: string) =>
  ["captured_at", "views", "likes", "comments", "shares", "bookmarks"]
    .map((column) => `${alias}.${column} AS ${prefix}${column}`)
    .join(", ");

/**
 * The condition on a stored rule memory (alias `s`, an alert_rule_states row) that it can change an evaluation at
 * `at` (SQL text of a timestamptz), src/domain/alerts/evaluate.ts: a Total rule remembering "above" (it must not fire
 * again until the value drops, and a drop rewrites it), an Outlier rule that fired (once per video), an Increment
 * rule whose cooldown has not passed at `at` (a negative cooldown counts as none, as cooldownOver does). Every other
 * row is the empty memory in effect: a Total rule remembering "below" fires at or over the threshold and writes
 * nothing below it, as with no row; an Increment rule past its cooldown fires on the change alone. The first
 * condition repeats alert_rule_states_item_idx's predicate so the index applies; the rule is looked up by its key
 * only for rows not "above" (an EXISTS: a join let the planner scan every rule once per item, bench/RESULTS.md
 * session 7).
 */
export const memoryMatters = (s: string, at: string) => `(${s}.above_threshold OR ${s}.last_fired_at IS NOT NULL)
      AND (${s}.above_threshold OR EXISTS (SELECT 1 FROM alert_rules r WHERE r.id = ${s}.rule_id
        AND (r.metric = ${Metric.OutlierMultiple}
          OR (r.calculation = ${AlertCalculation.IncrementOfLastCycle}
            AND ${s}.last_fired_at > ${at} - greatest(r.cooldown_hours, 0) * interval '1 hour'))))`;

/**
 * $1: video ids (int[]); $2: the refresh's capture time; $3: the feed statuses that are evaluated (smallint[]).
 *
 * Every lookup is a LATERAL subquery by key, kept one (OFFSET 0) so the planner cannot flatten it into a join: it
 * then joined the whole snapshot table (statistics from before this capture say no row has its time) or hashed
 * all of platform_videos, hundreds of milliseconds for a 500-video job.
 *
 * Per feed: its team's alert version; its platform and its account's median views (lookups by key, not joins
 * PostgreSQL may plan as a hash over every tracked video, bench/RESULTS.md session 7, or, for the account, as a
 * hash of platform_accounts built again for every feed: about 1 ms of a 500-video job, session 8); the collections holding the
 * feed or its tracked channel; the capture at $2 and the latest one before it (LIMIT 1 down the primary key, one
 * row however long the history); and the rule memories that can change its evaluation at $2 (memoryMatters) as
 * `m_rules`, `m_above`, `m_fired` (epoch milliseconds), in one order (the three aggregates read the same rows).
 */
export const REFRESHED_FEEDS = `SELECT f.id, f.team_id, f.channel_id, f.video_id, o.alert_version,
    pv.platform, pv.median_views,
    array(SELECT ci.collection_id FROM collection_items ci WHERE ci.tracked_feed_id = f.id)
      || array(SELECT ci.collection_id FROM collection_items ci WHERE ci.tracked_channel_id = f.channel_id)
      AS collection_ids,
    m.rules AS m_rules, m.above AS m_above, m.fired AS m_fired,
    ${captureColumns("n", "n_")}, ${captureColumns("b", "b_")}
  FROM tracked_feeds f
  JOIN organization o ON o.id = f.team_id
  LEFT JOIN LATERAL (SELECT v.platform,
      (SELECT a.median_views FROM platform_accounts a WHERE a.id = v.account_id) AS median_views
    FROM platform_videos v WHERE v.id = f.video_id OFFSET 0) pv ON true
  LEFT JOIN LATERAL (SELECT s.* FROM video_snapshots s
    WHERE s.video_id = f.video_id AND s.captured_at = $2::timestamptz OFFSET 0) n ON true
  LEFT JOIN LATERAL (SELECT s.* FROM video_snapshots s
    WHERE s.video_id = f.video_id AND s.captured_at < $2::timestamptz ORDER BY s.captured_at DESC LIMIT 1) b ON true
  LEFT JOIN LATERAL (SELECT array_agg(s.rule_id) AS rules, array_agg(s.above_threshold) AS above,
      array_agg((extract(epoch FROM s.last_fired_at) * 1000)::float8) AS fired
    FROM alert_rule_states s
    WHERE s.item_id = f.id AND s.item_kind = 'feed' AND ${memoryMatters("s", "$2::timestamptz")}) m ON true
  WHERE f.video_id = ANY($1::int[]) AND f.status = ANY($3::smallint[])`;

/** A row of REFRESHED_FEEDS as a driver hands it back (bigints and array elements may come as strings). */
export interface RefreshedFeedRow {
  id: number | string;
  team_id: number | string;
  channel_id: number | string | null;
  video_id: number | string;
  alert_version: string;
  platform: number | string | null;
  median_views: number | string | null;
  collection_ids: (number | string)[] | null;
  m_rules: (number | string)[] | null;
  m_above: (boolean | string)[] | null;
  /** Epoch milliseconds as float8 (PGlite hands timestamptz[] and numeric[] back as unparsed array text). */
  m_fired: (number | string | null)[] | null;
  n_captured_at: Date | string | null;
  n_views: number | string | null;
  n_likes: number | string | null;
  n_comments: number | string | null;
  n_shares: number | string | null;
  n_bookmarks: number | string | null;
  b_captured_at: Date | string | null;
  b_views: number | string | null;
  b_likes: number | string | null;
  b_comments: number | string | null;
  b_shares: number | string | null;
  b_bookmarks: number | string | null;
}
