import { describe, expect, it } from "vitest";
import { isViralMultiple, mostViralVideos, outlierMultiple, outlierMultiples, VIRAL_MULTIPLE } from "./outliers";
import { medianViews } from "./summary";
import { video, videosWithViews } from "./testing/fixtures";
import { forAll, randomVideos } from "./testing/seeded-random";

describe("VIRAL_MULTIPLE", () => {
  it("is 10 times the median (spec section 9)", () => {
    expect(VIRAL_MULTIPLE).toBe(10);
  });
});

describe("outlierMultiple", () => {
  it("is views / median", () => {
    expect(outlierMultiple(5000, 1000)).toBe(5);
    expect(outlierMultiple(500, 1000)).toBe(0.5);
    expect(outlierMultiple(0, 1000)).toBe(0);
  });

  it("is null when the median is 0, never Infinity or NaN", () => {
    expect(outlierMultiple(5000, 0)).toBeNull();
    expect(outlierMultiple(0, 0)).toBeNull();
  });

  it("is null when views or the median are unknown or garbage", () => {
    expect(outlierMultiple(null, 1000)).toBeNull();
    expect(outlierMultiple(1000, null)).toBeNull();
    expect(outlierMultiple(Number.NaN, 1000)).toBeNull();
    expect(outlierMultiple(1000, -5)).toBeNull();
    expect(outlierMultiple(1000, Number.MIN_VALUE)).toBeNull();
  });
});

describe("isViralMultiple", () => {
  it("is true at exactly 10x and above, false below and for null", () => {
    expect(isViralMultiple(10)).toBe(true);
    expect(isViralMultiple(250)).toBe(true);
    expect(isViralMultiple(9.999)).toBe(false);
    expect(isViralMultiple(0)).toBe(false);
    expect(isViralMultiple(null)).toBe(false);
  });
});

describe("outlierMultiples", () => {
  it("measures every video against the median of the list, in input order", () => {
    const videos = videosWithViews(100, 1000, 10_000, null, 200);
    // known views 100, 200, 1000, 10000: median 600
    expect(outlierMultiples(videos).map((entry) => entry.multiple)).toEqual([
      100 / 600,
      1000 / 600,
      10_000 / 600,
      null,
      200 / 600,
    ]);
    expect(outlierMultiples(videos).map((entry) => entry.video)).toEqual(videos);
    expect(outlierMultiples(videos).map((entry) => entry.isViral)).toEqual([false, false, true, false, false]);
  });

  it("uses a given median instead (a page of a longer feed)", () => {
    expect(outlierMultiples(videosWithViews(50, 300), 100).map((entry) => entry.multiple)).toEqual([0.5, 3]);
  });

  it("gives null multiples when the account median is 0", () => {
    const entries = outlierMultiples(videosWithViews(0, 0, 5000));
    expect(entries.map((entry) => entry.multiple)).toEqual([null, null, null]);
    expect(entries.some((entry) => entry.isViral)).toBe(false);
  });

  it("gives 1 to the only video of a one-video account", () => {
    expect(outlierMultiples(videosWithViews(777))).toEqual([expect.objectContaining({ multiple: 1, isViral: false })]);
  });

  it("gives an empty list for an empty account", () => {
    expect(outlierMultiples([])).toEqual([]);
  });

  it("property: scaling every view count leaves the multiples unchanged", () => {
    forAll(200, (random) => {
      const videos = randomVideos(random, 30, { maxViews: 1_000_000 });
      const factor = random.int(2, 1000);
      const scaled = videos.map((entry) => ({ ...entry, views: entry.views === null ? null : entry.views * factor }));
      const before = outlierMultiples(videos).map((entry) => entry.multiple);
      const after = outlierMultiples(scaled).map((entry) => entry.multiple);
      expect(after.length).toBe(before.length);
      after.forEach((multiple, index) => {
        const expected = before[index];
        if (expected === null || expected === undefined) expect(multiple).toBeNull();
        else expect(multiple).toBeCloseTo(expected, 9);
      });
    });
  });

  it("property: the multiple is null exactly when the views are unknown or the median is not above 0", () => {
    forAll(200, (random) => {
      const videos = randomVideos(random);
      const baseline = medianViews(videos);
      for (const entry of outlierMultiples(videos)) {
        const defined = entry.video.views !== null && baseline !== null && baseline > 0;
        expect(entry.multiple !== null).toBe(defined);
        if (entry.multiple !== null) expect(entry.multiple).toBe((entry.video.views ?? 0) / (baseline ?? 1));
      }
    });
  });
});

describe("mostViralVideos", () => {
  const videos = videosWithViews(100, 5000, 100, 900, null, 100, 2500);

  it("ranks by multiple, highest first, up to the limit", () => {
    // known views: 100,100,100,900,2500,5000 → median 500
    const top = mostViralVideos(videos, 2);
    expect(top.map((entry) => entry.video)).toEqual([videos[1], videos[6]]);
    expect(top.map((entry) => entry.multiple)).toEqual([10, 5]);
    expect(top.map((entry) => entry.isViral)).toEqual([true, false]);
  });

  it("leaves out videos without a multiple and returns fewer when fewer exist", () => {
    const top = mostViralVideos(videos, 100);
    expect(top).toHaveLength(6);
    expect(top.every((entry) => entry.multiple !== null)).toBe(true);
  });

  it("keeps input order between equal multiples", () => {
    const top = mostViralVideos(videos, 6);
    expect(top.slice(3).map((entry) => entry.video)).toEqual([videos[0], videos[2], videos[5]]);
  });

  it("returns nothing for a non-positive or NaN limit, and everything for Infinity", () => {
    expect(mostViralVideos(videos, 0)).toEqual([]);
    expect(mostViralVideos(videos, -3)).toEqual([]);
    expect(mostViralVideos(videos, Number.NaN)).toEqual([]);
    expect(mostViralVideos(videos, Number.POSITIVE_INFINITY)).toHaveLength(6);
  });

  it("rounds a fractional limit down", () => {
    expect(mostViralVideos(videos, 2.9)).toHaveLength(2);
  });

  it("is empty for an empty account and for an account whose median is 0", () => {
    expect(mostViralVideos([], 5)).toEqual([]);
    expect(mostViralVideos(videosWithViews(0, 0, 10), 5)).toEqual([]);
  });

  it("accepts the account median from outside", () => {
    expect(mostViralVideos([video({ views: 300 })], 1, 30)[0]).toMatchObject({ multiple: 10, isViral: true });
  });

  it("property: is sorted descending and is a prefix of the full ranking", () => {
    forAll(200, (random) => {
      const list = randomVideos(random);
      const limit = random.int(0, 12);
      const all = mostViralVideos(list, Number.POSITIVE_INFINITY);
      const top = mostViralVideos(list, limit);
      expect(top).toEqual(all.slice(0, limit));
      for (let index = 1; index < all.length; index += 1) {
        expect(all[index - 1]?.multiple ?? 0).toBeGreaterThanOrEqual(all[index]?.multiple ?? 0);
      }
    });
  });
});
