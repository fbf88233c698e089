// Issue 13 item 10: shutdown refuses new requests, waits for in-flight requests and jobs, then closes the database,
// and a request after that never reopens it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { closeDbForShutdown, getDbHandle, reopenableAfterShutdownForTests } from "../db/client";
import { setupTestDb } from "../db/test/test-db";
import { DatabaseClosedError } from "../db/unavailable";
import { enterRequest, isShuttingDown, resetShutdownForTests, shutdownGracefully } from "../runtime/shutdown";
import { createTestApi } from "./test/api-client";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const { call } = createTestApi();

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  resetShutdownForTests();
  reopenableAfterShutdownForTests();
  await env.teardown();
});

describe("graceful shutdown", () => {
  it("drains in-flight requests and jobs before closing the database, and refuses new requests meanwhile", async () => {
    const events: string[] = [];
    const inFlight = enterRequest();
    expect(inFlight).not.toBeNull();
    let finishJob = () => {};
    const jobDone = new Promise<void>((resolve) => {
      finishJob = resolve;
    });
    const shutdown = shutdownGracefully(
      {
        stopWorker: async () => {
          await jobDone;
          events.push("worker stopped");
        },
        closeDatabase: async () => {
          events.push("database closed");
          await closeDbForShutdown();
        },
      },
      { drainTimeoutMs: 5_000 },
    );
    expect(isShuttingDown()).toBe(true);

    // A new request during the drain is refused at the door, and says so.
    const refused = await call("GET", "/v1/analyze/recent");
    expect(refused.status).toBe(503);
    expect(refused.body.code).toBe(ErrorCode.Unavailable);
    expect(enterRequest()).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual([]); // the request and the job still run: the database stays open
    expect(env.handle.kind === "pglite" ? env.handle.pglite.closed : false).toBe(false);

    finishJob();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(events).toEqual(["worker stopped"]); // the request is still in flight
    inFlight?.();
    await expect(shutdown).resolves.toBe(true);
    expect(events).toEqual(["worker stopped", "database closed"]);
  });

  it("never reopens the database for a late request", async () => {
    const dataDir = process.env.DATA_DIR ?? "";
    await expect(getDbHandle()).rejects.toBeInstanceOf(DatabaseClosedError);
    resetShutdownForTests(); // even a request that got past the door finds the database closed
    const late = await call("GET", "/v1/feed/list");
    expect(late.status).toBe(503);
    expect(late.body.code).toBe(ErrorCode.Unavailable);
    const health = await call("GET", "/v1/health");
    expect(health.status).toBe(503);
    expect(fs.existsSync(path.join(dataDir, "feedscope.lock"))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(false);
    expect(dataDir.startsWith(os.tmpdir())).toBe(true);
  });

  it("gives up waiting after the drain timeout and still closes the database", async () => {
    resetShutdownForTests();
    const stuck = enterRequest();
    expect(stuck).not.toBeNull();
    let closed = false;
    const drained = await shutdownGracefully(
      {
        stopWorker: async () => {},
        closeDatabase: async () => {
          closed = true;
        },
      },
      { drainTimeoutMs: 100 },
    );
    expect(drained).toBe(false);
    expect(closed).toBe(true);
  });
});
