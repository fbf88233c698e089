// A channel refresh job that PostgreSQL rolls back as a deadlock victim (40P01) is run again at once, like a video
// refresh job (review finding 3), and writes the account's snapshot once; any other error fails the job at once.
// The deadlock is stood in for by a database whose first transaction rolls back with that code after doing its work.
import { and, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Platform } from "@/domain/enums";
import type { Db } from "../db/client";
import { accountSnapshots, platformAccounts } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { adapterFor } from "../platforms/registry";
import { handleRefreshAccount } from "./handlers/tracking";

let env: Awaited<ReturnType<typeof setupTestDb>>;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  await env.teardown();
});

const publisher = { publish: async () => {} } as unknown as PgBoss;

/** The test database, whose first `failures` transactions roll back with `code` once their callback has run. */
function failingFirst(db: Db, failures: number, code: string): { db: Db; attempts: () => number } {
  let attempts = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property !== "transaction") return Reflect.get(target, property, receiver);
      return async (run: (tx: unknown) => Promise<unknown>) => {
        attempts += 1;
        const failing = attempts <= failures;
        return target.transaction(async (tx) => {
          const result = await run(tx);
          if (failing) throw Object.assign(new Error("Failed query"), { cause: { code } });
          return result;
        });
      };
    },
  });
  return { db: proxy, attempts: () => attempts };
}

async function demoAccount(handle: string): Promise<number> {
  const fetched = await adapterFor("youtube", true).fetchAccount({ platform: "youtube", handle });
  const [row] = await env.handle.db
    .insert(platformAccounts)
    .values({ platform: Platform.YouTube, platformId: fetched.platformId, handle: `@${handle}`, isDemo: true })
    .returning({ id: platformAccounts.id });
  return row?.id as number;
}

async function snapshotsAt(accountId: number, at: Date): Promise<number> {
  const rows = await env.handle.db
    .select({ id: accountSnapshots.accountId })
    .from(accountSnapshots)
    .where(and(eq(accountSnapshots.accountId, accountId), eq(accountSnapshots.capturedAt, at)));
  return rows.length;
}

describe("a channel refresh job's deadlock retry", () => {
  it("runs a deadlock victim again and writes its snapshot once", async () => {
    const accountId = await demoAccount("retry.channel");
    const capturedAt = new Date("2026-11-20T12:00:00Z");
    const flaky = failingFirst(env.handle.db, 1, "40P01");
    const results = await handleRefreshAccount(publisher, flaky.db, {
      ids: [accountId],
      capturedAt: capturedAt.toISOString(),
    });
    expect(results).toEqual(["refreshed"]);
    expect(flaky.attempts()).toBe(2);
    expect(await snapshotsAt(accountId, capturedAt)).toBe(1);
  });

  it("fails at once on any other error, leaving nothing written", async () => {
    const accountId = await demoAccount("retry.other");
    const capturedAt = new Date("2026-11-20T13:00:00Z");
    const flaky = failingFirst(env.handle.db, 1, "23505");
    await expect(
      handleRefreshAccount(publisher, flaky.db, { ids: [accountId], capturedAt: capturedAt.toISOString() }),
    ).rejects.toThrow("Failed query");
    expect(flaky.attempts()).toBe(1);
    expect(await snapshotsAt(accountId, capturedAt)).toBe(0);
  });
});
