import { describe, expect, it } from "vitest";
import {
  GROWTH_METRICS,
  GROWTH_WINDOW_DAYS,
  GROWTH_WINDOWS,
  type GrowthWindow,
  growthEnds,
  growthOf,
  growthReport,
} from "./growth";
import { snapshot } from "./testing/fixtures";
import { forAll, randomMonotonicSnapshots } from "./testing/seeded-random";

const DAY_MS = 24 * 3600 * 1000;

// Daily refreshes at noon plus one at 18:00 on the last day; listed out of order on purpose.
const series = [
  snapshot("2024-03-10T12:00:00Z", { views: 5000, likes: 500 }),
  snapshot("2024-02-01T12:00:00Z", { views: 100, likes: 10 }),
  snapshot("2024-03-09T12:00:00Z", { views: 4000, likes: 400 }),
  snapshot("2024-03-10T18:00:00Z", { views: 6000, likes: 550 }),
  snapshot("2024-03-03T12:00:00Z", { views: 2000, likes: 200 }),
];

describe("window constants", () => {
  it("name the four windows and their lengths in days", () => {
    expect(GROWTH_WINDOWS).toEqual(["last", "1d", "7d", "30d"]);
    expect(GROWTH_WINDOW_DAYS).toEqual({ "1d": 1, "7d": 7, "30d": 30 });
    expect(GROWTH_METRICS).toEqual(["views", "likes", "comments", "shares", "bookmarks", "engagement"]);
  });
});

describe("growthEnds", () => {
  it("is null for no snapshots and for a single snapshot, in every window", () => {
    for (const window of GROWTH_WINDOWS) {
      expect(growthEnds([], window)).toBeNull();
      expect(growthEnds([snapshot("2024-01-01T00:00:00Z", { views: 1 })], window)).toBeNull();
    }
  });

  it("compares the latest snapshot with the previous one for 'last'", () => {
    const ends = growthEnds(series, "last");
    expect(ends?.to.capturedAt.toISOString()).toBe("2024-03-10T18:00:00.000Z");
    expect(ends?.from.capturedAt.toISOString()).toBe("2024-03-10T12:00:00.000Z");
  });

  it("takes the latest snapshot at or before the window start for rolling windows", () => {
    // Latest 03-10 18:00 → 1d start 03-09 18:00, 7d start 03-03 18:00, 30d start 02-09 18:00.
    expect(growthEnds(series, "1d")?.from.capturedAt.toISOString()).toBe("2024-03-09T12:00:00.000Z");
    expect(growthEnds(series, "7d")?.from.capturedAt.toISOString()).toBe("2024-03-03T12:00:00.000Z");
    expect(growthEnds(series, "30d")?.from.capturedAt.toISOString()).toBe("2024-02-01T12:00:00.000Z");
  });

  it("includes a snapshot exactly at the window start", () => {
    const exact = [snapshot("2024-03-01T00:00:00Z", { views: 1 }), snapshot("2024-03-02T00:00:00Z", { views: 2 })];
    expect(growthEnds(exact, "1d")?.from).toBe(exact[0]);
    const justAfter = [snapshot("2024-03-01T00:00:01Z", { views: 1 }), snapshot("2024-03-02T00:00:00Z", { views: 2 })];
    expect(growthEnds(justAfter, "1d")).toBeNull();
  });

  it("is null when no snapshot is old enough for the window", () => {
    const recent = [snapshot("2024-03-05T00:00:00Z"), snapshot("2024-03-10T00:00:00Z")];
    expect(growthEnds(recent, "7d")).toBeNull();
    expect(growthEnds(recent, "30d")).toBeNull();
    expect(growthEnds(recent, "1d")?.from).toBe(recent[0]);
  });

  it("measures days as 24 h of elapsed time", () => {
    const start = Date.UTC(2024, 2, 30, 12);
    const points = [snapshot(new Date(start - 7 * DAY_MS).toISOString()), snapshot(new Date(start).toISOString())];
    expect(growthEnds(points, "7d")?.from).toBe(points[0]);
  });

  it("for 'last', skips snapshots that share the latest time and takes a strictly earlier one", () => {
    const points = [
      snapshot("2024-03-01T00:00:00Z", { views: 10 }),
      snapshot("2024-03-02T00:00:00Z", { views: 20 }),
      snapshot("2024-03-02T00:00:00Z", { views: 21 }),
    ];
    const ends = growthEnds(points, "last");
    expect(ends?.from).toBe(points[0]);
    // Between equal times the later-written one is the latest.
    expect(ends?.to).toBe(points[2]);
  });

  it("ignores snapshots with an invalid time", () => {
    const points = [snapshot("garbage", { views: 1 }), snapshot("2024-03-02T00:00:00Z", { views: 2 })];
    expect(growthEnds(points, "last")).toBeNull();
  });

  describe("asOf", () => {
    it("ignores snapshots after it", () => {
      const ends = growthEnds(series, "last", { asOf: new Date("2024-03-10T13:00:00Z") });
      expect(ends?.to.capturedAt.toISOString()).toBe("2024-03-10T12:00:00.000Z");
      expect(ends?.from.capturedAt.toISOString()).toBe("2024-03-09T12:00:00.000Z");
    });

    it("anchors rolling windows at asOf instead of the latest snapshot", () => {
      // asOf 03-11 00:00 → 1d start 03-10 00:00: baseline 03-09 12:00; latest 03-10 18:00 lies inside.
      const ends = growthEnds(series, "1d", { asOf: new Date("2024-03-11T00:00:00Z") });
      expect(ends?.from.capturedAt.toISOString()).toBe("2024-03-09T12:00:00.000Z");
      expect(ends?.to.capturedAt.toISOString()).toBe("2024-03-10T18:00:00.000Z");
    });

    it("gives no rolling growth when nothing was captured inside the window", () => {
      const later = { asOf: new Date("2024-04-30T00:00:00Z") };
      expect(growthEnds(series, "1d", later)).toBeNull();
      expect(growthEnds(series, "7d", later)).toBeNull();
      // 'last' does not depend on how old the latest refresh is.
      expect(growthEnds(series, "last", later)).not.toBeNull();
    });

    it("is ignored when it is an invalid date", () => {
      expect(growthEnds(series, "1d", { asOf: new Date("nope") })).toEqual(growthEnds(series, "1d"));
    });

    it("leaves nothing when it precedes every snapshot", () => {
      expect(growthEnds(series, "last", { asOf: new Date("2020-01-01T00:00:00Z") })).toBeNull();
    });
  });
});

