import { describe, expect, it } from "vitest";
import {
  HOURS_PER_DAY,
  heatmapCell,
  localWeekdayHour,
  MAX_UTC_OFFSET_HOURS,
  MIN_UTC_OFFSET_HOURS,
  normalizeUtcOffset,
  postingHeatmap,
  utcOffsetLabel,
  WEEKDAYS,
} from "./heatmap";
import { video } from "./testing/fixtures";
import { forAll, randomVideos } from "./testing/seeded-random";

const at = (iso: string, views: number | null = null) => video({ publishedAt: new Date(iso), views });

describe("normalizeUtcOffset", () => {
  it("keeps whole-hour offsets in −12..14", () => {
    expect([MIN_UTC_OFFSET_HOURS, MAX_UTC_OFFSET_HOURS]).toEqual([-12, 14]);
    for (const offset of [-12, -5, 0, 8, 14]) expect(normalizeUtcOffset(offset)).toBe(offset);
  });

  it("keeps half- and quarter-hour offsets, rounds to whole minutes and clamps to the range", () => {
    expect(normalizeUtcOffset(5.5)).toBe(5.5);
    expect(normalizeUtcOffset(5.75)).toBe(5.75);
    expect(normalizeUtcOffset(-3.5)).toBe(-3.5);
    expect(normalizeUtcOffset(8 + 1 / 120) * 60).toBeCloseTo(481, 9);
    expect(normalizeUtcOffset(20)).toBe(14);
    expect(normalizeUtcOffset(-13)).toBe(-12);
  });

  it("falls back to UTC for non-numbers and never returns -0", () => {
    expect(normalizeUtcOffset(Number.NaN)).toBe(0);
    expect(normalizeUtcOffset(Number.POSITIVE_INFINITY)).toBe(0);
    expect(normalizeUtcOffset(-0.004)).toBe(0);
    expect(Object.is(normalizeUtcOffset(-0.004), 0)).toBe(true);
  });
});

describe("utcOffsetLabel", () => {
  it("names whole, half- and quarter-hour zones", () => {
    expect(utcOffsetLabel(0)).toBe("UTC");
    expect(utcOffsetLabel(8)).toBe("UTC+8");
    expect(utcOffsetLabel(-5)).toBe("UTC-5");
    expect(utcOffsetLabel(5.5)).toBe("UTC+5:30");
    expect(utcOffsetLabel(5.75)).toBe("UTC+5:45");
    expect(utcOffsetLabel(-3.5)).toBe("UTC-3:30");
    expect(utcOffsetLabel(-0.5)).toBe("UTC-0:30");
  });
});

describe("localWeekdayHour", () => {
  it("reads UTC with offset 0 (2024-01-07 was a Sunday)", () => {
    expect(localWeekdayHour(new Date("2024-01-07T10:30:00Z"), 0)).toEqual({ weekday: 0, hour: 10 });
    expect(localWeekdayHour(new Date("2024-01-13T23:59:59Z"), 0)).toEqual({ weekday: 6, hour: 23 });
  });

  it("moves across midnight into the next or previous weekday", () => {
    expect(localWeekdayHour(new Date("2024-01-06T20:00:00Z"), 8)).toEqual({ weekday: 0, hour: 4 });
    expect(localWeekdayHour(new Date("2024-01-07T03:00:00Z"), -5)).toEqual({ weekday: 6, hour: 22 });
    expect(localWeekdayHour(new Date("2024-01-06T10:00:00Z"), 14)).toEqual({ weekday: 0, hour: 0 });
    expect(localWeekdayHour(new Date("2024-01-07T11:00:00Z"), -12)).toEqual({ weekday: 6, hour: 23 });
  });

  it("shifts by minutes: a +5:30 reader sees 03:00 UTC as 08:30, in hour 8 (not 9, as a +6 rounding gave)", () => {
    expect(localWeekdayHour(new Date("2024-01-07T03:00:00Z"), 5.5)).toEqual({ weekday: 0, hour: 8 });
    expect(localWeekdayHour(new Date("2024-01-07T18:20:00Z"), 5.75)).toEqual({ weekday: 1, hour: 0 });
    expect(localWeekdayHour(new Date("2024-01-07T02:00:00Z"), -3.5)).toEqual({ weekday: 6, hour: 22 });
  });

  it("handles dates before 1970", () => {
    expect(localWeekdayHour(new Date("1969-12-31T23:00:00Z"), 0)).toEqual({ weekday: 3, hour: 23 });
    expect(localWeekdayHour(new Date("1900-01-01T00:00:00Z"), 0)).toEqual({ weekday: 1, hour: 0 });
  });

  it("stays defined at the edges of the Date range", () => {
    const last = localWeekdayHour(new Date(8.64e15), 14);
    const first = localWeekdayHour(new Date(-8.64e15), -12);
    for (const { weekday, hour } of [last, first]) {
      expect(Number.isInteger(weekday) && weekday >= 0 && weekday < 7).toBe(true);
      expect(Number.isInteger(hour) && hour >= 0 && hour < 24).toBe(true);
    }
  });

  it("property: agrees with a shifted Date read in UTC", () => {
    forAll(500, (random) => {
      const moment = new Date(random.int(-4e12, 4e12));
      const offset = random.int(-12, 14);
      const shifted = new Date(moment.getTime() + offset * 3600 * 1000);
      expect(localWeekdayHour(moment, offset)).toEqual({ weekday: shifted.getUTCDay(), hour: shifted.getUTCHours() });
    });
  });
});

