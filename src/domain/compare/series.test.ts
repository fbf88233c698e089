import { describe, expect, it } from "vitest";
import { datesBetween } from "../channel-history/local-date";
import { fillDays, growthOverDays, withDailyGains } from "./series";

const point = (date: string, followers: number | null, viewsTotal: number | null) => ({ date, followers, viewsTotal });

describe("withDailyGains", () => {
  it("gains are differences of known consecutive days only", () => {
    const gains = withDailyGains([
      point("2026-11-03", 1, 400),
      point("2026-11-01", 1, 100),
      point("2026-11-02", 1, null),
      point("2026-11-04", 1, 450),
    ]).map((p) => [p.date, p.viewsGained]);
    expect(gains).toEqual([
      ["2026-11-01", null],
      ["2026-11-02", null],
      ["2026-11-03", null],
      ["2026-11-04", 50],
    ]);
  });

  it("does not bridge a missing date", () => {
    expect(withDailyGains([point("2026-11-01", 1, 100), point("2026-11-03", 1, 300)])[1]?.viewsGained).toBeNull();
  });
});

describe("growthOverDays", () => {
  const series = datesBetween("2026-10-01", "2026-10-31").map((date, index) =>
    point(date, 1000 + index * 10, index === 0 ? null : 5000 + index * 100),
  );

  it("compares the latest known day with the latest known day at or before the period's start", () => {
    // Reference 10-31; 7 days → start 10-24 (index 23).
    expect(growthOverDays(series, "followers", 7)).toBe((30 - 23) * 10);
    expect(growthOverDays(series, "followers", 30)).toBe(300);
  });

  it("is null when the series does not reach back far enough (a plan window shorter than the period)", () => {
    expect(growthOverDays(series.slice(-8), "followers", 30)).toBeNull();
    // Views were unknown on 10-01, the only day at or before the 30-day start.
    expect(growthOverDays(series, "viewsTotal", 30)).toBeNull();
  });

  it("is null when nothing was captured inside the period, not 0", () => {
    const stale = series.map((p) => (p.date > "2026-10-20" ? point(p.date, null, null) : p));
    expect(growthOverDays(stale, "followers", 7)).toBeNull();
  });

  it("keeps a real decrease", () => {
    expect(growthOverDays([point("2026-11-01", 50, 0), point("2026-11-08", 40, 0)], "followers", 7)).toBe(-10);
  });
});

describe("fillDays", () => {
  it("keeps the known days and marks every other date of the range unknown", () => {
    expect(fillDays([point("2026-10-31", 5, 50)], "2026-10-30", "2026-11-01")).toEqual([
      point("2026-10-30", null, null),
      point("2026-10-31", 5, 50),
      point("2026-11-01", null, null),
    ]);
  });
});
