// Jobs inserted through a Drizzle transaction (transaction-executor.ts) commit and roll back with it: the deliver
// jobs of alert evaluation are never enqueued for rows that were not stored, nor lost for rows that were.
import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../db/test/test-db";
import { deliverJobEnqueuer } from "./alert-evaluate-jobs";
import { createBoss } from "./boss";
import { alertJobs, type DeliverJobData } from "./definitions/alerts";

let env: Awaited<ReturnType<typeof setupTestDb>>;
let boss: PgBoss;

beforeAll(async () => {
  env = await setupTestDb();
  boss = createBoss(env.handle, { sendOnly: true });
  await boss.start();
  await boss.createQueue(alertJobs.deliver.name);
});
afterAll(async () => {
  await boss.stop({ graceful: false, close: true });
  await env.teardown();
});

async function deliveryIdsInJobs(): Promise<number[]> {
  const result = (await env.handle.db.execute(
    sql`SELECT data FROM pgboss.job WHERE name = ${alertJobs.deliver.name}`,
  )) as unknown as { rows: { data: DeliverJobData }[] };
  return result.rows.flatMap((row) => row.data.deliveryIds).sort((a, b) => a - b);
}

describe("jobs inserted in a transaction", () => {
  it("exist after it commits and not after it rolls back", async () => {
    const enqueue = deliverJobEnqueuer(boss);
    await env.handle.db.transaction(async (tx) => {
      await enqueue(tx, [
        { deliveryIds: [9001, 9002], attempt: 1 },
        { deliveryIds: [9003], attempt: 1 },
      ]);
    });
    const rollback = new Error("rolled back on purpose");
    await expect(
      env.handle.db.transaction(async (tx) => {
        await enqueue(tx, [{ deliveryIds: [9100], attempt: 1 }]);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await deliveryIdsInJobs()).toEqual([9001, 9002, 9003]);
  });
});