describe("postingHeatmap", () => {
  it("has all 168 cells, weekday-major, even when empty", () => {
    const heatmap = postingHeatmap([], 0);
    expect(heatmap.cells).toHaveLength(WEEKDAYS * HOURS_PER_DAY);
    heatmap.cells.forEach((cell, index) => {
      expect(cell).toEqual({ weekday: Math.floor(index / 24), hour: index % 24, count: 0, medianViews: null });
    });
    expect(heatmap).toMatchObject({ utcOffsetHours: 0, videoCount: 0, maxCount: 0 });
  });

  it("counts posts per cell and takes the median views of those with known views", () => {
    const heatmap = postingHeatmap(
      [
        at("2024-01-08T09:05:00Z", 100),
        at("2024-01-15T09:59:00Z", 300),
        at("2024-01-22T09:30:00Z", null),
        at("2024-01-10T18:00:00Z", 50),
        video({ views: 1_000_000 }),
      ],
      0,
    );
    expect(heatmapCell(heatmap, 1, 9)).toEqual({ weekday: 1, hour: 9, count: 3, medianViews: 200 });
    expect(heatmapCell(heatmap, 3, 18)).toEqual({ weekday: 3, hour: 18, count: 1, medianViews: 50 });
    expect(heatmap.videoCount).toBe(4);
    expect(heatmap.maxCount).toBe(3);
  });

  it("places posts in the team's time zone", () => {
    const videos = [at("2024-01-06T20:00:00Z", 10)];
    expect(heatmapCell(postingHeatmap(videos, 0), 6, 20)?.count).toBe(1);
    expect(heatmapCell(postingHeatmap(videos, 8), 0, 4)?.count).toBe(1);
    expect(heatmapCell(postingHeatmap(videos, 8), 6, 20)?.count).toBe(0);
  });

  it("reports the normalized offset it applied", () => {
    expect(postingHeatmap([], 99).utcOffsetHours).toBe(14);
    // +5:36 puts midnight UTC at 05:36, in hour 5 (a whole-hour rounding to +6 put it in hour 6).
    const shifted = postingHeatmap([at("2024-01-07T00:00:00Z")], 5.6);
    expect(shifted.utcOffsetHours * 60).toBeCloseTo(336, 9);
    expect(shifted.cells.find((cell) => cell.count === 1)?.hour).toBe(5);
  });

  it("skips invalid publish dates", () => {
    expect(postingHeatmap([video({ publishedAt: new Date("nope"), views: 5 })], 0).videoCount).toBe(0);
  });

  it("property: cell counts sum to the videos with a publish time", () => {
    forAll(300, (random) => {
      const videos = randomVideos(random, 60);
      const heatmap = postingHeatmap(videos, random.int(-12, 14));
      const published = videos.filter((entry) => entry.publishedAt !== null).length;
      expect(heatmap.cells.reduce((sum, cell) => sum + cell.count, 0)).toBe(published);
      expect(heatmap.videoCount).toBe(published);
      expect(heatmap.maxCount).toBe(Math.max(0, ...heatmap.cells.map((cell) => cell.count)));
      for (const cell of heatmap.cells) if (cell.count === 0) expect(cell.medianViews).toBeNull();
    });
  });

  it("property: an offset of k hours equals moving every post k hours at offset 0", () => {
    forAll(100, (random) => {
      const videos = randomVideos(random, 30);
      const offset = random.int(-12, 14);
      const moved = videos.map((entry) => ({
        ...entry,
        publishedAt: entry.publishedAt && new Date(entry.publishedAt.getTime() + offset * 3600 * 1000),
      }));
      expect(postingHeatmap(videos, offset).cells).toEqual(postingHeatmap(moved, 0).cells);
    });
  });
});

describe("heatmapCell", () => {
  const heatmap = postingHeatmap([at("2024-01-13T23:00:00Z", 1)], 0);

  it("finds the cell at weekday × hour", () => {
    expect(heatmapCell(heatmap, 6, 23)).toMatchObject({ weekday: 6, hour: 23, count: 1 });
    expect(heatmapCell(heatmap, 0, 0)).toMatchObject({ weekday: 0, hour: 0, count: 0 });
  });

  it.each([
    [-1, 0],
    [7, 0],
    [0, -1],
    [0, 24],
    [1.5, 2],
    [Number.NaN, 0],
  ])("is null outside the grid (%d, %d)", (weekday, hour) => {
    expect(heatmapCell(heatmap, weekday, hour)).toBeNull();
  });
});
