// The fixed statement texts of the set-based video write (store-videos.ts). Every per-row value travels in one
// array parameter per column and is spread by unnest(), so the text never changes with the batch size (one plan,
// no per-row query building) and a statement carries one parameter per column whatever its row count.
import "server-only";

/** Snapshots this close to a window's start still count for it (refreshes are never exactly 24 h apart). */
export const WINDOW_SLACK = "2 hours";

/** Rows per statement: arrays are one parameter each, so this bounds memory (parameter text), not the 65,535 cap. */
export const ROWS_PER_STATEMENT = 5_000;

const priorViews = (bound: string) => `(SELECT s.views FROM video_snapshots s
      WHERE s.video_id = f.existing_id AND s.captured_at ${bound} ORDER BY s.captured_at DESC LIMIT 1)`;

// The capture a written row's counts come from (derivedColumns' last_point_at), unless the row as locked says the
// counts may not be that capture's snapshot: a later capture's pointer or fetch time (a write that committed
// meanwhile, also one that had itself cleared the pointer), or the same capture with other views (a retried job
// that refetched: its snapshot keeps the first attempt's counts, ON CONFLICT DO NOTHING). Then unknown, and the next
// refresh reads the series (review of session 7).
const POINT_MERGED = `CASE WHEN v.last_point_at > excluded.last_point_at OR v.last_fetched_at > excluded.last_fetched_at
    OR (v.last_point_at = excluded.last_point_at AND v.views IS DISTINCT FROM excluded.views)
  THEN NULL ELSE excluded.last_point_at END`;

// The latest values a refresh writes; a row whose stored values already equal these is left alone.
const LATEST = `url, caption, thumbnail_url, duration_seconds, published_at, views, likes, comments, shares, bookmarks,
  is_short, views_change_last, views_change_1d, views_change_7d, outlier_multiple, last_fetched_at, fetch_state,
  fetch_error, fetch_error_at, missed_count, last_point_at`;
// What the upsert would make of a stored row (v) from a new answer (excluded): the update below, as one row value.
const MERGED_LATEST = `excluded.url, excluded.caption, excluded.thumbnail_url,
  excluded.duration_seconds, coalesce(excluded.published_at, v.published_at), excluded.views, excluded.likes,
  excluded.comments, excluded.shares, excluded.bookmarks, coalesce(v.is_short, excluded.is_short),
  excluded.views_change_last, excluded.views_change_1d, excluded.views_change_7d, excluded.outlier_multiple,
  excluded.last_fetched_at, 'ok', NULL::text, NULL::timestamptz, 0, ${POINT_MERGED}`;
const STORED_LATEST = LATEST.replaceAll(/(\w+)/g, "v.$1");
// The platform's own values only (not the derived columns nor the fetch time): updated_at moves only when these do.
const CONTENT_CHANGED = `(v.account_id, v.url, v.caption, v.thumbnail_url, v.duration_seconds, v.published_at, v.views,
  v.likes, v.comments, v.shares, v.bookmarks, v.is_short, v.fetch_state, v.fetch_error, v.missed_count)
  IS DISTINCT FROM (coalesce(excluded.account_id, v.account_id), excluded.url, excluded.caption,
  excluded.thumbnail_url, excluded.duration_seconds, coalesce(excluded.published_at, v.published_at),
  excluded.views, excluded.likes, excluded.comments, excluded.shares, excluded.bookmarks,
  coalesce(v.is_short, excluded.is_short), 'ok', NULL::text, 0)`;

/**
 * The stored row of an input row (i), one unique-index probe each, so the work follows the job's size, not the
 * table's. OFFSET 0 keeps the planner from flattening it into a join it may choose to hash: with the statistics of a
 * freshly loaded table it read all of platform_videos for every job (a 20,000-row sequential scan, 22 ms of a
 * 1,000-video job, against 10 ms for the probes; EXPLAIN ANALYZE, session 7).
 */
const STORED_ROW = `SELECT v.* FROM platform_videos v WHERE v.platform = i.platform AND v.platform_id = i.platform_id
    OFFSET 0`;

