// The campaign report's pure parts: sums and breakdowns over deduplicated videos, the top by growth, team days and
// the daily views series (carry-forward, gaps before any snapshot). Expected values are worked out by hand.
import { describe, expect, it } from "vitest";
import {
  creatorBreakdown,
  dailyViews,
  dayDate,
  platformBreakdown,
  reportTotals,
  teamDay,
  topByGrowth,
} from "./collection-report";
import type { FeedItem } from "./contracts/tracking";

function video(id: number, over: Partial<FeedItem> & { account?: number | null; d7?: number | null }): FeedItem {
  const { account = 1, d7 = null, ...rest } = over;
  return {
    id,
    status: 1,
    platform: "tiktok",
    platform_id: `v${id}`,
    url: null,
    caption: `video ${id}`,
    thumbnail: null,
    duration: null,
    is_short: null,
    published_on: null,
    last_updated: null,
    next_refresh: null,
    tracked_at: "2026-11-01T00:00:00.000Z",
    priority: false,
    views: null,
    likes: null,
    comments: null,
    shares: null,
    bookmarks: null,
    engagement: null,
    engagement_rate: null,
    outlet: null,
    growth: { last: null, d1: null, d7 },
    fetch: {} as FeedItem["fetch"],
    channel: {
      id: null,
      account_id: account,
      handle: account === null ? null : `h${account}`,
      name: null,
      avatar: null,
    },
    is_demo: false,
    ...rest,
  };
}

describe("reportTotals", () => {
  it("sums known values only and keeps unknown as null", () => {
    const videos = [
      video(1, { views: 100, engagement: 10, d7: 5, outlet: 12 }),
      video(2, { views: 300, engagement: null, d7: null, outlet: 2 }),
      video(3, { views: null, engagement: 6, d7: 7, outlet: null }),
    ];
    expect(reportTotals({ channels: 2, feeds: 1 }, videos)).toEqual({
      channels: 2,
      feeds: 1,
      videos: 3,
      views: 400,
      likes: null,
      comments: null,
      shares: null,
      bookmarks: null,
      engagement: 16,
      engagement_rate: 16 / 400,
      growth_7d: 12,
      median_views: 200,
      viral_feeds: 1,
    });
  });

  it("is null everywhere for no videos, never 0", () => {
    const totals = reportTotals({ channels: 0, feeds: 0 }, []);
    expect(totals).toMatchObject({ videos: 0, views: null, engagement: null, growth_7d: null, median_views: null });
  });
});

describe("breakdowns", () => {
  const videos = [
    video(1, { platform: "tiktok", account: 7, views: 50, engagement: 5 }),
    video(2, { platform: "youtube", account: 8, views: 500, engagement: 20 }),
    video(3, { platform: "tiktok", account: 7, views: 70, engagement: null }),
    video(4, { platform: "tiktok", account: null, views: null, engagement: 1 }),
  ];
  it("groups by platform, most viewed first", () => {
    expect(platformBreakdown(videos).map((row) => [row.key, row.videos, row.views, row.engagement])).toEqual([
      ["youtube", 1, 500, 20],
      ["tiktok", 3, 120, 6],
    ]);
  });
  it("groups by author account, unknown authors together", () => {
    expect(creatorBreakdown(videos).map((row) => [row.key, row.handle, row.videos, row.views])).toEqual([
      ["a8", "h8", 1, 500],
      ["a7", "h7", 2, 120],
      ["unknown", null, 1, null],
    ]);
  });
});

describe("topByGrowth", () => {
  it("puts the largest 7-day gain first and unknown growth last, up to the count", () => {
    const videos = [
      video(1, { d7: 10, views: 1 }),
      video(2, { d7: null, views: 999 }),
      video(3, { d7: 30, views: 1 }),
      video(4, { d7: -5, views: 1 }),
    ];
    expect(topByGrowth(videos).map((v) => v.id)).toEqual([3, 1, 4, 2]);
    expect(topByGrowth(videos, 2).map((v) => v.id)).toEqual([3, 1]);
  });
});

describe("teamDay", () => {
  it("counts days in the team's whole-hour offset", () => {
    // 2026-11-10 23:30 UTC is already the 11th at UTC+2 and still the 10th at UTC-5.
    const at = new Date("2026-11-10T23:30:00Z");
    expect(dayDate(teamDay(at, 0))).toBe("2026-11-10");
    expect(dayDate(teamDay(at, 2))).toBe("2026-11-11");
    expect(dayDate(teamDay(new Date("2026-11-11T03:00:00Z"), -5))).toBe("2026-11-10");
  });
});

describe("dailyViews", () => {
  it("sums each video's latest value, carries it over missing days, and is null before any snapshot", () => {
    const first = teamDay(new Date("2026-11-01T12:00:00Z"), 0);
    const series = dailyViews(
      [
        { videoId: 1, day: first + 1, views: 100 },
        { videoId: 2, day: first + 2, views: 40 },
        { videoId: 1, day: first + 3, views: 130 },
      ],
      first,
      5,
    );
    expect(series).toEqual([
      { date: "2026-11-01", views: null },
      { date: "2026-11-02", views: 100 },
      { date: "2026-11-03", views: 140 },
      { date: "2026-11-04", views: 170 },
      { date: "2026-11-05", views: 170 },
    ]);
  });
});
