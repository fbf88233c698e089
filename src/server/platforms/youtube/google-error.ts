// Google's JSON error envelope ({ error: { code, message, errors[], status, details[] } }) to typed adapter errors.
// HttpSource already turns 429 and 5xx into RateLimited/Upstream errors; everything else that is not 2xx lands here.
import "server-only";
import {
  NotConfiguredError,
  NotFoundError,
  type PlatformError,
  QuotaExceededError,
  RateLimitedError,
  UpstreamError,
} from "../errors";
import { YOUTUBE_SOURCE } from "./constants";

export interface GoogleError {
  message: string;
  /** `errors[].reason`, e.g. quotaExceeded, keyInvalid, playlistNotFound. */
  reasons: string[];
  /** `errors[].domain`, e.g. youtube.quota, usageLimits. */
  domains: string[];
  /** `details[].reason` from google.rpc.ErrorInfo on newer front-ends, e.g. API_KEY_INVALID. */
  detailReasons: string[];
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function stringsAt(list: unknown, key: string): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const value = record(entry)?.[key];
    return typeof value === "string" ? [value] : [];
  });
}

/** Reads the envelope out of a response body; null when the body is not one (an HTML error page, say). */
export function readGoogleError(body: string): GoogleError | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const error = record(record(parsed)?.error);
  if (!error) return null;
  return {
    message: typeof error.message === "string" ? error.message : "",
    reasons: stringsAt(error.errors, "reason"),
    domains: stringsAt(error.errors, "domain"),
    detailReasons: stringsAt(error.details, "reason"),
  };
}

const QUOTA_REASONS = new Set(["quotaExceeded", "dailyLimitExceeded"]);
const KEY_INVALID_REASONS = new Set(["keyInvalid", "keyExpired", "API_KEY_INVALID", "API_KEY_EXPIRED"]);
// The key is fine but its project cannot use the API: the API is disabled, or the key's restrictions exclude us.
const ACCESS_REASONS = new Set([
  "accessNotConfigured",
  "ipRefererBlocked",
  "SERVICE_DISABLED",
  "API_KEY_SERVICE_BLOCKED",
  "API_KEY_HTTP_REFERRER_BLOCKED",
  "API_KEY_IP_ADDRESS_BLOCKED",
]);
const RATE_REASONS = new Set(["rateLimitExceeded", "userRateLimitExceeded", "RATE_LIMIT_EXCEEDED"]);
const NOT_FOUND_REASONS = new Set(["playlistNotFound", "channelNotFound", "videoNotFound"]);

function isKeyInvalid(error: GoogleError): boolean {
  const reasons = [...error.reasons, ...error.detailReasons];
  if (reasons.some((reason) => KEY_INVALID_REASONS.has(reason))) return true;
  // Current front-ends answer a bad key with the generic badRequest reason; only the message tells.
  return error.reasons.includes("badRequest") && /api key/i.test(error.message);
}

/** The typed error for a non-2xx answer that HttpSource handed back (4xx other than 429). */
export function classifyGoogleError(status: number, body: string): PlatformError {
  const error = readGoogleError(body);
  const reasons = error ? [...error.reasons, ...error.detailReasons] : [];
  const has = (set: Set<string>) => reasons.some((reason) => set.has(reason));

  if (error && (has(QUOTA_REASONS) || error.domains.includes("youtube.quota"))) {
    return new QuotaExceededError(
      YOUTUBE_SOURCE,
      "The YouTube Data API daily quota is used up; it resets at midnight Pacific Time",
    );
  }
  if (error && isKeyInvalid(error)) {
    return new NotConfiguredError(YOUTUBE_SOURCE, "The YouTube API key is invalid; check YOUTUBE_API_KEY");
  }
  if (has(ACCESS_REASONS)) {
    return new NotConfiguredError(
      YOUTUBE_SOURCE,
      `The YouTube API key cannot use the Data API (disabled or restricted): ${error?.message ?? status}`,
    );
  }
  if (status === 401) {
    return new NotConfiguredError(YOUTUBE_SOURCE, "YouTube refused the credentials (401)");
  }
  if (has(RATE_REASONS)) return new RateLimitedError(YOUTUBE_SOURCE, null);
  if (status === 404 || has(NOT_FOUND_REASONS)) return new NotFoundError(YOUTUBE_SOURCE);
  const detail = error ? `${reasons[0] ?? "error"}: ${error.message}` : "no error details";
  return new UpstreamError(YOUTUBE_SOURCE, `YouTube answered ${status} (${detail})`, status);
}
