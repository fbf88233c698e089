import { describe, expect, it } from "vitest";
import { engagementOf, engagementRate } from "./engagement";
import { feedMetrics } from "./feed-metrics";
import { outlierMultiples } from "./outliers";
import { video } from "./testing/fixtures";
import { forAll, randomVideos } from "./testing/seeded-random";

describe("feedMetrics", () => {
  it("is empty for no videos", () => {
    expect(feedMetrics([])).toEqual([]);
  });

  it("gives each video its engagement, rate, outlet and viral flag, in input order", () => {
    const videos = [
      video({ views: 1000, likes: 80, comments: 20 }),
      video({ views: 100, likes: 1 }),
      video({ views: 10_000, likes: null }),
      video({ views: null, likes: 4 }),
    ];
    // median of 100, 1000, 10000 = 1000
    expect(feedMetrics(videos)).toEqual([
      { video: videos[0], engagement: 100, engagementRate: 0.1, multiple: 1, isViral: false },
      { video: videos[1], engagement: 1, engagementRate: 0.01, multiple: 0.1, isViral: false },
      { video: videos[2], engagement: null, engagementRate: null, multiple: 10, isViral: true },
      { video: videos[3], engagement: 4, engagementRate: null, multiple: null, isViral: false },
    ]);
  });

  it("measures the outlet against a given account median", () => {
    expect(feedMetrics([video({ views: 500 })], 50)[0]).toMatchObject({ multiple: 10, isViral: true });
    expect(feedMetrics([video({ views: 500 })], 0)[0]).toMatchObject({ multiple: null, isViral: false });
  });

  it("property: agrees with engagementOf, engagementRate and outlierMultiples", () => {
    forAll(200, (random) => {
      const videos = randomVideos(random);
      const rows = feedMetrics(videos);
      const multiples = outlierMultiples(videos);
      rows.forEach((row, index) => {
        expect(row.video).toBe(videos[index]);
        expect(row.engagement).toBe(engagementOf(row.video));
        expect(row.engagementRate).toBe(engagementRate(row.video));
        expect(row.multiple).toBe(multiples[index]?.multiple);
        expect(row.isViral).toBe(multiples[index]?.isViral);
      });
    });
  });
});
