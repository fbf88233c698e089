// `npm run bench -- refresh` (issue 18 item 2): end-to-end refresh throughput on a throwaway PostgreSQL
// (scripts/pg-test-cluster.mjs, fsync off). BENCH_REFRESH_VIDEOS tracked YouTube videos (default 1,000,000) across
// one account per 50 of them (20,000 at a million), tracked by 20 Pro teams, come due over the bench's window; two
// worker processes (`scripts/worker.ts`, the real tick, claim, refresh jobs and alert evaluation) refresh them
// against a loopback YouTube Data API (bench/refresh-fixture.ts).
//
// The hour is compressed: one hourly cycle of the whole set is spread uniformly over BENCH_REFRESH_WINDOW_S seconds
// (default: videos / 1,000, so the due rate is the 1,000 videos/s goal). A worker that keeps up refreshes each video
// soon after it falls due; one that does not falls behind and the lag grows through the window.
//
// Measured: sustained videos/s from claim to committed snapshot (a statement trigger stamps each snapshot's insert
// time), the lag between a video's due time and that stamp (p50, p95, max), the PostgreSQL processes' CPU from
// /proc (postmaster with its reaped children plus the live backends) and the data directory's growth, and the
// workers' CPU. Progress goes to stderr.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Pool } from "pg";
import { openPostgres } from "../src/server/db/client";
import { FIXTURE_API_KEY } from "../tests/fixtures/youtube/data";
import { BENCH_VIDEOS_PER_ACCOUNT, benchVideoId, startRefreshFixture, video } from "./refresh-fixture";
import { envInt, progressLogger } from "./support/bench-env";
import { seedSteadyState } from "./support/steady-state";
import { startCluster } from "./tracking-pg";

const TEAMS = 20;
const WORKERS = 2;
const GOAL_RATE = 1_000;
const GOAL_P95_S = 300;
const CLOCK_TICKS = 100; // USER_HZ on Linux: /proc/<pid>/stat counts CPU time in 1/100 s.

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const progress = progressLogger("refresh");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** utime + stime (+ cutime + cstime when `children`) of one process, in seconds; 0 when it is gone. */
function cpuSeconds(pid: number, children = false): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // After the command: state is field 3, so utime (14) is index 11 here.
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i]));
    return ((utime ?? 0) + (stime ?? 0) + (children ? (cutime ?? 0) + (cstime ?? 0) : 0)) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}

/** The PostgreSQL server's CPU so far: the postmaster with its reaped children, and every live child. */
function postgresCpu(postmaster: number): number {
  let total = cpuSeconds(postmaster, true);
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === postmaster) total += cpuSeconds(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

function directoryBytes(dir: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += directoryBytes(full);
    else if (entry.isFile()) total += fs.statSync(full).size;
  }
  return total;
}

