// Issue 13 item 8: a database that cannot be reached answers 503 with the catalogue code, never 500, and says
// nothing about paths, pids or driver internals; /v1/health answers 503 with database.ok=false.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ERROR_CATALOGUE, ErrorCode } from "@/domain/error-codes";
import { closeDb } from "../db/client";
import { createTestApi } from "./test/api-client";

const { call } = createTestApi();
const saved = { DATA_DIR: process.env.DATA_DIR, DATABASE_URL: process.env.DATABASE_URL };

afterEach(async () => {
  await closeDb();
  process.env.DATA_DIR = saved.DATA_DIR;
  process.env.DATABASE_URL = saved.DATABASE_URL;
});

const UNAVAILABLE = ERROR_CATALOGUE[ErrorCode.Unavailable].message;

describe("an unreachable database", () => {
  it("answers 503 with a generic message when the PGlite data directory is held by another process", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-locked-"));
    // pid 1 is always alive: the lock is held, not stale.
    fs.writeFileSync(path.join(dataDir, "feedscope.lock"), "1");
    process.env.DATA_DIR = dataDir;
    process.env.DATABASE_URL = "";
    await closeDb();

    for (const [method, route] of [
      ["GET", "/v1/feed/list"],
      ["POST", "/v1/account/auth"],
      ["GET", "/v1/analyze/recent"],
    ] as const) {
      const res = await call(method, route, method === "POST" ? { body: { email: "a@b.co", password: "x" } } : {});
      expect(res.status, route).toBe(503);
      expect(res.body).toEqual({ code: ErrorCode.Unavailable, message: UNAVAILABLE, data: null });
    }
    const health = await call<{ database: { kind: string; ok: boolean } }>("GET", "/v1/health");
    expect(health.status).toBe(503);
    expect(health.body.code).toBe(ErrorCode.Unavailable);
    expect(health.body.data.database).toEqual({ kind: "pglite", ok: false });
    expect(JSON.stringify(health.body)).not.toContain(dataDir);
  });

  it("answers 503 when PostgreSQL refuses connections, for reads, writes and health", async () => {
    process.env.DATABASE_URL = "postgres://postgres@127.0.0.1:1/feedscope";
    await closeDb();
    const reads = await call("GET", "/v1/analyze/recent");
    expect(reads.status).toBe(503);
    expect(reads.body).toEqual({ code: ErrorCode.Unavailable, message: UNAVAILABLE, data: null });
    const writes = await call("POST", "/v1/account/register", {
      body: { email: "down@example.com", password: "0".repeat(32), fullname: "Down" },
    });
    expect(writes.status).toBe(503);
    expect(JSON.stringify(writes.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    const health = await call<{ database: { kind: string; ok: boolean } }>("GET", "/v1/health");
    expect(health.status).toBe(503);
    expect(health.body.data.database).toEqual({ kind: "pg", ok: false });
  });
});
