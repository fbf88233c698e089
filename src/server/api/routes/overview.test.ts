// GET /v1/team/overview on seeded snapshots: the figures, series and lists follow by hand from the numbers in
// `seedTeam`, with the clock fixed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setClock } from "../../clock";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { createSeeder } from "../test/overview-seed";
import { registerUser } from "../test/tracking-helpers";

const NOW = new Date("2026-11-20T12:00:00Z");
let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;

interface Figure {
  current: number | null;
  compared_current: number | null;
  previous: number | null;
  change: number | null;
}
interface Compared {
  start: string;
  end: string;
  first_day: string;
  last_day: string;
}
interface Overview {
  first_run: boolean;
  days: number;
  window_days: number;
  clamped: boolean;
  previous_available: boolean;
  exclude_demo: boolean;
  has_demo: boolean;
  comparison: { split: boolean; days: number; current: Compared; previous: Compared };
  figures: {
    views: Figure;
    engagement: Figure;
    engagement_rate: Figure;
    new_videos: Figure;
    channels: { total: number; added: Figure };
    feeds: { total: number; added: Figure };
  };
  series: { date: string; day: string; views: number | null; previous_views: number | null }[];
  top_movers: { id: number; gain: number; growth: number | null; channel_handle: string | null }[];
  top_outliers: { id: number; outlet: number }[];
  usage: {
    plan: string;
    feeds: { used: number; limit: number | null };
    channels: { used: number; limit: number | null };
    seats: { used: number; limit: number };
    history_days: number | null;
  };
}

const overview = (token: string, query = "") => call<Overview>("GET", `/v1/team/overview${query}`, { token });

/**
 * Period (now-7d, now], previous (now-14d, now-7d]. View gains: v1 previous 500-100 = 400, current 1500-500 = 1000;
 * v2 current 1200-1000 = 200 (no snapshot before the window: its first in the window is the base); v3 previous 0
 * (first in that window), current 5050-50 = 5000. v4 has no snapshots, only an outlier multiple.
 */
async function seedTeam(teamId: number) {
  const seed = createSeeder(env.handle.db, NOW);
  const { accountId } = await seed.account(teamId, 10);
  const v1 = await seed.video(teamId, accountId, {
    publishedDaysAgo: 20,
    outlier: 2.5,
    views: 1500,
    feedAddedDaysAgo: 20,
    snapshots: [
      { daysAgo: 20, views: 100, likes: 10 },
      { daysAgo: 10, views: 300, likes: 20 },
      { daysAgo: 8, views: 500, likes: 30 },
      { daysAgo: 5, views: 800, likes: 40 },
      { daysAgo: 1, views: 1500, likes: 60 },
    ],
  });
  const v2 = await seed.video(teamId, accountId, {
    publishedDaysAgo: 6,
    views: 1200,
    feedAddedDaysAgo: 6,
    snapshots: [
      { daysAgo: 6, views: 1000, likes: 100 },
      { daysAgo: 2, views: 1200, likes: 150 },
    ],
  });
  const v3 = await seed.video(teamId, accountId, {
    publishedDaysAgo: 9,
    outlier: 12,
    views: 5050,
    feedAddedDaysAgo: 9,
    snapshots: [
      { daysAgo: 9, views: 50, likes: 5, comments: 1 },
      { daysAgo: 3, views: 5050, likes: 205, comments: 11 },
    ],
  });
  const v4 = await seed.video(teamId, accountId, { publishedDaysAgo: 3, outlier: 5, feedAddedDaysAgo: 1 });
  // An upload of the tracked channel that is not a feed: a new video all the same.
  await seed.video(teamId, accountId, { publishedDaysAgo: 1, feedAddedDaysAgo: null });
  return { v1, v2, v3, v4 };
}

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => NOW);
});
afterAll(async () => {
  setClock(null);
  await env.teardown();
});

