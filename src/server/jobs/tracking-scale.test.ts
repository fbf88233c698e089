// Proof at scale on a real PostgreSQL (runs when TEST_DATABASE_URL is set): concurrent ticks claim disjoint
// sets, two worker processes refresh every due entity exactly once, and a worker killed mid-batch loses and
// duplicates nothing once its jobs are retried elsewhere.
import { type ChildProcess, spawn } from "node:child_process";
import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FeedStatus, Platform } from "@/domain/enums";
import { organization, platformVideos, trackedFeeds } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { createBoss } from "./boss";
import { trackingJobs } from "./definitions/tracking";
import { runTick } from "./handlers/tracking";

const enabled = Boolean(process.env.TEST_DATABASE_URL);
let env: Awaited<ReturnType<typeof setupTestDb>>;
let boss: PgBoss;
let connectionString = "";
const workers: ChildProcess[] = [];

function startWorker(extra: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "scripts/worker.ts"], {
    env: {
      ...process.env,
      DATABASE_URL: connectionString,
      LOG_LEVEL: "warn",
      JOBS_MAINTENANCE_SECONDS: "1",
      ...extra,
    },
    stdio: "ignore",
  });
  workers.push(child);
  return child;
}

async function seed(prefix: string, count: number, dueAt: Date): Promise<void> {
  const db = env.handle.db;
  const [team] = await db
    .insert(organization)
    .values({ name: `Scale ${prefix}`, slug: `scale-${prefix}`, plan: "max" })
    .returning();
  const videos = await db
    .insert(platformVideos)
    .values(
      Array.from({ length: count }, (_, i) => ({
        platform: Platform.YouTube,
        platformId: `${prefix}${String(i).padStart(11 - prefix.length, "0")}`,
        isDemo: true,
        nextRefreshAt: dueAt,
      })),
    )
    .returning({ id: platformVideos.id });
  await db
    .insert(trackedFeeds)
    .values(videos.map((v) => ({ teamId: team?.id as number, videoId: v.id, status: FeedStatus.Tracking })));
}

async function snapshotsAt(prefix: string, at: Date): Promise<{ videos: number; rows: number }> {
  const result = await env.handle.db.execute(sql`SELECT count(DISTINCT s.video_id)::int AS videos, count(*)::int AS rows
    FROM video_snapshots s JOIN platform_videos v ON v.id = s.video_id
    WHERE v.platform_id LIKE ${`${prefix}%`} AND s.captured_at = ${at.toISOString()}::timestamptz`);
  return (result as unknown as { rows: { videos: number; rows: number }[] }).rows[0] ?? { videos: 0, rows: 0 };
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

beforeAll(async () => {
  if (!enabled) return;
  env = await setupTestDb();
  if (env.handle.kind !== "pg") throw new Error("expected PostgreSQL");
  connectionString = env.handle.connectionString;
  process.env.TRACKING_JOB_EXPIRE_SECONDS = "3";
  process.env.TRACKING_JOB_RETRY_DELAY_SECONDS = "1";
  boss = createBoss(env.handle);
  await boss.start();
  for (const queue of [trackingJobs.refreshVideos.name, trackingJobs.refreshAccount.name])
    await boss.createQueue(queue);
}, 60_000);

afterAll(async () => {
  for (const child of workers) child.kill("SIGKILL");
  if (!enabled) return;
  await boss.stop({ graceful: false, wait: true });
  await env.teardown();
});

describe.runIf(enabled)("tracking at scale on PostgreSQL", () => {
  it("claims disjoint sets under concurrent ticks, and two workers refresh every due feed exactly once", async () => {
    const tick = new Date(Math.floor(Date.now() / 1000) * 1000);
    await seed("sc", 600, new Date(tick.getTime() - 60_000));
    const [a, b] = await Promise.all([runTick(boss, env.handle.db, tick), runTick(boss, env.handle.db, tick)]);
    expect(a + b).toBe(12); // 600 videos in batches of 50, split between the two ticks
    const jobs = await env.handle.db.execute(
      sql`SELECT data FROM pgboss.job WHERE name = ${trackingJobs.refreshVideos.name}`,
    );
    const claimed = (jobs as unknown as { rows: { data: { ids: number[] } }[] }).rows.flatMap((row) => row.data.ids);
    expect(claimed).toHaveLength(600);
    expect(new Set(claimed).size).toBe(600);

    startWorker();
    startWorker();
    await waitFor(async () => (await snapshotsAt("sc", tick)).videos === 600, 60_000, "600 refreshed feeds");
    expect(await snapshotsAt("sc", tick)).toEqual({ videos: 600, rows: 600 });
    const runs = await env.handle.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = ${trackingJobs.refreshVideos.name} AND state = 'completed' AND retry_count = 0`);
    expect((runs as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(12);
    for (const child of workers.splice(0)) child.kill("SIGTERM");
  }, 120_000);

  it("loses and duplicates nothing when a worker is killed mid-batch", async () => {
    const tick = new Date(Math.floor(Date.now() / 1000) * 1000 + 1000);
    await seed("kx", 300, new Date(tick.getTime() - 60_000));
    const slow = startWorker({ DEMO_LATENCY_MS: "4000" });
    expect(await runTick(boss, env.handle.db, tick)).toBe(6);
    await waitFor(
      async () => {
        const active = await env.handle.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job
          WHERE name = ${trackingJobs.refreshVideos.name} AND state = 'active'`);
        return ((active as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0;
      },
      30_000,
      "a batch in flight",
    );
    slow.kill("SIGKILL");
    startWorker();
    await waitFor(
      async () => (await snapshotsAt("kx", tick)).videos === 300,
      90_000,
      "300 refreshed feeds after recovery",
    );
    expect(await snapshotsAt("kx", tick)).toEqual({ videos: 300, rows: 300 });
    // The killed worker's batch really was taken over: it ran again after expiring.
    const retried = await env.handle.db.execute(sql`SELECT count(*)::int AS n FROM pgboss.job
      WHERE name = ${trackingJobs.refreshVideos.name} AND data->>'capturedAt' = ${tick.toISOString()} AND retry_count > 0`);
    expect((retried as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);
  }, 150_000);
});
