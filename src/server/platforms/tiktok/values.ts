// Small readers for untyped JSON from TikTok pages: the payloads are undocumented, so every field is checked
// before use instead of trusting a declared shape.
import "server-only";

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function recordOrNull(value: unknown): JsonRecord | null {
  return isRecord(value) ? value : null;
}

/**
 * A numeric id as TikTok sends it: a string of digits. A number is accepted only while it is exact (ids above
 * 2^53 arrive as strings; a number that large has already lost digits in JSON.parse and must not be trusted).
 */
export function numericIdOrNull(value: unknown): string | null {
  if (typeof value === "string" && /^\d+$/.test(value)) return value;
  if (typeof value === "number" && Number.isSafeInteger(value) && value >= 0) return String(value);
  return null;
}

/** TikTok's `statusCode` (a number, occasionally a numeric string); null when absent. */
export function statusCodeOf(value: unknown): number | null {
  if (typeof value === "number" && Number.isInteger(value)) return value;
  if (typeof value === "string" && /^-?\d+$/.test(value)) return Number(value);
  return null;
}
