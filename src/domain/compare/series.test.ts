import { describe, expect, it } from "vitest";
import { dailyTotals, datesBetween, localDate } from "./daily-totals";
import { addDays, growthOverDays, withDailyGains } from "./series";

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

describe("dailyTotals", () => {
  const at = (iso: string) => new Date(iso);

  it("sums each key's latest value per day, seeds from before the first day, and leaves days without samples null", () => {
    const dates = ["2026-11-02", "2026-11-03", "2026-11-04"];
    const totals = dailyTotals(
      [
        { key: 1, capturedAt: at("2026-11-01T10:00:00Z"), value: 100 },
        { key: 2, capturedAt: at("2026-11-02T09:00:00Z"), value: 50 },
        { key: 2, capturedAt: at("2026-11-02T20:00:00Z"), value: 70 },
        { key: 1, capturedAt: at("2026-11-04T08:00:00Z"), value: 130 },
        { key: 2, capturedAt: at("2026-11-04T09:00:00Z"), value: null },
      ],
      dates,
      0,
    );
    expect(totals).toEqual([170, null, 200]);
  });

  it("places samples on the team's local day", () => {
    expect(localDate(at("2026-11-02T22:30:00Z"), 3)).toBe("2026-11-03");
    expect(localDate(at("2026-11-02T02:30:00Z"), -5)).toBe("2026-11-01");
    const totals = dailyTotals(
      [{ key: 0, capturedAt: at("2026-11-02T22:30:00Z"), value: 9 }],
      ["2026-11-02", "2026-11-03"],
      3,
    );
    expect(totals).toEqual([null, 9]);
  });

  it("lists dates inclusively across a month end", () => {
    expect(datesBetween("2026-10-30", "2026-11-02")).toEqual(["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"]);
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
