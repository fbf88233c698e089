// `npm run bench -- tracking`: the tracking core on a throwaway PostgreSQL (scripts/pg-test-cluster.mjs, fsync off).
//  1. Snapshot ingest through the engine's real path, before (one transaction per 50 videos) and after (the
//     set-based batch of a job of BENCH_INGEST_JOB videos, default 1,000), beside a raw COPY of the same rows into
//     an empty copy of video_snapshots (goal: engine ≥ half of COPY).
//  2. The feed list (`listFeeds`, sorted by views and by 7-day growth, page 1 of 20) on a generated dataset of
//     BENCH_VIDEOS videos (default 1,000,000) × BENCH_SNAPSHOTS_PER_VIDEO snapshots (default 30) with one team
//     tracking BENCH_FEEDS of them (default 5,000): p50/p95/max of 200 runs (goal p95 ≤ 50 ms), EXPLAIN ANALYZE.
//  3. Disk size of the dataset and the bench process's peak RSS.
// Smaller runs: `BENCH_VIDEOS=100000 npm run bench -- tracking`. Progress and full plans go to stderr.
import os from "node:os";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { type DbHandle, openPostgres } from "../src/server/db/client";
import { refreshDerived } from "../src/server/tracking/store-videos";
import { generateDataset } from "./tracking-dataset";
import { benchIngest } from "./tracking-ingest";
import { recordQueries, startCluster } from "./tracking-pg";
import { type QueryTiming, timeListFeeds } from "./tracking-query";

const QUERY_GOAL_MS = 50;

function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (!raw) return fallback;
  const value = Number(raw.replace(/_/g, ""));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return value;
}

const fmt = (n: number) => n.toLocaleString("en-US");
const mb = (bytes: number) => `${fmt(Math.round(bytes / 2 ** 20))} MB`;
let began = performance.now();
const progress = (message: string) =>
  console.error(`  [tracking ${((performance.now() - began) / 1000).toFixed(0).padStart(5)} s] ${message}`);

function timing(result: QueryTiming, load: readonly [number, number]): string {
  const verdict = result.p95 <= QUERY_GOAL_MS ? "goal met" : "goal NOT met";
  return `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, max ${result.max.toFixed(1)} ms (n=200 after 20 warm-up; ${verdict}; 1-min load average ${load[0].toFixed(1)} → ${load[1].toFixed(1)})`;
}

/** Runs a timing and notes the machine's 1-minute load average before and after (other work skews figures). */
async function underLoad<T>(run: () => Promise<T>): Promise<[T, [number, number]]> {
  const before = os.loadavg()[0] ?? 0;
  const result = await run();
  return [result, [before, os.loadavg()[0] ?? 0]];
}