/** Accounts, videos (with their due time kept in bench_due), the teams' feeds and the snapshot stamp trigger. */
async function seed(pool: Pool, videos: number, startAt: Date): Promise<void> {
  const accounts = Math.ceil(videos / BENCH_VIDEOS_PER_ACCOUNT);
  await pool.query(`INSERT INTO organization (name, slug, plan)
    SELECT 'Bench team ' || g, 'bench-team-' || g, 'pro' FROM generate_series(1, ${TEAMS}) g`);
  await pool.query(`INSERT INTO platform_accounts (platform, platform_id, handle)
    SELECT 3, 'UCrb' || lpad(g::text, 20, '0'), 'bench' || g FROM generate_series(1, ${accounts}) g`);
  progress(`${fmt(accounts)} accounts`);
  // Due offsets are a permutation of the ids (7919 is prime to any count not divisible by it), so neighbours in id
  // order fall due far apart, as they would after real refreshes.
  await pool.query(`CREATE TABLE bench_due (video_id integer PRIMARY KEY, due_at timestamptz NOT NULL)`);
  await pool.query(
    `INSERT INTO platform_videos (platform, platform_id, account_id, views, last_fetched_at)
     SELECT 3, 'rb' || lpad(g::text, 9, '0'), a.first + (g - 1) / ${BENCH_VIDEOS_PER_ACCOUNT}, 1000,
       $1::timestamptz - interval '1 hour'
     FROM generate_series(1, ${videos}) g, (SELECT min(id) AS first FROM platform_accounts) a`,
    [startAt.toISOString()],
  );
  progress(`${fmt(videos)} videos`);
  await pool.query(
    `INSERT INTO tracked_feeds (team_id, video_id, status)
     SELECT o.id, v.id, 1 FROM platform_videos v
     JOIN organization o ON o.slug = 'bench-team-' || ((v.id % ${TEAMS}) + 1)`,
  );
  progress(`${fmt(videos)} feeds across ${TEAMS} teams`);
  await pool.query(
    `CREATE TABLE bench_commits (video_id integer NOT NULL, at timestamptz NOT NULL);
     CREATE FUNCTION bench_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN INSERT INTO bench_commits SELECT video_id, clock_timestamp() FROM stamped; RETURN NULL; END $$;
     CREATE TRIGGER bench_stamp AFTER INSERT ON video_snapshots REFERENCING NEW TABLE AS stamped
       FOR EACH STATEMENT EXECUTE FUNCTION bench_stamp();`,
  );
  await pool.query("VACUUM ANALYZE");
}

/** Sets every video's due time: start + (permuted rank / videos) × window. */
async function scheduleWindow(pool: Pool, videos: number, windowS: number, startAt: Date): Promise<void> {
  await pool.query(
    `WITH ranked AS (
       SELECT id, ((row_number() OVER (ORDER BY id) * 7919) % ${videos}) AS slot FROM platform_videos)
     INSERT INTO bench_due SELECT id, $1::timestamptz + make_interval(secs => slot::float8 * ${windowS} / ${videos})
     FROM ranked`,
    [startAt.toISOString()],
  );
  await pool.query(`UPDATE platform_videos v SET next_refresh_at = d.due_at FROM bench_due d WHERE d.video_id = v.id`);
}

/**
 * Each worker's log goes to a file of its own (the logger writes to stdout), and a worker that exits during the run
 * is reported at once: a run whose second worker had died measured one process without saying so (session 6).
 */
function startWorker(databaseUrl: string, fixtureUrl: string, index: number): ChildProcess {
  const logPath = path.join(os.tmpdir(), `feedscope-bench-refresh-worker-${index}.log`);
  const log = fs.openSync(logPath, "w");
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      YOUTUBE_API_KEY: FIXTURE_API_KEY,
      YOUTUBE_API_BASE_URL: fixtureUrl,
      YOUTUBE_WEB_BASE_URL: fixtureUrl,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", log, "inherit"],
  });
  fs.closeSync(log);
  child.once("exit", (code, signal) => {
    if (code !== 0 && signal !== "SIGTERM")
      progress(`worker ${index} exited early (code ${code}); its log: ${logPath}`);
  });
  progress(`worker ${index} started (pid ${child.pid}), log in ${logPath}`);
  return child;
}

interface Figures {
  distinct: number;
  rows: number;
  first: number;
  last: number;
  p50: number;
  p95: number;
  max: number;
  midRate: number;
}

