// The engine's write path before issue 18 (src/server/tracking/store-videos.ts at the groundwork commit 9fb34d8),
// kept verbatim so `npm run bench -- tracking` measures "before" and "after" in the same run: one JSON parameter
// per batch of 50, upsert and snapshots in one statement, then the derived columns per batch.
import { inArray, sql } from "drizzle-orm";
import { PLATFORM_ENUM } from "@/domain/platforms";
import type { Db } from "../src/server/db/client";
import { platformVideos, videoSnapshots } from "../src/server/db/schema";
import type { NormalizedVideo } from "../src/server/platforms/types";

type Tx = Pick<Db, "insert" | "update" | "execute">;

/** Snapshots this close to a window's start still count for it (refreshes are never exactly 24 h apart). */
const WINDOW_SLACK = "2 hours";

interface StoredVideo {
  id: number;
  platformId: string;
}

/**
 * One round trip per batch: the rows travel as one JSON parameter (jsonb_to_recordset, which PGlite and PostgreSQL
 * both take), the upsert of the latest values and the snapshot insert run in one statement. Built by hand rather than through the query builder because this is the
 * engine's hottest write (bench/RESULTS.md, tracking).
 */
export async function storeVideosBefore(
  tx: Tx,
  input: { videos: NormalizedVideo[]; accountId: number | null; capturedAt: Date },
): Promise<StoredVideo[]> {
  // One row per video: a platform may list the same video twice across pages, and an upsert may touch a row once.
  const videos = [...new Map(input.videos.map((video) => [video.platformId, video])).values()];
  if (!videos.length) return [];
  const rows = videos.map((v) => ({
    platform: PLATFORM_ENUM[v.platform],
    platform_id: v.platformId,
    url: v.url,
    caption: v.caption,
    thumbnail_url: v.thumbnailUrl,
    duration_seconds: v.durationSeconds,
    published_at: v.publishedAt?.toISOString() ?? null,
    views: v.views,
    likes: v.likes,
    comments: v.comments,
    shares: v.shares,
    bookmarks: v.bookmarks,
    is_short: v.isShort,
    is_demo: v.isDemo,
    raw: v.raw ?? null,
  }));
  const at = input.capturedAt.toISOString();
  const result = await tx.execute(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS t(platform smallint, platform_id text, url text,
        caption text, thumbnail_url text, duration_seconds int, published_at timestamptz, views bigint, likes bigint,
        comments bigint, shares bigint, bookmarks bigint, is_short boolean, is_demo boolean, raw jsonb)
    ),
    up AS (
      INSERT INTO ${platformVideos} (platform, platform_id, account_id, url, caption, thumbnail_url, duration_seconds,
        published_at, views, likes, comments, shares, bookmarks, is_short, is_demo, raw, last_fetched_at, fetch_state,
        fetch_error, fetch_error_at, missed_count, updated_at)
      SELECT platform, platform_id, ${input.accountId}::int, url, caption, thumbnail_url, duration_seconds, published_at,
        views, likes, comments, shares, bookmarks, is_short, is_demo, raw, ${at}::timestamptz, 'ok', NULL, NULL, 0,
        ${at}::timestamptz
      FROM input
      ON CONFLICT (platform, platform_id) DO UPDATE SET
        account_id = coalesce(excluded.account_id, platform_videos.account_id),
        url = excluded.url, caption = excluded.caption, thumbnail_url = excluded.thumbnail_url,
        duration_seconds = excluded.duration_seconds,
        published_at = coalesce(excluded.published_at, platform_videos.published_at),
        views = excluded.views, likes = excluded.likes, comments = excluded.comments, shares = excluded.shares,
        bookmarks = excluded.bookmarks,
        -- A playlist-based Shorts flag is better than a later duration guess: keep a known value.
        is_short = coalesce(platform_videos.is_short, excluded.is_short),
        raw = excluded.raw, last_fetched_at = excluded.last_fetched_at, fetch_state = 'ok', fetch_error = NULL,
        fetch_error_at = NULL, missed_count = 0, updated_at = excluded.updated_at
      RETURNING id, platform_id
    ),
    snapshots AS (
      INSERT INTO ${videoSnapshots} (video_id, captured_at, views, likes, comments, shares, bookmarks)
      SELECT up.id, ${at}::timestamptz, input.views, input.likes, input.comments, input.shares, input.bookmarks
      FROM up JOIN input USING (platform_id)
      ON CONFLICT DO NOTHING
    )
    SELECT id, platform_id FROM up`);
  const stored = (result as unknown as { rows: { id: number; platform_id: string }[] }).rows.map((row) => ({
    id: Number(row.id),
    platformId: row.platform_id,
  }));
  await refreshDerivedBefore(
    tx,
    stored.map((row) => row.id),
    input.capturedAt,
  );
  return stored;
}

/** Growth columns and outlier multiple from the snapshots and the account's median. */
async function refreshDerivedBefore(tx: Tx, videoIds: number[], capturedAt: Date): Promise<void> {
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
