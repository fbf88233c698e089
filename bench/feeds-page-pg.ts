// `npm run bench -- feeds-page-pg`: GET /v1/feed/list's database work for an Enterprise-size team on PostgreSQL
// (issue 18 item 4): 50,000 feeds (BENCH_FEEDS) of 1,000,000 videos (BENCH_VIDEOS) with BENCH_SNAPSHOTS_PER_VIDEO
// daily snapshots each (30 for the 30 M), generated set-based by bench/tracking-dataset.ts in a throwaway
// cluster (scripts/pg-test-cluster.mjs). In process (listFeeds, as the route calls it; no HTTP, no session): for
// every sort key, page 1, the last page by number and the last page after a cursor, and a search; median and p95 of
// BENCH_API_RUNS after 2 warm-up calls (and, with BENCH_BEFORE_RUNS, the query before the sort columns beside it).
// Goal: p95 ≤ 50 ms. Progress and the slowest plans go to stderr.
import os from "node:os";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { decodeFeedCursor } from "../src/domain/feed-cursor";
import { type DbHandle, openPostgres } from "../src/server/db/client";
import { FEED_SORTS, type FeedListParams, type FeedSort, listFeeds } from "../src/server/queries/tracking/list-feeds";
import { listFeeds as listFeedsBefore } from "./list-feeds-before";
import { envInt, progressLogger } from "./support/bench-env";
import { generateDataset } from "./tracking-dataset";
import { startCluster } from "./tracking-pg";

const GOAL_P95_MS = 50;
const PAGE_SIZE = 20;
const progress = progressLogger("feeds-page-pg");

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { p50: at(0.5), p95: at(0.95) };
}

async function time(runs: number, call: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 2; i++) await call();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}

const show = (s: { p50: number; p95: number }) =>
  `median ${s.p50.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (${s.p95 <= GOAL_P95_MS ? "goal met" : "goal NOT met"})`;

