import { describe, expect, it } from "vitest";
import { VIRAL_MULTIPLE } from "./outliers";
import { videosWithViews } from "./testing/fixtures";
import { forAll, randomVideos } from "./testing/seeded-random";
import { analyzeVirality, VIRALITY_THRESHOLDS } from "./virality";

const EMPTY = {
  medianViews: null,
  videoCount: 0,
  medianMultiple: null,
  range: null,
  shareAtLeast2x: null,
  shareAtLeast5x: null,
  shareAtLeast10x: null,
  viralCount: 0,
};

describe("VIRALITY_THRESHOLDS", () => {
  it("are 2x, 5x and the viral multiple", () => {
    expect(VIRALITY_THRESHOLDS).toEqual([2, 5, VIRAL_MULTIPLE]);
  });
});

describe("analyzeVirality", () => {
  it("is empty, without NaN, for an account without videos or without known views", () => {
    expect(analyzeVirality([])).toEqual(EMPTY);
    expect(analyzeVirality(videosWithViews(null, null))).toEqual(EMPTY);
  });

  it("has no multiples when the median is 0, but still reports the median", () => {
    expect(analyzeVirality(videosWithViews(0, 0, 0, 50_000))).toEqual({ ...EMPTY, medianViews: 0 });
  });

  it("describes a one-video account as 1x", () => {
    expect(analyzeVirality(videosWithViews(800))).toEqual({
      medianViews: 800,
      videoCount: 1,
      medianMultiple: 1,
      range: { min: 1, max: 1 },
      shareAtLeast2x: 0,
      shareAtLeast5x: 0,
      shareAtLeast10x: 0,
      viralCount: 0,
    });
  });

  it("counts shares inclusively at each threshold", () => {
    // median of 100,100,100,200,500,1000,2000 = 200 → multiples .5,.5,.5,1,2.5,5,10
    const result = analyzeVirality(videosWithViews(100, 100, 100, 200, 500, 1000, 2000, null));
    expect(result.medianViews).toBe(200);
    expect(result.videoCount).toBe(7);
    expect(result.medianMultiple).toBe(1);
    expect(result.range).toEqual({ min: 0.5, max: 10 });
    expect(result.shareAtLeast2x).toBe(3 / 7);
    expect(result.shareAtLeast5x).toBe(2 / 7);
    expect(result.shareAtLeast10x).toBe(1 / 7);
    expect(result.viralCount).toBe(1);
  });

  it("measures against a given baseline, where the median multiple is no longer 1", () => {
    const result = analyzeVirality(videosWithViews(300, 600, 900), 100);
    expect(result).toMatchObject({ medianViews: 100, medianMultiple: 6, range: { min: 3, max: 9 }, viralCount: 0 });
    expect(result.shareAtLeast5x).toBe(2 / 3);
  });

  it("reports a garbage baseline as unknown", () => {
    expect(analyzeVirality(videosWithViews(300), Number.NaN)).toEqual(EMPTY);
  });

  it("property: shares are fractions with 2x ≥ 5x ≥ 10x, and viralCount matches the 10x share", () => {
    forAll(300, (random) => {
      const result = analyzeVirality(randomVideos(random, 60));
      if (result.videoCount === 0) {
        expect(result).toMatchObject({ shareAtLeast2x: null, shareAtLeast5x: null, shareAtLeast10x: null });
        return;
      }
      const x2 = result.shareAtLeast2x ?? Number.NaN;
      const x5 = result.shareAtLeast5x ?? Number.NaN;
      const x10 = result.shareAtLeast10x ?? Number.NaN;
      expect(x2).toBeLessThanOrEqual(1);
      expect(x2).toBeGreaterThanOrEqual(x5);
      expect(x5).toBeGreaterThanOrEqual(x10);
      expect(x10).toBeGreaterThanOrEqual(0);
      expect(result.viralCount).toBe(Math.round(x10 * result.videoCount));
    });
  });

  it("property: against its own median, the median multiple is 1 and lies within the range", () => {
    forAll(300, (random) => {
      const result = analyzeVirality(randomVideos(random, 60));
      if (result.medianMultiple === null || result.range === null) return;
      expect(result.medianMultiple).toBeCloseTo(1, 12);
      expect(result.range.min).toBeLessThanOrEqual(result.medianMultiple + 1e-12);
      expect(result.range.max).toBeGreaterThanOrEqual(result.medianMultiple - 1e-12);
    });
  });

  it("property: scaling every view count leaves the analysis unchanged apart from the baseline", () => {
    forAll(150, (random) => {
      const videos = randomVideos(random, 40, { maxViews: 1_000_000 });
      const scaled = videos.map((video) => ({ ...video, views: video.views === null ? null : video.views * 7 }));
      const { medianViews, ...before } = analyzeVirality(videos);
      const { medianViews: scaledMedian, ...after } = analyzeVirality(scaled);
      expect(scaledMedian).toBe(medianViews === null ? null : medianViews * 7);
      expect(after.videoCount).toBe(before.videoCount);
      expect(after.viralCount).toBe(before.viralCount);
      expect(after.shareAtLeast2x).toBe(before.shareAtLeast2x);
      expect(after.range?.max ?? 0).toBeCloseTo(before.range?.max ?? 0, 9);
    });
  });
});
