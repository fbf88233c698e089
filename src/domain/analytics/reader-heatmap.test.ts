import { describe, expect, it } from "vitest";
import { heatmapCell } from "./heatmap";
import { browserUtcOffsetHours, readerHeatmap } from "./reader-heatmap";

// Three videos, their weekday and hour worked out by hand from the calendar:
// 2026-11-23 was a Monday. 23:30 UTC Monday is 08:30 Tuesday in UTC+9 and 18:30 Monday in UTC−5.
// 2026-11-22 (Sunday) 02:10 UTC is 11:10 Sunday in UTC+9 and 21:10 Saturday in UTC−5.
const FEEDS = [
  { published_on: "2026-11-23T23:30:00.000Z", views: 1000 },
  { published_on: "2026-11-23T23:45:00.000Z", views: 3000 },
  { published_on: "2026-11-22T02:10:00.000Z", views: null },
  // No publish time: in no cell at all.
  { published_on: null, views: 999_999 },
];

const MONDAY = 1;
const TUESDAY = 2;
const SATURDAY = 6;
const SUNDAY = 0;

function filled(heatmap: ReturnType<typeof readerHeatmap>) {
  return heatmap.cells
    .filter((cell) => cell.count > 0)
    .map(({ weekday, hour, count, medianViews }) => ({
      weekday,
      hour,
      count,
      medianViews,
    }));
}

describe("readerHeatmap", () => {
  it("puts each video in the weekday and hour of the reader's offset", () => {
    expect(filled(readerHeatmap(FEEDS, 9))).toEqual([
      { weekday: SUNDAY, hour: 11, count: 1, medianViews: null },
      { weekday: TUESDAY, hour: 8, count: 2, medianViews: 2000 },
    ]);
    expect(filled(readerHeatmap(FEEDS, -5))).toEqual([
      { weekday: MONDAY, hour: 18, count: 2, medianViews: 2000 },
      { weekday: SATURDAY, hour: 21, count: 1, medianViews: null },
    ]);
    const utc = readerHeatmap(FEEDS, 0);
    expect(heatmapCell(utc, MONDAY, 23)?.count).toBe(2);
    expect(heatmapCell(utc, SUNDAY, 2)?.count).toBe(1);
    expect(heatmapCell(utc, TUESDAY, 8)?.count).toBe(0);
  });

  it("counts only videos with a publish time and names the offset it applied", () => {
    const heatmap = readerHeatmap(FEEDS, 9);
    expect(heatmap.videoCount).toBe(3);
    expect(heatmap.maxCount).toBe(2);
    expect(heatmap.utcOffsetHours).toBe(9);
    expect(heatmap.cells).toHaveLength(168);
    expect(readerHeatmap([], 3).videoCount).toBe(0);
  });

  it("reads the browser's offset with the sign the heatmap uses (east of UTC positive)", () => {
    const at = new Date("2026-11-25T12:00:00Z");
    expect(browserUtcOffsetHours(at)).toBe(-at.getTimezoneOffset() / 60);
    const east = { getTimezoneOffset: () => -540 } as Date;
    const west = { getTimezoneOffset: () => 300 } as Date;
    expect(browserUtcOffsetHours(east)).toBe(9);
    expect(browserUtcOffsetHours(west)).toBe(-5);
  });
});
