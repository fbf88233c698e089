// Reads what a person pastes into a "track this" box — a link, an @handle or an id — into a reference a platform
// adapter can fetch (DESIGN.md §5, reference §6). Pure: it runs in the browser for instant feedback and on the
// server before anything is fetched.
//
// Short links (TikTok vm./vt./t/, Instagram and Threads /share/) and YouTube legacy channel URLs come back as
// `shortUrl`: the server follows the redirect (or reads the page) and parses the final URL again.

import { parseBare } from "./parse-input/bare";
import { parseInstagramLink } from "./parse-input/instagram";
import { platformMismatch } from "./parse-input/messages";
import { type LinkParts, readText } from "./parse-input/read-text";
import { parseThreadsLink } from "./parse-input/threads";
import { parseTikTokLink } from "./parse-input/tiktok";
import { type ParsedInput, ParseInputError, type ParseInputOptions } from "./parse-input/types";
import { parseYouTubeLink } from "./parse-input/youtube";
import type { PlatformName } from "./platforms";

export { ACCEPTED as ACCEPTED_INPUT_MESSAGE } from "./parse-input/messages";
export {
  HANDLE_PATTERNS,
  isValidHandle,
  isWellFormedVideoId,
  SHORTCODE,
  TIKTOK_SEC_UID,
  TIKTOK_VIDEO_ID,
  YOUTUBE_CHANNEL_ID,
  YOUTUBE_VIDEO_ID,
} from "./parse-input/rules";
export type { ParsedInput, ParseInputErrorReason, ParseInputOptions } from "./parse-input/types";
export { ParseInputError };

const LINK_PARSERS: Record<PlatformName, (link: LinkParts) => ParsedInput> = {
  youtube: parseYouTubeLink,
  tiktok: parseTikTokLink,
  instagram: parseInstagramLink,
  threads: parseThreadsLink,
};

/**
 * The account or video that `text` names. Throws a ParseInputError whose message says what is accepted.
 * `options.platform` is the platform the person picked: it gives a bare @handle its platform, and a link to
 * another platform is refused rather than silently tracked elsewhere.
 */
export function parseInput(text: string, options: ParseInputOptions = {}): ParsedInput {
  const reading = readText(text);
  if (reading.type === "bare") return parseBare(reading.token, options.platform);
  const { platform } = reading.link.site;
  if (options.platform && options.platform !== platform) throw platformMismatch(platform, options.platform);
  return LINK_PARSERS[platform](reading.link);
}

export type ParseInputResult =
  | { ok: true; value: ParsedInput }
  | { ok: false; message: string; reason: ParseInputError["reason"]; host?: string };

/** parseInput without throwing, for form validation. Errors other than ParseInputError still throw (bugs). */
export function parseInputSafe(text: string, options: ParseInputOptions = {}): ParseInputResult {
  try {
    return { ok: true, value: parseInput(text, options) };
  } catch (error) {
    if (error instanceof ParseInputError)
      return { ok: false, message: error.message, reason: error.reason, host: error.facts.host };
    throw error;
  }
}
