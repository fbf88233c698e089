// Character sets and lengths of handles and ids per platform (reference §1.7, §2.6, §3.6, §4.5, §6). Exported so
// that servers (the demo platform, adapters) validate with the same rules the browser used.
import type { PlatformName } from "../platforms";

export const HANDLE_PATTERNS: Record<PlatformName, RegExp> = {
  // YouTube's own rule as yt-dlp cites it: 3–30 of letters, digits, "_", "-" and ".".
  youtube: /^[\w.-]{3,30}$/,
  tiktok: /^[\w.]{2,24}$/,
  instagram: /^[\w.]{1,30}$/,
  // Threads profiles are Instagram accounts, so the Instagram rule applies ([unconfirmed] in the reference).
  threads: /^[\w.]{1,30}$/,
};

/** How each rule reads in an error message. */
export const HANDLE_RULE_TEXT: Record<PlatformName, string> = {
  youtube: "3 to 30 letters, digits, underscores, hyphens or dots",
  tiktok: "2 to 24 letters, digits, underscores or dots",
  instagram: "1 to 30 letters, digits, underscores or dots",
  threads: "1 to 30 letters, digits, underscores or dots",
};

export const YOUTUBE_CHANNEL_ID = /^UC[\w-]{22}$/;
export const YOUTUBE_VIDEO_ID = /^[\w-]{11}$/;
/** Kept as a string: TikTok ids exceed 2^53. */
export const TIKTOK_VIDEO_ID = /^\d{15,21}$/;
/** TikTok's stable account id; it can be used directly instead of a handle (reference §2.6). */
export const TIKTOK_SEC_UID = /^MS4wLjABAAAA[\w-]{20,100}$/;
/** Instagram and Threads shortcodes (base-64 over A–Z a–z 0–9 - _; private Instagram ones run to ~40). */
export const SHORTCODE = /^[\w-]{1,80}$/;

export function isValidHandle(platform: PlatformName, handle: string): boolean {
  return HANDLE_PATTERNS[platform].test(handle);
}

/** Whether `id` has the shape of a video id on `platform` (Instagram and Threads: a shortcode or a numeric id). */
export function isWellFormedVideoId(platform: PlatformName, id: string): boolean {
  switch (platform) {
    case "youtube":
      return YOUTUBE_VIDEO_ID.test(id);
    case "tiktok":
      return TIKTOK_VIDEO_ID.test(id);
    case "instagram":
    case "threads":
      return SHORTCODE.test(id);
  }
}
