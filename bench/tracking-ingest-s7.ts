// The write path of session 7 (src/server/tracking/store-videos.ts and store-videos-sql.ts at cd88efe), kept so
// `npm run bench -- tracking` compares it with the current path in the same run: one statement per unchanged
// batch (REFRESH_COUNTS), the full upsert, snapshots and raw payloads for the rest. Only storeVideos is kept.
import { createHash } from "node:crypto";
import { PLATFORM_ENUM } from "@/domain/platforms";
import type { Db } from "../src/server/db/client";
import type { NormalizedVideo } from "../src/server/platforms/types";
import { runStatement } from "../src/server/tracking/run-statement";
import {
  INSERT_SNAPSHOTS,
  REFRESH_COUNTS,
  ROWS_PER_STATEMENT,
  SELECT_VIDEO_IDS,
  UPSERT_RAW,
  UPSERT_VIDEOS,
} from "./tracking-ingest-s7-sql";

type Tx = Pick<Db, "insert" | "update" | "execute">;

interface StoredVideo {
  id: number;
  platformId: string;
}

/**
 * Keys holding a payload's counters (viewCount, play_count, statistics…): the counts travel in their own columns, so
 * a new count is no new content. YouTube's `etag` changes with the statistics, so it is left out too.
 */
const COUNTER_KEY = /(^|_)count$|Count$|^(statistics|insights|etag)$/;
/** Drops the counters while serializing, without copying the payload (this runs for every video of every job). */
const skipCounters = (key: string, value: unknown) => (COUNTER_KEY.test(key) ? undefined : value);

/**
 * What a refresh must write beyond the counts, as one hash: the metadata columns and the raw payload without its
 * counters. Equal to the stored hash, the row's metadata and payload are left as they are and not even sent.
 */
function contentHash(v: NormalizedVideo): string {
  const content = [
    v.url,
    v.caption,
    v.thumbnailUrl,
    v.durationSeconds,
    v.publishedAt?.toISOString() ?? null,
    v.isShort,
    v.isDemo,
    v.raw ?? null,
  ];
  return createHash("md5").update(JSON.stringify(content, skipCounters)).digest("hex");
}

/** REFRESH_COUNTS' per-row arrays ($1–$8): keys, content hashes and counts, no metadata. */
function countColumns(videos: NormalizedVideo[], hashes: string[]): unknown[][] {
  const arrays: unknown[][] = Array.from({ length: 8 }, () => new Array(videos.length));
  for (const [i, v] of videos.entries()) {
    const row = [
      PLATFORM_ENUM[v.platform],
      v.platformId,
      hashes[i],
      v.views,
      v.likes,
      v.comments,
      v.shares,
      v.bookmarks,
    ];
    for (const [c, value] of row.entries()) (arrays[c] as unknown[])[i] = value;
  }
  return arrays;
}

/** UPSERT_VIDEOS' per-row arrays ($1–$15): every column and the content hash. */
function fullColumns(videos: NormalizedVideo[], hashes: string[]): unknown[][] {
  const arrays: unknown[][] = Array.from({ length: 15 }, () => new Array(videos.length));
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
      hashes[i],
    ];
    for (const [c, value] of row.entries()) (arrays[c] as unknown[])[i] = value;
  }
  return arrays;
}

const keyOf = (platform: number, platformId: string) => `${platform}:${platformId}`;
type IdRow = { id: number; platform: number; platform_id: string };

/**
 * The videos REFRESH_COUNTS did not write (new, changed content, or nothing new): every column, their
 * snapshots, and the raw payloads of the rows written. Returns each video's id by key.
 */
