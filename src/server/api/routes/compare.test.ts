// GET /v1/compare on seeded accounts: the figures are recomputed here from the seeded numbers (an oracle written
// independently of src/domain/compare), with videos and snapshots that must be left out (another account, outside
// the window), and the bounds, duplicate ids and another team's ids answer 400/404.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { PLATFORM_ENUM } from "@/domain/platforms";
import { setClock } from "../../clock";
import { accountSnapshots, platformAccounts, platformVideos, trackedChannels } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { teamOfThree } from "../test/role-team-fixtures";
import { registerUser } from "../test/tracking-helpers";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();

interface Compared {
  id: number;
  handle: string | null;
  platform: string | null;
  videos_in_window: number;
  best_duration_bucket: string | null;
  metrics: Record<string, number | null>;
  series: { date: string; followers: number | null; views_total: number | null; views_gained: number | null }[];
}
interface ComparisonAnswer {
  window_days: number;
  video_window_days: number;
  channels: Compared[];
  rows: { metric: string; better: string; leaders: number[] }[];
}

interface SeedVideo {
  daysAgo: number;
  views: number | null;
  likes?: number | null;
  comments?: number | null;
  duration?: number | null;
}

let serial = 0;
/** Account snapshots as [daysAgo, followers, views_total]. */
type SeedCapture = [number, number | null, number | null];

async function seedAccount(platform: keyof typeof PLATFORM_ENUM, captures: SeedCapture[], videos: SeedVideo[]) {
  const db = env.handle.db;
  serial += 1;
  const [account] = await db
    .insert(platformAccounts)
    .values({ platform: PLATFORM_ENUM[platform], platformId: `cmp-${serial}`, handle: `cmp${serial}` })
    .returning({ id: platformAccounts.id });
  if (!account) throw new Error("no account");
  if (captures.length)
    await db.insert(accountSnapshots).values(
      captures.map(([daysAgo, followers, viewsTotal]) => ({
        accountId: account.id,
        capturedAt: ago(daysAgo),
        followers,
        viewsTotal,
      })),
    );
  for (const [index, video] of videos.entries()) {
    const [row] = await db
      .insert(platformVideos)
      .values({
        platform: PLATFORM_ENUM[platform],
        platformId: `cmp-${serial}-v${index}`,
        accountId: account.id,
        publishedAt: ago(video.daysAgo),
        views: video.views,
        likes: video.likes ?? null,
        comments: video.comments ?? null,
        durationSeconds: video.duration ?? null,
      })
      .returning({ id: platformVideos.id });
    if (!row) throw new Error("no video");
  }
  return account.id;
}

async function trackFor(teamId: number, accountId: number) {
  const [row] = await env.handle.db
    .insert(trackedChannels)
    .values({ teamId, accountId, status: 1 })
    .returning({ id: trackedChannels.id });
  if (!row) throw new Error("no channel");
  return row.id;
}

// The oracle: plain definitions, written out here.
function oracleMedian(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2
    ? (s[(s.length - 1) / 2] as number)
    : ((s[s.length / 2 - 1] as number) + (s[s.length / 2] as number)) / 2;
}

const compare = (token: string, ids: string, slash = "") =>
  api.call<ComparisonAnswer>("GET", `/v1/compare${slash}?channel_ids=${ids}`, { token });

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => NOW);
});
afterAll(async () => {
  setClock(null);
  await env.teardown();
});

