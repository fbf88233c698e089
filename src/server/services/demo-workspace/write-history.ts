// Writes the backfilled daily snapshots of a demo account and its videos: one statement for the account's series
// and one for all its videos' (rows travel as one JSON parameter, as in tracking/store-videos.ts). A day that
// already has a snapshot within 12 hours (the account was tracked before, or another team loaded the demo) is left
// alone, so the shared series does not get denser with every load.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { accountSnapshots, videoSnapshots } from "../../db/schema";
import type { AccountReading } from "./read-demo-account";

type Tx = Pick<Db, "execute">;

export async function writeDemoHistory(
  tx: Tx,
  input: { accountId: number; videoIds: Map<string, number>; past: AccountReading[] },
): Promise<void> {
  const accountRows = input.past.map((reading) => ({
    captured_at: reading.capturedAt.toISOString(),
    followers: reading.account.followers,
    following: reading.account.following,
    video_count: reading.account.videoCount,
    likes_total: reading.account.likesTotal,
    // The sum of the stored videos' views in that reading (null when none is known), as
    // tracking/store-account.ts recordViewsTotal records it at a refresh.
    views_total: reading.videos.reduce<number | null>(
      (sum, video) => (video.views === null || !input.videoIds.has(video.platformId) ? sum : (sum ?? 0) + video.views),
      null,
    ),
  }));
  const videoRows = input.past.flatMap((reading) =>
    reading.videos.flatMap((video) => {
      const videoId = input.videoIds.get(video.platformId);
      if (videoId === undefined) return [];
      return [
        {
          video_id: videoId,
          captured_at: reading.capturedAt.toISOString(),
          views: video.views,
          likes: video.likes,
          comments: video.comments,
          shares: video.shares,
          bookmarks: video.bookmarks,
        },
      ];
    }),
  );
  if (accountRows.length) {
    await tx.execute(sql`
      INSERT INTO ${accountSnapshots} (account_id, captured_at, followers, following, video_count, likes_total,
        views_total)
      SELECT ${input.accountId}::int, t.captured_at, t.followers, t.following, t.video_count, t.likes_total,
        t.views_total
      FROM jsonb_to_recordset(${JSON.stringify(accountRows)}::jsonb) AS t(captured_at timestamptz, followers bigint,
        following bigint, video_count bigint, likes_total bigint, views_total bigint)
      WHERE NOT EXISTS (SELECT 1 FROM ${accountSnapshots} s WHERE s.account_id = ${input.accountId}::int
        AND s.captured_at > t.captured_at - interval '12 hours' AND s.captured_at < t.captured_at + interval '12 hours')
      ON CONFLICT DO NOTHING`);
  }
  if (videoRows.length) {
    await tx.execute(sql`
      INSERT INTO ${videoSnapshots} (video_id, captured_at, views, likes, comments, shares, bookmarks)
      SELECT t.video_id, t.captured_at, t.views, t.likes, t.comments, t.shares, t.bookmarks
      FROM jsonb_to_recordset(${JSON.stringify(videoRows)}::jsonb) AS t(video_id int, captured_at timestamptz,
        views bigint, likes bigint, comments bigint, shares bigint, bookmarks bigint)
      WHERE NOT EXISTS (SELECT 1 FROM ${videoSnapshots} s WHERE s.video_id = t.video_id
        AND s.captured_at > t.captured_at - interval '12 hours' AND s.captured_at < t.captured_at + interval '12 hours')
      ON CONFLICT DO NOTHING`);
  }
}
