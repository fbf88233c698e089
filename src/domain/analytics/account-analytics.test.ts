import { describe, expect, it } from "vitest";
import { type AccountAnalytics, analyzeAccount, DEFAULT_MOST_VIRAL_LIMIT } from "./account-analytics";
import { analyzeDuration } from "./duration";
import { feedMetrics } from "./feed-metrics";
import { GROWTH_METRICS, GROWTH_WINDOWS, growthReport } from "./growth";
import { postingHeatmap } from "./heatmap";
import { mostViralVideos } from "./outliers";
import { summarizeViews } from "./summary";
import { nonFiniteNumbers, snapshot, video } from "./testing/fixtures";
import { forAll, type Random, randomMonotonicSnapshots, randomVideos } from "./testing/seeded-random";
import { allTimeTotals } from "./totals";
import type { Snapshot, VideoStats } from "./types";
import { analyzeVirality } from "./virality";

/** Values a broken source could send: every one must come out as a defined result. */
const HOSTILE_NUMBERS = [
  null,
  0,
  1,
  -1,
  0.5,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  Number.MIN_VALUE,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_VALUE,
];

function hostileVideo(random: Random, index: number): VideoStats {
  const value = () => random.pick(HOSTILE_NUMBERS);
  return {
    id: `h${index}`,
    views: value(),
    likes: value(),
    comments: value(),
    shares: value(),
    bookmarks: value(),
    durationSeconds: value(),
    publishedAt: random.pick([null, new Date("nope"), new Date(8.64e15), new Date(-8.64e15), new Date(0)]),
  };
}

function hostileSnapshot(random: Random): Snapshot {
  const value = () => random.pick(HOSTILE_NUMBERS);
  return {
    capturedAt: random.pick([new Date("nope"), new Date(0), new Date(86_400_000 * random.int(0, 40))]),
    views: value(),
    likes: value(),
    comments: value(),
    shares: value(),
    bookmarks: value(),
  };
}