describe("GET /v1/team/overview", () => {
  it("computes the key figures and their change against the previous period from the snapshots", async () => {
    const user = await registerUser(api, env.handle.db, "pro");
    await seedTeam(user.team_info.id);
    const res = await overview(user.token);
    expect(res.body.code).toBe(0);
    const data = res.body.data;
    expect(data).toMatchObject({ first_run: false, days: 7, window_days: 7, clamped: false, previous_available: true });
    expect(data.figures.views).toEqual({
      current: 6200,
      compared_current: 6200,
      previous: 400,
      change: (6200 - 400) / 400,
    });
    expect(data.comparison).toMatchObject({ split: false, days: 7 });
    expect(data.comparison.previous).toMatchObject({ first_day: "2026-11-07", last_day: "2026-11-13" });
    expect(data.comparison.current).toMatchObject({ first_day: "2026-11-14", last_day: "2026-11-20" });
    // Engagement: v1 likes 60-30 (previous 30-10), v2 150-100, v3 likes 205-5 and comments 11-1.
    expect(data.figures.engagement).toEqual({
      current: 290,
      compared_current: 290,
      previous: 20,
      change: (290 - 20) / 20,
    });
    expect(data.figures.engagement_rate.current).toBeCloseTo(290 / 6200);
    expect(data.figures.engagement_rate.previous).toBeCloseTo(20 / 400);
    // v2, v4 and the channel's upload published this period; v3 the one before.
    expect(data.figures.new_videos).toEqual({ current: 3, compared_current: 3, previous: 1, change: 2 });
    expect(data.figures.feeds).toEqual({
      total: 4,
      added: { current: 2, compared_current: 2, previous: 1, change: 1 },
    });
    expect(data.figures.channels).toEqual({
      total: 1,
      added: { current: 0, compared_current: 0, previous: 1, change: -1 },
    });
  });

  it("answers the daily series with the previous period aligned by day, unknown days as null", async () => {
    const user = await registerUser(api, env.handle.db, "pro");
    await seedTeam(user.team_info.id);
    const { series } = (await overview(user.token, "?days=7")).body.data;
    expect(series).toHaveLength(7);
    expect(series[0]?.date).toBe(new Date(NOW.getTime() - 7 * 86_400_000).toISOString());
    // Each day named as the period header names it: by the date its 24 hours end on (Nov 13 12:00 → Nov 14 12:00
    // is Nov 14), the last one being today.
    expect(series.map((day) => day.day)).toEqual([
      "2026-11-14",
      "2026-11-15",
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
    ]);
    expect(series.map((day) => day.views)).toEqual([0, 300, null, 5000, 200, 700, null]);
    expect(series.map((day) => day.previous_views)).toEqual([null, null, null, 200, 0, 200, null]);
  });

  it("ranks top movers by view gain and top outliers by outlier multiple", async () => {
    const user = await registerUser(api, env.handle.db, "pro");
    const { v1, v2, v3, v4 } = await seedTeam(user.team_info.id);
    const data = (await overview(user.token)).body.data;
    expect(data.top_movers.map((m) => [m.id, m.gain])).toEqual([
      [v3.feedId, 5000],
      [v1.feedId, 1000],
      [v2.feedId, 200],
    ]);
    expect(data.top_movers[0]?.growth).toBe(100);
    expect(data.top_movers[1]?.growth).toBe(2);
    expect(data.top_movers[0]?.channel_handle).toMatch(/^creator/);
    expect(data.top_outliers.map((o) => [o.id, o.outlet])).toEqual([
      [v3.feedId, 12],
      [v4.feedId, 5],
      [v1.feedId, 2.5],
    ]);
  });

  it("reports usage against the plan's limits", async () => {
    const user = await registerUser(api, env.handle.db, "pro");
    await seedTeam(user.team_info.id);
    const { usage } = (await overview(user.token)).body.data;
    expect(usage).toMatchObject({
      plan: "pro",
      feeds: { used: 4, limit: 1000 },
      channels: { used: 1, limit: 20 },
      seats: { used: 0, limit: 3 },
      history_days: 30,
    });
  });

  it("says first_run for a team that tracks nothing, with unknown figures rather than zeros", async () => {
    const user = await registerUser(api, env.handle.db);
    const data = (await overview(user.token)).body.data;
    expect(data.first_run).toBe(true);
    expect(data.figures.views.current).toBeNull();
    expect(data.figures.engagement_rate.current).toBeNull();
    expect(data.top_movers).toEqual([]);
    expect(data.usage).toMatchObject({ plan: "free", feeds: { used: 0, limit: 5 }, channels: { limit: 0 } });
  });

  it("clamps Free to its 7 days and compares the last 3 days with the 3 before, inside the window", async () => {
    const user = await registerUser(api, env.handle.db);
    const seed = createSeeder(env.handle.db, NOW);
    const { accountId } = await seed.account(null);
    // Window (now-7d, now]; previous compared (now-6d, now-3d]; compared (now-3d, now].
    await seed.video(user.team_info.id, accountId, {
      publishedDaysAgo: 40,
      feedAddedDaysAgo: 20,
      snapshots: [
        { daysAgo: 25, views: 10 },
        { daysAgo: 12, views: 100 },
        { daysAgo: 6.5, views: 150 },
        { daysAgo: 4.5, views: 350 },
        { daysAgo: 1.5, views: 950 },
      ],
    });
    // Published and added in the previous compared period; another added in the window's oldest day (in neither).
    await seed.video(user.team_info.id, accountId, { publishedDaysAgo: 4, feedAddedDaysAgo: 4 });
    await seed.video(user.team_info.id, accountId, { publishedDaysAgo: 50, feedAddedDaysAgo: 6.5 });
    const data = (await overview(user.token, "?days=30")).body.data;
    expect(data).toMatchObject({
      first_run: false,
      days: 30,
      window_days: 7,
      clamped: true,
      previous_available: true,
    });
    expect(data.comparison).toMatchObject({ split: true, days: 3 });
    expect(data.comparison.current).toMatchObject({
      start: new Date(NOW.getTime() - 3 * 86_400_000).toISOString(),
      end: NOW.toISOString(),
      first_day: "2026-11-18",
      last_day: "2026-11-20",
    });
    expect(data.comparison.previous).toMatchObject({
      start: new Date(NOW.getTime() - 6 * 86_400_000).toISOString(),
      first_day: "2026-11-15",
      last_day: "2026-11-17",
    });
    expect(data.series).toHaveLength(7);
    // No previous window to draw under the current one.
    expect(data.series.every((day) => day.previous_views === null)).toBe(true);
    // Window: 950 - 100 (the last snapshot before it); previous half 350 - 150; compared half 950 - 350.
    expect(data.figures.views).toEqual({ current: 850, compared_current: 600, previous: 200, change: 2 });
    expect(data.figures.feeds.added).toEqual({ current: 2, compared_current: 0, previous: 1, change: -1 });
    expect(data.figures.new_videos).toEqual({ current: 1, compared_current: 0, previous: 1, change: -1 });
  });

  it("compares Pro's 30 days as 15 against 15 and Max's 90 days with the 90 before", async () => {
    const pro = await registerUser(api, env.handle.db, "pro");
    const proData = (await overview(pro.token, "?days=90")).body.data;
    expect(proData).toMatchObject({ window_days: 30, clamped: true, previous_available: true });
    expect(proData.comparison).toMatchObject({ split: true, days: 15 });
    const max = await registerUser(api, env.handle.db, "max");
    const maxData = (await overview(max.token, "?days=90")).body.data;
    expect(maxData).toMatchObject({ window_days: 90, clamped: false, previous_available: true });
    expect(maxData.comparison).toMatchObject({ split: false, days: 90 });
  });

  it("leaves the demo workspace's feeds and channels out of every figure and list with exclude_demo", async () => {
    const user = await registerUser(api, env.handle.db, "pro");
    const teamId = user.team_info.id;
    const seed = createSeeder(env.handle.db, NOW);
    const real = await seed.account(teamId, 10);
    const demo = await seed.account(teamId, 2, true);
    const mine = await seed.video(teamId, real.accountId, {
      publishedDaysAgo: 5,
      outlier: 3,
      feedAddedDaysAgo: 5,
      snapshots: [
        { daysAgo: 5, views: 100, likes: 1 },
        { daysAgo: 1, views: 400, likes: 5 },
      ],
    });
    const demoVideo = await seed.video(teamId, demo.accountId, {
      demo: true,
      publishedDaysAgo: 2,
      outlier: 40,
      feedAddedDaysAgo: 2,
      snapshots: [
        { daysAgo: 2, views: 1_000, likes: 10 },
        { daysAgo: 1, views: 91_000, likes: 910 },
      ],
    });
    const all = (await overview(user.token)).body.data;
    expect(all).toMatchObject({ exclude_demo: false, has_demo: true });
    expect(all.figures.views.current).toBe(300 + 90_000);
    expect(all.figures.feeds.total).toBe(2);
    expect(all.figures.channels.total).toBe(2);
    expect(all.figures.new_videos.current).toBe(2);
    expect(all.top_movers.map((m) => m.id)).toEqual([demoVideo.feedId, mine.feedId]);
    expect(all.top_outliers.map((o) => o.id)).toEqual([demoVideo.feedId, mine.feedId]);

    for (const flag of ["true", "1"]) {
      const real = (await overview(user.token, `?exclude_demo=${flag}`)).body.data;
      expect(real).toMatchObject({ exclude_demo: true, has_demo: true });
      expect(real.figures.views.current).toBe(300);
      expect(real.figures.engagement.current).toBe(4);
      expect(real.figures.feeds).toMatchObject({ total: 1, added: { current: 1 } });
      expect(real.figures.channels).toMatchObject({ total: 1, added: { current: 0 } });
      expect(real.figures.new_videos.current).toBe(1);
      // Day i is (now-7d+i, now-7d+i+1]: 5 days ago ends day 1 (the first snapshot, 0), 1 day ago ends day 5.
      expect(real.series.map((day) => day.views)).toEqual([null, 0, null, null, null, 300, null]);
      expect(real.top_movers.map((m) => m.id)).toEqual([mine.feedId]);
      expect(real.top_outliers.map((o) => o.id)).toEqual([mine.feedId]);
    }
    const bad = await call<{ errors: Record<string, string> }>("GET", "/v1/team/overview?exclude_demo=maybe", {
      token: user.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.Validation);
    // A team holding only demo items is not on its first run when they are left out (the toggle stays reachable).
    const demoOnly = await registerUser(api, env.handle.db, "pro");
    const demoAccount = await seed.account(demoOnly.team_info.id, 2, true);
    await seed.video(demoOnly.team_info.id, demoAccount.accountId, { demo: true, publishedDaysAgo: 2 });
    const emptied = (await overview(demoOnly.token, "?exclude_demo=true")).body.data;
    expect(emptied).toMatchObject({ first_run: false, has_demo: true, exclude_demo: true });
    expect(emptied.figures.feeds.total).toBe(0);
    expect(emptied.figures.channels.total).toBe(0);
    // A team without demo items says so, so the page hides the toggle.
    const plain = await registerUser(api, env.handle.db, "pro");
    expect((await overview(plain.token)).body.data.has_demo).toBe(false);
  });

  it("refuses a period other than 7, 30 or 90 days with the validation envelope, and anonymous callers", async () => {
    const user = await registerUser(api, env.handle.db);
    const res = await call<{ errors: Record<string, string> }>("GET", "/v1/team/overview?days=14", {
      token: user.token,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.Validation);
    expect(res.body.data.errors.days).toBe("Days must be 7, 30 or 90");
    expect((await call("GET", "/v1/team/overview")).status).toBe(401);
  });

  it("never counts another team's feeds, even on a video both teams track", async () => {
    const mine = await registerUser(api, env.handle.db, "pro");
    const other = await registerUser(api, env.handle.db, "pro");
    const { v3 } = await seedTeam(mine.team_info.id);
    const seed = createSeeder(env.handle.db, NOW);
    const { accountId } = await seed.account(other.team_info.id);
    await seed.video(other.team_info.id, accountId, {
      publishedDaysAgo: 2,
      outlier: 99,
      snapshots: [
        { daysAgo: 6, views: 1 },
        { daysAgo: 1, views: 1_000_001 },
      ],
    });
    const shared = await seed.track(other.team_info.id, v3.videoId, 2);
    const mineData = (await overview(mine.token)).body.data;
    expect(mineData.figures.views.current).toBe(6200);
    expect(mineData.figures.feeds.total).toBe(4);
    expect(mineData.top_outliers[0]?.outlet).toBe(12);
    const otherData = (await overview(other.token)).body.data;
    expect(otherData.figures.views.current).toBe(1_000_000 + 5000);
    expect(otherData.figures.feeds.total).toBe(2);
    expect(otherData.figures.channels.total).toBe(1);
    expect(otherData.top_movers.map((m) => m.id)).toEqual([expect.any(Number), shared]);
    expect(otherData.top_outliers.map((o) => o.outlet)).toEqual([99, 12]);
  });
});
