// Calendar days of the channel history (issue 19): a team's day is a date in its time zone. Teams store a whole
// UTC offset in hours (spec: team_info.timezone is a number); an IANA zone name is accepted as well, so the series
// and its tests can follow daylight-saving changes. Dates are "YYYY-MM-DD" strings and day arithmetic is done on
// the calendar (Date.UTC), never by adding 24 hours to a local moment, so a 23- or 25-hour day moves by one date.

/** A team's time zone: an offset from UTC in hours (the stored form) or an IANA zone name. */
export type TimeZoneInput = number | string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `value` is a real calendar date written as YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  return at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
}

/** The date `days` calendar days after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`not a date: ${date}`);
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Every date from `from` to `to`, both included, oldest first (empty when `from` is after `to`). */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Whether an IANA zone name is known to this runtime. */
export function isTimeZoneName(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The date of the moment `at` in the time zone. */
export function localDateOf(at: Date, timeZone: TimeZoneInput): string {
  if (typeof timeZone === "number") return new Date(at.getTime() + timeZone * 3_600_000).toISOString().slice(0, 10);
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(at);
}
