// The database half of `npm run bench -- alerts`: per refreshed video, the refresh job's own write (the transaction
// refresh-videos.ts runs after its fetch: storeVideos, syncFeedStatuses, scheduleVideos) and then the worker's
// whole evaluation of that job (src/server/services/alerts/evaluate-refresh.ts: loading queries and the one write
// transaction with events, deliveries, rule memories and the deliver jobs inserted into pg-boss's table), timed
// apart in the same run, on PGlite in memory and on PostgreSQL (a throwaway cluster, as bench/tracking-pg.ts
// starts one; skipped with a note when none is installed). BENCH_ALERT_DB=pglite|postgres picks one.
// Dataset (seeded with SQL): 20 Max teams × 5,000 tracked feeds (100,000 items, BENCH_ALERT_DB_FEEDS per team),
// 50 active rules per team (1,000: targets 40 % feed, 20 % collection, 40 % all; Views, half Increment (200, 1,000 or
// 5,000 a cycle), half Total (1,000, 10,000 or 100,000)), five collections per team holding 30 % of its feeds, a
// group of two destinations per team, two captures per video; growth between captures per BENCH_ALERT_DB_GROWTH
// (a library of videos of mixed ages by default, see GROWTH).
// Warm-up: the rule memories the second capture leaves (Total rules at or above their threshold, Increment rules
// that fired) are written by one SQL statement, as a running system has them, instead of evaluating every video
// once (that fired ~100,000 events and 200,000 deliveries and never finished on the shared machine). Then, timed,
// every video is refreshed at a third capture (its second growth step again) in jobs of BATCH videos (the engine's
// YouTube batch, 500; BENCH_ALERT_DB_BATCH overrides) spread over the teams as the tick spreads them, each job followed by its evaluation.
// BENCH_ALERT_DB_JOB says what "the refresh job" is: "fetch" (the default) times the whole job as the worker runs it
// (refreshVideos: read the job's rows, call videos.list of a loopback YouTube Data API shaped like the real one —
// bench/refresh-fixture.ts, answering each video's third capture — then the write transaction); "write" times only
// the write transaction after the fetch (storeVideos, syncFeedStatuses, scheduleVideos), the stricter figure.
// The loopback API answers at once: a real platform call adds its network time to the job, not to the evaluation.
import os from "node:os";
import { sql } from "drizzle-orm";
import { Platform } from "../src/domain/enums";
import { platformNameOf } from "../src/domain/platforms";
import { type DbHandle, openPglite, openPostgres } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { deliverJobEnqueuer } from "../src/server/jobs/alert-evaluate-jobs";
import { createBoss } from "../src/server/jobs/boss";
import { alertJobs } from "../src/server/jobs/definitions/alerts";
import type { NormalizedVideo } from "../src/server/platforms/types";
import { evaluateRefresh } from "../src/server/services/alerts/evaluate-refresh";
import { VIDEO_BATCH_BY_PLATFORM } from "../src/server/tracking/claim-due";
import { refreshVideos } from "../src/server/tracking/refresh-videos";
import { runStatement } from "../src/server/tracking/run-statement";
import { scheduleVideos } from "../src/server/tracking/schedule";
import { storeVideos } from "../src/server/tracking/store-videos";
import { syncFeedStatuses } from "../src/server/tracking/sync-statuses";
import { FIXTURE_API_KEY, type FixtureVideo } from "../tests/fixtures/youtube/data";
import { benchChannelId, startRefreshFixture } from "./refresh-fixture";
import { seedSteadyState } from "./support/steady-state";
import { startCluster } from "./tracking-pg";

const TEAMS = 20;
const FEEDS_PER_TEAM = Number(process.env.BENCH_ALERT_DB_FEEDS ?? 5_000);
const RULES_PER_TEAM = 50;
/**
 * Videos per refresh job: the engine's YouTube job size (claim-due.ts, 500 since issue 18), or BENCH_ALERT_DB_BATCH
 * (50 reproduces the earlier sections' jobs).
 */
