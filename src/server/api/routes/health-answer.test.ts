// GET /v1/health answers its contract (src/domain/contracts/health.ts; the answer check runs in tests): the
// database and migrations as they are, and "ok" only once a worker has a fresh heartbeat.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Health } from "@/domain/contracts/health";
import { PLATFORM_NAMES } from "@/domain/platforms";
import { workerHeartbeats } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

describe("GET /v1/health", () => {
  it("is degraded without a live worker, ok with one, and names a source for every platform", async () => {
    const before = await api.call<Health>("GET", "/v1/health");
    expect(before.status).toBe(200);
    expect(before.body.code).toBe(0);
    expect(before.body.data.status).toBe("degraded");
    expect(before.body.data.database).toEqual({ kind: env.handle.kind, ok: true });
    expect(before.body.data.migrations.upToDate).toBe(true);
    expect(before.body.data.migrations.applied).toBe(before.body.data.migrations.available);
    expect(before.body.data.worker.active_workers).toBe(0);
    expect(before.body.data.worker.last_seen_at).toBeNull();
    expect(Object.keys(before.body.data.platforms).sort()).toEqual([...PLATFORM_NAMES].sort());

    const seen = new Date();
    await env.handle.db.insert(workerHeartbeats).values({
      workerId: "health-test",
      hostname: "test",
      pid: 1,
      mode: "standalone",
      startedAt: seen,
      lastSeenAt: seen,
    });
    const after = await api.call<Health>("GET", "/v1/health");
    expect(after.body.data.status).toBe("ok");
    expect(after.body.data.worker.active_workers).toBe(1);
    expect(after.body.data.worker.last_seen_at).toBe(seen.toISOString());
  });
});
