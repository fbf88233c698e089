// The demo workspace through the API: loaded with 30 days of history, idempotent, outside the plan's usage,
// removed without touching the team's own tracking, Owner/Admin only, team-scoped, and refused without demo mode.
import { and, count, eq, gte, inArray, lt } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { forgetMemberships } from "../../auth/membership-cache";
import { setClock } from "../../clock";
import { accountSnapshots, member, trackedChannels, trackedFeeds, videoSnapshots } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { refreshAccount } from "../../tracking/refresh-account";
import { createTestApi } from "../test/api-client";
import { demoShortUrl, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
const NOW = new Date("2026-11-01T10:00:00Z");
const DAY_MS = 86_400_000;

interface State {
  available: boolean;
  loaded: boolean;
}
interface Loaded {
  loaded: true;
  channels_created: number;
  feeds_created: number;
}
interface Removed {
  channels_removed: number;
  feeds_removed: number;
}
interface FeedRow {
  id: number;
  channel: { id: number | null };
  growth: { last: number | null; d1: number | null; d7: number | null };
}
interface Statistic {
  usage: { feeds: number; channels: number };
}

const PATH = "/v1/team/demo-workspace";
const envKeys = ["DEMO_MODE", "YOUTUBE_API_KEY", "TIKTOK_WEB_ENABLED", "INSTAGRAM_ACCESS_TOKEN"] as const;
const savedEnv = Object.fromEntries(envKeys.map((key) => [key, process.env[key]]));

async function load(user: SignedInUser) {
  return call<Loaded>("POST", PATH, { token: user.token });
}
async function state(user: SignedInUser) {
  return (await call<State>("GET", PATH, { token: user.token })).body.data;
}
async function teamRows(teamId: number) {
  const channels = await env.handle.db
    .select({ id: trackedChannels.id, accountId: trackedChannels.accountId, isDemo: trackedChannels.isDemo })
    .from(trackedChannels)
    .where(eq(trackedChannels.teamId, teamId));
  const feeds = await env.handle.db
    .select({ id: trackedFeeds.id, videoId: trackedFeeds.videoId, isDemo: trackedFeeds.isDemo })
    .from(trackedFeeds)
    .where(eq(trackedFeeds.teamId, teamId));
  return { channels, feeds };
}

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => NOW);
  // The demo platform must be the source of the demo accounts' platforms, whatever the developer's shell says.
  process.env.DEMO_MODE = "true";
  process.env.YOUTUBE_API_KEY = "";
  process.env.TIKTOK_WEB_ENABLED = "";
  process.env.INSTAGRAM_ACCESS_TOKEN = "";
});
afterEach(() => {
  process.env.DEMO_MODE = "true";
});
afterAll(async () => {
  setClock(null);
  for (const key of envKeys) {
    if (savedEnv[key] === undefined) delete process.env[key];
    else process.env[key] = savedEnv[key];
  }
  await env.teardown();
});

