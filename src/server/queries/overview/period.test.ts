// The overview's period rules: clamping to the plan's history window and when a previous period may be compared.
import { describe, expect, it } from "vitest";
import { changeOf, DAY_MS, overviewPeriods } from "./period";

const NOW = new Date("2026-11-20T12:00:00Z");

describe("overviewPeriods", () => {
  it("keeps the asked days within the plan's history and places the previous period just before", () => {
    const pro = overviewPeriods("pro", 7, NOW);
    expect(pro).toMatchObject({ windowDays: 7, clamped: false, previousVisible: true });
    expect(pro.start.getTime()).toBe(NOW.getTime() - 7 * DAY_MS);
    expect(pro.previousStart.getTime()).toBe(NOW.getTime() - 14 * DAY_MS);
    expect(overviewPeriods("pro", 30, NOW)).toMatchObject({ windowDays: 30, clamped: false, previousVisible: false });
    expect(overviewPeriods("pro", 90, NOW)).toMatchObject({ windowDays: 30, clamped: true });
  });

  it("treats Free (and unknown plans) as 7 days with no previous period, and Max as unlimited", () => {
    expect(overviewPeriods("free", 30, NOW)).toMatchObject({ windowDays: 7, clamped: true, previousVisible: false });
    expect(overviewPeriods("nonsense", 7, NOW)).toMatchObject({ windowDays: 7, previousVisible: false });
    expect(overviewPeriods("max", 90, NOW)).toMatchObject({ windowDays: 90, clamped: false, previousVisible: true });
  });
});

describe("changeOf", () => {
  it("is relative to the previous value and unknown when either side is unknown or the base is 0", () => {
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(5, 0)).toBeNull();
    expect(changeOf(null, 100)).toBeNull();
    expect(changeOf(100, null)).toBeNull();
  });
});
