import { describe, expect, it } from "vitest";
import { chartValues, needsFullTicks, valueAt } from "./time-series";

describe("needsFullTicks", () => {
  it("asks for full numbers when the values stay within 5 % of the largest", () => {
    expect(needsFullTicks([34_800, 34_812, 34_950])).toBe(true); // 150 apart < 1,747.5
    expect(needsFullTicks([1000, 1049])).toBe(true);
  });
  it("keeps abbreviated numbers when the values move more than that", () => {
    expect(needsFullTicks([1000, 1060])).toBe(false); // 60 apart > 53
    expect(needsFullTicks([0, 1_200_000])).toBe(false);
  });
  it("ignores gaps, and has no opinion without values", () => {
    expect(needsFullTicks([null, 5000, null, 5010])).toBe(true);
    expect(needsFullTicks([null, null])).toBe(false);
    expect(needsFullTicks([])).toBe(false);
  });
  it("treats tiny counts as moving (a step of one is readable as is)", () => {
    expect(needsFullTicks([0, 0])).toBe(true);
    expect(needsFullTicks([0, 2])).toBe(false);
  });
});

describe("chartValues", () => {
  it("collects the values of the drawn series and the marked points, not other keys", () => {
    const data = [
      { time: 1, current: 10, previous: null, hidden: 999 },
      { time: 2, current: 20, previous: 5, hidden: 999 },
    ];
    const series = [
      { key: "current", label: "Current" },
      { key: "previous", label: "Previous" },
    ];
    expect(chartValues(data, series, { label: "10x", points: [{ time: 2, value: 300 }] })).toEqual([
      10,
      null,
      20,
      5,
      300,
    ]);
  });
});

describe("valueAt", () => {
  it("reads a number, and treats missing, null and non-finite values as gaps", () => {
    const point = { time: 1, views: 42, none: null, nan: Number.NaN, text: "12" };
    expect(valueAt(point, "views")).toBe(42);
    expect(valueAt(point, "none")).toBeNull();
    expect(valueAt(point, "nan")).toBeNull();
    expect(valueAt(point, "text")).toBeNull();
    expect(valueAt(point, "missing")).toBeNull();
  });
});
