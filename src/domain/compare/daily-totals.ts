// Per-day totals from raw snapshots, for the comparison's daily series (issue 19 item 3): a day of the team's time
// zone is known only when something was captured that day (a day without a snapshot is shown as such, never as
// zero growth); its value is the sum over every entity of its latest value up to the end of that day.
import { knownCount, knownDate } from "../analytics/known";
import { addDays } from "./series";

const HOUR_MS = 3_600_000;

export interface KeyedSample {
  /** The entity the value belongs to (a video id; one constant key for an account's followers). */
  key: number;
  capturedAt: Date;
  value: number | null;
}

/** YYYY-MM-DD of a moment in a zone of whole-hour offset (team_info.timezone). */
export function localDate(moment: Date, utcOffsetHours: number): string {
  return new Date(moment.getTime() + utcOffsetHours * HOUR_MS).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included (YYYY-MM-DD). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/**
 * One value per date of `dates` (ascending): null for a date with no known sample, else the sum over keys of each
 * key's latest known value at or before that day's end. Samples from before the first date seed the running values
 * (a video last refreshed before the window still counts with its last views).
 */
export function dailyTotals(
  samples: readonly KeyedSample[],
  dates: readonly string[],
  utcOffsetHours: number,
): (number | null)[] {
  const ordered = samples
    .filter((sample) => knownDate(sample.capturedAt) !== null && knownCount(sample.value) !== null)
    .map((sample) => ({ ...sample, day: localDate(sample.capturedAt, utcOffsetHours) }))
    .sort((a, b) => a.capturedAt.getTime() - b.capturedAt.getTime());
  const latest = new Map<number, number>();
  const totals: (number | null)[] = [];
  let cursor = 0;
  for (const date of dates) {
    let capturedToday = false;
    while (cursor < ordered.length) {
      const sample = ordered[cursor];
      if (sample === undefined || sample.day > date) break;
      latest.set(sample.key, sample.value as number);
      if (sample.day === date) capturedToday = true;
      cursor += 1;
    }
    let sum = 0;
    for (const value of latest.values()) sum += value;
    totals.push(capturedToday ? sum : null);
  }
  return totals;
}
