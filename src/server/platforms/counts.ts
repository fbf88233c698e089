// Wire values to normalized ones. Counts arrive as strings (YouTube, TikTok statsV2) or numbers; anything that is
// not a non-negative whole number is unknown (null), never 0.
import "server-only";

export function parseCount(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? Math.floor(value) : null;
  if (typeof value === "string" && /^\s*\d+\s*$/.test(value)) {
    const n = Number(value);
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

/** ISO 8601 durations as YouTube sends them (PT1M3S, P1DT2H, PT0S) to seconds; null when absent or odd. */
export function parseIsoDuration(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(value);
  if (!match || value === "P" || value === "PT") return null;
  const [, d = "0", h = "0", m = "0", s = "0"] = match;
  return Number(d) * 86_400 + Number(h) * 3_600 + Number(m) * 60 + Math.round(Number(s));
}

/** RFC 3339 / ISO 8601 strings, or Unix seconds as number or string, to a Date; null when unreadable. */
export function parseTime(value: unknown): Date | null {
  if (typeof value === "number" || (typeof value === "string" && /^\d{9,11}$/.test(value))) {
    const seconds = Number(value);
    return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
  }
  if (typeof value === "string" && value) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

export function textOrNull(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}
