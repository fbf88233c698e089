// The cron tick's claim loop (issue 18 item 2): one tick claims again and again while work is due, so more than
// CLAIM_LIMIT (2,000) videos a minute reach the queue; it stops claiming while the queue holds its maximum, so
// claimed leases do not run out unserved; and it ends when the worker stops. A stand-in boss records the jobs.
import { isNotNull, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FeedStatus, Platform } from "@/domain/enums";
import { organization, platformVideos, trackedFeeds } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { CLAIM_LIMIT, VIDEO_BATCH_BY_PLATFORM } from "../tracking/claim-due";
import { isDeadlock, runTickLoop } from "./handlers/tracking";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const DUE = 5_000;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  await env.teardown();
});

async function seedDue(prefix: string, count: number): Promise<void> {
  const db = env.handle.db;
  const [team] = await db
    .insert(organization)
    .values({ name: `Tick ${prefix}`, slug: `tick-${prefix}`, plan: "pro" })
    .returning();
  const past = new Date(Date.now() - 60_000);
  const videos = await db
    .insert(platformVideos)
    .values(
      Array.from({ length: count }, (_, i) => ({
        platform: Platform.YouTube,
        platformId: `${prefix}${String(i).padStart(11 - prefix.length, "0")}`,
        nextRefreshAt: past,
      })),
    )
    .returning({ id: platformVideos.id });
  await db
    .insert(trackedFeeds)
    .values(videos.map((v) => ({ teamId: team?.id as number, videoId: v.id, status: FeedStatus.Tracking })));
}

/** A boss with a queue that only fills: what the workers would take is not taken. */
function recordingBoss() {
  const jobs: { data: { ids: number[] } }[] = [];
  const boss = {
    getQueueSize: async () => jobs.length,
    insert: async (added: { data: { ids: number[] } }[]) => {
      jobs.push(...added);
    },
  };
  return { boss: boss as unknown as PgBoss, jobs };
}

async function stillDue(): Promise<number> {
  const [row] = await env.handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(platformVideos)
    .where(sql`${platformVideos.nextRefreshAt} <= now() AND ${isNotNull(platformVideos.nextRefreshAt)}`);
  return row?.n ?? -1;
}

describe("the tick's claim loop", () => {
  it("claims past one CLAIM_LIMIT per tick, then stops at the queue's maximum", async () => {
    await seedDue("tka", DUE);
    expect(DUE).toBeGreaterThan(CLAIM_LIMIT * 2);
    const { boss, jobs } = recordingBoss();
    // Room for 1.25 claims' jobs: a claim of 2,000 YouTube videos makes CLAIM_LIMIT / its batch jobs, so the second
    // claim happens (its jobs are fewer than the room) and the third does not.
    const perClaim = CLAIM_LIMIT / VIDEO_BATCH_BY_PLATFORM.youtube;
    await runTickLoop(boss, env.handle.db, { budgetMs: 3_000, pauseMs: 100, maxQueued: perClaim * 1.25 });
    const claimed = jobs.flatMap((job) => job.data.ids);
    expect(claimed.length).toBe(CLAIM_LIMIT * 2);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(jobs.every((job) => job.data.ids.length <= VIDEO_BATCH_BY_PLATFORM.youtube)).toBe(true);
    expect(jobs).toHaveLength(perClaim * 2);
    expect(await stillDue()).toBe(DUE - CLAIM_LIMIT * 2);

    // With room, the next tick takes the rest and nothing twice.
    const second = recordingBoss();
    await runTickLoop(second.boss, env.handle.db, { budgetMs: 2_000, pauseMs: 100, maxQueued: 1_000 });
    const rest = second.jobs.flatMap((job) => job.data.ids);
    expect(rest.length).toBe(DUE - CLAIM_LIMIT * 2);
    expect(rest.some((id) => claimed.includes(id))).toBe(false);
    expect(await stillDue()).toBe(0);
  });

  it("ends at once when the worker stops", async () => {
    const { boss } = recordingBoss();
    const stopping = new AbortController();
    stopping.abort();
    const started = Date.now();
    expect(await runTickLoop(boss, env.handle.db, { budgetMs: 30_000, pauseMs: 1_000, signal: stopping.signal })).toBe(
      0,
    );
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe("a refresh job's deadlock retry", () => {
  it("recognises PostgreSQL's deadlock code, bare or wrapped by the driver, and nothing else", () => {
    expect(isDeadlock({ code: "40P01" })).toBe(true);
    expect(isDeadlock(Object.assign(new Error("Failed query"), { cause: { code: "40P01" } }))).toBe(true);
    expect(isDeadlock({ code: "23505" })).toBe(false);
    expect(isDeadlock(new Error("deadlock detected"))).toBe(false);
    expect(isDeadlock(null)).toBe(false);
  });
});
