// The views_total of account snapshots (channel history, issue 19 item 1) as the demo workspace and a refresh
// write it. The oracle is the video rows written beside them: a past demo day's total is the sum of that day's
// video snapshots of the account, and a refresh's total the sum of the videos it listed (its video snapshots then).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "../../clock";
import { accountSnapshots, platformVideos, trackedChannels, videoSnapshots } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { refreshAccount } from "../../tracking/refresh-account";
import { createTestApi } from "../test/api-client";
import { registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const NOW = new Date("2026-11-01T10:00:00Z");
const envKeys = ["DEMO_MODE", "YOUTUBE_API_KEY", "TIKTOK_WEB_ENABLED", "INSTAGRAM_ACCESS_TOKEN"] as const;
const savedEnv = Object.fromEntries(envKeys.map((key) => [key, process.env[key]]));

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => NOW);
  // The demo platform must serve the demo accounts, whatever the developer's shell says.
  process.env.DEMO_MODE = "true";
  process.env.YOUTUBE_API_KEY = "";
  process.env.TIKTOK_WEB_ENABLED = "";
  process.env.INSTAGRAM_ACCESS_TOKEN = "";
});
afterAll(async () => {
  setClock(null);
  for (const key of envKeys) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  await env.teardown();
});

/**
 * Per capture time, the account snapshot's views_total and the sum of the account's video snapshots then (outer
 * columns named in full: drizzle leaves the table off the columns of a one-table select).
 */
async function totalsAgainstVideoSnapshots(accountId: number) {
  const rows = await env.handle.db
    .select({
      capturedAt: accountSnapshots.capturedAt,
      recorded: accountSnapshots.viewsTotal,
      fromVideos: sql<string | null>`(SELECT sum(vs.views) FROM ${videoSnapshots} vs
        JOIN ${platformVideos} v ON v.id = vs.video_id
        WHERE v.account_id = "account_snapshots"."account_id"
          AND vs.captured_at = "account_snapshots"."captured_at")`,
    })
    .from(accountSnapshots)
    .where(eq(accountSnapshots.accountId, accountId))
    .orderBy(accountSnapshots.capturedAt);
  return rows.map((row) => ({ ...row, fromVideos: row.fromVideos === null ? null : Number(row.fromVideos) }));
}

describe("views_total of account snapshots", () => {
  it("is written for each demo day and at a refresh, as the sum of the account's video views then", async () => {
    const owner = await registerUser(api, env.handle.db);
    const loaded = await api.call("POST", "/v1/team/demo-workspace", { token: owner.token });
    expect(loaded.body.code).toBe(0);
    const channels = await env.handle.db
      .select({ accountId: trackedChannels.accountId })
      .from(trackedChannels)
      .where(eq(trackedChannels.teamId, owner.team_info.id));
    expect(channels.length).toBeGreaterThan(0);
    let daysWithTotals = 0;
    for (const { accountId } of channels) {
      const totals = await totalsAgainstVideoSnapshots(accountId);
      // A platform that reports no views (the demo Instagram account) has no total, never 0.
      daysWithTotals += totals.filter((row) => row.recorded !== null).length;
      expect(totals.length).toBe(31);
      for (const row of totals) expect(row.recorded, row.capturedAt.toISOString()).toBe(row.fromVideos);
    }
    expect(daysWithTotals).toBeGreaterThanOrEqual(2 * 31);

    const later = new Date(NOW.getTime() + 86_400_000);
    setClock(() => later);
    const accountId = channels[0]?.accountId as number;
    try {
      expect(await refreshAccount(env.handle.db, { accountId, capturedAt: later })).toBe("refreshed");
    } finally {
      setClock(() => NOW);
    }
    // The refresh's total is the sum of the videos it listed, as fetched then (review finding 5).
    const refreshed = (await totalsAgainstVideoSnapshots(accountId)).find(
      (row) => row.capturedAt.getTime() === later.getTime(),
    );
    expect(refreshed?.recorded).toBe(refreshed?.fromVideos);
    expect(refreshed?.recorded).toBeGreaterThan(0);
  });
});