describe("loading the demo workspace", () => {
  it("creates three demo channels with their feeds and 30 days of daily history, quickly", async () => {
    const owner = await registerUser(api, env.handle.db);
    expect(await state(owner)).toEqual({ available: true, loaded: false });

    const started = performance.now();
    const res = await load(owner);
    const elapsed = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data.channels_created).toBe(3);
    expect(res.body.data.feeds_created).toBeGreaterThanOrEqual(60);
    // ~3 channels × 30 videos × 30 days of snapshots: 1–3 s on PGlite; the bound leaves room for a loaded machine.
    expect(elapsed).toBeLessThan(15_000);
    expect(await state(owner)).toEqual({ available: true, loaded: true });

    const { channels, feeds } = await teamRows(owner.team_info.id);
    expect(channels).toHaveLength(3);
    expect(channels.every((channel) => channel.isDemo)).toBe(true);
    expect(feeds).toHaveLength(res.body.data.feeds_created);
    expect(feeds.every((feed) => feed.isDemo)).toBe(true);

    // The follower series of every channel spans the 30 past days plus the current reading.
    const accountIds = channels.map((channel) => channel.accountId);
    const accountSeries = await env.handle.db
      .select({ n: count() })
      .from(accountSnapshots)
      .where(
        and(
          inArray(accountSnapshots.accountId, accountIds),
          gte(accountSnapshots.capturedAt, new Date(NOW.getTime() - 30 * DAY_MS)),
        ),
      );
    expect(Number(accountSeries[0]?.n)).toBe(3 * 31);
    // Videos have a snapshot on each day since they were published; the oldest tracked ones have all 31.
    const perVideo = await env.handle.db
      .select({ videoId: videoSnapshots.videoId, n: count() })
      .from(videoSnapshots)
      .where(
        inArray(
          videoSnapshots.videoId,
          feeds.map((feed) => feed.videoId),
        ),
      )
      .groupBy(videoSnapshots.videoId);
    expect(Math.max(...perVideo.map((row) => Number(row.n)))).toBe(31);
    expect(perVideo.every((row) => Number(row.n) >= 1)).toBe(true);
    const before = await env.handle.db
      .select({ n: count() })
      .from(videoSnapshots)
      .where(
        and(
          inArray(
            videoSnapshots.videoId,
            feeds.map((feed) => feed.videoId),
          ),
          lt(videoSnapshots.capturedAt, new Date(NOW.getTime() - 29.5 * DAY_MS)),
        ),
      );
    expect(Number(before[0]?.n)).toBeGreaterThan(0);

    // The lists show them with live growth columns, and the feed detail has its history.
    const list = await call<{ list: FeedRow[]; total: number }>("GET", "/v1/feed/list?page_size=100", {
      token: owner.token,
    });
    expect(list.body.code).toBe(0);
    expect(list.body.data.list.length).toBe(feeds.length);
    const withGrowth = list.body.data.list.filter((feed) => feed.growth.d7 !== null && feed.growth.d1 !== null);
    expect(withGrowth.length).toBeGreaterThan(feeds.length / 2);
    expect(withGrowth.some((feed) => (feed.growth.d7 ?? 0) > 0)).toBe(true);
    const channelsList = await call<{ list: unknown[] }>("GET", "/v1/channel/list", { token: owner.token });
    expect(channelsList.body.data.list).toHaveLength(3);
  });

  it("is idempotent: a second load adds nothing", async () => {
    const owner = await registerUser(api, env.handle.db);
    expect((await load(owner)).body.data.channels_created).toBe(3);
    const first = await teamRows(owner.team_info.id);
    const again = await load(owner);
    expect(again.body.code).toBe(0);
    expect(again.body.data).toEqual({ loaded: true, channels_created: 0, feeds_created: 0 });
    const second = await teamRows(owner.team_info.id);
    expect(second.channels).toHaveLength(first.channels.length);
    expect(second.feeds).toHaveLength(first.feeds.length);
  });

  it("does not count against the plan: a Free team still tracks its own 5 feeds, and no more", async () => {
    const owner = await registerUser(api, env.handle.db, "free");
    expect((await load(owner)).body.code).toBe(0);
    const stats = await call<Statistic>("GET", "/v1/team/statistic", { token: owner.token });
    expect(stats.body.data.usage).toEqual({ feeds: 0, channels: 0 });
    for (let n = 1; n <= 5; n++) {
      const res = await call("POST", "/v1/feed", { token: owner.token, body: { url: demoShortUrl(9000 + n) } });
      expect(res.body.code).toBe(0);
    }
    const sixth = await call("POST", "/v1/feed", { token: owner.token, body: { url: demoShortUrl(9006) } });
    expect(sixth.body.code).toBe(ErrorCode.PlanLimitReached);
    const after = await call<Statistic>("GET", "/v1/team/statistic", { token: owner.token });
    expect(after.body.data.usage).toEqual({ feeds: 5, channels: 0 });
  });
});

describe("a demo channel's new uploads", () => {
  it("become demo feeds that stay outside a Free team's allowance", async () => {
    const owner = await registerUser(api, env.handle.db, "free");
    expect((await load(owner)).body.code).toBe(0);
    const before = await teamRows(owner.team_info.id);
    const later = new Date(NOW.getTime() + 20 * DAY_MS);
    setClock(() => later);
    try {
      for (const channel of before.channels) {
        await refreshAccount(env.handle.db, { accountId: channel.accountId, capturedAt: later });
      }
    } finally {
      setClock(() => NOW);
    }
    const after = await teamRows(owner.team_info.id);
    // The demo TikTok account uploads every few days, so 20 days later there is something new to import.
    expect(after.feeds.length).toBeGreaterThan(before.feeds.length);
    expect(after.feeds.every((feed) => feed.isDemo)).toBe(true);
    const stats = await call<Statistic>("GET", "/v1/team/statistic", { token: owner.token });
    expect(stats.body.data.usage).toEqual({ feeds: 0, channels: 0 });
  });
});

