// Posting-time heatmap: when an account publishes and how those posts do, in the team's time zone.
import { knownCount, knownDate } from "./known";
import { median } from "./median";
import type { VideoStats } from "./types";

export const WEEKDAYS = 7;
export const HOURS_PER_DAY = 24;
/** The team time zone is a whole-hour UTC offset in this range (spec: team_info.timezone; validation.ts); a
 * browser's may be a fraction of an hour (+5:30). */
export const MIN_UTC_OFFSET_HOURS = -12;
export const MAX_UTC_OFFSET_HOURS = 14;

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = HOURS_PER_DAY * HOUR_MS;
const EPOCH_WEEKDAY = 4;

function positiveModulo(value: number, divisor: number): number {
  return ((value % divisor) + divisor) % divisor;
}

export interface HeatmapCell {
  /** 0 = Sunday … 6 = Saturday, the Date#getDay convention the browser's formatters use. */
  weekday: number;
  /** 0–23, local to the offset. */
  hour: number;
  /** Videos published in this hour of the week. */
  count: number;
  /** Median views of those with known views; null when none. */
  medianViews: number | null;
}

export interface PostingHeatmap {
  /** The offset actually applied, after normalizeUtcOffset. */
  utcOffsetHours: number;
  /** All 168 cells, weekday-major: index = weekday × 24 + hour (see heatmapCell). */
  cells: HeatmapCell[];
  /** Videos with a known publish time (the sum of the cell counts). */
  videoCount: number;
  /** The largest cell count, for scaling the colours; 0 when empty. */
  maxCount: number;
}

/**
 * The offset to apply, in hours: rounded to a whole minute (India's +5:30 and Nepal's +5:45 stay as they are; review
 * finding 11) and clamped to −12..14. The API validates the team's time zone, so the clamp only guards against a
 * stale or hand-built value; a heatmap a few hours off beats a page that throws. Non-numbers fall back to UTC.
 */
export function normalizeUtcOffset(utcOffsetHours: number): number {
  return offsetMinutes(utcOffsetHours) / 60;
}

/** normalizeUtcOffset in whole minutes, so the arithmetic below stays in integers. */
function offsetMinutes(utcOffsetHours: number): number {
  if (!Number.isFinite(utcOffsetHours)) return 0;
  const minutes = Math.round(utcOffsetHours * 60);
  // `+ 0` turns the -0 that Math.round(-0.004) gives into 0, so results compare equal with toBe/Object.is.
  return Math.min(MAX_UTC_OFFSET_HOURS * 60, Math.max(MIN_UTC_OFFSET_HOURS * 60, minutes)) + 0;
}

/** The offset as the heatmap names its zone: "UTC", "UTC+8", "UTC+5:30", "UTC-3:30". */
export function utcOffsetLabel(utcOffsetHours: number): string {
  const minutes = offsetMinutes(utcOffsetHours);
  if (minutes === 0) return "UTC";
  const whole = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${minutes > 0 ? "+" : "-"}${whole}${rest === 0 ? "" : `:${String(rest).padStart(2, "0")}`}`;
}

/** Weekday and hour of a moment, seen from a UTC offset (whole minutes). */
export function localWeekdayHour(moment: Date, utcOffsetHours: number): { weekday: number; hour: number } {
  // Arithmetic on the epoch milliseconds, not a shifted Date: it ignores the runtime's own time zone and cannot
  // step outside the Date range (a shifted Date near year 275760 would be invalid and give NaN).
  const local = moment.getTime() + offsetMinutes(utcOffsetHours) * MINUTE_MS;
  const days = Math.floor(local / DAY_MS);
  const hour = Math.floor((local - days * DAY_MS) / HOUR_MS);
  // 1970-01-01 (day 0) was a Thursday, weekday 4.
  return { weekday: positiveModulo(days + EPOCH_WEEKDAY, WEEKDAYS), hour };
}

/** The cell at weekday × hour; null outside 0–6 × 0–23. */
export function heatmapCell(heatmap: PostingHeatmap, weekday: number, hour: number): HeatmapCell | null {
  if (!Number.isInteger(weekday) || !Number.isInteger(hour)) return null;
  if (weekday < 0 || weekday >= WEEKDAYS || hour < 0 || hour >= HOURS_PER_DAY) return null;
  return heatmap.cells[weekday * HOURS_PER_DAY + hour] ?? null;
}

export function postingHeatmap(videos: readonly VideoStats[], utcOffsetHours: number): PostingHeatmap {
  const offset = normalizeUtcOffset(utcOffsetHours);
  const counts = new Array<number>(WEEKDAYS * HOURS_PER_DAY).fill(0);
  const views: number[][] = Array.from({ length: WEEKDAYS * HOURS_PER_DAY }, () => []);
  let videoCount = 0;
  for (const video of videos) {
    const publishedAt = knownDate(video.publishedAt);
    if (publishedAt === null) continue;
    const { weekday, hour } = localWeekdayHour(publishedAt, offset);
    const index = weekday * HOURS_PER_DAY + hour;
    counts[index] = (counts[index] ?? 0) + 1;
    videoCount += 1;
    const count = knownCount(video.views);
    if (count !== null) views[index]?.push(count);
  }
  const cells = counts.map((count, index) => ({
    weekday: Math.floor(index / HOURS_PER_DAY),
    hour: index % HOURS_PER_DAY,
    count,
    medianViews: median(views[index] ?? []),
  }));
  return { utcOffsetHours: offset, cells, videoCount, maxCount: Math.max(0, ...counts) };
}
