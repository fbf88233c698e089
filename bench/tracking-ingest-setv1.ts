// The set-based write path of session 5 (src/server/tracking/store-videos.ts and store-videos-sql.ts at 86fa8b3),
// kept verbatim so `npm run bench -- tracking` compares it with the current path in the same run: every column of
// every row sent and rewritten, the raw payload in platform_videos (the bench adds that column back for this path).
import { PLATFORM_ENUM } from "@/domain/platforms";
import type { Db } from "../src/server/db/client";
import type { NormalizedVideo } from "../src/server/platforms/types";
import { runStatement } from "../src/server/tracking/run-statement";

type Tx = Pick<Db, "insert" | "update" | "execute">;

const WINDOW_SLACK = "2 hours";
const ROWS_PER_STATEMENT = 5_000;

interface StoredVideo {
  id: number;
  platformId: string;
}

const priorViews = (bound: string) => `(SELECT s.views FROM video_snapshots s
      WHERE s.video_id = f.existing_id AND s.captured_at ${bound} ORDER BY s.captured_at DESC LIMIT 1)`;

// The latest values a refresh writes; a row whose stored values already equal these is left alone.
const LATEST = `url, caption, thumbnail_url, duration_seconds, published_at, views, likes, comments, shares, bookmarks,
  is_short, raw, views_change_last, views_change_1d, views_change_7d, outlier_multiple, last_fetched_at, fetch_state,
  fetch_error, fetch_error_at, missed_count`;
// What the upsert would make of a stored row (v) from a new answer (excluded): the update below, as one row value.
const MERGED = `coalesce(excluded.account_id, v.account_id), excluded.url, excluded.caption, excluded.thumbnail_url,
  excluded.duration_seconds, coalesce(excluded.published_at, v.published_at), excluded.views, excluded.likes,
  excluded.comments, excluded.shares, excluded.bookmarks, coalesce(v.is_short, excluded.is_short), excluded.raw,
  excluded.views_change_last, excluded.views_change_1d, excluded.views_change_7d, excluded.outlier_multiple,
  excluded.last_fetched_at, 'ok', NULL::text, NULL::timestamptz, 0`;
const STORED = `v.account_id, ${LATEST.replaceAll(/(\w+)/g, "v.$1")}`;
// The platform's own values only (not the derived columns nor the fetch time): updated_at moves only when these do.
const CONTENT_CHANGED = `(v.account_id, v.url, v.caption, v.thumbnail_url, v.duration_seconds, v.published_at, v.views,
  v.likes, v.comments, v.shares, v.bookmarks, v.is_short, v.raw, v.fetch_state, v.fetch_error, v.missed_count)
  IS DISTINCT FROM (coalesce(excluded.account_id, v.account_id), excluded.url, excluded.caption,
  excluded.thumbnail_url, excluded.duration_seconds, coalesce(excluded.published_at, v.published_at),
  excluded.views, excluded.likes, excluded.comments, excluded.shares, excluded.bookmarks,
  coalesce(v.is_short, excluded.is_short), excluded.raw, 'ok', NULL::text, 0)`;

const outlier = (views: string, median: string) =>
  `CASE WHEN ${median} > 0 AND ${views} IS NOT NULL THEN ${views}::float8 / ${median} END`;

/**
 * Latest values and every derived column of a batch of videos in one statement. The growth columns read only
 * snapshots before the capture time, so they are final before this capture's snapshot is inserted. The outlier
 * multiples use the account's stored median: only a channel refresh recomputes it (refreshAccountMedian in
 * store-account.ts, with every multiple of the account), so a video write touches no row but its own (review
 * finding 2: a median recomputed per video write moved on nearly every refresh and rewrote the whole channel).
 * Reading the account row takes no lock. Rows with nothing new (a retried job) are not rewritten; every video's id
 * is returned, written or not.
 * $1–$14: per-row arrays; $15: the raw payloads as one JSON array (a text[] of JSON documents costs several times
 * more to send and parse); $16: the account id for every row (or NULL: keep the known one); $17: captured at.
 */