const BATCH = Number(process.env.BENCH_ALERT_DB_BATCH ?? VIDEO_BATCH_BY_PLATFORM.youtube);
if (!Number.isInteger(BATCH) || BATCH < 1) throw new Error(`bench: BENCH_ALERT_DB_BATCH must be a positive integer`);
const CAPTURES = ["2026-11-25T00:00:00.000Z", "2026-11-25T12:00:00.000Z", "2026-11-26T00:00:00.000Z"] as const;

type Db = DbHandle["db"];

/**
 * BENCH_ALERT_DB_GROWTH: "library" (the default) or "fresh". "fresh" is the first seed (bench/RESULTS.md,
 * 2026-11-26): every tracked video gains 0–30 % of its views every 12-hour cycle, as a video does on its first day,
 * and keeps doing so; 1.15 a cycle compounds to ×4,000 a month, so it describes a library in which every one of a
 * team's 5,000 videos was published yesterday. "library" gives each video an age drawn uniformly from 0–180 days
 * (a library a team filled over half a year) and scales its growth by min(1, 2 / age in days): daily views of a
 * short video fall off after its first days, and peers stop collecting a post's data two weeks after publishing
 * (../shared/reference/peers.md). Views, rules and thresholds are unchanged.
 */
const GROWTH = process.env.BENCH_ALERT_DB_GROWTH ?? "library";
const JOB = process.env.BENCH_ALERT_DB_JOB ?? "fetch";
if (JOB !== "fetch" && JOB !== "write")
  throw new Error(`bench: BENCH_ALERT_DB_JOB must be "fetch" or "write", not ${JOB}`);
/**
 * With "fetch", the videos start in steady state (their metadata, payload and content hash as the loopback API's
 * answer leaves them), so the timed refresh is the engine's counts-only write; BENCH_ALERT_DB_COLD=1 keeps the seed
 * without them, which made every timed write a video's first (the sections before session 8's lead section). "write"
 * stores the bench's own NormalizedVideo rows, which no seeded hash matches: it stays the first-write path.
 */
const STEADY = JOB === "fetch" && process.env.BENCH_ALERT_DB_COLD !== "1";

/** The SQL factor on a video's growth per cycle (evaluated per row: each video draws its own age). */
function growthAgeFactor() {
  if (GROWTH === "fresh") return sql.raw("1");
  if (GROWTH === "library") return sql.raw("least(1.0, 2.0 / greatest(random() * 180, 0.001))");
  throw new Error(`bench: BENCH_ALERT_DB_GROWTH must be "library" or "fresh", not ${GROWTH}`);
}

