// What alert evaluation compares (src/domain/alerts/types.ts ItemSnapshots): for each refreshed video or account,
// the snapshot taken at the refresh's capture time and the latest one before it, and the account's median views.
// Reading the capture by its time (not "the latest") keeps a retried or late evaluation on the same numbers as the
// first one. Two queries per kind, whatever the batch size. The capture before is read per item through a LATERAL
// subquery with LIMIT 1 down the snapshot table's primary key (item id, captured_at), so it reads one row per item
// however long the item's history is (a DISTINCT ON over "every capture before" read and sorted the whole history:
// two a day for a Max team, kept without limit).
import "server-only";
import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ItemSnapshots, MetricSnapshot } from "@/domain/alerts";
import type { Db } from "../../db/client";
import { accountSnapshots, platformAccounts, platformVideos, videoSnapshots } from "../../db/schema";

const videoCounts = {
  videoId: videoSnapshots.videoId,
  capturedAt: videoSnapshots.capturedAt,
  views: videoSnapshots.views,
  likes: videoSnapshots.likes,
  comments: videoSnapshots.comments,
  shares: videoSnapshots.shares,
  bookmarks: videoSnapshots.bookmarks,
};

interface VideoCounts {
  capturedAt: Date;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  bookmarks: number | null;
}

function toVideoSnapshot({ capturedAt, views, likes, comments, shares, bookmarks }: VideoCounts): MetricSnapshot {
  return { capturedAt, views, likes, comments, shares, bookmarks };
}

/** Per video id: its capture at `capturedAt` (videos without one are absent), the one before, the median. */
export async function getVideoSnapshots(
  db: Db,
  videoIds: number[],
  capturedAt: Date,
): Promise<Map<number, ItemSnapshots>> {
  const found = new Map<number, ItemSnapshots>();
  if (!videoIds.length) return found;
  // One statement: the capture at `capturedAt` and, through a LATERAL LIMIT 1 per row, the one before it (alert
  // evaluation runs after every refresh job, so each round trip saved counts: bench/RESULTS.md, alerts).
  const earlier = alias(videoSnapshots, "earlier");
  const last = db
    .select({
      capturedAt: earlier.capturedAt,
      views: earlier.views,
      likes: earlier.likes,
      comments: earlier.comments,
      shares: earlier.shares,
      bookmarks: earlier.bookmarks,
    })
    .from(earlier)
    .where(and(eq(earlier.videoId, videoSnapshots.videoId), lt(earlier.capturedAt, capturedAt)))
    .orderBy(desc(earlier.capturedAt))
    .limit(1)
    .as("last");
  const rows = await db
    .select({
      ...videoCounts,
      medianViews: platformAccounts.medianViews,
      before: {
        capturedAt: last.capturedAt,
        views: last.views,
        likes: last.likes,
        comments: last.comments,
        shares: last.shares,
        bookmarks: last.bookmarks,
      },
    })
    .from(videoSnapshots)
    .innerJoin(platformVideos, eq(platformVideos.id, videoSnapshots.videoId))
    .leftJoin(platformAccounts, eq(platformAccounts.id, platformVideos.accountId))
    .leftJoinLateral(last, sql`true`)
    .where(and(inArray(videoSnapshots.videoId, videoIds), eq(videoSnapshots.capturedAt, capturedAt)));
  for (const { videoId, medianViews, before, ...now } of rows) {
    found.set(videoId, {
      now: toVideoSnapshot(now),
      // A left-joined LATERAL row that found nothing: Drizzle gives null (or null columns).
      before: before?.capturedAt ? toVideoSnapshot(before) : null,
      accountMedianViews: medianViews ?? null,
    });
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
