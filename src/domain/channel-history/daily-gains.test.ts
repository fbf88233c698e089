// Daily gains against hand-written expectations: every change below is worked out by hand from the series, not
// with the code under test. Covers the first day without a predecessor, days without a snapshot (a missing row,
// never zero growth, and the next day's change spanning the gap), unknown figures, and calendar arithmetic and
// day bucketing across daylight-saving changes.
import { describe, expect, it } from "vitest";
import { type ChannelDayValues, dailyGains } from "./daily-gains";
import { addDays, datesBetween, isCalendarDate, localDateOf } from "./local-date";

function day(date: string, followers: number | null, viewsTotal: number | null, extra: Partial<ChannelDayValues> = {}) {
  return { date, followers, following: 10, likesTotal: 500, videoCount: 20, viewsTotal, newVideos: 0, ...extra };
}

describe("dailyGains", () => {
  const series: ChannelDayValues[] = [
    day("2026-03-01", 1000, 50_000, { likesTotal: 400 }),
    day("2026-03-02", 1010, 50_700, { likesTotal: 430, newVideos: 2, videoCount: 22 }),
    // 2026-03-03 has no snapshot.
    day("2026-03-04", 1004, 51_000, { likesTotal: 430 }),
    day("2026-03-05", null, 51_200),
  ];

  it("lists every date of the range newest first, each change against the previous day with a value", () => {
    const rows = dailyGains(series, { from: "2026-03-01", to: "2026-03-05" });
    expect(rows.map((row) => row.date)).toEqual(["2026-03-05", "2026-03-04", "2026-03-03", "2026-03-02", "2026-03-01"]);
    const byDate = Object.fromEntries(rows.map((row) => [row.date, row]));
    // First day: values, but no predecessor, so no change (null, not 0).
    expect(byDate["2026-03-01"]).toMatchObject({
      missing: false,
      previousDate: null,
      followers: 1000,
      followersChange: null,
      viewsChange: null,
      likesChange: null,
    });
    expect(byDate["2026-03-02"]).toMatchObject({
      previousDate: "2026-03-01",
      followersChange: 10,
      viewsChange: 700,
      likesChange: 30,
      videoCountChange: 2,
      newVideos: 2,
    });
    // The day without a snapshot is missing: nothing is known, nothing reads as zero growth.
    expect(byDate["2026-03-03"]).toEqual({
      date: "2026-03-03",
      missing: true,
      previousDate: null,
      followers: null,
      followersChange: null,
      following: null,
      followingChange: null,
      viewsTotal: null,
      viewsChange: null,
      likesTotal: null,
      likesChange: null,
      videoCount: null,
      videoCountChange: null,
      newVideos: null,
    });
    // The day after the gap measures against 2026-03-02; a real loss stays negative; a real zero stays zero.
    expect(byDate["2026-03-04"]).toMatchObject({
      previousDate: "2026-03-02",
      followersChange: -6,
      viewsChange: 300,
      likesChange: 0,
      videoCountChange: -2,
    });
    // Followers unknown that day: no followers change, but views still change against the day before.
    expect(byDate["2026-03-05"]).toMatchObject({ followers: null, followersChange: null, viewsChange: 200 });
  });

  it("uses a day before the range as the first row's baseline, and skips a figure's unknown day", () => {
    const withUnknownFollowers = [...series, day("2026-03-06", 1030, 51_200)];
    const rows = dailyGains(withUnknownFollowers, { from: "2026-03-04", to: "2026-03-06" });
    expect(rows.map((row) => [row.date, row.followersChange, row.viewsChange])).toEqual([
      // 2026-03-05's followers are unknown, so 2026-03-06 measures against 2026-03-04's 1004.
      ["2026-03-06", 26, 0],
      ["2026-03-05", null, 200],
      ["2026-03-04", -6, 300],
    ]);
  });

  it("ignores series days after the range and answers missing rows for a range with no snapshot", () => {
    expect(dailyGains(series, { from: "2026-02-27", to: "2026-02-28" })).toMatchObject([
      { date: "2026-02-28", missing: true },
      { date: "2026-02-27", missing: true },
    ]);
    expect(dailyGains([], { from: "2026-03-02", to: "2026-03-01" })).toEqual([]);
  });

  it("walks the calendar across a daylight-saving change without skipping or repeating a date", () => {
    // Europe/Berlin moves to summer time on 2026-03-29 (a 23-hour day); the US falls back on 2026-11-01.
    expect(datesBetween("2026-03-28", "2026-03-31")).toEqual(["2026-03-28", "2026-03-29", "2026-03-30", "2026-03-31"]);
    expect(addDays("2026-11-01", 1)).toBe("2026-11-02");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    const dst = dailyGains([day("2026-03-28", 100, 1), day("2026-03-29", 103, 5), day("2026-03-30", 110, 9)], {
      from: "2026-03-28",
      to: "2026-03-30",
    });
    expect(dst.map((row) => [row.date, row.followersChange])).toEqual([
      ["2026-03-30", 7],
      ["2026-03-29", 3],
      ["2026-03-28", null],
    ]);
  });
});

describe("localDateOf", () => {
  it("puts a moment on the team's date for a fixed offset", () => {
    expect(localDateOf(new Date("2026-05-01T22:30:00Z"), 2)).toBe("2026-05-02");
    expect(localDateOf(new Date("2026-05-01T22:30:00Z"), 0)).toBe("2026-05-01");
    expect(localDateOf(new Date("2026-05-01T03:00:00Z"), -5)).toBe("2026-04-30");
  });

  it("follows a zone's daylight-saving change", () => {
    // Berlin is UTC+1 until 2026-03-29 01:00 UTC and UTC+2 after it.
    expect(localDateOf(new Date("2026-03-28T23:30:00Z"), "Europe/Berlin")).toBe("2026-03-29");
    expect(localDateOf(new Date("2026-03-29T21:59:00Z"), "Europe/Berlin")).toBe("2026-03-29");
    expect(localDateOf(new Date("2026-03-29T22:30:00Z"), "Europe/Berlin")).toBe("2026-03-30");
    // New York is UTC-4 until 2026-11-01 06:00 UTC and UTC-5 after it.
    expect(localDateOf(new Date("2026-11-01T03:30:00Z"), "America/New_York")).toBe("2026-10-31");
    expect(localDateOf(new Date("2026-11-02T04:30:00Z"), "America/New_York")).toBe("2026-11-01");
    expect(localDateOf(new Date("2026-11-02T05:30:00Z"), "America/New_York")).toBe("2026-11-02");
  });

  it("accepts only real calendar dates", () => {
    expect(isCalendarDate("2026-02-28")).toBe(true);
    expect(isCalendarDate("2026-02-30")).toBe(false);
    expect(isCalendarDate("2026-2-3")).toBe(false);
    expect(isCalendarDate("2026-02-28T00:00")).toBe(false);
  });
});
