import { describe, expect, it } from "vitest";
import { engagementOf, engagementRate } from "./engagement";
import { forAll, randomVideo } from "./testing/seeded-random";

const parts = (likes: number | null, comments: number | null, shares: number | null, bookmarks: number | null) => ({
  likes,
  comments,
  shares,
  bookmarks,
});

describe("engagementOf", () => {
  it("sums the four parts", () => {
    expect(engagementOf(parts(100, 20, 5, 3))).toBe(128);
  });

  it("sums the known parts when some are unknown", () => {
    expect(engagementOf(parts(100, null, 5, null))).toBe(105);
    expect(engagementOf(parts(null, null, null, 7))).toBe(7);
  });

  it("is null only when all four parts are unknown", () => {
    expect(engagementOf(parts(null, null, null, null))).toBeNull();
  });

  it("is 0, not null, when known parts are all 0", () => {
    expect(engagementOf(parts(0, null, null, null))).toBe(0);
    expect(engagementOf(parts(0, 0, 0, 0))).toBe(0);
  });

  it("treats garbage parts as unknown", () => {
    expect(engagementOf(parts(Number.NaN, -1, Number.POSITIVE_INFINITY, 4))).toBe(4);
    expect(engagementOf(parts(Number.NaN, -1, Number.POSITIVE_INFINITY, null))).toBeNull();
  });

  it("property: equals the sum of the known parts and is at least each known part", () => {
    forAll(300, (random, seed) => {
      const video = randomVideo(random, seed);
      const known = [video.likes, video.comments, video.shares, video.bookmarks].filter(
        (value): value is number => value !== null,
      );
      const result = engagementOf(video);
      if (known.length === 0) {
        expect(result).toBeNull();
        return;
      }
      expect(result).toBe(known.reduce((sum, value) => sum + value, 0));
      for (const value of known) expect(result).toBeGreaterThanOrEqual(value);
    });
  });
});

describe("engagementRate", () => {
  it("is engagement per view, as an unrounded fraction", () => {
    expect(engagementRate({ views: 1000, ...parts(40, 5, 3, 2) })).toBe(0.05);
    expect(engagementRate({ views: 3, ...parts(1, null, null, null) })).toBeCloseTo(1 / 3, 15);
  });

  it("is null when views are unknown or 0", () => {
    expect(engagementRate({ views: null, ...parts(1, 1, 1, 1) })).toBeNull();
    expect(engagementRate({ views: 0, ...parts(1, 1, 1, 1) })).toBeNull();
    expect(engagementRate({ views: Number.NaN, ...parts(1, 1, 1, 1) })).toBeNull();
  });

  it("is null when engagement is unknown, 0 when it is 0", () => {
    expect(engagementRate({ views: 100, ...parts(null, null, null, null) })).toBeNull();
    expect(engagementRate({ views: 100, ...parts(0, null, null, null) })).toBe(0);
  });

  it("may exceed 1 when likes outnumber counted views", () => {
    expect(engagementRate({ views: 10, ...parts(25, 0, 0, 0) })).toBe(2.5);
  });

  it("is null instead of Infinity for a denormal view count", () => {
    expect(engagementRate({ views: Number.MIN_VALUE, ...parts(1_000_000, 0, 0, 0) })).toBeNull();
  });

  it("property: is finite and non-negative whenever defined", () => {
    forAll(300, (random, seed) => {
      const rate = engagementRate(randomVideo(random, seed));
      if (rate === null) return;
      expect(Number.isFinite(rate)).toBe(true);
      expect(rate).toBeGreaterThanOrEqual(0);
    });
  });
});