export async function benchFeedsPagePg(): Promise<Record<string, string>> {
  const videos = envInt("BENCH_VIDEOS", 1_000_000);
  const perVideo = envInt("BENCH_SNAPSHOTS_PER_VIDEO", 30);
  const feeds = Math.min(envInt("BENCH_FEEDS", 50_000), videos);
  const runs = envInt("BENCH_API_RUNS", 20);
  // BENCH_BEFORE_RUNS > 0 also times the query before the sort columns (bench/list-feeds-before.ts) on the same data.
  const beforeRuns = envInt("BENCH_BEFORE_RUNS", 0);
  const sorts = (process.env.BENCH_SORTS?.split(",") ?? Object.keys(FEED_SORTS)) as FeedSort[];
  const cluster = await startCluster();
  let handle: DbHandle | null = null;
  const measured: Record<string, string> = {};
  // Each figure also goes to stderr as soon as it is measured, so a run cut short still leaves its figures.
  const results = new Proxy(measured, {
    set(target, key, value) {
      progress(`${String(key)}: ${value}`);
      target[key as string] = value;
      return true;
    },
  });
  try {
    handle = await openPostgres(cluster.url);
    if (handle.kind !== "pg") throw new Error("expected a PostgreSQL handle");
    const { db, pool } = handle;
    await migrate(drizzle(pool), { migrationsFolder: "drizzle" });
    const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    // The trigram indexes are built once after the bulk load (a GIN index maintained row by row through a million
    // inserts took most of the generation time), as a restore would.
    const trigram = (
      await pool.query<{ def: string; name: string }>(
        "SELECT indexdef AS def, indexname AS name FROM pg_indexes WHERE indexname LIKE '%_trgm_idx'",
      )
    ).rows;
    for (const index of trigram) await pool.query(`DROP INDEX ${index.name}`);
    const dataset = await generateDataset(pool, { videos, snapshotsPerVideo: perVideo, feeds, now }, progress);
    const indexStarted = performance.now();
    for (const index of trigram) await pool.query(index.def);
    await pool.query("ANALYZE platform_videos, platform_accounts");
    progress(`trigram indexes built in ${((performance.now() - indexStarted) / 1000).toFixed(1)} s`);
    const teamId = dataset.teamId;
    const snapshots = (await pool.query<{ n: string }>("SELECT count(*) AS n FROM video_snapshots")).rows[0]?.n;
    results.scale = `${videos.toLocaleString("en-US")} videos, ${Number(snapshots).toLocaleString("en-US")} snapshots, ${feeds.toLocaleString("en-US")} feeds of one team; dataset ${(dataset.totalMs / 1000).toFixed(0)} s`;
    const loadBefore = os.loadavg()[0] ?? 0;
    const lastPage = Math.ceil(feeds / PAGE_SIZE);
    for (const sort of sorts) {
      const base: FeedListParams = { sort, order: "desc", page: 1, page_size: PAGE_SIZE };
      progress(`sort ${sort}`);
      results[`sort ${sort} desc — page 1`] = show(await time(runs, () => listFeeds(db, teamId, base)));
      results[`sort ${sort} desc — last page by number (${lastPage})`] = show(
        await time(runs, () => listFeeds(db, teamId, { ...base, page: lastPage })),
      );
      // The cursor of the page before the last: the request a client walking by cursor makes for the last page.
      const beforeLast = await listFeeds(db, teamId, { ...base, page: lastPage - 1 });
      const cursor = decodeFeedCursor(beforeLast.next_cursor ?? "");
      if (!cursor) throw new Error(`sort ${sort}: no cursor before the last page`);
      const check = await listFeeds(db, teamId, { ...base, cursor });
      const byNumber = await listFeeds(db, teamId, { ...base, page: lastPage });
      if (JSON.stringify(check.list.map((f) => f.id)) !== JSON.stringify(byNumber.list.map((f) => f.id)))
        throw new Error(`sort ${sort}: the cursor's last page differs from the numbered one`);
      results[`sort ${sort} desc — last page after a cursor`] = show(
        await time(runs, () => listFeeds(db, teamId, { ...base, cursor })),
      );
      if (beforeRuns > 0) {
        // The query before the sort columns (bench/list-feeds-before.ts), same dataset, same run; same answer.
        const old = await listFeedsBefore(db, teamId, { ...base, page: lastPage });
        if (JSON.stringify(old.list.map((f) => f.id)) !== JSON.stringify(byNumber.list.map((f) => f.id)))
          throw new Error(`sort ${sort}: the last page before the sort columns differs`);
        results[`BEFORE sort ${sort} desc — page 1`] = show(
          await time(beforeRuns, () => listFeedsBefore(db, teamId, base)),
        );
        results[`BEFORE sort ${sort} desc — last page by number (${lastPage})`] = show(
          await time(beforeRuns, () => listFeedsBefore(db, teamId, { ...base, page: lastPage })),
        );
        results[`BEFORE sort ${sort} desc — last page after a cursor`] = show(
          await time(beforeRuns, () => listFeedsBefore(db, teamId, { ...base, cursor })),
        );
      }
    }
    for (const q of ["creator42", "Episode 4242:"]) {
      const params: FeedListParams = { sort: "views", order: "desc", page: 1, page_size: PAGE_SIZE, q };
      const found = await listFeeds(db, teamId, params);
      results[`search "${q}" (${found.total} of ${feeds} feeds), sort views`] = show(
        await time(runs, () => listFeeds(db, teamId, params)),
      );
      if (beforeRuns > 0)
        results[`BEFORE search "${q}", sort views`] = show(
          await time(beforeRuns, () => listFeedsBefore(db, teamId, params)),
        );
    }
    results["1-min load average before the timings → after (machine shared with seven other lanes)"] =
      `${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`;
  } finally {
    await handle?.close();
    cluster.stop();
  }
  return measured;
}
