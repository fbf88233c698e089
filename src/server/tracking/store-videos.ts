// Writes what a platform said about videos: latest values on the global rows, one snapshot per capture time
// (idempotent), and the derived columns lists sort on (growth since the last snapshot and over 1 and 7 days,
// multiple of the account's median). The statements' text is in store-videos-sql.ts.
import "server-only";
import { inArray, sql } from "drizzle-orm";
import { PLATFORM_ENUM } from "@/domain/platforms";
import type { Db } from "../db/client";
import { platformVideos, videoSnapshots } from "../db/schema";
import type { NormalizedVideo } from "../platforms/types";
import { contentHash } from "./content-hash";
import { runStatement } from "./run-statement";
import {
  INSERT_SNAPSHOTS,
  REFRESH_COUNTS,
  ROWS_PER_STATEMENT,
  SELECT_VIDEO_IDS,
  UPSERT_RAW,
  UPSERT_VIDEOS,
  WINDOW_SLACK,
} from "./store-videos-sql";

type Tx = Pick<Db, "insert" | "update" | "execute">;

export interface StoredVideo {
  id: number;
  platformId: string;
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
export async function storeVideos(
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

/**
 * Growth columns and outlier multiple from the snapshots and the account's median, for videos whose snapshots were
 * written some other way (the demo workspace's history); the same expressions as UPSERT_VIDEOS.
 */
export async function refreshDerived(tx: Tx, videoIds: number[], capturedAt: Date): Promise<void> {
  if (!videoIds.length) return;
  const at = sql`${capturedAt.toISOString()}::timestamptz`;
  const viewsBefore = (bound: ReturnType<typeof sql>) =>
    sql`(SELECT s.views FROM ${videoSnapshots} s WHERE s.video_id = ${platformVideos.id} AND s.captured_at ${bound}
      ORDER BY s.captured_at DESC LIMIT 1)`;
  await tx
    .update(platformVideos)
    .set({
      viewsChangeLast: sql`${platformVideos.views} - ${viewsBefore(sql`< ${at}`)}`,
      viewsChange1d: sql`${platformVideos.views} - ${viewsBefore(sql`<= ${at} - interval '1 day' + interval '${sql.raw(WINDOW_SLACK)}'`)}`,
      viewsChange7d: sql`${platformVideos.views} - ${viewsBefore(sql`<= ${at} - interval '7 days' + interval '${sql.raw(WINDOW_SLACK)}'`)}`,
      outlierMultiple: sql`(SELECT CASE WHEN a.median_views > 0 AND ${platformVideos.views} IS NOT NULL
        THEN ${platformVideos.views}::float8 / a.median_views END FROM platform_accounts a WHERE a.id = ${platformVideos.accountId})`,
    })
    .where(inArray(platformVideos.id, videoIds));
}
