// The write path of session 6 (src/server/tracking/store-videos.ts and store-videos-sql.ts at 9c4d9cd), kept so
// `npm run bench -- tracking` compares it with the current path in the same run: a content-hash read (with the
// rows locked) before the upsert, metadata sent only for changed rows, snapshots and raw payloads in their own
// statements, the hash in platform_video_raw (the bench adds that column back while this path runs).
import { PLATFORM_ENUM } from "@/domain/platforms";
import type { Db } from "../src/server/db/client";
import type { NormalizedVideo } from "../src/server/platforms/types";
import { contentHash } from "../src/server/tracking/content-hash";
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
  is_short, views_change_last, views_change_1d, views_change_7d, outlier_multiple, last_fetched_at, fetch_state,
  fetch_error, fetch_error_at, missed_count`;
// What the upsert would make of a stored row (v) from a new answer (excluded): the update below, as one row value.
const MERGED = `coalesce(excluded.account_id, v.account_id), excluded.url, excluded.caption, excluded.thumbnail_url,
  excluded.duration_seconds, coalesce(excluded.published_at, v.published_at), excluded.views, excluded.likes,
  excluded.comments, excluded.shares, excluded.bookmarks, coalesce(v.is_short, excluded.is_short),
  excluded.views_change_last, excluded.views_change_1d, excluded.views_change_7d, excluded.outlier_multiple,
  excluded.last_fetched_at, 'ok', NULL::text, NULL::timestamptz, 0`;
const STORED = `v.account_id, ${LATEST.replaceAll(/(\w+)/g, "v.$1")}`;
// The platform's own values only (not the derived columns nor the fetch time): updated_at moves only when these do.
const CONTENT_CHANGED = `(v.account_id, v.url, v.caption, v.thumbnail_url, v.duration_seconds, v.published_at, v.views,
  v.likes, v.comments, v.shares, v.bookmarks, v.is_short, v.fetch_state, v.fetch_error, v.missed_count)
  IS DISTINCT FROM (coalesce(excluded.account_id, v.account_id), excluded.url, excluded.caption,
  excluded.thumbnail_url, excluded.duration_seconds, coalesce(excluded.published_at, v.published_at),
  excluded.views, excluded.likes, excluded.comments, excluded.shares, excluded.bookmarks,
  coalesce(v.is_short, excluded.is_short), 'ok', NULL::text, 0)`;

const outlier = (views: string, median: string) =>
  `CASE WHEN ${median} > 0 AND ${views} IS NOT NULL THEN ${views}::float8 / ${median} END`;

/**
 * Latest values and every derived column of a batch of videos in one statement. The growth columns read only
 * snapshots before the capture time, so they are final before this capture's snapshot is inserted. The outlier
 * multiples use the account's stored median: only a channel refresh recomputes it (refreshAccountMedian in
 * store-account.ts, with every multiple of the account), so a video write touches no row but its own (review
 * finding 2: a median recomputed per video write moved on nearly every refresh and rewrote the whole channel).
 * Reading the account row takes no lock. Rows with nothing new (a retried job) are not rewritten; every video's id
 * is returned, written or not. A row whose content did not change (STALE_ROWS) comes with NULL metadata and
 * $15 false: its stored metadata is kept, so a views-only refresh sends counts and keys only (issue 18 item 1).
 * $1–$14: per-row arrays; $15: whether the row's metadata was sent; $16: the account id for every row (or NULL:
 * keep the known one); $17: captured at.
 */
const UPSERT_VIDEOS = `WITH input AS (
    SELECT * FROM unnest($1::smallint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[],
      $7::timestamptz[], $8::bigint[], $9::bigint[], $10::bigint[], $11::bigint[], $12::bigint[], $13::boolean[],
      $14::boolean[], $15::boolean[])
      AS t(platform, platform_id, url, caption, thumbnail_url, duration_seconds, published_at, views, likes,
        comments, shares, bookmarks, is_short, is_demo, sent)
  ),
  found AS (
    SELECT i.platform, i.platform_id, i.views, i.likes, i.comments, i.shares, i.bookmarks, i.is_demo,
      CASE WHEN i.sent OR v.id IS NULL THEN i.url ELSE v.url END AS url,
      CASE WHEN i.sent OR v.id IS NULL THEN i.caption ELSE v.caption END AS caption,
      CASE WHEN i.sent OR v.id IS NULL THEN i.thumbnail_url ELSE v.thumbnail_url END AS thumbnail_url,
      CASE WHEN i.sent OR v.id IS NULL THEN i.duration_seconds ELSE v.duration_seconds END AS duration_seconds,
      CASE WHEN i.sent OR v.id IS NULL THEN i.published_at ELSE v.published_at END AS published_at,
      CASE WHEN i.sent OR v.id IS NULL THEN i.is_short ELSE v.is_short END AS is_short,
      v.id AS existing_id, coalesce($16::int, v.account_id) AS account_id
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
      views, likes, comments, shares, bookmarks, is_short, views_change_last, views_change_1d,
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
 * Which stored rows of a batch must carry their metadata, with the rows locked: each stored row's 1-based position
 * and whether its content hash differs from the stored one (a payload moved by the migration, or an edit on the
 * platform); a position without a row is a new video. The rows are locked here, in the one key order every video
 * write uses, so the upsert that follows keeps the metadata it did not send from the row as committed now: read
 * without the lock, a channel refresh committing an edit between this read and the upsert would be overwritten by
 * the older metadata, and the stored hash would then keep it wrong (review of 2026-11-26, session 6).
 */
const STALE_ROWS = `SELECT t.n, r.content_hash IS DISTINCT FROM t.content_hash AS stale
  FROM unnest($1::smallint[], $2::text[], $3::text[]) WITH ORDINALITY AS t(platform, platform_id, content_hash, n)
  JOIN platform_videos v ON v.platform = t.platform AND v.platform_id = t.platform_id
  LEFT JOIN platform_video_raw r ON r.video_id = v.id
  ORDER BY v.platform, v.platform_id
  FOR UPDATE OF v`;

/**
 * The raw payloads and content hashes of the rows whose content changed, in video id order (the rows' locks are
 * already held by the upsert). $1: video ids; $2: hashes; $3: the payloads as one JSON array (a text[] of JSON
 * documents costs several times more to send and parse); $4: captured at.
 */
const UPSERT_RAW = `INSERT INTO platform_video_raw AS r (video_id, content_hash, raw, updated_at)
  SELECT t.video_id, t.content_hash, nullif(x.e, 'null'::jsonb), $4::timestamptz
  FROM unnest($1::int[], $2::text[]) WITH ORDINALITY AS t(video_id, content_hash, n)
  JOIN jsonb_array_elements($3::jsonb) WITH ORDINALITY AS x(e, n) ON x.n = t.n
  ORDER BY t.video_id
  ON CONFLICT (video_id) DO UPDATE SET content_hash = excluded.content_hash, raw = excluded.raw,
    updated_at = excluded.updated_at
  WHERE r.content_hash IS DISTINCT FROM excluded.content_hash`;

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
/** One statement's rows in UPSERT_VIDEOS' parameter order: a column array each ($1–$15); metadata only if `sent`. */
function columns(videos: NormalizedVideo[], sent: boolean[]): unknown[] {
  const arrays: unknown[][] = Array.from({ length: 15 }, () => new Array(videos.length));
  for (const [i, v] of videos.entries()) {
    const full = sent[i] === true;
    const row = [
      PLATFORM_ENUM[v.platform],
      v.platformId,
      full ? v.url : null,
      full ? v.caption : null,
      full ? v.thumbnailUrl : null,
      full ? v.durationSeconds : null,
      full ? (v.publishedAt?.toISOString() ?? null) : null,
      v.views,
      v.likes,
      v.comments,
      v.shares,
      v.bookmarks,
      full ? v.isShort : null,
      v.isDemo,
      full,
    ];
    for (const [c, value] of row.entries()) (arrays[c] as unknown[])[i] = value;
  }
  return arrays;
}

const keyOf = (platform: number, platformId: string) => `${platform}:${platformId}`;

async function storeChunk(
  tx: Tx,
  videos: NormalizedVideo[],
  accountId: number | null,
  at: string,
): Promise<StoredVideo[]> {
  const hashes = videos.map(contentHash);
  const existing = await runStatement<{ n: number; stale: boolean }>(tx, STALE_ROWS, [
    videos.map((v) => PLATFORM_ENUM[v.platform]),
    videos.map((v) => v.platformId),
    hashes,
  ]);
  // A video not stored yet sends everything; a stored one only when its content changed.
  const sent = new Array<boolean>(videos.length).fill(true);
  for (const row of existing) sent[Number(row.n) - 1] = row.stale === true || String(row.stale) === "true";
  const rows = await runStatement<{ id: number; platform: number; platform_id: string }>(tx, UPSERT_VIDEOS, [
    ...columns(videos, sent),
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
  const changed = sent.flatMap((isSent, i) => (isSent ? [i] : []));
  if (changed.length) {
    await runStatement(tx, UPSERT_RAW, [
      changed.map((i) => (stored[i] as StoredVideo).id),
      changed.map((i) => hashes[i]),
      JSON.stringify(changed.map((i) => videos[i]?.raw ?? null)),
      at,
    ]);
  }
  return stored;
}

export async function storeVideosS6(
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
