import { describe, expect, it } from "vitest";
import {
  analyzeDuration,
  BEST_DURATION_MIN_SHARE,
  BEST_DURATION_MIN_VIDEOS,
  DURATION_BUCKETS,
  durationBucketOf,
  minimumVideosForBestDuration,
} from "./duration";
import { video } from "./testing/fixtures";
import { forAll, randomVideos } from "./testing/seeded-random";

/** `count` videos of the given length and views. */
const many = (count: number, durationSeconds: number | null, views: number | null) =>
  Array.from({ length: count }, () => video({ durationSeconds, views }));

describe("DURATION_BUCKETS", () => {
  it("cover 0 s to open-ended without gaps or overlaps", () => {
    expect(DURATION_BUCKETS.map((bucket) => bucket.id)).toEqual(["0-15", "15-30", "30-60", "60-90", "90-180", "180+"]);
    expect(DURATION_BUCKETS[0]?.minSeconds).toBe(0);
    DURATION_BUCKETS.forEach((bucket, index) => {
      const next = DURATION_BUCKETS[index + 1];
      if (next) expect(next.minSeconds).toBe(bucket.maxSeconds);
      else expect(bucket.maxSeconds).toBeNull();
    });
  });
});

describe("durationBucketOf", () => {
  it.each([
    [0, "0-15"],
    [14.9, "0-15"],
    [15, "15-30"],
    [29, "15-30"],
    [30, "30-60"],
    [59.99, "30-60"],
    [60, "60-90"],
    [90, "90-180"],
    [179, "90-180"],
    [180, "180+"],
    [36_000, "180+"],
  ])("puts %d s in %s (lower bound inclusive, upper exclusive)", (seconds, id) => {
    expect(durationBucketOf(seconds)?.id).toBe(id);
  });

  it.each([null, -1, Number.NaN, Number.POSITIVE_INFINITY])("has no bucket for %s", (seconds) => {
    expect(durationBucketOf(seconds)).toBeNull();
  });
});

describe("minimumVideosForBestDuration", () => {
  it("is at least 3 and otherwise 10 % rounded up", () => {
    expect(BEST_DURATION_MIN_VIDEOS).toBe(3);
    expect(BEST_DURATION_MIN_SHARE).toBe(0.1);
    expect(minimumVideosForBestDuration(0)).toBe(3);
    expect(minimumVideosForBestDuration(30)).toBe(3);
    expect(minimumVideosForBestDuration(31)).toBe(4);
    expect(minimumVideosForBestDuration(100)).toBe(10);
    expect(minimumVideosForBestDuration(101)).toBe(11);
    expect(minimumVideosForBestDuration(-5)).toBe(3);
  });
});