describe("growthOf", () => {
  it("gives the absolute change and the change in percent", () => {
    expect(growthOf(series, "last", "views")).toMatchObject({
      window: "last",
      metric: "views",
      absolute: 1000,
      percent: 20,
    });
    expect(growthOf(series, "1d", "views")).toMatchObject({ absolute: 2000, percent: 50 });
    expect(growthOf(series, "7d", "likes")).toMatchObject({ absolute: 350, percent: 175 });
    expect(growthOf(series, "30d", "views")).toMatchObject({ absolute: 5900, percent: 5900 });
  });

  it("keeps percentages unrounded", () => {
    const points = [snapshot("2024-01-01T00:00:00Z", { views: 3 }), snapshot("2024-01-02T00:00:00Z", { views: 4 })];
    expect(growthOf(points, "last", "views").percent).toBeCloseTo(100 / 3, 12);
  });

  it("is negative when a platform corrects a count down", () => {
    const points = [snapshot("2024-01-01T00:00:00Z", { views: 200 }), snapshot("2024-01-02T00:00:00Z", { views: 150 })];
    expect(growthOf(points, "1d", "views")).toMatchObject({ absolute: -50, percent: -25 });
  });

  it("has an absolute change but no percent from a baseline of 0", () => {
    const points = [snapshot("2024-01-01T00:00:00Z", { views: 0 }), snapshot("2024-01-02T00:00:00Z", { views: 50 })];
    expect(growthOf(points, "last", "views")).toMatchObject({ absolute: 50, percent: null });
  });

  it("is 0 for no change", () => {
    const points = [snapshot("2024-01-01T00:00:00Z", { views: 7 }), snapshot("2024-01-02T00:00:00Z", { views: 7 })];
    expect(growthOf(points, "last", "views")).toMatchObject({ absolute: 0, percent: 0 });
  });

  it("is null when the value is unknown at either end, but still reports the ends", () => {
    const points = [snapshot("2024-01-01T00:00:00Z", { views: null }), snapshot("2024-01-02T00:00:00Z", { views: 9 })];
    const growth = growthOf(points, "last", "views");
    expect(growth).toMatchObject({ absolute: null, percent: null });
    expect(growth.ends?.from).toBe(points[0]);
    expect(growthOf([...points].reverse(), "last", "shares")).toMatchObject({ absolute: null, percent: null });
  });

  it("is null with null ends when the window has no baseline", () => {
    expect(growthOf(series.slice(0, 1), "last", "views")).toEqual({
      window: "last",
      metric: "views",
      ends: null,
      absolute: null,
      percent: null,
    });
  });

  it("grows engagement by the parts known at both ends only", () => {
    const points = [
      snapshot("2024-01-01T00:00:00Z", { likes: 100, comments: 10, shares: null, bookmarks: 5 }),
      // Shares appear for the first time and bookmarks disappear: neither may read as growth.
      snapshot("2024-01-02T00:00:00Z", { likes: 150, comments: 20, shares: 999, bookmarks: null }),
    ];
    const growth = growthOf(points, "last", "engagement");
    expect(growth.absolute).toBe(60);
    expect(growth.percent).toBeCloseTo((60 / 110) * 100, 12);
  });

  it("has no engagement growth when no part is known at both ends", () => {
    const points = [
      snapshot("2024-01-01T00:00:00Z", { likes: 100 }),
      snapshot("2024-01-02T00:00:00Z", { comments: 20 }),
    ];
    expect(growthOf(points, "last", "engagement").absolute).toBeNull();
  });

  it("property: a never-decreasing series never shows negative growth", () => {
    forAll(300, (random) => {
      const snapshots = randomMonotonicSnapshots(random);
      for (const window of GROWTH_WINDOWS) {
        for (const metric of GROWTH_METRICS) {
          const growth = growthOf(snapshots, window, metric);
          if (growth.absolute !== null) expect(growth.absolute).toBeGreaterThanOrEqual(0);
          if (growth.percent !== null) expect(growth.percent).toBeGreaterThanOrEqual(0);
        }
      }
    });
  });

  it("property: on a never-decreasing series a longer window grows at least as much", () => {
    forAll(300, (random) => {
      const snapshots = randomMonotonicSnapshots(random, 60);
      const windows: GrowthWindow[] = ["1d", "7d", "30d"];
      const growths = windows.map((window) => growthOf(snapshots, window, "likes").absolute);
      for (let index = 1; index < growths.length; index += 1) {
        const longer = growths[index];
        const shorter = growths[index - 1];
        if (longer !== null && longer !== undefined && shorter !== null && shorter !== undefined) {
          expect(longer).toBeGreaterThanOrEqual(shorter);
        }
      }
    });
  });

  it("property: the baseline lies at or before the window start, the latest is the newest snapshot", () => {
    forAll(300, (random) => {
      const snapshots = randomMonotonicSnapshots(random);
      const newest = Math.max(...snapshots.map((entry) => entry.capturedAt.getTime()));
      for (const window of ["1d", "7d", "30d"] as const) {
        const ends = growthEnds(snapshots, window);
        if (ends === null) {
          expect(
            snapshots.every((entry) => entry.capturedAt.getTime() > newest - GROWTH_WINDOW_DAYS[window] * DAY_MS),
          ).toBe(true);
          continue;
        }
        expect(ends.to.capturedAt.getTime()).toBe(newest);
        expect(ends.from.capturedAt.getTime()).toBeLessThanOrEqual(newest - GROWTH_WINDOW_DAYS[window] * DAY_MS);
      }
    });
  });
});

describe("growthReport", () => {
  it("holds every window × metric, each equal to growthOf", () => {
    const report = growthReport(series);
    expect(Object.keys(report)).toEqual([...GROWTH_WINDOWS]);
    for (const window of GROWTH_WINDOWS) {
      expect(Object.keys(report[window])).toEqual([...GROWTH_METRICS]);
      for (const metric of GROWTH_METRICS) expect(report[window][metric]).toEqual(growthOf(series, window, metric));
    }
  });

  it("passes asOf through", () => {
    const asOf = new Date("2024-04-30T00:00:00Z");
    expect(growthReport(series, { asOf })["7d"].views).toEqual(growthOf(series, "7d", "views", { asOf }));
    expect(growthReport(series, { asOf })["7d"].views.ends).toBeNull();
  });

  it("is all null for no snapshots", () => {
    const report = growthReport([]);
    for (const window of GROWTH_WINDOWS) {
      for (const metric of GROWTH_METRICS) expect(report[window][metric]).toMatchObject({ ends: null, absolute: null });
    }
  });
});
