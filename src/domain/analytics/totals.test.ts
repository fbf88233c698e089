import { describe, expect, it } from "vitest";
import { engagementOf } from "./engagement";
import { video } from "./testing/fixtures";
import { forAll, randomVideos } from "./testing/seeded-random";
import { allTimeTotals } from "./totals";

const ALL_NULL = { views: null, engagement: null, likes: null, comments: null, shares: null, bookmarks: null };

describe("allTimeTotals", () => {
  it("is null everywhere for no videos", () => {
    expect(allTimeTotals([])).toEqual(ALL_NULL);
  });

  it("is null everywhere when nothing is reported", () => {
    expect(allTimeTotals([video(), video()])).toEqual(ALL_NULL);
  });

  it("sums what is reported and leaves a metric nobody reports null", () => {
    const totals = allTimeTotals([
      video({ views: 1000, likes: 100, comments: 10, shares: null, bookmarks: 1 }),
      video({ views: 500, likes: 50, comments: null, shares: null, bookmarks: 2 }),
      video({ views: null, likes: 5, comments: 1, shares: null, bookmarks: null }),
    ]);
    expect(totals).toEqual({ views: 1500, engagement: 169, likes: 155, comments: 11, shares: null, bookmarks: 3 });
  });

  it("reports a known 0 as 0, not null", () => {
    expect(allTimeTotals([video({ shares: 0 })]).shares).toBe(0);
  });

  it("ignores garbage values", () => {
    expect(allTimeTotals([video({ views: Number.NaN }), video({ views: -3 }), video({ views: 4 })]).views).toBe(4);
  });

  it("property: each total equals the sum over the videos that report it", () => {
    forAll(300, (random) => {
      const videos = randomVideos(random, 50);
      const totals = allTimeTotals(videos);
      for (const metric of ["views", "likes", "comments", "shares", "bookmarks"] as const) {
        const known = videos.flatMap((entry) => (entry[metric] === null ? [] : [entry[metric]]));
        expect(totals[metric]).toBe(known.length === 0 ? null : known.reduce((sum, value) => sum + value, 0));
      }
      const engagements = videos.flatMap((entry) => {
        const value = engagementOf(entry);
        return value === null ? [] : [value];
      });
      expect(totals.engagement).toBe(engagements.length === 0 ? null : engagements.reduce((sum, v) => sum + v, 0));
    });
  });

  it("property: engagement equals the four part totals summed, nulls read as 0", () => {
    forAll(300, (random) => {
      const totals = allTimeTotals(randomVideos(random, 50));
      const parts = [totals.likes, totals.comments, totals.shares, totals.bookmarks];
      if (parts.every((part) => part === null)) expect(totals.engagement).toBeNull();
      else expect(totals.engagement).toBe(parts.reduce<number>((sum, part) => sum + (part ?? 0), 0));
    });
  });
});
