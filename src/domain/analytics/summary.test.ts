import { describe, expect, it } from "vitest";
import { knownViews, medianViews, summarizeViews } from "./summary";
import { video, videosWithViews } from "./testing/fixtures";
import { forAll, randomVideos } from "./testing/seeded-random";

describe("summarizeViews", () => {
  it("gives an empty summary for no videos", () => {
    expect(summarizeViews([])).toEqual({ videoCount: 0, averageViews: null, medianViews: null, mostViewed: null });
  });

  it("gives the same summary when no video has known views", () => {
    expect(summarizeViews(videosWithViews(null, null, Number.NaN, -1))).toEqual({
      videoCount: 0,
      averageViews: null,
      medianViews: null,
      mostViewed: null,
    });
  });

  it("describes a one-video account by that video", () => {
    const only = video({ views: 1234 });
    expect(summarizeViews([only])).toEqual({ videoCount: 1, averageViews: 1234, medianViews: 1234, mostViewed: only });
  });

  it("computes average, median and most viewed over the videos with known views only", () => {
    const videos = videosWithViews(100, null, 300, 200, 1000);
    const summary = summarizeViews(videos);
    expect(summary.videoCount).toBe(4);
    expect(summary.averageViews).toBe(400);
    expect(summary.medianViews).toBe(250);
    expect(summary.mostViewed).toBe(videos[4]);
  });

  it("counts zero views as known", () => {
    const summary = summarizeViews(videosWithViews(0, 0, 0));
    expect(summary).toMatchObject({ videoCount: 3, averageViews: 0, medianViews: 0 });
    expect(summary.mostViewed?.views).toBe(0);
  });

  it("picks the first of tied most-viewed videos", () => {
    const videos = videosWithViews(5, 9, 9, 1);
    expect(summarizeViews(videos).mostViewed).toBe(videos[1]);
  });

  it("keeps fractional averages unrounded", () => {
    expect(summarizeViews(videosWithViews(1, 2, 2)).averageViews).toBeCloseTo(5 / 3, 12);
  });

  it("property: average and median lie within min..max views, and the most viewed has the max", () => {
    forAll(200, (random) => {
      const videos = randomVideos(random);
      const views = knownViews(videos);
      const summary = summarizeViews(videos);
      expect(summary.videoCount).toBe(views.length);
      if (views.length === 0) {
        expect(summary.mostViewed).toBeNull();
        return;
      }
      const min = Math.min(...views);
      const max = Math.max(...views);
      for (const value of [summary.averageViews, summary.medianViews]) {
        expect(value).not.toBeNull();
        expect(value ?? Number.NaN).toBeGreaterThanOrEqual(min);
        expect(value ?? Number.NaN).toBeLessThanOrEqual(max * (1 + 1e-12));
      }
      expect(summary.mostViewed?.views).toBe(max);
    });
  });
});

describe("knownViews and medianViews", () => {
  it("keep the known views in input order", () => {
    expect(knownViews(videosWithViews(3, null, 1, -5, 2))).toEqual([3, 1, 2]);
  });

  it("give the median of the known views, null when none", () => {
    expect(medianViews(videosWithViews(3, null, 1, 2))).toBe(2);
    expect(medianViews(videosWithViews(null))).toBeNull();
    expect(medianViews([])).toBeNull();
  });
});
