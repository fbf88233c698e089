// A refresh poller (work-each.ts) gives each job its own outcome and its own expiry: a throwing job fails alone, and
// jobs that each fit their expiry all complete however many wait in the queue (pg-boss 10 fails a fetched batch as a
// whole once the batch outlives one job's expiry). Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../db/test/test-db";
import { createBoss } from "./boss";
import { workEach } from "./work-each";

let env: Awaited<ReturnType<typeof setupTestDb>>;
let boss: PgBoss;

beforeAll(async () => {
  env = await setupTestDb();
  boss = createBoss(env.handle);
  await boss.start();
}, 60_000);
afterAll(async () => {
  await boss.stop({ graceful: false, wait: true, close: env.handle.kind === "pg" });
  await env.teardown();
});

async function statesOf(queue: string): Promise<Record<string, string>> {
  const result = await env.handle.db.execute(
    sql`SELECT data->>'n' AS n, state::text AS state FROM pgboss.job WHERE name = ${queue} ORDER BY n`,
  );
  const rows = (result as unknown as { rows: { n: string; state: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.n, row.state]));
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const settled = (states: Record<string, string>, count: number) =>
  Object.keys(states).length === count && Object.values(states).every((s) => s === "completed" || s === "failed");

describe("one job per fetch", () => {
  it("fails only the job that threw; the jobs queued with it complete", async () => {
    const queue = "test.work-each.throw";
    await boss.createQueue(queue);
    await boss.insert([1, 2, 3, 4].map((n) => ({ name: queue, data: { n }, retryLimit: 0 })));
    const seen: number[] = [];
    const id = await workEach<{ n: number }>(boss, queue, { pollingIntervalSeconds: 0.5 }, async ({ n }) => {
      seen.push(n);
      if (n === 2) throw new Error("job 2 breaks");
    });
    await waitFor(async () => settled(await statesOf(queue), 4), 20_000, "four settled jobs");
    await boss.offWork({ id });
    expect(await statesOf(queue)).toEqual({ "1": "completed", "2": "failed", "3": "completed", "4": "completed" });
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  }, 30_000);

  it("gives each job its own expiry and fetches the next without waiting out the polling interval", async () => {
    const queue = "test.work-each.expiry";
    await boss.createQueue(queue);
    // Four jobs of 600 ms, each allowed 1 s: together they outlive one job's expiry, one at a time each fits.
    await boss.insert([1, 2, 3, 4].map((n) => ({ name: queue, data: { n }, retryLimit: 0, expireInSeconds: 1 })));
    const started = Date.now();
    const id = await workEach<{ n: number }>(boss, queue, { pollingIntervalSeconds: 5 }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
    await waitFor(async () => settled(await statesOf(queue), 4), 20_000, "four settled jobs");
    const elapsed = Date.now() - started;
    await boss.offWork({ id });
    expect(await statesOf(queue)).toEqual({ "1": "completed", "2": "completed", "3": "completed", "4": "completed" });
    // A pause of the 5 s polling interval between jobs would take over 15 s.
    expect(elapsed).toBeLessThan(10_000);
  }, 30_000);
});