async function seed(db: Db): Promise<void> {
  const videos = TEAMS * FEEDS_PER_TEAM;
  await db.execute(sql`INSERT INTO organization (id, name, slug, plan, created_at)
    SELECT g, 'Bench ' || g, 'bench-' || g, 'max', now() FROM generate_series(1, ${TEAMS}) g`);
  const youtube = sql.raw(String(Platform.YouTube));
  // YouTube ids as the loopback API knows them (benchVideoId, benchChannelId: "rb" / "UCrb" and the number).
  await db.execute(sql`INSERT INTO platform_accounts (id, platform, platform_id, median_views)
    SELECT g, ${youtube}, 'UCrb' || lpad(g::text, 20, '0'), 2000 FROM generate_series(1, ${TEAMS}) g`);
  await db.execute(sql`INSERT INTO platform_videos (id, platform, platform_id, account_id)
    SELECT g, ${youtube}, 'rb' || lpad(g::text, 9, '0'), 1 + (g - 1) / ${FEEDS_PER_TEAM}
    FROM generate_series(1, ${videos}) g`);
  await db.execute(sql`INSERT INTO tracked_feeds (id, team_id, video_id, status)
    SELECT g, 1 + (g - 1) / ${FEEDS_PER_TEAM}, g, 1 FROM generate_series(1, ${videos}) g`);
  // Log-normal-ish views (a few hundred to ~100,000), growing between captures by 0–30 % of the views a cycle,
  // times the age factor (growthAgeFactor).
  await db.execute(sql`INSERT INTO video_snapshots (video_id, captured_at, views, likes, comments, shares)
    SELECT g, c.at, round(v.base * (1 + c.n * v.growth)), round(v.base * 0.05), round(v.base * 0.004), NULL
    FROM generate_series(1, ${videos}) g
    -- "0 * g" makes the subquery depend on the row, so each video draws its own numbers.
    CROSS JOIN LATERAL (SELECT exp(ln(2000) + 1.6 * (random() + random() + random() - 1.5) * 1.4 + 0 * g) AS base,
                               random() * 0.3 * ${growthAgeFactor()} + 0 * g AS growth) v
    CROSS JOIN (VALUES (0, ${CAPTURES[0]}::timestamptz), (1, ${CAPTURES[1]}::timestamptz)) AS c(n, at)`);
  await db.execute(sql`INSERT INTO collections (id, team_id, hash_id, name)
    SELECT g, 1 + (g - 1) / 5, 'benchc' || g, 'C' || g FROM generate_series(1, ${TEAMS * 5}) g`);
  await db.execute(sql`INSERT INTO collection_items (collection_id, tracked_feed_id)
    SELECT 1 + ((f.team_id - 1) * 5) + (f.id % 5), f.id FROM tracked_feeds f WHERE f.id % 10 < 3`);
  await db.execute(sql`INSERT INTO alert_groups (id, team_id, name)
    SELECT g, g, 'Growth' FROM generate_series(1, ${TEAMS}) g`);
  await db.execute(sql`INSERT INTO alert_destinations (team_id, group_id, type, position, bot_token, chat_id, url)
    SELECT g, g, t.type, t.pos, '1:x', '-1', 'https://discord.com/api/webhooks/1/a'
    FROM generate_series(1, ${TEAMS}) g CROSS JOIN (VALUES (5, 0), (6, 1)) AS t(type, pos)`);
  // Numbers inlined: PGlite aborts (a wasm RuntimeError, not an SQL error) on these two statements with the sizes
  // bound as parameters.
  const n = (value: number) => sql.raw(String(Math.trunc(value)));
  const rules = n(TEAMS * RULES_PER_TEAM);
  const perTeam = n(RULES_PER_TEAM);
  const feeds = n(FEEDS_PER_TEAM);
  await db.execute(sql`INSERT INTO alert_targets (id, team_id, kind, tracked_feed_id, collection_id)
    SELECT g, 1 + (g - 1) / ${perTeam},
      CASE WHEN g % 5 < 2 THEN 'feed' WHEN g % 5 = 2 THEN 'collection' ELSE 'all' END,
      CASE WHEN g % 5 < 2 THEN ((g - 1) / ${perTeam}) * ${feeds} + 1 + (g * 37) % ${feeds} END,
      CASE WHEN g % 5 = 2 THEN ((g - 1) / ${perTeam}) * 5 + 1 + g % 5 END
    FROM generate_series(1, ${rules}) g`);
  await db.execute(sql`INSERT INTO alert_rules (id, team_id, name, target_id, group_id, metric, calculation, threshold)
    SELECT g, 1 + (g - 1) / ${perTeam}, 'Rule ' || g, g, 1 + (g - 1) / ${perTeam}, 1,
      1 + g % 2, CASE WHEN g % 2 = 0 THEN (ARRAY[200, 1000, 5000])[1 + g % 3] ELSE (ARRAY[1000, 10000, 100000])[1 + g % 3] END
    FROM generate_series(1, ${rules}) g`);
}

/**
 * The memories an evaluation of the second capture leaves (src/domain/alerts/evaluate.ts, store-fired-alerts.ts):
 * a Total rule whose item is at or above the threshold fired and remembers "above"; an Increment rule whose change
 * reached the threshold fired (its 6 h cooldown is over by the third capture, 12 h later). Below-threshold Total
 * pairs and silent Increment pairs write no row. Watched pairs: a feed target's feed, a collection's items, every
 * feed of the team for "all".
 */