async function figures(pool: Pool): Promise<Figures> {
  const { rows } = await pool.query<Record<string, string | null>>(`
    WITH firsts AS (SELECT video_id, min(at) AS at FROM bench_commits GROUP BY video_id),
    lags AS (SELECT extract(epoch FROM f.at - d.due_at) AS lag, f.at FROM firsts f JOIN bench_due d USING (video_id)),
    bounds AS (SELECT percentile_disc(0.1) WITHIN GROUP (ORDER BY at) AS lo,
                      percentile_disc(0.9) WITHIN GROUP (ORDER BY at) AS hi FROM lags)
    SELECT (SELECT count(*) FROM firsts) AS distinct_videos, (SELECT count(*) FROM bench_commits) AS rows,
      extract(epoch FROM min(at)) AS first, extract(epoch FROM max(at)) AS last,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY lag) AS p50,
      percentile_cont(0.95) WITHIN GROUP (ORDER BY lag) AS p95, max(lag) AS max,
      (SELECT count(*) FROM lags, bounds WHERE at BETWEEN lo AND hi)
        / NULLIF((SELECT extract(epoch FROM hi - lo) FROM bounds), 0) AS mid_rate
    FROM lags`);
  const row = rows[0] ?? {};
  const num = (key: string) => Number(row[key] ?? 0);
  return {
    distinct: num("distinct_videos"),
    rows: num("rows"),
    first: num("first"),
    last: num("last"),
    p50: num("p50"),
    p95: num("p95"),
    max: num("max"),
    midRate: num("mid_rate"),
  };
}

