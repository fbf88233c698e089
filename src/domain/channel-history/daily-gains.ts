// The daily gains table of a channel (issue 19 item 2, after Social Blade's): one row per day of a range, newest
// first. A day's change is measured against the latest earlier day that has a value for that figure, so a gap in
// the series never reads as zero growth: the day without a snapshot is a row marked missing, and the next day with
// one carries the change over the gap (with `previousDate` saying since when). The first day without any earlier
// value has no change (null), never 0.
import { datesBetween } from "./local-date";

/** One day of a channel's series: the last capture of that day in the team's time zone (null where unknown). */
export interface ChannelDayValues {
  date: string;
  followers: number | null;
  following: number | null;
  likesTotal: number | null;
  videoCount: number | null;
  /** Sum of the views of the channel's known videos at that capture. */
  viewsTotal: number | null;
  /** Videos of the channel published that day (known videos only). */
  newVideos: number | null;
}

export interface DailyGainsRow {
  date: string;
  /** No snapshot that day: every figure and change is null. */
  missing: boolean;
  /** The latest earlier day with a snapshot (what the changes are measured against, at most), or null. */
  previousDate: string | null;
  followers: number | null;
  followersChange: number | null;
  following: number | null;
  followingChange: number | null;
  viewsTotal: number | null;
  viewsChange: number | null;
  likesTotal: number | null;
  likesChange: number | null;
  videoCount: number | null;
  videoCountChange: number | null;
  newVideos: number | null;
}

type Figure = "followers" | "following" | "viewsTotal" | "likesTotal" | "videoCount";
const FIGURES: Figure[] = ["followers", "following", "viewsTotal", "likesTotal", "videoCount"];
const CHANGE_OF: Record<Figure, keyof DailyGainsRow> = {
  followers: "followersChange",
  following: "followingChange",
  viewsTotal: "viewsChange",
  likesTotal: "likesChange",
  videoCount: "videoCountChange",
};

function missingRow(date: string): DailyGainsRow {
  return {
    date,
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
  };
}

/**
 * The gains rows of every date from `from` to `to` (both included), newest first. Days of `series` before `from`
 * serve only as the baseline of the first days; days after `to` are ignored.
 */
export function dailyGains(series: readonly ChannelDayValues[], range: { from: string; to: string }): DailyGainsRow[] {
  const byDate = new Map(series.map((day) => [day.date, day]));
  const ordered = [...series].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // Latest known value of each figure, and the latest day with a snapshot, strictly before the current date.
  const last: Record<Figure, number | null> = {
    followers: null,
    following: null,
    viewsTotal: null,
    likesTotal: null,
    videoCount: null,
  };
  let lastDate: string | null = null;
  let cursor = 0;
  const absorbBefore = (date: string) => {
    while (cursor < ordered.length && (ordered[cursor] as ChannelDayValues).date < date) {
      const day = ordered[cursor] as ChannelDayValues;
      for (const figure of FIGURES) if (day[figure] !== null) last[figure] = day[figure];
      lastDate = day.date;
      cursor += 1;
    }
  };

  const rows: DailyGainsRow[] = [];
  for (const date of datesBetween(range.from, range.to)) {
    absorbBefore(date);
    const day = byDate.get(date);
    if (!day) {
      rows.push(missingRow(date));
      continue;
    }
    const row: DailyGainsRow = {
      ...missingRow(date),
      missing: false,
      previousDate: lastDate,
      newVideos: day.newVideos,
    };
    for (const figure of FIGURES) {
      const value = day[figure];
      const before = last[figure];
      row[figure] = value;
      (row as unknown as Record<string, number | null>)[CHANGE_OF[figure]] =
        value !== null && before !== null ? value - before : null;
    }
    rows.push(row);
  }
  return rows.reverse();
}
