// The send-only boss a web process starts for manual refreshes (job-sender.ts) is stopped at shutdown: after
// stopJobSender its queue no longer answers, and the next send starts a fresh boss instead of reusing a stopped one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../db/test/test-db";
import { getJobSender, publishTrackingRefreshed, stopJobSender } from "./job-sender";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const previous = process.env.JOBS_SEND_ONLY_BOSS;

beforeAll(async () => {
  env = await setupTestDb();
  process.env.JOBS_SEND_ONLY_BOSS = "true";
});
afterAll(async () => {
  await stopJobSender();
  process.env.JOBS_SEND_ONLY_BOSS = previous;
  await env.teardown();
});

describe("the send-only job sender", () => {
  it("is not started when JOBS_SEND_ONLY_BOSS is false", async () => {
    process.env.JOBS_SEND_ONLY_BOSS = "false";
    expect(await getJobSender()).toBeNull();
    process.env.JOBS_SEND_ONLY_BOSS = "true";
  });

  it("stops at shutdown and a later send starts a new one", async () => {
    const first = await getJobSender();
    expect(first).not.toBeNull();
    expect(await getJobSender()).toBe(first);
    const stopped = new Promise<void>((resolve) => first?.once("stopped", () => resolve()));
    await stopJobSender();
    await stopped;
    const second = await getJobSender();
    expect(second).not.toBe(first);
    expect(
      await publishTrackingRefreshed({
        kind: "videos",
        refreshed: [],
        missing: [],
        failed: [],
        capturedAt: new Date(0).toISOString(),
      }),
    ).toBe(true);
  });
});