/**
 * The found rows (input joined to STORED_ROW) are materialized before the account join, so the accounts are joined
 * once per batch whatever the planner estimates. Inlined, it may put that join inside the per-row loop: with 100
 * accounts it rebuilt a hash join over every account for each input row (EXPLAIN ANALYZE of a 1,000-video
 * REFRESH_COUNTS: about 30 ms, against 19 ms materialized). With 400 accounts it probes the primary key instead
 * and both shapes cost the same (bench/RESULTS.md, session 8): this guards small installs, it is no gain at scale.
 */
const FOUND = "found AS MATERIALIZED";

const outlier = (views: string, median: string) =>
  `CASE WHEN ${median} > 0 AND ${views} IS NOT NULL THEN ${views}::float8 / ${median} END`;

/**
 * The growth columns, outlier multiple and last_point_at of a found row (f: views, existing_id, account_id, and
 * the stored row's stored_views and stored_point_at) at the capture time `at`. Each growth baseline is the latest
 * snapshot at or before its bound (issue 18 item 1, session 7: without probing the series where the row knows it).
 * Only storeVideos writes a video's counts, always with the snapshot of the same capture, and it sets
 * last_point_at to that capture (NULL when a capture older than the stored one arrives; retention clears it with
 * the snapshot), so while last_point_at is set no snapshot is later than it: a bound at or after it has the
 * stored counts as baseline, no series read needed. That covers "since the last refresh" on every refresh and the
 * 1- and 7-day windows when the previous refresh is old enough; otherwise the series is probed as before.
 */
const derivedColumns = (at: string) => {
  const baseline = (bound: string) =>
    `CASE WHEN f.stored_point_at ${bound} THEN f.stored_views ELSE ${priorViews(bound)} END`;
  return `f.views - ${baseline(`< ${at}`)} AS views_change_last,
      f.views - ${baseline(`<= ${at} - interval '1 day' + interval '${WINDOW_SLACK}'`)} AS views_change_1d,
      f.views - ${baseline(`<= ${at} - interval '7 days' + interval '${WINDOW_SLACK}'`)} AS views_change_7d,
      ${outlier("f.views", "a.median_views")} AS outlier_multiple,
      CASE WHEN f.existing_id IS NULL THEN ${at}
        WHEN f.stored_point_at IS NOT NULL THEN CASE WHEN f.stored_point_at <= ${at} THEN ${at} END
        WHEN NOT EXISTS (SELECT FROM video_snapshots s WHERE s.video_id = f.existing_id AND s.captured_at >= ${at})
          THEN ${at} END AS last_point_at`;
};

// What a counts-only refresh writes (REFRESH_COUNTS): everything but the metadata, which the row keeps.
const COUNTS = `account_id, views, likes, comments, shares, bookmarks, views_change_last, views_change_1d,
  views_change_7d, outlier_multiple, last_fetched_at, fetch_state, fetch_error, fetch_error_at, missed_count,
  last_point_at`;
const COUNTS_MERGED = `coalesce(excluded.account_id, v.account_id), excluded.views, excluded.likes, excluded.comments,
  excluded.shares, excluded.bookmarks, excluded.views_change_last, excluded.views_change_1d, excluded.views_change_7d,
  excluded.outlier_multiple, excluded.last_fetched_at, 'ok', NULL::text, NULL::timestamptz, 0, ${POINT_MERGED}`;
const COUNTS_CHANGED = `(v.account_id, v.views, v.likes, v.comments, v.shares, v.bookmarks, v.fetch_state,
  v.fetch_error, v.missed_count) IS DISTINCT FROM (coalesce(excluded.account_id, v.account_id), excluded.views,
  excluded.likes, excluded.comments, excluded.shares, excluded.bookmarks, 'ok', NULL::text, 0)`;

/**
 * A refresh of stored videos whose content did not change, in one statement: counts, growth columns and outlier
 * multiple upserted, and each written row's snapshot inserted (data-modifying CTE, ON CONFLICT DO NOTHING: a
 * retried job adds no point). Only the keys, the content hashes and the counts are sent (issue 18 item 1).
 *
 * Every stored row of the batch goes through ON CONFLICT DO UPDATE in key order, so all of them are locked in the
 * one order every video write uses (two writes sharing videos cannot deadlock on them), but only rows whose hash
 * equals the locked version's are written: the comparison is on the row as committed when the lock is granted, so
 * a channel refresh that committed an edit meanwhile makes the row fall through to the full write
 * (UPSERT_VIDEOS), never leaving old metadata under a new hash. A row whose hash differed already when read is
 * proposed with a NULL hash, so it never matches (and, had it vanished meanwhile, comes back without one, so its
 * next refresh writes everything). Rows with nothing new (a retry) are not rewritten either. Rows not returned
 * (new, changed content, or nothing new) are the caller's to write with UPSERT_VIDEOS; their snapshots too.
 * $1–$8: per-row arrays (platform, platform id, content hash, five counts); $9: the account id for every row (or
 * NULL: keep the known one); $10: captured at.
 */