describe("analyzeAccount", () => {
  it("gives a complete, defined result for an empty account", () => {
    const result = analyzeAccount([]);
    expect(result.videoCount).toBe(0);
    expect(result.summary).toEqual({ videoCount: 0, averageViews: null, medianViews: null, mostViewed: null });
    expect(result.feeds).toEqual([]);
    expect(result.mostViral).toEqual([]);
    expect(result.virality.videoCount).toBe(0);
    expect(result.duration.bestDuration).toBeNull();
    expect(result.totals.views).toBeNull();
    expect(result.heatmap.videoCount).toBe(0);
    expect(result.growth).toBeNull();
    expect(nonFiniteNumbers(result)).toEqual([]);
  });

  it("describes a one-video account", () => {
    const only = video({
      views: 5000,
      likes: 400,
      comments: 50,
      shares: 30,
      bookmarks: 20,
      durationSeconds: 28,
      publishedAt: new Date("2024-01-07T10:00:00Z"),
    });
    const result = analyzeAccount([only], { utcOffsetHours: 2 });
    expect(result.summary).toEqual({ videoCount: 1, averageViews: 5000, medianViews: 5000, mostViewed: only });
    expect(result.feeds).toEqual([{ video: only, engagement: 500, engagementRate: 0.1, multiple: 1, isViral: false }]);
    expect(result.mostViral).toEqual([{ video: only, multiple: 1, isViral: false }]);
    expect(result.virality).toMatchObject({ medianMultiple: 1, range: { min: 1, max: 1 }, shareAtLeast2x: 0 });
    expect(result.duration).toMatchObject({ videoCount: 1, range: { min: 28, max: 28 }, bestDuration: null });
    expect(result.totals).toEqual({
      views: 5000,
      engagement: 500,
      likes: 400,
      comments: 50,
      shares: 30,
      bookmarks: 20,
    });
    expect(result.heatmap.cells.find((cell) => cell.count === 1)).toMatchObject({ weekday: 0, hour: 12 });
  });

  it("keeps a zero median from turning into Infinity anywhere", () => {
    const result = analyzeAccount([video({ views: 0 }), video({ views: 0 }), video({ views: 10_000 })]);
    expect(result.summary.medianViews).toBe(0);
    expect(result.feeds.map((row) => row.multiple)).toEqual([null, null, null]);
    expect(result.mostViral).toEqual([]);
    expect(result.virality.range).toBeNull();
    expect(nonFiniteNumbers(result)).toEqual([]);
  });

  it("limits most viral feeds to the default, or to the limit asked for", () => {
    const videos = Array.from({ length: 12 }, (_, index) => video({ views: (index + 1) * 100 }));
    expect(DEFAULT_MOST_VIRAL_LIMIT).toBe(5);
    expect(analyzeAccount(videos).mostViral).toHaveLength(5);
    expect(analyzeAccount(videos, { mostViralLimit: 2 }).mostViral.map((entry) => entry.video)).toEqual([
      videos[11],
      videos[10],
    ]);
  });

  it("computes growth from the account's snapshots when given, as of the given time", () => {
    const snapshots = [
      snapshot("2024-03-01T00:00:00Z", { views: 100 }),
      snapshot("2024-03-09T00:00:00Z", { views: 400 }),
      snapshot("2024-03-10T00:00:00Z", { views: 500 }),
    ];
    const result = analyzeAccount([], { snapshots });
    expect(result.growth?.last.views.absolute).toBe(100);
    expect(result.growth?.["7d"].views.absolute).toBe(400);
    const stale = analyzeAccount([], { snapshots, asOf: new Date("2024-06-01T00:00:00Z") });
    expect(stale.growth?.["7d"].views.absolute).toBeNull();
    expect(analyzeAccount([], { snapshots: [] }).growth).not.toBeNull();
  });

  it("property: equals the individual analyses over the same videos", () => {
    forAll(100, (random) => {
      const videos = randomVideos(random, 50);
      const snapshots = randomMonotonicSnapshots(random);
      const utcOffsetHours = random.int(-12, 14);
      const result: AccountAnalytics = analyzeAccount(videos, { utcOffsetHours, snapshots, mostViralLimit: 3 });
      expect(result.videoCount).toBe(videos.length);
      expect(result.summary).toEqual(summarizeViews(videos));
      expect(result.feeds).toEqual(feedMetrics(videos));
      expect(result.mostViral).toEqual(mostViralVideos(videos, 3));
      expect(result.virality).toEqual(analyzeVirality(videos));
      expect(result.duration).toEqual(analyzeDuration(videos));
      expect(result.totals).toEqual(allTimeTotals(videos));
      expect(result.heatmap).toEqual(postingHeatmap(videos, utcOffsetHours));
      expect(result.growth).toEqual(growthReport(snapshots));
    });
  });

  it("property: hostile inputs never produce NaN or Infinity and never throw", () => {
    forAll(300, (random) => {
      const videos = Array.from({ length: random.int(0, 25) }, (_, index) => hostileVideo(random, index));
      const snapshots = Array.from({ length: random.int(0, 10) }, () => hostileSnapshot(random));
      const utcOffsetHours = random.pick([0, 8, -12, 14, 99, Number.NaN, 5.5]);
      const result = analyzeAccount(videos, {
        utcOffsetHours,
        snapshots,
        mostViralLimit: random.pick([3, -1, Number.NaN]),
      });
      // Outputs echo the input videos; only computed figures must be finite, so leave the echoed videos out.
      const computed = {
        ...result,
        summary: { ...result.summary, mostViewed: null },
        feeds: result.feeds.map((row) => ({ ...row, video: null })),
        mostViral: result.mostViral.map((entry) => ({ ...entry, video: null })),
        growth: GROWTH_WINDOWS.flatMap((window) =>
          GROWTH_METRICS.map((metric) => {
            const growth = result.growth?.[window][metric];
            return { absolute: growth?.absolute, percent: growth?.percent };
          }),
        ),
      };
      expect(nonFiniteNumbers(computed)).toEqual([]);
    });
  });
});