const UPSERT_VIDEOS = `WITH input AS (
    SELECT * FROM unnest($1::smallint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
      $7::timestamptz[], $8::bigint[], $9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[], $13::boolean[],
      $14::boolean[], ARRAY(SELECT nullif(e, 'null') FROM jsonb_array_elements($15::jsonb) WITH ORDINALITY AS x(e, n)
        ORDER BY n))
      AS t(platform, platform_id, url, caption, thumbnail_url, duration_seconds, published_at, views, likes,
        comments, shares, bookmarks, is_short, is_demo, raw)
  ),
  found AS (
    SELECT i.*, v.id AS existing_id, coalesce($16::int, v.account_id) AS account_id
    FROM input i LEFT JOIN platform_videos v ON v.platform = i.platform AND v.platform_id = i.platform_id
  ),
  derived AS (
    SELECT f.*,
      f.views - ${priorViews("< $17::timestamptz")} AS views_change_last,
      f.views - ${priorViews(`<= $17::timestamptz - interval '1 day' + interval '${WINDOW_SLACK}'`)} AS views_change_1d,
      f.views - ${priorViews(`<= $17::timestamptz - interval '7 days' + interval '${WINDOW_SLACK}'`)} AS views_change_7d,
      ${outlier("f.views", "a.median_views")} AS outlier_multiple
    FROM found f LEFT JOIN platform_accounts a ON a.id = f.account_id
  ),
  up AS (
    INSERT INTO platform_videos AS v (platform, platform_id, account_id, is_demo, ${LATEST}, updated_at)
    SELECT platform, platform_id, account_id, is_demo, url, caption, thumbnail_url, duration_seconds, published_at,
      views, likes, comments, shares, bookmarks, is_short, raw, views_change_last, views_change_1d,
      views_change_7d, outlier_multiple, $17::timestamptz, 'ok', NULL, NULL, 0, $17::timestamptz
    -- Rows are locked in key order whatever order the platform listed them in, so two writes sharing videos
    -- (a channel refresh and a video job) take them in one order and cannot deadlock on them.
    FROM derived ORDER BY platform, platform_id
    ON CONFLICT (platform, platform_id) DO UPDATE SET (account_id, ${LATEST}, updated_at) = ROW(${MERGED},
      CASE WHEN ${CONTENT_CHANGED} THEN excluded.updated_at ELSE v.updated_at END)
    WHERE (${STORED}) IS DISTINCT FROM (${MERGED})
    RETURNING v.id, v.platform, v.platform_id
  )
  SELECT id, platform, platform_id FROM up
  UNION ALL
  SELECT existing_id, platform, platform_id FROM found
  WHERE existing_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM up WHERE up.id = found.existing_id)`;

/**
 * Ids of videos by key: for rows the upsert neither returned nor saw before it ran (another transaction inserted
 * them meanwhile with the values this write would have written, so ON CONFLICT … WHERE skipped them).
 */
const SELECT_VIDEO_IDS = `SELECT v.id, v.platform, v.platform_id FROM platform_videos v
  JOIN unnest($1::smallint[], $2::text[]) AS k(platform, platform_id)
    ON v.platform = k.platform AND v.platform_id = k.platform_id`;

/** One snapshot per video and capture time; a retried job's rows already exist and are skipped. */
const INSERT_SNAPSHOTS = `INSERT INTO video_snapshots (video_id, captured_at, views, likes, comments, shares, bookmarks)
  SELECT video_id, $1::timestamptz, views, likes, comments, shares, bookmarks
  FROM unnest($2::int[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[])
    AS t(video_id, views, likes, comments, shares, bookmarks)
  ON CONFLICT DO NOTHING`;