export const REFRESH_COUNTS = `WITH input AS (
    SELECT * FROM unnest($1::smallint[], $2::text[], $3::uuid[], $4::bigint[], $5::bigint[], $6::bigint[],
      $7::bigint[], $8::bigint[])
      AS t(platform, platform_id, content_hash, views, likes, comments, shares, bookmarks)
  ),
  ${FOUND} (
    SELECT i.platform, i.platform_id, i.views, i.likes, i.comments, i.shares, i.bookmarks,
      CASE WHEN v.content_hash = i.content_hash THEN i.content_hash END AS content_hash, v.is_demo, v.url,
      v.caption, v.thumbnail_url, v.duration_seconds, v.published_at, v.is_short, v.id AS existing_id,
      v.views AS stored_views, v.last_point_at AS stored_point_at, coalesce($9::int, v.account_id) AS account_id
    FROM input i CROSS JOIN LATERAL (${STORED_ROW}) v
  ),
  derived AS (
    SELECT f.*, ${derivedColumns("$10::timestamptz")}
    FROM found f LEFT JOIN platform_accounts a ON a.id = f.account_id
  ),
  up AS (
    INSERT INTO platform_videos AS v (platform, platform_id, is_demo, content_hash, url, caption, thumbnail_url,
      duration_seconds, published_at, is_short, ${COUNTS}, updated_at)
    SELECT platform, platform_id, is_demo, content_hash, url, caption, thumbnail_url, duration_seconds,
      published_at, is_short, account_id, views, likes, comments, shares, bookmarks, views_change_last,
      views_change_1d, views_change_7d, outlier_multiple, $10::timestamptz, 'ok', NULL, NULL, 0, last_point_at,
      $10::timestamptz
    FROM derived ORDER BY platform, platform_id
    ON CONFLICT (platform, platform_id) DO UPDATE SET (${COUNTS}, updated_at) = ROW(${COUNTS_MERGED},
      CASE WHEN ${COUNTS_CHANGED} THEN excluded.updated_at ELSE v.updated_at END)
    WHERE v.content_hash = excluded.content_hash
      AND (${COUNTS.replaceAll(/(\w+)/g, "v.$1")}) IS DISTINCT FROM (${COUNTS_MERGED})
    RETURNING v.id, v.platform, v.platform_id, v.views, v.likes, v.comments, v.shares, v.bookmarks
  ),
  points AS (
    INSERT INTO video_snapshots (video_id, captured_at, views, likes, comments, shares, bookmarks)
    SELECT id, $10::timestamptz, views, likes, comments, shares, bookmarks FROM up
    ON CONFLICT DO NOTHING
  )
  SELECT id, platform, platform_id FROM up`;

/**
 * Latest values with metadata and every derived column of the rows REFRESH_COUNTS did not write (new videos,
 * changed content, a retry), in one statement. The growth columns read only snapshots before the capture time,
 * so they are final before this capture's snapshot is inserted. The outlier multiples use the account's stored
 * median: only a channel refresh recomputes it (refreshAccountMedian in store-account.ts, with every multiple of
 * the account), so a video write touches no row but its own (review finding 2: a median recomputed per video
 * write moved on nearly every refresh and rewrote the whole channel). Reading the account row takes no lock. Rows
 * with nothing new (a retried job) are not rewritten; every video's id is returned, written or not, with whether
 * this statement wrote it (only those get their raw payload written).
 * $1–$14: per-row arrays; $15: content hashes; $16: the account id for every row (or NULL: keep the known one);
 * $17: captured at.
 */
