// Telling a Short from a regular video. The Data API has no such field, so the adapter uses, best first
// (platform-apis.md §1.5):
//   1. membership of the channel's auto-generated Shorts playlist (UUSH + channel id without UC) — shorts-walk.ts;
//   2. the duration rule below, only when that playlist cannot be read.
// The /shorts/ redirect probe is not used: it costs a request per video, and YouTube answers it wrongly for IPs it
// flags, which a self-hosted tracker on a server address easily is.
import "server-only";

/** From this day uploads up to 3 minutes can be Shorts; before it, only up to 60 s (older ones keep that rule). */
export const THREE_MINUTE_SHORTS_FROM = new Date("2024-10-15T00:00:00Z");

const OLD_LIMIT_SECONDS = 60;
const NEW_LIMIT_SECONDS = 180;

/**
 * The duration rule. It cannot see aspect ratio, so a short horizontal video is a false positive; only a fallback.
 * Null when it cannot decide: no duration (live, upcoming), or a 61–180 s video without a publish date.
 */
export function isShortByDuration(durationSeconds: number | null, publishedAt: Date | null): boolean | null {
  if (durationSeconds === null || durationSeconds <= 0) return null;
  if (durationSeconds <= OLD_LIMIT_SECONDS) return true;
  if (durationSeconds > NEW_LIMIT_SECONDS) return false;
  if (publishedAt === null) return null;
  return publishedAt.getTime() >= THREE_MINUTE_SHORTS_FROM.getTime();
}

/** The channel's Shorts-only playlist id, or null for an id that is not of the UC… form. */
export function shortsPlaylistId(channelId: string): string | null {
  return /^UC[\w-]+$/.test(channelId) ? `UUSH${channelId.slice(2)}` : null;
}
