// What alert evaluation compares (src/domain/alerts/types.ts ItemSnapshots): for each refreshed video or account,
// the snapshot taken at the refresh's capture time and the latest one before it, and the account's median views.
// Reading the capture by its time (not "the latest") keeps a retried or late evaluation on the same numbers as the
// first one. A video's captures are a column of the refresh's items query (videoCapturesJson), an account's are two
// queries, whatever the batch size. The capture before is read per item with LIMIT 1 down the snapshot table's
// primary key (item id, captured_at), so it reads one row per item however long the item's history is (a DISTINCT
// ON over "every capture before" read and sorted the whole history: two a day for a Max team, kept without limit).
import "server-only";
import { and, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { ItemSnapshots, MetricSnapshot } from "@/domain/alerts";
import type { Db } from "../../db/client";
import { accountSnapshots, platformAccounts, platformVideos, videoSnapshots } from "../../db/schema";

/** The JSON shape of one capture in `videoCapturesJson`. */
interface CaptureJson {
  captured_at: string;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  bookmarks: number | null;
}

/** `videoCapturesJson`'s value: the capture at the refresh's time (null without one) and the one before. */
export interface VideoCapturesJson {
  now: CaptureJson | null;
  before: CaptureJson | null;
  median: number | string | null;
}

const captureColumns = sql.raw("s.captured_at, s.views, s.likes, s.comments, s.shares, s.bookmarks");

/**
 * One video's capture at `capturedAt`, the latest one before it (LIMIT 1 down the primary key) and its account's
 * median views, as one JSON value: a column of the refresh's items query (get-refreshed-items.ts), so alert
 * evaluation reads its items and their snapshots in one round trip. `videoId` is the outer query's column.
 */
export function videoCapturesJson(videoId: SQL, capturedAt: Date) {
  const at = sql`${capturedAt.toISOString()}::timestamptz`;
  return sql<VideoCapturesJson>`json_build_object(
    'now', (SELECT row_to_json(s) FROM (SELECT ${captureColumns} FROM ${videoSnapshots} s
      WHERE s.video_id = ${videoId} AND s.captured_at = ${at}) s),
    'before', (SELECT row_to_json(s) FROM (SELECT ${captureColumns} FROM ${videoSnapshots} s
      WHERE s.video_id = ${videoId} AND s.captured_at < ${at} ORDER BY s.captured_at DESC LIMIT 1) s),
    'median', (SELECT a.median_views FROM ${platformAccounts} a JOIN ${platformVideos} v ON v.account_id = a.id
      WHERE v.id = ${videoId}))`;
}

const knownOrNull = (value: number | string | null) => (value === null ? null : Number(value));

function toCapture(row: CaptureJson): MetricSnapshot {
  return {
    capturedAt: new Date(row.captured_at),
    views: knownOrNull(row.views),
    likes: knownOrNull(row.likes),
    comments: knownOrNull(row.comments),
    shares: knownOrNull(row.shares),
    bookmarks: knownOrNull(row.bookmarks),
  };
}

/** The evaluation's snapshots from `videoCapturesJson`; null when the video has no capture at the refresh's time. */
export function toItemSnapshots(json: VideoCapturesJson | null): ItemSnapshots | null {
  if (!json?.now) return null;
  return {
    now: toCapture(json.now),
    before: json.before ? toCapture(json.before) : null,
    accountMedianViews: knownOrNull(json.median),
  };
}

/** Per video id: its capture at `capturedAt` (videos without one are absent), the one before, the median. */
export async function getVideoSnapshots(
  db: Db,
  videoIds: number[],
  capturedAt: Date,
): Promise<Map<number, ItemSnapshots>> {
  const found = new Map<number, ItemSnapshots>();
  if (!videoIds.length) return found;
  const rows = await db
    .select({ id: platformVideos.id, captures: videoCapturesJson(sql`${platformVideos.id}`, capturedAt) })
    .from(platformVideos)
    .where(inArray(platformVideos.id, videoIds));
  for (const { id, captures } of rows) {
    const snapshots = toItemSnapshots(captures);
    if (snapshots) found.set(id, snapshots);
  }
  return found;
}

const accountCounts = {
  accountId: accountSnapshots.accountId,
  capturedAt: accountSnapshots.capturedAt,
  likesTotal: accountSnapshots.likesTotal,
};

/**
 * A channel's counts as alert metrics: its total likes are its Likes; views, comments, shares and bookmarks are not
 * counted per account, so they are unknown and never fire (the channel's videos fire as feeds instead).
 */
function toAccountSnapshot(row: { capturedAt: Date; likesTotal: number | null }): MetricSnapshot {
  return {
    capturedAt: row.capturedAt,
    views: null,
    likes: row.likesTotal,
    comments: null,
    shares: null,
    bookmarks: null,
  };
}

export async function getAccountSnapshots(
  db: Db,
  accountIds: number[],
  capturedAt: Date,
): Promise<Map<number, ItemSnapshots>> {
  const found = new Map<number, ItemSnapshots>();
  if (!accountIds.length) return found;
  const current = await db
    .select(accountCounts)
    .from(accountSnapshots)
    .where(and(inArray(accountSnapshots.accountId, accountIds), eq(accountSnapshots.capturedAt, capturedAt)));
  if (!current.length) return found;
  const last = db
    .select({ capturedAt: accountSnapshots.capturedAt, likesTotal: accountSnapshots.likesTotal })
    .from(accountSnapshots)
    .where(and(eq(accountSnapshots.accountId, platformAccounts.id), lt(accountSnapshots.capturedAt, capturedAt)))
    .orderBy(desc(accountSnapshots.capturedAt))
    .limit(1)
    .as("last");
  const previous = await db
    .select({ accountId: platformAccounts.id, capturedAt: last.capturedAt, likesTotal: last.likesTotal })
    .from(platformAccounts)
    .innerJoinLateral(last, sql`true`)
    .where(
      inArray(
        platformAccounts.id,
        current.map((row) => row.accountId),
      ),
    );
  const before = new Map(previous.map((row) => [row.accountId, row]));
  for (const row of current) {
    const earlier = before.get(row.accountId);
    found.set(row.accountId, {
      now: toAccountSnapshot(row),
      before: earlier ? toAccountSnapshot(earlier) : null,
      accountMedianViews: null,
    });
  }
  return found;
}