export const UPSERT_VIDEOS = `WITH input AS (
    SELECT * FROM unnest($1::smallint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
      $7::timestamptz[], $8::bigint[], $9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[], $13::boolean[],
      $14::boolean[], $15::uuid[])
      AS t(platform, platform_id, url, caption, thumbnail_url, duration_seconds, published_at, views, likes,
        comments, shares, bookmarks, is_short, is_demo, content_hash)
  ),
  ${FOUND} (
    SELECT i.*, v.id AS existing_id, v.views AS stored_views, v.last_point_at AS stored_point_at,
      coalesce($16::int, v.account_id) AS account_id
    FROM input i LEFT JOIN LATERAL (${STORED_ROW}) v ON true
  ),
  derived AS (
    SELECT f.*, ${derivedColumns("$17::timestamptz")}
    FROM found f LEFT JOIN platform_accounts a ON a.id = f.account_id
  ),
  up AS (
    INSERT INTO platform_videos AS v (platform, platform_id, account_id, is_demo, content_hash, ${LATEST}, updated_at)
    SELECT platform, platform_id, account_id, is_demo, content_hash, url, caption, thumbnail_url, duration_seconds,
      published_at, views, likes, comments, shares, bookmarks, is_short, views_change_last, views_change_1d,
      views_change_7d, outlier_multiple, $17::timestamptz, 'ok', NULL, NULL, 0, last_point_at, $17::timestamptz
    -- Rows are locked in key order whatever order the platform listed them in, so two writes sharing videos
    -- (a channel refresh and a video job) take them in one order and cannot deadlock on them.
    FROM derived ORDER BY platform, platform_id
    ON CONFLICT (platform, platform_id) DO UPDATE SET (account_id, content_hash, ${LATEST}, updated_at) =
      ROW(coalesce(excluded.account_id, v.account_id), excluded.content_hash, ${MERGED_LATEST},
      CASE WHEN ${CONTENT_CHANGED} THEN excluded.updated_at ELSE v.updated_at END)
    WHERE (v.account_id, v.content_hash, ${STORED_LATEST}) IS DISTINCT FROM
      (coalesce(excluded.account_id, v.account_id), excluded.content_hash, ${MERGED_LATEST})
    RETURNING v.id, v.platform, v.platform_id
  )
  SELECT id, platform, platform_id, true AS written FROM up
  UNION ALL
  SELECT existing_id, platform, platform_id, false FROM found
  WHERE existing_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM up WHERE up.id = found.existing_id)`;

/**
 * The raw payloads of the rows UPSERT_VIDEOS wrote (new or changed content), in video id order (the rows' locks
 * are already held by the upsert). $1: video ids; $2: the payloads as one JSON array (a text[] of JSON documents
 * costs several times more to send and parse); $3: captured at.
 */
export const UPSERT_RAW = `INSERT INTO platform_video_raw AS r (video_id, raw, updated_at)
  SELECT t.video_id, nullif(x.e, 'null'::jsonb), $3::timestamptz
  FROM unnest($1::int[]) WITH ORDINALITY AS t(video_id, n)
  JOIN jsonb_array_elements($2::jsonb) WITH ORDINALITY AS x(e, n) ON x.n = t.n
  ORDER BY t.video_id
  ON CONFLICT (video_id) DO UPDATE SET raw = excluded.raw, updated_at = excluded.updated_at
  WHERE r.raw IS DISTINCT FROM excluded.raw`;

/**
 * Ids of videos by key: for rows the upsert neither returned nor saw before it ran (another transaction inserted
 * them meanwhile with the values this write would have written, so ON CONFLICT … WHERE skipped them).
 */
export const SELECT_VIDEO_IDS = `SELECT v.id, v.platform, v.platform_id FROM platform_videos v
  JOIN unnest($1::smallint[], $2::text[]) AS k(platform, platform_id)
    ON v.platform = k.platform AND v.platform_id = k.platform_id`;

/** One snapshot per video and capture time; a retried job's rows already exist and are skipped. */
export const INSERT_SNAPSHOTS = `INSERT INTO video_snapshots (video_id, captured_at, views, likes, comments, shares, bookmarks)
  SELECT video_id, $1::timestamptz, views, likes, comments, shares, bookmarks
  FROM unnest($2::int[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[])
    AS t(video_id, views, likes, comments, shares, bookmarks)
  ON CONFLICT DO NOTHING`;