describe("removing the demo workspace", () => {
  it("deletes only the team's demo rows, with their collection entries", async () => {
    const owner = await registerUser(api, env.handle.db, "pro");
    const own = await call<{ id: number }>("POST", "/v1/feed", {
      token: owner.token,
      body: { url: demoShortUrl(7001) },
    });
    expect(own.body.code).toBe(0);
    expect((await load(owner)).body.code).toBe(0);
    const { feeds } = await teamRows(owner.team_info.id);
    const demoFeed = feeds.find((feed) => feed.isDemo);
    const collection = await call<{ id: number }>("POST", "/v1/collection", {
      token: owner.token,
      body: { name: "Mix" },
    });
    const added = await call("POST", "/v1/collection/add/feed", {
      token: owner.token,
      body: { collection_id: collection.body.data.id, feed_ids: [own.body.data.id, demoFeed?.id] },
    });
    expect(added.body.code).toBe(0);

    const res = await call<Removed>("DELETE", PATH, { token: owner.token });
    expect(res.body.code).toBe(0);
    expect(res.body.data.channels_removed).toBe(3);
    expect(res.body.data.feeds_removed).toBe(feeds.length - 1);
    const left = await teamRows(owner.team_info.id);
    expect(left.channels).toEqual([]);
    expect(left.feeds.map((feed) => feed.id)).toEqual([own.body.data.id]);
    const detail = await call<{ feeds: { id: number }[] }>("GET", `/v1/collection/${collection.body.data.id}`, {
      token: owner.token,
    });
    expect(detail.body.data.feeds.map((feed) => feed.id)).toEqual([own.body.data.id]);
    expect(await state(owner)).toEqual({ available: true, loaded: false });
    // It can be loaded again afterwards.
    expect((await load(owner)).body.data.channels_created).toBe(3);
  });
});

describe("access", () => {
  it("refuses an Analyst, and keeps each team's demo workspace to itself", async () => {
    const owner = await registerUser(api, env.handle.db);
    const analyst = await registerUser(api, env.handle.db);
    await env.handle.db.delete(member).where(eq(member.userId, analyst.id));
    await env.handle.db
      .insert(member)
      .values({ organizationId: owner.team_info.id, userId: analyst.id, role: "member" });
    forgetMemberships(); // as the app's own member writes do (membership-cache.ts)

    const refused = await load(analyst);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.RoleRequired);
    expect((await teamRows(owner.team_info.id)).channels).toEqual([]);

    const stranger = await registerUser(api, env.handle.db);
    expect((await load(stranger)).body.data.channels_created).toBe(3);
    // The stranger's load is not the owner's: the owner's team still has none, and loads its own.
    expect(await state(owner)).toEqual({ available: true, loaded: false });
    expect((await load(owner)).body.data.channels_created).toBe(3);
    const removeRefused = await call("DELETE", PATH, { token: analyst.token });
    expect(removeRefused.body.code).toBe(ErrorCode.RoleRequired);
    // Removing the owner's demo leaves the stranger's in place.
    expect((await call<Removed>("DELETE", PATH, { token: owner.token })).body.data.channels_removed).toBe(3);
    expect(await state(stranger)).toEqual({ available: true, loaded: true });
    expect((await teamRows(stranger.team_info.id)).channels).toHaveLength(3);
  });

  it("is refused when demo mode is off, with a clear message", async () => {
    const owner = await registerUser(api, env.handle.db);
    process.env.DEMO_MODE = "false";
    expect(await state(owner)).toEqual({ available: false, loaded: false });
    const res = await load(owner);
    expect(res.body.code).toBe(ErrorCode.PlatformNotConfigured);
    expect(res.body.message).toMatch(/DEMO_MODE/);
    expect((await teamRows(owner.team_info.id)).channels).toEqual([]);
  });

  it("needs a session", async () => {
    expect((await call("GET", PATH)).status).toBe(401);
    expect((await call("POST", PATH)).status).toBe(401);
  });
});
