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
  previous: number | null;
  change: number | null;
}
interface Overview {
  first_run: boolean;
  days: number;
  window_days: number;
  clamped: boolean;
  previous_available: boolean;
  figures: {
    views: Figure;
    engagement: Figure;
    engagement_rate: Figure;
    new_videos: Figure;
    channels: { total: number; added: Figure };
    feeds: { total: number; added: Figure };
  };
  series: { date: string; views: number | null; previous_views: number | null }[];
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
    expect(data.figures.views).toEqual({ current: 6200, previous: 400, change: (6200 - 400) / 400 });
    // Engagement: v1 likes 60-30 (previous 30-10), v2 150-100, v3 likes 205-5 and comments 11-1.
    expect(data.figures.engagement).toEqual({ current: 290, previous: 20, change: (290 - 20) / 20 });
    expect(data.figures.engagement_rate.current).toBeCloseTo(290 / 6200);
    expect(data.figures.engagement_rate.previous).toBeCloseTo(20 / 400);
    // v2, v4 and the channel's upload published this period; v3 the one before.
    expect(data.figures.new_videos).toEqual({ current: 3, previous: 1, change: 2 });
    expect(data.figures.feeds).toEqual({ total: 4, added: { current: 2, previous: 1, change: 1 } });
    expect(data.figures.channels).toEqual({ total: 1, added: { current: 0, previous: 1, change: -1 } });
  });

  it("answers the daily series with the previous period aligned by day, unknown days as null", async () => {
    const user = await registerUser(api, env.handle.db, "pro");
    await seedTeam(user.team_info.id);
    const { series } = (await overview(user.token, "?days=7")).body.data;
    expect(series).toHaveLength(7);
    expect(series[0]?.date).toBe(new Date(NOW.getTime() - 7 * 86_400_000).toISOString());
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

  it("clamps the window to the Free plan's 7 days of history and hides the previous period beyond it", async () => {
    const user = await registerUser(api, env.handle.db);
    const seed = createSeeder(env.handle.db, NOW);
    const { accountId } = await seed.account(null);
    await seed.video(user.team_info.id, accountId, {
      publishedDaysAgo: 40,
      feedAddedDaysAgo: 20,
      snapshots: [
        { daysAgo: 25, views: 10 },
        { daysAgo: 12, views: 100 },
        { daysAgo: 4, views: 160 },
      ],
    });
    const data = (await overview(user.token, "?days=30")).body.data;
    expect(data).toMatchObject({
      first_run: false,
      days: 30,
      window_days: 7,
      clamped: true,
      previous_available: false,
    });
    expect(data.series).toHaveLength(7);
    expect(data.series.every((day) => day.previous_views === null)).toBe(true);
    // The gain within the window only: 160 - 100 (the last snapshot before it), nothing from 25 days ago.
    expect(data.figures.views).toEqual({ current: 60, previous: null, change: null });
    expect(data.figures.feeds.added.previous).toBeNull();
    // Pro (30 days of history) sees 30 days, but the previous 30 days lie beyond its window.
    const pro = await registerUser(api, env.handle.db, "pro");
    const proData = (await overview(pro.token, "?days=90")).body.data;
    expect(proData).toMatchObject({ window_days: 30, clamped: true, previous_available: false });
    const max = await registerUser(api, env.handle.db, "max");
    expect((await overview(max.token, "?days=90")).body.data).toMatchObject({
      window_days: 90,
      clamped: false,
      previous_available: true,
    });
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
