import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, rateLimitCounters, session, user, verification } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { getHealth } from "../queries/system/get-health";
import { purgeExpiredJob } from "./definitions/purge-expired";
import { purgeExpired } from "./handlers/purge-expired";
import { getWorkerState, type RunningWorker, startWorker } from "./worker";

let env: Awaited<ReturnType<typeof setupTestDb>>;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

async function seedExpiring(now: Date) {
  const [u] = await env.handle.db
    .insert(user)
    .values({ name: "Purge Me", email: `purge${Date.now()}@example.com` })
    .returning();
  if (!u) throw new Error("no user");
  const past = new Date(now.getTime() - 60_000);
  const future = new Date(now.getTime() + 3_600_000);
  await env.handle.db.insert(session).values([
    { token: `expired-${u.id}`, userId: u.id, expiresAt: past },
    { token: `live-${u.id}`, userId: u.id, expiresAt: future },
  ]);
  await env.handle.db.insert(verification).values([
    { identifier: "old", value: "1", expiresAt: past },
    { identifier: "new", value: "1", expiresAt: future },
  ]);
  await env.handle.db.insert(emailOutbox).values([
    {
      to: "a@b.co",
      subject: "old",
      text: "t",
      kind: "verify-email",
      transport: "outbox",
      createdAt: new Date(now.getTime() - 31 * 86_400_000),
    },
    { to: "a@b.co", subject: "new", text: "t", kind: "verify-email", transport: "outbox", createdAt: now },
  ]);
}

describe("purgeExpired", () => {
  it("removes only what has expired", async () => {
    const now = new Date();
    await seedExpiring(now);
    await env.handle.db.insert(rateLimitCounters).values([
      {
        scope: "purge-test",
        subject: "ended",
        windowStart: new Date(now.getTime() - 7_200_000),
        windowEnd: new Date(now.getTime() - 3_600_000),
        count: 3,
      },
      {
        scope: "purge-test",
        subject: "current",
        windowStart: now,
        windowEnd: new Date(now.getTime() + 60_000),
        count: 1,
      },
    ]);
    const removed = await purgeExpired(env.handle.db, now);
    expect(removed).toEqual({ sessions: 1, tokens: 1, mails: 1, rateLimits: 1 });
    const counters = await env.handle.db.select({ subject: rateLimitCounters.subject }).from(rateLimitCounters);
    expect(counters).toEqual([{ subject: "current" }]);
    const left = await env.handle.db.select({ token: session.token }).from(session);
    expect(left.every((s) => s.token.startsWith("live-"))).toBe(true);
  });
});

describe("worker on the test database", () => {
  let worker: RunningWorker;

  it("starts pg-boss, beats, runs a queued job and stops cleanly", async () => {
    worker = await startWorker(env.handle, "in-process");
    expect(getWorkerState().state).toBe("running");
    const health = await getHealth(env.handle);
    expect(health.worker.active_workers).toBe(1);
    expect(health.status).toBe("ok");

    await seedExpiring(new Date());
    const jobId = await worker.boss.send(purgeExpiredJob.name, {});
    expect(jobId).toBeTruthy();
    const deadline = Date.now() + 20_000;
    let state = "";
    while (Date.now() < deadline) {
      state = (await worker.boss.getJobById(purgeExpiredJob.name, jobId as string))?.state ?? "";
      if (state === "completed" || state === "failed") break;
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(state).toBe("completed");
    const sessions = await env.handle.db.select({ token: session.token }).from(session);
    expect(sessions.some((s) => s.token.startsWith("expired-"))).toBe(false);

    await worker.stop();
    expect(getWorkerState().state).toBe("stopped");
    expect((await getHealth(env.handle)).worker.active_workers).toBe(0);
  }, 40_000);
});