async function seedMemories(db: Db): Promise<number> {
  const result = await db.execute(sql`
    WITH watched AS (
      SELECT r.id AS rule_id, r.team_id, r.calculation, r.threshold, f.id AS feed_id, f.video_id
      FROM alert_rules r JOIN alert_targets t ON t.id = r.target_id
      JOIN tracked_feeds f ON f.team_id = r.team_id AND (
        t.kind = 'all' OR (t.kind = 'feed' AND f.id = t.tracked_feed_id)
        OR (t.kind = 'collection' AND EXISTS (
          SELECT 1 FROM collection_items ci WHERE ci.collection_id = t.collection_id AND ci.tracked_feed_id = f.id)))
    ),
    valued AS (
      SELECT w.*, now_s.views AS v_now, before_s.views AS v_before FROM watched w
      JOIN video_snapshots now_s ON now_s.video_id = w.video_id AND now_s.captured_at = ${CAPTURES[1]}::timestamptz
      JOIN video_snapshots before_s ON before_s.video_id = w.video_id
        AND before_s.captured_at = ${CAPTURES[0]}::timestamptz
    )
    INSERT INTO alert_rule_states (team_id, rule_id, item_kind, item_id, above_threshold, last_snapshot_key,
      last_fired_at)
    SELECT team_id, rule_id, 'feed', feed_id, calculation = 2, ${CAPTURES[1]}, ${CAPTURES[1]}::timestamptz
    FROM valued
    WHERE (calculation = 2 AND v_now >= threshold) OR (calculation = 1 AND v_now - v_before >= threshold)`);
  return (
    (result as unknown as { rowCount?: number; affectedRows?: number }).rowCount ??
    (result as unknown as { affectedRows?: number }).affectedRows ??
    0
  );
}

