// One failing `alerts.evaluate` job does not fail the jobs fetched with it: a refresh whose payload cannot be
// evaluated is retried on its own, while a good one queued beside it completes on its first try (retry count 0).
import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../db/test/test-db";
import { createBoss } from "./boss";
import { alertJobs, type TrackingRefreshedEvent } from "./definitions/alerts";
import { type RunningWorker, startWorker } from "./worker";

let env: Awaited<ReturnType<typeof setupTestDb>>;
let sender: PgBoss;
let worker: RunningWorker | null = null;

beforeAll(async () => {
  env = await setupTestDb();
  sender = createBoss(env.handle, { sendOnly: true });
  await sender.start();
  await sender.createQueue(alertJobs.evaluate.name);
});
afterAll(async () => {
  await worker?.stop();
  await sender.stop({ graceful: false, close: true });
  await env.teardown();
});

async function jobState(id: string) {
  const result = (await env.handle.db.execute(
    sql`SELECT state, retry_count FROM pgboss.job WHERE id = ${id}::uuid`,
  )) as unknown as { rows: { state: string; retry_count: number }[] };
  return result.rows[0];
}

describe("evaluate jobs fetched together", () => {
  it("complete the good one on its first try while the bad one fails alone", async () => {
    const refresh = (capturedAt: string): TrackingRefreshedEvent => ({
      kind: "videos",
      refreshed: [],
      missing: [],
      failed: [],
      capturedAt,
    });
    // Queued before the worker starts, so one fetch could take both.
    const bad = await sender.send(alertJobs.evaluate.name, refresh("not a time"));
    const good = await sender.send(alertJobs.evaluate.name, refresh("2026-11-25T10:00:00.000Z"));
    if (!bad || !good) throw new Error("jobs were not queued");
    worker = await startWorker(env.handle, "in-process");
    const deadline = Date.now() + 20_000;
    let state = await jobState(good);
    while (state?.state !== "completed" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      state = await jobState(good);
    }
    expect(state).toEqual({ state: "completed", retry_count: 0 });
    expect((await jobState(bad))?.state).not.toBe("completed");
  });
});