export async function benchTracking(): Promise<Record<string, string>> {
  const videos = envInt("BENCH_VIDEOS", 1_000_000);
  const perVideo = envInt("BENCH_SNAPSHOTS_PER_VIDEO", 30);
  const ingestVideos = envInt("BENCH_INGEST_VIDEOS", 20_000);
  const ingestJob = envInt("BENCH_INGEST_JOB", 1_000);
  if (ingestJob % 50 !== 0) throw new Error("BENCH_INGEST_JOB must be a multiple of 50 (whole channels)");
  const feeds = Math.min(envInt("BENCH_FEEDS", 5_000), videos);
  began = performance.now();
  const cluster = await startCluster();
  let handle: DbHandle | null = null;
  try {
    handle = await openPostgres(cluster.url);
    if (handle.kind !== "pg") throw new Error("expected a PostgreSQL handle");
    const { db, pool } = handle;
    const log = recordQueries(pool);
    await migrate(drizzle(pool), { migrationsFolder: "drizzle" });
    const version = (await pool.query<{ server_version: string }>("SHOW server_version")).rows[0]?.server_version;
    progress(`PostgreSQL ${version} at ${cluster.url}`);

    const ingest = await benchIngest(handle, log, ingestVideos, ingestJob, progress);

    const now = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const dataset = await generateDataset(pool, { videos, snapshotsPerVideo: perVideo, feeds, now }, progress);

    // The set-based derived columns must be what the engine computes: rerun refreshDerived on a sample, compare.
    const sample = (await pool.query<{ id: number }>("SELECT video_id AS id FROM tracked_feeds ORDER BY id LIMIT 200"))
      .rows;
    const ids = sample.map((row) => Number(row.id));
    const readDerived = async () =>
      JSON.stringify(
        (
          await pool.query(
            `SELECT id, views_change_last, views_change_1d, views_change_7d, outlier_multiple FROM platform_videos
            WHERE id = ANY($1::int[]) ORDER BY id`,
            [ids],
          )
        ).rows,
      );
    const before = await readDerived();
    await db.transaction((tx) => refreshDerived(tx, ids, now));
    const derivedMatch = before === (await readDerived());
    if (!derivedMatch) progress("WARNING: the generated derived columns differ from refreshDerived's");

    const [counts] = (
      await pool.query<{ snapshots: string; p50: string; p90: string; p99: string; top: string; growing: string }>(
        `SELECT (SELECT count(*) FROM video_snapshots) AS snapshots,
          percentile_disc(0.5) WITHIN GROUP (ORDER BY views) AS p50,
          percentile_disc(0.9) WITHIN GROUP (ORDER BY views) AS p90,
          percentile_disc(0.99) WITHIN GROUP (ORDER BY views) AS p99, max(views) AS top,
          count(*) FILTER (WHERE views_change_7d > 0) AS growing
        FROM platform_videos`,
      )
    ).rows;

    progress("listFeeds sort=views …");
    const [byViews, viewsLoad] = await underLoad(() =>
      timeListFeeds(db, pool, log, dataset.teamId, { sort: "views", order: "desc", page: 1, page_size: 20 }, feeds),
    );
    progress("listFeeds sort=growth_7d …");
    const [byGrowth, growthLoad] = await underLoad(() =>
      timeListFeeds(db, pool, log, dataset.teamId, { sort: "growth_7d", order: "desc", page: 1, page_size: 20 }, feeds),
    );
    for (const [name, result] of [
      ["views", byViews],
      ["growth_7d", byGrowth],
    ] as const) {
      for (const { statement, plan } of result.plans) {
        progress(`EXPLAIN (ANALYZE, BUFFERS) listFeeds sort=${name}, ${statement} statement:\n${plan.join("\n")}`);
      }
    }

    const sizes = (
      await pool.query<{ name: string; total: string; heap: string; indexes: string }>(
        `SELECT c.relname AS name, pg_total_relation_size(c.oid) AS total, pg_relation_size(c.oid) AS heap,
          pg_indexes_size(c.oid) AS indexes
        FROM pg_class c WHERE c.relname IN ('platform_videos', 'video_snapshots', 'tracked_feeds', 'platform_accounts')
        ORDER BY pg_total_relation_size(c.oid) DESC`,
      )
    ).rows;
    const database = (await pool.query<{ size: string }>("SELECT pg_database_size(current_database()) AS size"))
      .rows[0];
    const datasetBytes = sizes.reduce((sum, row) => sum + Number(row.total), 0);
    const generationMin = dataset.totalMs / 60_000;

    const results: Record<string, string> = {
      scale: `BENCH_VIDEOS=${videos}, BENCH_SNAPSHOTS_PER_VIDEO=${perVideo}, BENCH_FEEDS=${feeds}, BENCH_INGEST_VIDEOS=${ingestVideos}, BENCH_INGEST_JOB=${ingestJob} (run smaller with e.g. BENCH_VIDEOS=100000 npm run bench -- tracking); PostgreSQL ${version}, fsync=off, shared_buffers default`,
      ...ingest.figures,
      [`dataset generation (set-based SQL): ${fmt(videos)} videos, ${fmt(Number(counts?.snapshots ?? 0))} snapshots, ${fmt(feeds)} tracked feeds`]: `${(dataset.totalMs / 1000).toFixed(0)} s${generationMin > 10 ? " (over the ~10 min budget)" : ""} — ${dataset.steps.map((s) => `${s.label.replace(/ \(.*\)$/, "")} ${(s.ms / 1000).toFixed(1)} s`).join("; ")}`,
      "dataset views distribution (latest values)": `p50 ${fmt(Number(counts?.p50))}, p90 ${fmt(Number(counts?.p90))}, p99 ${fmt(Number(counts?.p99))}, max ${fmt(Number(counts?.top))}; ${fmt(Number(counts?.growing))} videos grew over 7 days`,
      "derived columns equal refreshDerived's on 200 sampled videos": derivedMatch ? "yes" : "NO",
      'listFeeds sort "views" desc, page 1 of 20 (goal p95 ≤ 50 ms)': timing(byViews, viewsLoad),
      'listFeeds sort "growth_7d" desc, page 1 of 20 (goal p95 ≤ 50 ms)': timing(byGrowth, growthLoad),
    };
    for (const [name, result] of [
      ["views", byViews],
      ["growth_7d", byGrowth],
    ] as const) {
      for (const { statement, keyLines } of result.plans) {
        results[`EXPLAIN listFeeds sort=${name}, ${statement} statement`] = keyLines.join(" | ");
      }
    }
    results["disk size (pg_total_relation_size)"] =
      `${mb(datasetBytes)} for the four tables — ${sizes.map((row) => `${row.name} ${mb(Number(row.total))} (heap ${mb(Number(row.heap))}, indexes ${mb(Number(row.indexes))})`).join("; ")}; database ${mb(Number(database?.size ?? 0))}`;
    results["peak RSS of the bench process"] = `${fmt(Math.round(process.resourceUsage().maxRSS / 1024))} MB`;
    results["bench wall clock"] = `${((performance.now() - began) / 60_000).toFixed(1)} min`;
    return results;
  } finally {
    await handle?.close();
    cluster.stop();
  }
}
