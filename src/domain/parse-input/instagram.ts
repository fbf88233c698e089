// Instagram links (reference §3.6): profiles instagram.com/name/ (and its tabs), posts and Reels
// /(name/)?(p|reel|reels|tv)/CODE, and /share/… links, which the server resolves by following the redirect.
import { accountByHandle, byShortUrl, videoById } from "./build";
import { reservedPath, unsupportedLink } from "./messages";
import type { LinkParts } from "./read-text";
import { SHORTCODE } from "./rules";
import type { ParsedInput } from "./types";

const MEDIA_PATHS = new Set(["p", "reel", "reels", "tv"]);
const PROFILE_TABS = new Set(["reels", "tagged", "saved", "feed", "channel", "followers", "following"]);

/**
 * First path segments that are Instagram pages, not usernames. yt-dlp names p, reel, reels, tv, stories, explore,
 * accounts, share and direct; the rest are site pages that a username can never take.
 */
const RESERVED = new Set([
  "about",
  "accounts",
  "api",
  "ar",
  "archive",
  "blog",
  "challenge",
  "developer",
  "direct",
  "directory",
  "download",
  "emails",
  "explore",
  "graphql",
  "help",
  "legal",
  "lite",
  "locations",
  "login",
  "nametag",
  "oauth",
  "press",
  "privacy",
  "session",
  "settings",
  "signup",
  "static",
  "stories",
  "terms",
  "topics",
  "web",
  "your_activity",
]);

function media(code: string | undefined, author?: string): ParsedInput {
  // /reels/audio/ID is a sound's page, not a Reel.
  if (code?.toLowerCase() === "audio") throw unsupportedLink("instagram", "a profile or a post");
  return videoById("instagram", code, SHORTCODE, "post or reel code", author);
}

export function parseInstagramLink(link: LinkParts): ParsedInput {
  const [first, second, third] = link.segments;
  if (!first) throw unsupportedLink("instagram");

  const keyword = first.toLowerCase();
  if (keyword === "share") {
    const rest = link.segments.slice(1);
    if (rest.length === 0) throw unsupportedLink("instagram");
    return byShortUrl("instagram", "video", `https://www.instagram.com/share/${rest.join("/")}/`);
  }
  if (MEDIA_PATHS.has(keyword)) {
    if (second === undefined) throw reservedPath("instagram", link.site.domain, first);
    return media(second);
  }
  if (RESERVED.has(keyword)) throw reservedPath("instagram", link.site.domain, first);

  const section = second?.toLowerCase();
  if (section === undefined) return accountByHandle("instagram", first);
  if (MEDIA_PATHS.has(section) && third !== undefined) return media(third, first);
  if (PROFILE_TABS.has(section) && third === undefined) return accountByHandle("instagram", first);
  throw unsupportedLink("instagram");
}
