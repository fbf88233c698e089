// `npm run bench -- feed-sort-sync`: what keeping the feed list's sort columns (migration 0018) costs the refresh
// write (issue 18 item 4). BENCH_SYNC_VIDEOS videos (default 20,000), each tracked by BENCH_SYNC_TEAMS teams
// (default 2), refreshed in jobs of BENCH_INGEST_JOB videos (default 1,000) through storeVideos, the engine's own
// write, each job in one transaction; rounds alternate between the trigger enabled (the feeds' copies updated in the
// same statement's transaction) and disabled (the write as it was before the sort columns), on the same rows, so the
// two are measured in the same run under the same load. Every round changes every video's views, so every feed row
// is rewritten: the worst case (a refresh where nothing changed rewrites no feed).
import os from "node:os";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { type DbHandle, openPostgres } from "../src/server/db/client";
import type { NormalizedVideo } from "../src/server/platforms/types";
import { storeVideos } from "../src/server/tracking/store-videos";
import { envInt, progressLogger } from "./support/bench-env";
import { startCluster } from "./tracking-pg";

const progress = progressLogger("feed-sort-sync");
const ROUNDS = 7;

function video(i: number, views: number): NormalizedVideo {
  return {
    platform: "youtube",
    platformId: `sync${i}`,
    accountPlatformId: null,
    url: `https://www.youtube.com/watch?v=sync${i}`,
    caption: `Video ${i}`,
    thumbnailUrl: null,
    durationSeconds: 60,
    publishedAt: new Date("2026-10-01T00:00:00Z"),
    views,
    likes: Math.floor(views / 20),
    comments: Math.floor(views / 200),
    shares: null,
    bookmarks: null,
    isShort: false,
    isDemo: false,
    raw: { id: `sync${i}` },
  };
}

export async function benchFeedSortSync(): Promise<Record<string, string>> {
  const videos = envInt("BENCH_SYNC_VIDEOS", 20_000);
  const teams = envInt("BENCH_SYNC_TEAMS", 2);
  const job = envInt("BENCH_INGEST_JOB", 1_000);
  const cluster = await startCluster();
  let handle: DbHandle | null = null;
  const results: Record<string, string> = {};
  try {
    handle = await openPostgres(cluster.url);
    if (handle.kind !== "pg") throw new Error("expected a PostgreSQL handle");
    const { db, pool } = handle;
    await migrate(drizzle(pool), { migrationsFolder: "drizzle" });
    const [account] = (
      await pool.query<{ id: number }>(
        "INSERT INTO platform_accounts (platform, platform_id, handle) VALUES (3, 'sync-owner', 'sync') RETURNING id",
      )
    ).rows;
    const accountId = account?.id ?? null;
    const all = Array.from({ length: videos }, (_, i) => i);
    const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n, 12));
    for (let start = 0; start < videos; start += job) {
      const batch = all.slice(start, start + job).map((i) => video(i, 1000 + i));
      await db.transaction((tx) => storeVideos(tx, { videos: batch, accountId, capturedAt: day(0) }));
    }
    for (let t = 0; t < teams; t++) {
      const team = (
        await pool.query<{ id: number }>(
          `INSERT INTO organization (name, slug, plan) VALUES ('sync ${t}', 'sync-${t}', 'max') RETURNING id`,
        )
      ).rows[0]?.id;
      await pool.query("INSERT INTO tracked_feeds (team_id, video_id, status) SELECT $1, id, 1 FROM platform_videos", [
        team,
      ]);
    }
    await pool.query("VACUUM ANALYZE platform_videos, tracked_feeds, video_snapshots");
    const loadBefore = os.loadavg()[0] ?? 0;
    const times: Record<"enabled" | "disabled", number[]> = { enabled: [], disabled: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      const mode = round % 2 === 1 ? "enabled" : "disabled";
      await pool.query(
        `ALTER TABLE platform_videos ${mode === "enabled" ? "ENABLE" : "DISABLE"} TRIGGER platform_videos_feed_sort_values`,
      );
      const started = performance.now();
      for (let start = 0; start < videos; start += job) {
        const batch = all.slice(start, start + job).map((i) => video(i, 1000 + i + round * 500));
        await db.transaction((tx) => storeVideos(tx, { videos: batch, accountId, capturedAt: day(round) }));
      }
      const seconds = (performance.now() - started) / 1000;
      times[mode].push(videos / seconds);
      progress(`round ${round} (trigger ${mode}): ${Math.round(videos / seconds)} videos/s`);
    }
    // The last round runs with the trigger: every copy must then match its video again.
    const stale = (
      await pool.query<{ n: string }>(
        "SELECT count(*) AS n FROM tracked_feeds f JOIN platform_videos v ON v.id = f.video_id WHERE f.sort_views IS DISTINCT FROM v.views",
      )
    ).rows[0]?.n;
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    results.scale = `${videos.toLocaleString("en-US")} videos × ${teams} teams' feeds, jobs of ${job}, ${ROUNDS} rounds alternating`;
    results["videos/s with the sort-column trigger (median of rounds)"] = String(Math.round(median(times.enabled)));
    results["videos/s without it (median of rounds)"] = String(Math.round(median(times.disabled)));
    results.ratio = (median(times.enabled) / median(times.disabled)).toFixed(2);
    results["feeds whose copy differs from the video after the last round (trigger enabled)"] = `${stale} (expected 0)`;
    results["1-min load average before → after"] = `${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`;
  } finally {
    await handle?.close();
    cluster.stop();
  }
  return results;
}
