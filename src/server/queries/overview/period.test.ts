// The overview's period rules: clamping to the plan's history window, and which two periods are compared — the
// previous window when the plan's history reaches it, otherwise the window split in two (issue 19 item 5) — with
// their days named as team-local dates.
import { describe, expect, it } from "vitest";
import { changeOf, DAY_MS, localDate, overviewPeriods } from "./period";

const NOW = new Date("2026-11-20T12:00:00Z");
const daysBefore = (days: number) => NOW.getTime() - days * DAY_MS;

describe("overviewPeriods", () => {
  it("compares the window with the one before it when the plan's history reaches that far", () => {
    const pro = overviewPeriods("pro", 7, NOW);
    expect(pro).toMatchObject({ windowDays: 7, clamped: false, previousVisible: true, split: false, compareDays: 7 });
    expect(pro.start.getTime()).toBe(daysBefore(7));
    expect(pro.compared.start.getTime()).toBe(daysBefore(7));
    expect(pro.compared.end).toBe(NOW);
    expect(pro.previous.start.getTime()).toBe(daysBefore(14));
    expect(pro.previous.end.getTime()).toBe(daysBefore(7));
    expect(pro.previousStart.getTime()).toBe(daysBefore(14));
    const max = overviewPeriods("max", 90, NOW);
    expect(max).toMatchObject({ windowDays: 90, clamped: false, split: false, compareDays: 90 });
    expect(max.previous.start.getTime()).toBe(daysBefore(180));
  });

  it("splits the window when the previous one lies beyond the plan's history: Free 7 days = last 3 vs 3 before", () => {
    for (const asked of [7, 30, 90]) {
      const free = overviewPeriods("free", asked, NOW);
      expect(free).toMatchObject({ windowDays: 7, clamped: asked > 7, previousVisible: true, split: true });
      expect(free.compareDays).toBe(3);
      expect(free.start.getTime()).toBe(daysBefore(7));
      expect(free.compared.start.getTime()).toBe(daysBefore(3));
      expect(free.compared.end).toBe(NOW);
      expect(free.previous.start.getTime()).toBe(daysBefore(6));
      expect(free.previous.end.getTime()).toBe(daysBefore(3));
    }
    // Unknown plans are Free.
    expect(overviewPeriods("nonsense", 7, NOW)).toMatchObject({ windowDays: 7, split: true, compareDays: 3 });
  });

  it("splits Pro's 30-day window (asked as 30 or 90) into 15 against 15, but not its 7 days", () => {
    for (const asked of [30, 90]) {
      const pro = overviewPeriods("pro", asked, NOW);
      expect(pro).toMatchObject({ windowDays: 30, clamped: asked === 90, split: true, compareDays: 15 });
      expect(pro.compared.start.getTime()).toBe(daysBefore(15));
      expect(pro.previous.start.getTime()).toBe(daysBefore(30));
      // Both compared periods stay inside the window the plan shows.
      expect(pro.previous.start.getTime()).toBeGreaterThanOrEqual(pro.start.getTime());
    }
    expect(overviewPeriods("pro", 7, NOW).split).toBe(false);
  });

  it("names the compared days by the team-local date each 24-hour day ends on", () => {
    // Free on 20 Nov 12:00 UTC: days end 18, 19, 20 Nov (current) and 15, 16, 17 Nov (previous).
    const utc = overviewPeriods("free", 7, NOW, 0);
    expect(utc.compared).toMatchObject({ firstDay: "2026-11-18", lastDay: "2026-11-20" });
    expect(utc.previous).toMatchObject({ firstDay: "2026-11-15", lastDay: "2026-11-17" });
    // UTC−12: now is 20 Nov 00:00 local, a day boundary; the last day is 19 Nov, not 20.
    const west = overviewPeriods("free", 7, NOW, -12);
    expect(west.compared).toMatchObject({ firstDay: "2026-11-17", lastDay: "2026-11-19" });
    expect(west.previous).toMatchObject({ firstDay: "2026-11-14", lastDay: "2026-11-16" });
    // UTC+14: now is 21 Nov 02:00 local.
    const east = overviewPeriods("free", 7, NOW, 14);
    expect(east.compared).toMatchObject({ firstDay: "2026-11-19", lastDay: "2026-11-21" });
    expect(east.previous).toMatchObject({ firstDay: "2026-11-16", lastDay: "2026-11-18" });
    // A whole window across a month end: Max 30 days ending 1 Mar 09:00 UTC in UTC+9 (1 Mar 18:00 local).
    const max = overviewPeriods("max", 30, new Date("2026-03-01T09:00:00Z"), 9);
    expect(max.compared).toMatchObject({ firstDay: "2026-01-31", lastDay: "2026-03-01" });
    expect(max.previous).toMatchObject({ firstDay: "2026-01-01", lastDay: "2026-01-30" });
  });

  it("reads local dates from a whole-hour offset", () => {
    expect(localDate(new Date("2026-03-06T23:30:00Z"), 0)).toBe("2026-03-06");
    expect(localDate(new Date("2026-03-06T23:30:00Z"), 1)).toBe("2026-03-07");
    expect(localDate(new Date("2026-03-06T04:59:00Z"), -5)).toBe("2026-03-05");
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
