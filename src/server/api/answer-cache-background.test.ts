// Writes that commit after their request answered — a public analysis stores the account's videos in the shared
// rows every team's feed list reads — drop the answers cached in this process (review of session 7: the cached
// list kept the old views for the whole TTL). PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { platformVideos, trackedFeeds } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { createTestApi } from "./test/api-client";
import { markEmailVerified, registerUser } from "./test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const savedTtl = process.env.FEED_LIST_CACHE_SECONDS;
const savedAdminToken = process.env.ADMIN_TOKEN;
const RUNNING = new Set(["analyzing", "building_channel", "collecting_insights", "setting_up_dashboard"]);

beforeAll(async () => {
  env = await setupTestDb();
}, 60_000);
afterAll(async () => env.teardown());
afterEach(() => {
  if (savedTtl === undefined) delete process.env.FEED_LIST_CACHE_SECONDS;
  else process.env.FEED_LIST_CACHE_SECONDS = savedTtl;
  if (savedAdminToken === undefined) delete process.env.ADMIN_TOKEN;
  else process.env.ADMIN_TOKEN = savedAdminToken;
});

async function statuses(token: string): Promise<number[]> {
  const page = await api.call<{ list: { id: number; status: number }[] }>("GET", "/v1/feed/list?page_size=100", {
    token,
  });
  return page.body.data.list.map((row) => row.status).sort();
}

async function viewsInList(token: string, feedId: number): Promise<number | null | undefined> {
  const page = await api.call<{ list: { id: number; views: number | null }[] }>("GET", "/v1/feed/list?page_size=100", {
    token,
  });
  return page.body.data.list.find((row) => row.id === feedId)?.views;
}

describe("answer cache and background writes", () => {
  it("a public analysis that rewrites a tracked video shows in the cached list as soon as it stored", async () => {
    const user = await registerUser(api, env.handle.db, "pro");
    await markEmailVerified(env.handle.db, user.id);
    const url = "https://www.tiktok.com/@cooking_lab";
    const tracked = await api.call("POST", "/v1/channel", { token: user.token, body: { url, video_limit: 5 } });
    expect(tracked.status).toBe(200);
    const [feed] = await env.handle.db
      .select({ id: trackedFeeds.id, videoId: trackedFeeds.videoId })
      .from(trackedFeeds)
      .where(eq(trackedFeeds.teamId, user.team_info.id));
    if (!feed) throw new Error("the channel brought no feeds");
    // Views no platform answer would give, so the analysis's store is what changes them back.
    await env.handle.db.update(platformVideos).set({ views: 1 }).where(eq(platformVideos.id, feed.videoId));
    process.env.FEED_LIST_CACHE_SECONDS = "600";
    expect(await viewsInList(user.token, feed.id)).toBe(1);

    const started = await api.call<{ id: string }>("POST", "/v1/analyze", {
      body: { url },
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(started.body.code).toBe(0);
    let state = "analyzing";
    for (let poll = 0; poll < 400 && RUNNING.has(state); poll++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = (await api.call<{ state: string }>("GET", `/v1/analyze/${started.body.data.id}`)).body.data.state;
    }
    expect(RUNNING.has(state), `analysis still ${state}`).toBe(false);
    const [stored] = await env.handle.db
      .select({ views: platformVideos.views })
      .from(platformVideos)
      .where(eq(platformVideos.id, feed.videoId));
    expect(stored?.views).not.toBe(1);
    expect(await viewsInList(user.token, feed.id)).toBe(stored?.views);
  }, 60_000);

  // The operator's plan change is not a signed-in caller's request: it counts as a write once accepted, and a call
  // with a wrong key does not (it writes nothing, and must not empty every team's cache).
  it("an operator's plan change that stops feeds over the new limit shows in the cached list at once", async () => {
    const user = await registerUser(api, env.handle.db, "pro");
    await markEmailVerified(env.handle.db, user.id);
    const url = "https://www.tiktok.com/@cooking_lab";
    expect((await api.call("POST", "/v1/channel", { token: user.token, body: { url, video_limit: 8 } })).status).toBe(
      200,
    );
    process.env.FEED_LIST_CACHE_SECONDS = "600";
    const before = await statuses(user.token);
    expect(before.length).toBeGreaterThan(5);
    const operatorToken = randomBytes(24).toString("base64url");
    process.env.ADMIN_TOKEN = operatorToken;
    const refused = await api.call("POST", "/v1/admin/plan", {
      token: "not-the-operator",
      body: { email: user.email, plan: "free" },
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const fell = await api.call("POST", "/v1/admin/plan", {
      token: operatorToken,
      body: { email: user.email, plan: "free" },
    });
    expect(fell.status).toBe(200);
    const after = await statuses(user.token);
    process.env.FEED_LIST_CACHE_SECONDS = "0";
    expect(after).toEqual(await statuses(user.token));
    expect(after).not.toEqual(before);
  }, 60_000);
});
