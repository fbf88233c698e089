// A parser refusal reworded for a form that tracks one kind only (the feeds form takes videos, the channels form and
// the analysis take accounts): the parser's own advice names both kinds, which contradicts such a form (QA s10
// item 11), and a link of the other kind is sent to the form that tracks it.
import type { PlatformName } from "../platforms";
import { PLATFORM_LABELS } from "./messages";
import type { ParseInputError } from "./types";

export type TrackedKind = "account" | "video";

/** What the form for each kind asks for, when the text could not be read at all. */
const ACCEPTED_FOR: Record<TrackedKind, string> = {
  account: "Paste a YouTube, TikTok, Instagram or Threads profile link, or an @handle.",
  video: "Paste a YouTube, TikTok, Instagram or Threads video or post link.",
};

const EXAMPLES_FOR: Record<PlatformName, Record<TrackedKind, string>> = {
  youtube: { account: "a channel link like youtube.com/@name", video: "a Shorts or video link" },
  tiktok: { account: "a profile link like tiktok.com/@name", video: "a video link" },
  instagram: { account: "a profile link like instagram.com/name/", video: "a post or reel link" },
  threads: { account: "a profile link like threads.com/@name", video: "a post link" },
};

/** The refusal of a link or handle of the other kind than the form tracks. */
export function otherKindMessage(expected: TrackedKind): string {
  return expected === "account"
    ? "This is a link to a single video: track it as a feed, or paste the account's link"
    : "This is a link to an account: track it as a channel, or paste a video's link";
}

/** The error's message as the form for `expected` should say it. */
export function refusalForKind(error: ParseInputError, expected: TrackedKind): string {
  const { linkKind, platform } = error.facts;
  if (linkKind && linkKind !== expected) return otherKindMessage(expected);
  switch (error.reason) {
    case "empty":
      return ACCEPTED_FOR[expected];
    case "unrecognized":
      return `We could not read that. ${ACCEPTED_FOR[expected]}`;
    case "unsupported_site":
      return error.facts.host
        ? `Links from ${error.facts.host} are not supported. ${ACCEPTED_FOR[expected]}`
        : error.message;
    case "needs_platform":
      // Text that is not a link (an @handle, or a bare video id): the feeds form tracks videos by their link only.
      return expected === "video"
        ? `A feed is tracked by its video's link (an @handle is tracked as a channel). ${ACCEPTED_FOR.video}`
        : error.message;
    case "reserved_path":
      // The parser's sentence says "is not a profile", which on the feeds form reads as if a profile would do.
      return expected === "video" && platform
        ? `This ${PLATFORM_LABELS[platform]} link is not a video. Paste ${EXAMPLES_FOR[platform].video}.`
        : defaultRefusal(error, expected);
    default:
      return defaultRefusal(error, expected);
  }
}

/** The parser's sentence on what is wrong with a link, with the form's own advice instead of the parser's. */
function defaultRefusal(error: ParseInputError, expected: TrackedKind): string {
  const { platform, problem } = error.facts;
  return platform && problem ? `${problem} Paste ${EXAMPLES_FOR[platform][expected]}.` : error.message;
}