export async function benchRefresh(): Promise<Record<string, string>> {
  const videos = envInt("BENCH_REFRESH_VIDEOS", 1_000_000);
  const windowS = envInt("BENCH_REFRESH_WINDOW_S", Math.max(30, Math.round(videos / GOAL_RATE)));
  const cluster = await startCluster();
  const fixture = await startRefreshFixture();
  const workers: ChildProcess[] = [];
  const handle = await openPostgres(cluster.url);
  try {
    if (handle.kind !== "pg") throw new Error("expected a PostgreSQL handle");
    const { pool } = handle;
    await migrate(drizzle(pool), { migrationsFolder: "drizzle" });
    const dataDir = (await pool.query<{ data_directory: string }>("SHOW data_directory")).rows[0]?.data_directory ?? "";
    const postmaster = Number(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    const seedStart = new Date();
    await seed(pool, videos, seedStart);
    if (process.env.BENCH_REFRESH_COLD !== "1") {
      // Each video as its last refresh left it (bench/support/steady-state.ts).
      const ids = Array.from({ length: videos }, (_, i) => benchVideoId(i + 1));
      await seedSteadyState((text, params) => pool.query(text, params), ids, video, fixture.baseUrl);
      await pool.query("VACUUM ANALYZE platform_videos, platform_video_raw");
      progress("steady state: metadata and raw payloads with their content hashes");
    }
    progress(`seeded in ${((Date.now() - seedStart.getTime()) / 1000).toFixed(0)} s`);

    // Workers first (migrations checked, queues created, crons scheduled), then the window opens.
    for (let i = 0; i < WORKERS; i++) workers.push(startWorker(cluster.url, fixture.baseUrl, i));
    await sleep(15_000);
    // The due times become visible when the one UPDATE of every video commits, which takes about a minute per
    // million videos on this machine (each row rewritten with its indexes): the window opens after that, or the
    // first due videos would start with that delay as lag (the run of 2026-11-26 07:36 did; bench/RESULTS.md).
    const startAt = new Date(Date.now() + Math.max(5_000, videos / 5));
    await scheduleWindow(pool, videos, windowS, startAt);
    const lateBy = Math.max(0, Date.now() - startAt.getTime()) / 1000;
    const diskBefore = directoryBytes(dataDir);
    const cpuBefore = postgresCpu(postmaster);
    const workerCpuBefore = workers.map((w) => cpuSeconds(w.pid ?? 0, true));
    progress(`window of ${windowS} s opens at ${startAt.toISOString()} (${fmt(videos / windowS)} videos/s due)`);

    const deadline = startAt.getTime() + windowS * 1000 + envInt("BENCH_REFRESH_GRACE_S", 600) * 1000;
    let done = 0;
    while (Date.now() < deadline) {
      await sleep(10_000);
      done = Number(
        (await pool.query<{ n: string }>("SELECT count(DISTINCT video_id) AS n FROM bench_commits")).rows[0]?.n ?? 0,
      );
      const elapsed = (Date.now() - startAt.getTime()) / 1000;
      progress(
        `${fmt(done)} of ${fmt(videos)} refreshed after ${elapsed.toFixed(0)} s (load ${os.loadavg()[0]?.toFixed(1)})`,
      );
      if (done >= videos) break;
    }
    const wall = (Date.now() - startAt.getTime()) / 1000;
    const cpu = postgresCpu(postmaster) - cpuBefore;
    const workerCpu = workers.map((w, i) => cpuSeconds(w.pid ?? 0, true) - (workerCpuBefore[i] ?? 0));
    const diskAfter = directoryBytes(dataDir);
    const walAfter = directoryBytes(path.join(dataDir, "pg_wal"));
    const f = await figures(pool);
    const sustained = f.last > f.first ? f.distinct / (f.last - f.first) : 0;
    const verdict = sustained >= GOAL_RATE && f.p95 < GOAL_P95_S && f.distinct >= videos ? "goal met" : "goal NOT met";
    const rewritten = Number(
      (
        await pool.query<{ n: string }>("SELECT count(*) AS n FROM platform_video_raw WHERE updated_at >= $1", [
          startAt.toISOString(),
        ])
      ).rows[0]?.n ?? 0,
    );
    const snapshotBytes = Number(
      (await pool.query<{ b: string }>("SELECT pg_total_relation_size('video_snapshots') AS b")).rows[0]?.b ?? 0,
    );
    return {
      dataset: `${fmt(videos)} videos, ${fmt(Math.ceil(videos / BENCH_VIDEOS_PER_ACCOUNT))} accounts, ${TEAMS} Pro teams; one hourly cycle compressed into ${windowS} s (${fmt(videos / windowS)} videos/s due); ${WORKERS} worker processes`,
      refreshed: `${fmt(f.distinct)} of ${fmt(videos)} videos (${fmt(f.rows)} snapshot rows) in ${wall.toFixed(0)} s, ${fmt(fixture.requests())} videos.list calls`,
      "sustained videos/s (claim to committed snapshot)": `${fmt(sustained)} over the whole run, ${fmt(f.midRate)} between the 10th and 90th percentile commits (goal ≥ ${fmt(GOAL_RATE)}; ${verdict})`,
      "lag from due time to committed snapshot": `p50 ${f.p50.toFixed(1)} s, p95 ${f.p95.toFixed(1)} s, max ${f.max.toFixed(1)} s (goal p95 < ${GOAL_P95_S} s)${lateBy > 0 ? `; the due times became visible ${lateBy.toFixed(0)} s after the window opened` : ""}`,
      "raw payloads rewritten (content changed or no stored hash)": `${fmt(rewritten)}${process.env.BENCH_REFRESH_COLD === "1" ? " (cold start: BENCH_REFRESH_COLD=1)" : " (steady-state seed)"}`,
      "PostgreSQL CPU": `${cpu.toFixed(0)} CPU-s over ${wall.toFixed(0)} s = ${(cpu / wall).toFixed(2)} cores of ${os.cpus().length}`,
      "worker CPU": workerCpu.map((s) => `${(s / wall).toFixed(2)} cores`).join(", "),
      "data directory": `${fmt(diskBefore / 2 ** 20)} MB before the window, ${fmt(diskAfter / 2 ** 20)} MB after (+${fmt((diskAfter - diskBefore) / 2 ** 20)} MB; pg_wal ${fmt(walAfter / 2 ** 20)} MB, video_snapshots ${fmt(snapshotBytes / 2 ** 20)} MB)`,
    };
  } finally {
    for (const worker of workers) worker.kill("SIGTERM");
    await Promise.all(
      workers.map((worker) =>
        worker.exitCode === null ? new Promise((resolve) => worker.once("exit", resolve)) : Promise.resolve(),
      ),
    );
    if (handle.kind === "pg") await handle.pool.end();
    await fixture.close();
    cluster.stop();
  }
}
