// TikTok links (reference §2.6): profiles tiktok.com/@name; videos /@name/video/ID, /@/video/ID, /@name/photo/ID,
// /embed/ID, /embed/v2/ID, /share/video/ID (also on tiktokv.com), m.tiktok.com/v/ID.html; short links
// vm.tiktok.com/CODE, vt.tiktok.com/CODE and tiktok.com/t/CODE, which the server resolves by following the redirect.
import { accountByHandle, byShortUrl, videoById } from "./build";
import { invalidId, unsupportedLink } from "./messages";
import type { LinkParts } from "./read-text";
import { TIKTOK_VIDEO_ID } from "./rules";
import type { ParsedInput } from "./types";

const SHORT_CODE = /^\w{1,40}$/;

function video(id: string | undefined, author?: string): ParsedInput {
  return videoById("tiktok", id, TIKTOK_VIDEO_ID, "video id", author);
}

function shortLink(code: string | undefined, base: string): ParsedInput {
  if (!code || !SHORT_CODE.test(code)) throw invalidId("tiktok", "short link code");
  return byShortUrl("tiktok", "video", `${base}/${code}/`);
}

/** /@name/…: the profile itself (or its live page), or one of its videos or photo posts. */
function underProfile(name: string, rest: string[]): ParsedInput {
  const [section, id] = rest;
  const keyword = section?.toLowerCase();
  if (keyword === "video" || keyword === "photo") {
    // /@/video/ID and yt-dlp's /@_/video/ID leave the author unknown.
    return video(id, name === "" || name === "_" ? undefined : name);
  }
  if (keyword === undefined || (keyword === "live" && id === undefined)) return accountByHandle("tiktok", name);
  throw unsupportedLink("tiktok");
}

export function parseTikTokLink(link: LinkParts): ParsedInput {
  const [first, second, third] = link.segments;
  if (link.site.role === "short") return shortLink(first, `https://${link.host}`);
  if (!first) throw unsupportedLink("tiktok");
  if (first.startsWith("@")) return underProfile(first.slice(1), link.segments.slice(1));

  const keyword = first.toLowerCase();
  const sub = second?.toLowerCase();
  if (keyword === "t") return shortLink(second, "https://www.tiktok.com/t");
  if (keyword === "embed") return video(sub === "v2" ? third : second);
  if (keyword === "share" && sub === "video") return video(third);
  if (keyword === "v") return video(second?.replace(/\.html$/i, ""));
  throw unsupportedLink("tiktok");
}
