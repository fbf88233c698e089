// Issue 13 item 10: without BETTER_AUTH_SECRET the session secret is made once per installation and kept in the
// database, so two web processes (or a restarted container with a fresh DATA_DIR) sign sessions with the same key.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../db/test/test-db";
import { createAuth } from "./auth";
import { loadAuthSecret } from "./secret";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const saved = { secret: process.env.BETTER_AUTH_SECRET, dataDir: process.env.DATA_DIR };

beforeAll(async () => {
  env = await setupTestDb();
});
afterEach(() => {
  process.env.BETTER_AUTH_SECRET = saved.secret;
  process.env.DATA_DIR = saved.dataDir;
});
afterAll(async () => env.teardown());

/** One "process": its own DATA_DIR, no secret in the environment, its own Better Auth instance. */
async function processAuth() {
  process.env.BETTER_AUTH_SECRET = "";
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-process-"));
  return createAuth(env.handle.db, await loadAuthSecret(env.handle.db));
}

const ORIGIN = "http://localhost:3999";

describe("session secret shared through the database", () => {
  it("lets a second process accept the signed session cookie the first one issued", async () => {
    const first = await processAuth();
    const second = await processAuth();
    const email = `secret-${Date.now()}@example.com`;
    const signUp = await first.api.signUpEmail({
      body: { email, password: "a".repeat(32), name: "Secret Tester" },
      headers: new Headers({ origin: ORIGIN }),
      asResponse: true,
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c?.includes("session_token="));
    expect(cookie).toMatch(/session_token=[^.]+\..+/); // a signed cookie: token.signature

    const seenBySecond = await second.api.getSession({ headers: new Headers({ cookie: cookie ?? "" }) });
    expect(seenBySecond?.user.email).toBe(email);

    // The oracle: a process with another secret rejects the same cookie.
    process.env.BETTER_AUTH_SECRET = randomBytes(24).toString("hex");
    const stranger = createAuth(env.handle.db, await loadAuthSecret(env.handle.db));
    expect(await stranger.api.getSession({ headers: new Headers({ cookie: cookie ?? "" }) })).toBeNull();
  });

  it("generates the secret once: later loads and other processes read the same value", async () => {
    process.env.BETTER_AUTH_SECRET = "";
    const loads = await Promise.all([1, 2, 3, 4].map(() => loadAuthSecret(env.handle.db)));
    expect(new Set(loads).size).toBe(1);
    expect(loads[0]?.length).toBeGreaterThanOrEqual(32);
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-process-"));
    expect(await loadAuthSecret(env.handle.db)).toBe(loads[0]);
  });

  it("prefers BETTER_AUTH_SECRET when it is set", async () => {
    const fromEnvironment = randomBytes(24).toString("hex");
    process.env.BETTER_AUTH_SECRET = fromEnvironment;
    expect(await loadAuthSecret(env.handle.db)).toBe(fromEnvironment);
  });
});