describe("analyzeDuration", () => {
  it("is empty for no videos: every bucket at 0, no best, no range", () => {
    const result = analyzeDuration([]);
    expect(result.videoCount).toBe(0);
    expect(result.bestDuration).toBeNull();
    expect(result.range).toBeNull();
    expect(result.minimumVideosForBest).toBe(3);
    expect(result.buckets.map((stats) => [stats.bucket.id, stats.count, stats.medianViews])).toEqual(
      DURATION_BUCKETS.map((bucket) => [bucket.id, 0, null]),
    );
  });

  it("gives a one-video account a range and a bucket but no best duration", () => {
    const result = analyzeDuration([video({ durationSeconds: 42, views: 1000 })]);
    expect(result.videoCount).toBe(1);
    expect(result.range).toEqual({ min: 42, max: 42 });
    expect(result.buckets.find((stats) => stats.bucket.id === "30-60")).toMatchObject({ count: 1, medianViews: 1000 });
    expect(result.bestDuration).toBeNull();
  });

  it("counts per bucket, takes the median views per bucket and skips unknown durations", () => {
    const result = analyzeDuration([
      video({ durationSeconds: 10, views: 100 }),
      video({ durationSeconds: 12, views: 300 }),
      video({ durationSeconds: 5, views: null }),
      video({ durationSeconds: 200, views: 50 }),
      video({ durationSeconds: null, views: 1_000_000 }),
    ]);
    expect(result.videoCount).toBe(4);
    expect(result.range).toEqual({ min: 5, max: 200 });
    expect(result.buckets[0]).toMatchObject({ count: 3, countWithViews: 2, medianViews: 200 });
    expect(result.buckets[5]).toMatchObject({ count: 1, countWithViews: 1, medianViews: 50 });
  });

  it("picks the bucket with the best median views among buckets with enough videos", () => {
    const result = analyzeDuration([
      ...many(4, 20, 1000),
      ...many(3, 45, 5000),
      // The best median, but too few videos to count.
      ...many(2, 120, 1_000_000),
    ]);
    expect(result.minimumVideosForBest).toBe(3);
    expect(result.bestDuration?.bucket.id).toBe("30-60");
    expect(result.bestDuration?.medianViews).toBe(5000);
  });

  it("counts only videos with known views towards the minimum", () => {
    const result = analyzeDuration([...many(3, 20, 1000), ...many(1, 45, 9000), ...many(5, 45, null)]);
    expect(result.buckets[2]).toMatchObject({ count: 6, countWithViews: 1 });
    expect(result.bestDuration?.bucket.id).toBe("15-30");
  });

  it("raises the minimum to 10 % for large accounts", () => {
    const result = analyzeDuration([...many(36, 20, 1000), ...many(4, 45, 9000)]);
    expect(result.minimumVideosForBest).toBe(4);
    expect(result.bestDuration?.bucket.id).toBe("30-60");
    const larger = analyzeDuration([...many(37, 20, 1000), ...many(4, 45, 9000)]);
    expect(larger.minimumVideosForBest).toBe(5);
    expect(larger.bestDuration?.bucket.id).toBe("15-30");
  });

  it("prefers the shorter bucket on a tie", () => {
    const result = analyzeDuration([...many(3, 70, 500), ...many(3, 10, 500)]);
    expect(result.bestDuration?.bucket.id).toBe("0-15");
  });

  it("still names a best duration when the qualifying medians are 0", () => {
    expect(analyzeDuration(many(3, 30, 0)).bestDuration).toMatchObject({ medianViews: 0, bucket: { id: "30-60" } });
  });

  it("returns the bucket stats object itself as the best duration", () => {
    const result = analyzeDuration(many(3, 100, 10));
    expect(result.buckets).toContain(result.bestDuration);
  });

  it("property: bucket counts sum to the videos with a known duration, best qualifies and beats the rest", () => {
    forAll(300, (random) => {
      const videos = randomVideos(random, 80);
      const result = analyzeDuration(videos);
      const known = videos.filter((entry) => entry.durationSeconds !== null).length;
      expect(result.videoCount).toBe(known);
      expect(result.buckets.reduce((sum, stats) => sum + stats.count, 0)).toBe(known);
      for (const stats of result.buckets) expect(stats.countWithViews).toBeLessThanOrEqual(stats.count);
      const qualifying = result.buckets.filter((stats) => stats.countWithViews >= result.minimumVideosForBest);
      if (qualifying.length === 0) {
        expect(result.bestDuration).toBeNull();
        return;
      }
      expect(qualifying).toContain(result.bestDuration);
      for (const stats of qualifying) {
        expect(result.bestDuration?.medianViews ?? -1).toBeGreaterThanOrEqual(stats.medianViews ?? -1);
      }
    });
  });

  it("property: every known duration lies within the range", () => {
    forAll(200, (random) => {
      const videos = randomVideos(random, 40);
      const { range } = analyzeDuration(videos);
      for (const entry of videos) {
        if (entry.durationSeconds === null) continue;
        expect(range?.min ?? Number.NaN).toBeLessThanOrEqual(entry.durationSeconds);
        expect(range?.max ?? Number.NaN).toBeGreaterThanOrEqual(entry.durationSeconds);
      }
    });
  });
});
