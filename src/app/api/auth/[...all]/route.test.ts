// Issue 13 item 8: Better Auth's HTTP handler answers 503 with the catalogue envelope, not a 500 page, when the
// database cannot be reached, and says nothing about the cause.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ERROR_CATALOGUE, ErrorCode } from "@/domain/error-codes";
import { closeDb } from "@/server/db/client";
import { GET } from "./route";

const saved = process.env.DATA_DIR;
afterEach(async () => {
  await closeDb();
  process.env.DATA_DIR = saved;
});

describe("/api/auth with the database unreachable", () => {
  it("answers 503 with the generic envelope", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-locked-"));
    fs.writeFileSync(path.join(dataDir, "feedscope.lock"), "1"); // pid 1 is alive: the directory is taken
    process.env.DATA_DIR = dataDir;
    await closeDb();
    const res = await GET(new Request("http://localhost:3999/api/auth/get-session"));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      code: ErrorCode.Unavailable,
      message: ERROR_CATALOGUE[ErrorCode.Unavailable].message,
      data: null,
    });
  });
});
