// Shortcodes are what users paste (instagram.com/reel/CODE/); Graph media ids (179…) are a different numbering
// from the web's ids, so media are matched on the shortcode, read from `permalink` when the field is missing.
import "server-only";

/** yt-dlp's post pattern (reference §3.6): /p/X, /reel/X, /reels/X, /tv/X, optionally after /{user}. */
const POST_PATH =
  /^https?:\/\/(?:www\.)?instagram\.com(?:\/(?!share\/)[^/?#]+)?\/(?:p|tv|reels?(?!\/audio\/))\/([^/?#&]+)/;

export function shortcodeFromPermalink(permalink: unknown): string | null {
  if (typeof permalink !== "string") return null;
  return POST_PATH.exec(permalink)?.[1] ?? null;
}
