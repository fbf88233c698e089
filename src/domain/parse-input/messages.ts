// Readable refusals. Each names what is accepted, so the person knows what to paste instead.
import type { PlatformName } from "../platforms";
import { HANDLE_RULE_TEXT } from "./rules";
import { ParseInputError } from "./types";

export const PLATFORM_LABELS: Record<PlatformName, string> = {
  youtube: "YouTube",
  tiktok: "TikTok",
  instagram: "Instagram",
  threads: "Threads",
};

/** "a TikTok", "an Instagram". */
function aOrAn(platform: PlatformName): string {
  const label = PLATFORM_LABELS[platform];
  return /^[aeiou]/i.test(label) ? `an ${label}` : `a ${label}`;
}

export const ACCEPTED = "Paste a YouTube, TikTok, Instagram or Threads link, or an @handle.";

/** What a good link looks like on each platform, for "this link is not …" messages. */
const EXAMPLES: Record<PlatformName, string> = {
  youtube: "a channel link like youtube.com/@name, or a Shorts or video link",
  tiktok: "a profile link like tiktok.com/@name, or a video link",
  instagram: "a profile link like instagram.com/name/, or a post or reel link",
  threads: "a profile link like threads.com/@name, or a post link",
};

export function emptyInput(): ParseInputError {
  return new ParseInputError("empty", ACCEPTED);
}

export function unrecognized(): ParseInputError {
  return new ParseInputError("unrecognized", `We could not read that. ${ACCEPTED}`);
}

export function unsupportedSite(host: string): ParseInputError {
  return new ParseInputError("unsupported_site", `Links from ${host} are not supported. ${ACCEPTED}`, { host });
}

export function needsPlatform(name: string): ParseInputError {
  return new ParseInputError(
    "needs_platform",
    `Pick the platform for @${name}, or paste a link to the profile instead of the handle.`,
  );
}

export function invalidHandle(platform: PlatformName, handle: string): ParseInputError {
  return new ParseInputError(
    "invalid_handle",
    `"@${handle}" is not a valid ${PLATFORM_LABELS[platform]} handle: ` +
      `${aOrAn(platform)} handle has ${HANDLE_RULE_TEXT[platform]}.`,
  );
}

export function invalidId(platform: PlatformName, what: string, linkKind?: "account" | "video"): ParseInputError {
  return linkRefusal("invalid_id", platform, `This ${PLATFORM_LABELS[platform]} link has no valid ${what}.`, linkKind);
}

export function reservedPath(platform: PlatformName, host: string, segment: string): ParseInputError {
  return linkRefusal("reserved_path", platform, `${host}/${segment}/ is not ${aOrAn(platform)} profile.`);
}

export function unsupportedLink(platform: PlatformName, what = "a profile or a video"): ParseInputError {
  return linkRefusal(
    "unsupported_link",
    platform,
    `This ${PLATFORM_LABELS[platform]} link is not ${what} we can track.`,
  );
}

function linkRefusal(
  reason: "invalid_id" | "reserved_path" | "unsupported_link",
  platform: PlatformName,
  problem: string,
  linkKind?: "account" | "video",
): ParseInputError {
  return new ParseInputError(reason, `${problem} Paste ${EXAMPLES[platform]}.`, { platform, problem, linkKind });
}

export function platformMismatch(found: PlatformName, picked: PlatformName): ParseInputError {
  return new ParseInputError(
    "platform_mismatch",
    `This is ${aOrAn(found)} link, but ${PLATFORM_LABELS[picked]} is selected. ` +
      `Pick ${PLATFORM_LABELS[found]}, or paste ${aOrAn(picked)} link.`,
  );
}