describe("GET /v1/compare", () => {
  it("answers each channel's metrics, series and the leaders as the seeded numbers give them", async () => {
    const team = await teamOfThree(api, env.handle.db, "pro");
    // Channel A (TikTok): six videos in the 30-day window, one outside it (must not count).
    const aVideos: SeedVideo[] = [
      {
        daysAgo: 2,
        views: 1000,
        likes: 100,
        comments: 10,
        duration: 20,
      },
      {
        daysAgo: 5,
        views: 2000,
        likes: 50,
        comments: null,
        duration: 25,
      },
      { daysAgo: 9, views: 3000, likes: null, comments: null, duration: 28 },
      { daysAgo: 12, views: 100, likes: 5, comments: 5, duration: 100 },
      { daysAgo: 20, views: 200, likes: 10, comments: 0, duration: 110 },
      { daysAgo: 25, views: 30_000, likes: 900, comments: 100, duration: 120 },
      // Outside the 90 days of video figures: a huge video that would change every figure.
      { daysAgo: 120, views: 9_000_000, likes: 1, comments: 1, duration: 20 },
    ];
    const accountA = await seedAccount(
      "tiktok",
      [
        [31, 100, 10],
        [29.8, 150, null],
        [29, 170, 20],
        [8, 400, 1900],
        [7.5, 420, null],
        [1, 500, 3000],
      ],
      aVideos,
    );
    // Channel B (YouTube): two videos in the window, no followers known inside it.
    const bVideos: SeedVideo[] = [
      { daysAgo: 3, views: 500, likes: 50, comments: 50, duration: 300 },
      { daysAgo: 4, views: null, likes: 10, duration: 300 },
    ];
    const accountB = await seedAccount("youtube", [[40, 90, 90]], bVideos);
    // Another account's videos (not compared) and another team's channel.
    await seedAccount(
      "tiktok",
      [[1, 1_000_000, 50_000_000]],
      [{ daysAgo: 1, views: 50_000_000, likes: 1, duration: 20 }],
    );
    const other = await registerUser(api, env.handle.db, "pro");
    const foreign = await trackFor(other.team_info.id, accountA);
    const a = await trackFor(team.teamId, accountA);
    const b = await trackFor(team.teamId, accountB);

    const res = await compare(team.analyst.token, `${a},${b}`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.window_days).toBe(30);
    expect(data.video_window_days).toBe(90);
    expect(data.channels.map((c) => c.id)).toEqual([a, b]);
    const [ca, cb] = data.channels as [Compared, Compared];
    expect(ca.platform).toBe("tiktok");
    expect(cb.platform).toBe("youtube");

    // A: the window's six videos.
    const inA = aVideos.filter((v) => v.daysAgo <= 30);
    const viewsA = inA.map((v) => v.views as number);
    const medianA = oracleMedian(viewsA) as number; // (1000 + 2000) / 2
    expect(medianA).toBe(1500);
    // 30 000 views is the one video at 10× the median or more.
    expect(viewsA.filter((v) => v >= 10 * medianA)).toEqual([30_000]);
    expect(ca.videos_in_window).toBe(6);
    expect(ca.metrics.median_views).toBe(medianA);
    expect(ca.metrics.outlier_rate).toBeCloseTo(viewsA.filter((v) => v >= 10 * medianA).length / 6, 10);
    expect(ca.metrics.posting_frequency).toBeCloseTo((6 * 7) / 90, 10);
    const rated = inA.filter((v) => v.likes != null || v.comments != null);
    const engagement = rated.reduce((sum, v) => sum + (v.likes ?? 0) + (v.comments ?? 0), 0);
    const ratedViews = rated.reduce((sum, v) => sum + (v.views as number), 0);
    expect(ca.metrics.engagement_rate).toBeCloseTo(engagement / ratedViews, 10);
    // 15-30 s holds three videos (1000, 2000, 3000 → 2000); 90-180 s three (100, 200, 30000 → 200).
    expect(ca.best_duration_bucket).toBe("15-30");
    expect(ca.metrics.best_duration).toBe(2000);
    // Followers: latest 500 (1 day ago) against the latest day at or before 7 days ago (420 at 7.5) and 30 days
    // ago (150 on the window's first day; the 100 of 31 days ago is outside the plan's window).
    expect(ca.metrics.followers_growth_7d).toBe(500 - 420);
    expect(ca.metrics.followers_growth_30d).toBe(500 - 150);
    // Views: 3000 a day ago against 1900 eight days ago; on the window's first day views were unknown (the 10 of
    // 31 days ago is outside the window), so there is no 30-day views growth.
    expect(ca.metrics.views_growth_7d).toBe(3000 - 1900);
    expect(ca.metrics.views_growth_30d).toBeNull();
    const yesterday = ago(1).toISOString().slice(0, 10);
    const dayBefore = ago(2).toISOString().slice(0, 10);
    expect(ca.series.find((p) => p.date === yesterday)).toMatchObject({ followers: 500, views_total: 3000 });
    // No snapshot the day before yesterday: unknown, and so is the next day's gain.
    expect(ca.series.find((p) => p.date === dayBefore)).toMatchObject({ followers: null, views_total: null });
    expect(ca.series.find((p) => p.date === yesterday)?.views_gained).toBeNull();
    expect(ca.series).toHaveLength(31);

    // B: one video with known views; no follower snapshot inside the window.
    expect(cb.metrics.median_views).toBe(500);
    expect(cb.metrics.outlier_rate).toBe(0);
    expect(cb.metrics.posting_frequency).toBeCloseTo((2 * 7) / 90, 10);
    expect(cb.metrics.engagement_rate).toBeCloseTo(100 / 500, 10);
    expect(cb.best_duration_bucket).toBeNull();
    expect(cb.metrics.best_duration).toBeNull();
    expect(cb.metrics.followers_growth_7d).toBeNull();
    expect(cb.metrics.views_growth_7d).toBeNull();

    const leaders = Object.fromEntries(data.rows.map((row) => [row.metric, row.leaders]));
    expect(leaders).toEqual({
      median_views: [a],
      outlier_rate: [a],
      best_duration: [a],
      posting_frequency: [a],
      engagement_rate: [b],
      followers_growth_7d: [a],
      followers_growth_30d: [a],
      views_growth_7d: [a],
      views_growth_30d: [],
    });

    // The other team tracks the same account, but the caller's team cannot read that channel.
    const cross = await compare(team.owner.token, `${a},${foreign}`);
    expect(cross.status).toBe(404);
    expect(cross.body.code).toBe(ErrorCode.NotFound);
    // The trailing-slash form answers the same.
    const slashed = await compare(team.owner.token, `${b},${a}`, "/");
    expect(slashed.status).toBe(200);
    expect(slashed.body.data.channels.map((c) => c.id)).toEqual([b, a]);
  });

  it("refuses fewer than 2, more than 5, duplicates and malformed ids with 400 and a message", async () => {
    const user = await registerUser(api, env.handle.db, "max");
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) ids.push(await trackFor(user.team_info.id, await seedAccount("tiktok", [], [])));
    const cases: [string, RegExp][] = [
      [`${ids[0]}`, /2 to 5 channels/],
      [ids.join(","), /2 to 5 channels/],
      [`${ids[0]},${ids[0]}`, /only once/],
      [`${ids[0]},abc`, /not a channel id/],
      [`${ids[0]},0`, /not a channel id/],
      [`${ids[0]},99999999999`, /not a channel id/],
      ["", /2 to 5 channels/],
    ];
    for (const [query, message] of cases) {
      const res = await compare(user.token, query);
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(ErrorCode.Validation);
      expect(res.body.message, query).toMatch(message);
    }
    const missing = await api.call("GET", "/v1/compare", { token: user.token });
    expect(missing.status).toBe(400);
    const five = await compare(user.token, ids.slice(0, 5).join(","));
    expect(five.status).toBe(200);
    // Unlimited history compares the last 90 days.
    expect(five.body.data.window_days).toBe(90);
    // An id that does not exist at all answers like another team's: 404.
    const unknown = await compare(user.token, `${ids[0]},2147483647`);
    expect(unknown.status).toBe(404);
    const anonymous = await api.call("GET", `/v1/compare?channel_ids=${ids[0]},${ids[1]}`);
    expect(anonymous.status).toBe(401);
  });

  it("gives no 30-day growth on a 7-day plan, and null rather than 0 for an account with nothing known", async () => {
    const user = await registerUser(api, env.handle.db, "free");
    const full = await seedAccount(
      "instagram",
      [
        [40, 10, 1],
        [7, 20, 5],
        [0.5, 35, 10],
      ],
      [
        { daysAgo: 3, views: 10 },
        // Older than the 7-day history window but inside the 90 days of video figures: it counts.
        { daysAgo: 60, views: 30 },
        // Older than 90 days: left out.
        { daysAgo: 100, views: 1_000_000 },
      ],
    );
    const empty = await seedAccount("threads", [], []);
    const x = await trackFor(user.team_info.id, full);
    const y = await trackFor(user.team_info.id, empty);
    const res = await compare(user.token, `${x},${y}`);
    expect(res.status).toBe(200);
    const [cx, cy] = res.body.data.channels as [Compared, Compared];
    expect(res.body.data.window_days).toBe(7);
    expect(cx.series).toHaveLength(8);
    expect(cx.metrics.followers_growth_7d).toBe(15);
    expect(cx.metrics.views_growth_7d).toBe(5);
    expect(cx.metrics.followers_growth_30d).toBeNull();
    expect(cx.metrics.median_views).toBe(20);
    expect(cx.videos_in_window).toBe(2);
    expect(res.body.data.video_window_days).toBe(90);
    expect(cx.metrics.views_growth_30d).toBeNull();
    expect(cy.metrics).toEqual({
      median_views: null,
      outlier_rate: null,
      best_duration: null,
      posting_frequency: 0,
      engagement_rate: null,
      followers_growth_7d: null,
      followers_growth_30d: null,
      views_growth_7d: null,
      views_growth_30d: null,
    });
    expect(cy.series.every((p) => p.followers === null && p.views_total === null && p.views_gained === null)).toBe(
      true,
    );
  });
});
