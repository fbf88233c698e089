// Writes what a platform said about videos: latest values on the global rows, one snapshot per capture time
// (idempotent), and the derived columns lists sort on (growth since the last snapshot and over 1 and 7 days,
// multiple of the account's median).
import { inArray, sql } from "drizzle-orm";
import { PLATFORM_ENUM } from "@/domain/platforms";
import type { Db } from "../db/client";
import { platformVideos, videoSnapshots } from "../db/schema";
import type { NormalizedVideo } from "../platforms/types";

type Tx = Pick<Db, "insert" | "update" | "execute">;

/** Snapshots this close to a window's start still count for it (refreshes are never exactly 24 h apart). */
const WINDOW_SLACK = "2 hours";

export interface StoredVideo {
  id: number;
  platformId: string;
}

export async function storeVideos(
  tx: Tx,
  input: { videos: NormalizedVideo[]; accountId: number | null; capturedAt: Date },
): Promise<StoredVideo[]> {
  // One row per video: a platform may list the same video twice across pages, and an upsert may touch a row once.
  const videos = [...new Map(input.videos.map((video) => [video.platformId, video])).values()];
  if (!videos.length) return [];
  const rows = videos.map((video) => ({
    platform: PLATFORM_ENUM[video.platform],
    platformId: video.platformId,
    accountId: input.accountId,
    url: video.url,
    caption: video.caption,
    thumbnailUrl: video.thumbnailUrl,
    durationSeconds: video.durationSeconds,
    publishedAt: video.publishedAt,
    views: video.views,
    likes: video.likes,
    comments: video.comments,
    shares: video.shares,
    bookmarks: video.bookmarks,
    isShort: video.isShort,
    isDemo: video.isDemo,
    raw: video.raw as object,
    lastFetchedAt: input.capturedAt,
    fetchState: "ok",
    fetchError: null,
    fetchErrorAt: null,
    missedCount: 0,
    updatedAt: input.capturedAt,
  }));
  const stored = await tx
    .insert(platformVideos)
    .values(rows)
    .onConflictDoUpdate({
      target: [platformVideos.platform, platformVideos.platformId],
      set: {
        accountId: sql`coalesce(excluded.account_id, ${platformVideos.accountId})`,
        url: sql`excluded.url`,
        caption: sql`excluded.caption`,
        thumbnailUrl: sql`excluded.thumbnail_url`,
        durationSeconds: sql`excluded.duration_seconds`,
        publishedAt: sql`coalesce(excluded.published_at, ${platformVideos.publishedAt})`,
        views: sql`excluded.views`,
        likes: sql`excluded.likes`,
        comments: sql`excluded.comments`,
        shares: sql`excluded.shares`,
        bookmarks: sql`excluded.bookmarks`,
        // A playlist-based Shorts flag is better than a later duration guess: keep a known value.
        isShort: sql`coalesce(${platformVideos.isShort}, excluded.is_short)`,
        raw: sql`excluded.raw`,
        lastFetchedAt: sql`excluded.last_fetched_at`,
        fetchState: sql`'ok'`,
        fetchError: sql`NULL`,
        fetchErrorAt: sql`NULL`,
        missedCount: sql`0`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
    .returning({ id: platformVideos.id, platformId: platformVideos.platformId });

  const byPlatformId = new Map(stored.map((row) => [row.platformId, row.id]));
  await tx
    .insert(videoSnapshots)
    .values(
      videos.map((video) => ({
        videoId: byPlatformId.get(video.platformId) as number,
        capturedAt: input.capturedAt,
        views: video.views,
        likes: video.likes,
        comments: video.comments,
        shares: video.shares,
        bookmarks: video.bookmarks,
      })),
    )
    .onConflictDoNothing();
  await refreshDerived(
    tx,
    stored.map((row) => row.id),
    input.capturedAt,
  );
  return stored;
}

/** Growth columns and outlier multiple from the snapshots and the account's median. */
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
