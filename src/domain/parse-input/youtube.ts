// YouTube links (reference §1.7): channels by @handle, UC… id, legacy /user/ and custom /c/ or bare /NAME URLs;
// videos by watch?v=, youtu.be/, /shorts/, /live/, /embed/, /v/, /e/.
import { accountByHandle, accountById, byShortUrl, videoById } from "./build";
import { invalidId, reservedPath, unsupportedLink } from "./messages";
import type { LinkParts } from "./read-text";
import { YOUTUBE_CHANNEL_ID, YOUTUBE_VIDEO_ID } from "./rules";
import type { ParsedInput } from "./types";

const VIDEO_PATHS = new Set(["shorts", "live", "embed", "v", "e"]);

/** First path segments that are YouTube pages, not channel names (yt-dlp's list plus a few site pages). */
const RESERVED = new Set([
  "about",
  "account",
  "attribution_link",
  "browse",
  "channel",
  "clip",
  "courses",
  "create_channel",
  "explore",
  "feed",
  "feeds",
  "gaming",
  "get_video_info",
  "hashtag",
  "iframe_api",
  "index",
  "kids",
  "logout",
  "movies",
  "music",
  "oembed",
  "oops",
  "playlist",
  "podcasts",
  "post",
  "premium",
  "redirect",
  "results",
  "s",
  "search",
  "shared",
  "signin",
  "source",
  "storefront",
  "t",
  "trending",
  "upload",
  "w",
  "watch_popup",
  "yt",
]);

/** Legacy usernames and custom URLs predate handles and follow no published rule; this keeps out obvious junk. */
const LEGACY_NAME = /^[\w.-]{1,100}$/;

function videoId(value: string | null | undefined): ParsedInput {
  // youtu.be/ID&feature=share is a common mangled form: the id ends where a parameter begins.
  return videoById("youtube", value?.split("&", 1)[0], YOUTUBE_VIDEO_ID, "video id");
}

function legacyChannel(name: string | undefined, path: string): ParsedInput {
  if (!name || !LEGACY_NAME.test(name)) throw unsupportedLink("youtube");
  return { ...byShortUrl("youtube", "account", `https://www.youtube.com/${path}`), handle: name };
}

export function parseYouTubeLink(link: LinkParts): ParsedInput {
  const [first, second] = link.segments;
  if (link.site.role === "short") return videoId(first);
  if (!first) throw unsupportedLink("youtube");
  if (first.startsWith("@")) return accountByHandle("youtube", first.slice(1));

  const keyword = first.toLowerCase();
  if (keyword === "watch") return videoId(link.query.get("v"));
  if (VIDEO_PATHS.has(keyword)) {
    // /embed/videoseries?list=… is an embedded playlist, and "videoseries" happens to be 11 characters long.
    if (second === "videoseries") throw unsupportedLink("youtube");
    return videoId(second);
  }
  if (keyword === "channel") {
    if (!second || !YOUTUBE_CHANNEL_ID.test(second)) throw invalidId("youtube", "channel id", "account");
    return accountById("youtube", second);
  }
  if (keyword === "user" || keyword === "c") return legacyChannel(second, `${keyword}/${second ?? ""}`);
  if (RESERVED.has(keyword)) throw reservedPath("youtube", link.site.domain, first);
  return legacyChannel(first, first);
}