/** What the platform answers at the third capture: each video's second growth step again. */
async function thirdCapture(db: Db): Promise<Map<number, NormalizedVideo>> {
  const result = await db.execute(sql`
    SELECT pv.id, pv.platform, pv.platform_id, s1.views AS v1, s1.likes, s1.comments, s0.views AS v0
    FROM platform_videos pv
    JOIN video_snapshots s1 ON s1.video_id = pv.id AND s1.captured_at = ${CAPTURES[1]}::timestamptz
    JOIN video_snapshots s0 ON s0.video_id = pv.id AND s0.captured_at = ${CAPTURES[0]}::timestamptz`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const videos = new Map<number, NormalizedVideo>();
  for (const row of rows) {
    const platform = platformNameOf(Number(row.platform));
    if (!platform) throw new Error(`bench: unknown platform ${String(row.platform)}`);
    const v1 = Number(row.v1);
    videos.set(Number(row.id), {
      platform,
      platformId: String(row.platform_id),
      accountPlatformId: null,
      url: null,
      caption: "Bench video",
      thumbnailUrl: null,
      durationSeconds: 30,
      publishedAt: null,
      views: v1 + (v1 - Number(row.v0)),
      likes: Number(row.likes),
      comments: Number(row.comments),
      shares: null,
      bookmarks: null,
      isShort: true,
      isDemo: false,
      raw: null,
    });
  }
  return videos;
}

/** The loopback videos.list's answer for an id: the video's third capture, in the API's shape. */
function fixtureAnswering(third: Map<number, NormalizedVideo>): (id: string) => FixtureVideo | null {
  const byPlatformId = new Map([...third.values()].map((video) => [video.platformId, video]));
  return (id) => {
    const video = byPlatformId.get(id);
    if (!video) return null;
    const n = Number(id.slice(2));
    return {
      id,
      channelId: benchChannelId(1 + Math.floor((n - 1) / FEEDS_PER_TEAM)),
      title: video.caption ?? "Bench video",
      description: "",
      publishedAt: "2026-10-01T00:00:00Z",
      duration: "PT30S",
      isShort: true,
      liveBroadcastContent: "none",
      views: video.views ?? 0,
      likes: video.likes,
      comments: video.comments,
      hasMaxresThumbnail: false,
    };
  };
}

/**
 * Planner statistics, as a running database has them: autovacuum analyzes the tables written since their last
 * analysis (without statistics PostgreSQL planned the freshly seeded tables as nearly empty: hash joins over whole
 * tables for a 500-video job's items). It never analyzes a table nothing was written to, so those are left alone
 * here too: a bare `ANALYZE` recorded the still-empty alert_events as known to be empty (0 pages, 0 rows, where a
 * never-analyzed table is estimated at 10 pages), and every foreign-key check of the timed deliveries against
 * alert_events was then planned, once per connection and kept for its life, as a sequential scan of a table the
 * run fills: its cost grew with every stored event (bench/RESULTS.md, session 8).
 */
async function analyzeWrittenTables(db: Db): Promise<void> {
  const tables = (
    (await db.execute(sql`SELECT format('%I.%I', schemaname, tablename) AS name FROM pg_tables
      WHERE schemaname IN ('public', 'pgboss') ORDER BY 1`)) as unknown as { rows: { name: string }[] }
  ).rows.map((row) => row.name);
  for (const table of tables) {
    const found = (await db.execute(sql.raw(`SELECT 1 FROM ${table} LIMIT 1`))) as unknown as { rows: unknown[] };
    if (found.rows.length) await db.execute(sql.raw(`ANALYZE ${table}`));
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const fmt = (n: number) => n.toLocaleString("en-US");

async function benchOn(label: string, handle: DbHandle): Promise<Record<string, string>> {
  await runMigrations(handle);
  const boss = createBoss(handle, { sendOnly: true });
  await boss.start();
  await boss.createQueue(alertJobs.deliver.name);
  try {
    const seedStarted = performance.now();
    await seed(handle.db);
    const memories = await seedMemories(handle.db);
    const third = await thirdCapture(handle.db);
    const fixture = await startRefreshFixture(fixtureAnswering(third));
    if (STEADY) {
      // Each video as its last refresh left it (bench/support/steady-state.ts): the timed refresh takes the engine's
      // counts-only path, as an hourly refresh in production does, instead of every write being a video's first.
      const platformIds = [...third.values()].map((video) => video.platformId);
      const query = (text: string, params: unknown[]) => runStatement(handle.db, text, params);
      await seedSteadyState(query, platformIds, fixtureAnswering(third), fixture.baseUrl);
    }
    await analyzeWrittenTables(handle.db);
    const seedMs = performance.now() - seedStarted;
    const enqueue = deliverJobEnqueuer(boss);
    Object.assign(process.env, {
      YOUTUBE_API_KEY: FIXTURE_API_KEY,
      YOUTUBE_API_BASE_URL: fixture.baseUrl,
      YOUTUBE_WEB_BASE_URL: fixture.baseUrl,
    });
    const videos = TEAMS * FEEDS_PER_TEAM;
    // Spread the jobs over the teams as the tick does (ids in order would put one team in each job).
    const order = Array.from({ length: videos }, (_, i) => 1 + ((i * 7919) % videos));
    const capturedAt = new Date(CAPTURES[2]);
    const totals = { evaluated: 0, fired: 0, events: 0, jobs: 0 };
    const refreshMs: number[] = [];
    const evaluateMs: number[] = [];
    const load = os.loadavg()[0] ?? 0;
    const started = performance.now();
    for (let i = 0; i < order.length; i += BATCH) {
      const ids = order.slice(i, i + BATCH);
      const batch = ids.map((id) => third.get(id) as NormalizedVideo);
      const t0 = performance.now();
      const refreshed =
        JOB === "fetch"
          ? // The whole refresh job as the worker runs it: rows, platform call, write transaction.
            (await refreshVideos(handle.db, { videoIds: ids, capturedAt })).refreshed
          : // The refresh job's own work after its fetch (refresh-videos.ts): one transaction per batch.
            await handle.db.transaction(async (tx) => {
              const stored = await storeVideos(tx, { videos: batch, accountId: null, capturedAt });
              const storedIds = stored.map((row) => row.id);
              await syncFeedStatuses(tx, storedIds, capturedAt);
              await scheduleVideos(tx, storedIds, capturedAt);
              return storedIds;
            });
      if (refreshed.length !== ids.length) throw new Error(`bench: ${refreshed.length} of ${ids.length} refreshed`);
      const t1 = performance.now();
      const summary = await evaluateRefresh(
        handle.db,
        { kind: "videos", refreshed, missing: [], failed: [], capturedAt: CAPTURES[2] },
        enqueue,
      );
      const t2 = performance.now();
      refreshMs.push(t1 - t0);
      evaluateMs.push(t2 - t1);
      totals.evaluated += summary.evaluated;
      totals.fired += summary.fired;
      totals.events += summary.events;
      totals.jobs += summary.jobs;
    }
    const wallMs = performance.now() - started;
    await fixture.close();
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const perVideoUs = (values: number[]) => (sum(values) * 1000) / videos;
    const refreshUs = perVideoUs(refreshMs);
    const evaluateUs = perVideoUs(evaluateMs);
    const job = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `median ${percentile(sorted, 0.5)?.toFixed(1)} ms, p95 ${percentile(sorted, 0.95)?.toFixed(1)} ms`;
    };
    return {
      [`${label}: dataset`]: `${STEADY ? "steady state (refreshes write counts only)" : "cold (every timed write a video's first)"}, growth "${GROWTH}", ${TEAMS} teams × ${fmt(FEEDS_PER_TEAM)} feeds (${fmt(videos)} items), ${fmt(TEAMS * RULES_PER_TEAM)} active rules, ${fmt(memories)} rule memories seeded (${(seedMs / 1000).toFixed(1)} s to seed)`,
      [`${label}: refresh job per ${BATCH} videos (${JOB === "fetch" ? "refreshVideos: rows, loopback videos.list, write" : "write only: storeVideos, statuses, schedule"})`]:
        job(refreshMs),
      [`${label}: evaluation per ${BATCH}-video job (load, evaluate, one write transaction)`]: job(evaluateMs),
      [`${label}: per refreshed video, refresh job / evaluation`]: `${refreshUs.toFixed(0)} µs / ${evaluateUs.toFixed(0)} µs = evaluation at ${((evaluateUs / refreshUs) * 100).toFixed(1)} % of the refresh job's own ${JOB === "fetch" ? "time" : "write"} (${fmt(videos)} videos in ${(wallMs / 1000).toFixed(1)} s)`,
      [`${label}: evaluations / fired (stored events) / deliver jobs`]: `${fmt(totals.evaluated)} / ${fmt(totals.fired)} (${fmt(totals.events)}, ${((totals.fired / Math.max(1, totals.evaluated)) * 100).toFixed(2)} % of evaluations) / ${fmt(totals.jobs)}`,
      [`${label}: 1-minute load average at start / end (${os.cpus().length} cores)`]: `${load.toFixed(2)} / ${(os.loadavg()[0] ?? 0).toFixed(2)}`,
    };
  } finally {
    await boss.stop({ graceful: false, close: true });
    await handle.close();
  }
}

export async function benchAlertsDatabase(): Promise<Record<string, string>> {
  const which = process.env.BENCH_ALERT_DB ?? "pglite,postgres";
  const out: Record<string, string> = {};
  if (which.includes("pglite")) Object.assign(out, await benchOn("database (PGlite)", await openPglite(null)));
  if (which.includes("postgres")) {
    let cluster: Awaited<ReturnType<typeof startCluster>>;
    try {
      cluster = await startCluster();
    } catch (error) {
      out["database (PostgreSQL)"] = `skipped: ${(error as Error).message}`;
      return out;
    }
    try {
      Object.assign(out, await benchOn("database (PostgreSQL)", await openPostgres(cluster.url)));
    } finally {
      cluster.stop();
    }
  }
  return out;
}
