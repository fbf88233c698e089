// Threads links on threads.net and threads.com (reference §4.5): profiles /@name (and its tabs), posts
// /@name/post/CODE and /t/CODE, and /share/… links, which the server resolves by following the redirect.
import { accountByHandle, byShortUrl, videoById } from "./build";
import { unsupportedLink } from "./messages";
import type { LinkParts } from "./read-text";
import { SHORTCODE } from "./rules";
import type { ParsedInput } from "./types";

const PROFILE_TABS = new Set(["replies", "media", "reposts"]);

function post(code: string | undefined, author?: string): ParsedInput {
  return videoById("threads", code, SHORTCODE, "post code", author);
}

export function parseThreadsLink(link: LinkParts): ParsedInput {
  const [first, second, third] = link.segments;
  if (!first) throw unsupportedLink("threads", "a profile or a post");

  if (first.startsWith("@")) {
    const name = first.slice(1);
    const section = second?.toLowerCase();
    if (section === "post") return post(third, name);
    if (section === undefined || (PROFILE_TABS.has(section) && third === undefined)) {
      return accountByHandle("threads", name);
    }
    throw unsupportedLink("threads", "a profile or a post");
  }

  const keyword = first.toLowerCase();
  if (keyword === "t") return post(second);
  if (keyword === "share" && second !== undefined) {
    return byShortUrl("threads", "video", `https://www.${link.site.domain}/share/${link.segments.slice(1).join("/")}/`);
  }
  throw unsupportedLink("threads", "a profile or a post");
}