async function writeFull(
  tx: Tx,
  videos: NormalizedVideo[],
  hashes: string[],
  accountId: number | null,
  at: string,
): Promise<Map<string, number>> {
  const rows = await runStatement<IdRow & { written: boolean | string }>(tx, UPSERT_VIDEOS, [
    ...fullColumns(videos, hashes),
    accountId,
    at,
  ]);
  const idByKey = new Map(rows.map((row) => [keyOf(Number(row.platform), row.platform_id), Number(row.id)]));
  const written = new Set(rows.filter((row) => String(row.written) === "true").map((row) => Number(row.id)));
  // A row another transaction inserted with identical values while this one ran is in neither of the upsert's
  // answers (review finding 8): it is stored all the same, so its id is looked up rather than reported missing.
  const unseen = videos.filter((v) => !idByKey.has(keyOf(PLATFORM_ENUM[v.platform], v.platformId)));
  if (unseen.length) {
    const found = await runStatement<IdRow>(tx, SELECT_VIDEO_IDS, [
      unseen.map((v) => PLATFORM_ENUM[v.platform]),
      unseen.map((v) => v.platformId),
    ]);
    for (const row of found) idByKey.set(keyOf(Number(row.platform), row.platform_id), Number(row.id));
  }
  const snapshot: unknown[][] = [[], [], [], [], [], []];
  const raw: { ids: number[]; payloads: unknown[] } = { ids: [], payloads: [] };
  for (const v of videos) {
    const id = idByKey.get(keyOf(PLATFORM_ENUM[v.platform], v.platformId));
    if (id === undefined) throw new Error(`video ${v.platformId} was not stored`);
    for (const [c, value] of [id, v.views, v.likes, v.comments, v.shares, v.bookmarks].entries()) {
      (snapshot[c] as unknown[]).push(value);
    }
    if (written.has(id)) {
      raw.ids.push(id);
      raw.payloads.push(v.raw ?? null);
    }
  }
  await runStatement(tx, INSERT_SNAPSHOTS, [at, ...snapshot]);
  if (raw.ids.length) await runStatement(tx, UPSERT_RAW, [raw.ids, JSON.stringify(raw.payloads), at]);
  return idByKey;
}

/**
 * Latest values, derived columns and snapshots of up to ROWS_PER_STATEMENT videos. A steady-state refresh (every
 * video stored, content unchanged) is one statement, REFRESH_COUNTS, sending keys, hashes and counts only; the rest
 * (new videos, edits, retries) follow in writeFull.
 */
async function storeChunk(
  tx: Tx,
  videos: NormalizedVideo[],
  accountId: number | null,
  at: string,
): Promise<StoredVideo[]> {
  const hashes = videos.map(contentHash);
  const refreshed = await runStatement<IdRow>(tx, REFRESH_COUNTS, [...countColumns(videos, hashes), accountId, at]);
  const idByKey = new Map(refreshed.map((row) => [keyOf(Number(row.platform), row.platform_id), Number(row.id)]));
  const rest: number[] = [];
  for (const [i, v] of videos.entries()) if (!idByKey.has(keyOf(PLATFORM_ENUM[v.platform], v.platformId))) rest.push(i);
  if (rest.length) {
    const full = await writeFull(
      tx,
      rest.map((i) => videos[i] as NormalizedVideo),
      rest.map((i) => hashes[i] as string),
      accountId,
      at,
    );
    for (const [key, id] of full) idByKey.set(key, id);
  }
  return videos.map((v) => {
    const id = idByKey.get(keyOf(PLATFORM_ENUM[v.platform], v.platformId));
    if (id === undefined) throw new Error(`video ${v.platformId} was not stored`);
    return { id, platformId: v.platformId };
  });
}

/**
 * Writes a whole refresh batch set-based: the latest values with the growth columns and the outlier multiples of
 * the accounts' stored medians (skipping rows with nothing new), and one snapshot per video at the capture time
 * (ON CONFLICT DO NOTHING: a retried job adds no point), ROWS_PER_STATEMENT rows per statement. Raw statements
 * with fixed text rather than the query builder: this is the engine's hottest write (bench/RESULTS.md, tracking).
 */
export async function storeVideosS7(
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