/** One statement's rows in UPSERT_VIDEOS' parameter order: a column array each ($1–$14), the raw payloads ($15). */
function columns(videos: NormalizedVideo[]): unknown[] {
  const arrays: unknown[][] = Array.from({ length: 14 }, () => new Array(videos.length));
  for (const [i, v] of videos.entries()) {
    const row = [
      PLATFORM_ENUM[v.platform],
      v.platformId,
      v.url,
      v.caption,
      v.thumbnailUrl,
      v.durationSeconds,
      v.publishedAt?.toISOString() ?? null,
      v.views,
      v.likes,
      v.comments,
      v.shares,
      v.bookmarks,
      v.isShort,
      v.isDemo,
    ];
    for (const [c, value] of row.entries()) (arrays[c] as unknown[])[i] = value;
  }
  return [...arrays, JSON.stringify(videos.map((v) => v.raw ?? null))];
}

const keyOf = (platform: number, platformId: string) => `${platform}:${platformId}`;

/** Latest values, derived columns and snapshots of up to ROWS_PER_STATEMENT videos: two statements. */
async function storeChunk(
  tx: Tx,
  videos: NormalizedVideo[],
  accountId: number | null,
  at: string,
): Promise<StoredVideo[]> {
  const rows = await runStatement<{ id: number; platform: number; platform_id: string }>(tx, UPSERT_VIDEOS, [
    ...columns(videos),
    accountId,
    at,
  ]);
  const idByKey = new Map(rows.map((row) => [keyOf(Number(row.platform), row.platform_id), Number(row.id)]));
  // A row another transaction inserted with identical values while this one ran is in neither of the upsert's
  // answers (review finding 8): it is stored all the same, so its id is looked up rather than reported missing.
  const unseen = videos.filter((v) => !idByKey.has(keyOf(PLATFORM_ENUM[v.platform], v.platformId)));
  if (unseen.length) {
    const found = await runStatement<{ id: number; platform: number; platform_id: string }>(tx, SELECT_VIDEO_IDS, [
      unseen.map((v) => PLATFORM_ENUM[v.platform]),
      unseen.map((v) => v.platformId),
    ]);
    for (const row of found) idByKey.set(keyOf(Number(row.platform), row.platform_id), Number(row.id));
  }
  const snapshot: unknown[][] = [[], [], [], [], [], []];
  const stored: StoredVideo[] = [];
  for (const v of videos) {
    const id = idByKey.get(keyOf(PLATFORM_ENUM[v.platform], v.platformId));
    if (id === undefined) throw new Error(`video ${v.platformId} was not stored`);
    stored.push({ id, platformId: v.platformId });
    for (const [c, value] of [id, v.views, v.likes, v.comments, v.shares, v.bookmarks].entries()) {
      (snapshot[c] as unknown[]).push(value);
    }
  }
  await runStatement(tx, INSERT_SNAPSHOTS, [at, ...snapshot]);
  return stored;
}

/**
 * Writes a whole refresh batch set-based: the latest values with the growth columns and the outlier multiples of
 * the accounts' stored medians (skipping rows with nothing new), then one snapshot per video at the capture
 * time (ON CONFLICT DO NOTHING: a retried job adds no point), ROWS_PER_STATEMENT rows per statement. Raw statements
 * with fixed text rather than the query builder: this is the engine's hottest write (bench/RESULTS.md, tracking).
 */
export async function storeVideosSetV1(
  tx: Tx,
  input: { videos: NormalizedVideo[]; accountId: number | null; capturedAt: Date },
): Promise<StoredVideo[]> {
  // One row per video: a platform may list the same video twice across pages, and an upsert may touch a row once.
  const videos = [
    ...new Map(input.videos.map((video) => [keyOf(PLATFORM_ENUM[video.platform], video.platformId), video])).values(),
  ];
  const at = input.capturedAt.toISOString();
  const stored: StoredVideo[] = [];
  for (let start = 0; start < videos.length; start += ROWS_PER_STATEMENT) {
    stored.push(...(await storeChunk(tx, videos.slice(start, start + ROWS_PER_STATEMENT), input.accountId, at)));
  }
  return stored;
}
