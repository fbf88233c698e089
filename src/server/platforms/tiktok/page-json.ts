// Reads the JSON TikTok embeds in its HTML pages (reference §2.4): a
// `<script id="__UNIVERSAL_DATA_FOR_REHYDRATION__" type="application/json">` whose useful part sits under
// `__DEFAULT_SCOPE__["webapp.user-detail" | "webapp.video-detail"]`. Anything else (a bot challenge, a login wall,
// a redesign) is reported as a page layout we do not recognize, which is an upstream failure worth retrying later;
// a script that is there but does not hold JSON is a malformed answer.
import "server-only";
import { MalformedError, UpstreamError } from "../errors";
import { TIKTOK_SOURCE } from "./constants";
import { isRecord, type JsonRecord } from "./values";

export const UNIVERSAL_DATA_SCRIPT_ID = "__UNIVERSAL_DATA_FOR_REHYDRATION__";

export type PageScope = "webapp.user-detail" | "webapp.video-detail";

const UNIVERSAL_DATA_SCRIPT =
  /<script\b[^>]*\bid\s*=\s*["']?__UNIVERSAL_DATA_FOR_REHYDRATION__["']?(?:\s[^>]*)?>([\s\S]*?)<\/script\s*>/i;

/** The older layout TikTok-Api still tries; we do not parse it, but naming it makes the error actionable. */
const SIGI_STATE_SCRIPT = /<script\b[^>]*\bid\s*=\s*["']?(?:SIGI_STATE|sigi-persisted-data)\b/i;

export function layoutNotRecognized(detail: string, status: number | null = null): UpstreamError {
  return new UpstreamError(TIKTOK_SOURCE, `TikTok page layout not recognized: ${detail}`, status);
}

/** The parsed content of the rehydration script. */
export function extractUniversalData(html: string): unknown {
  const match = UNIVERSAL_DATA_SCRIPT.exec(html);
  if (!match) {
    const detail = SIGI_STATE_SCRIPT.test(html)
      ? "the page uses the older SIGI_STATE data, not __UNIVERSAL_DATA_FOR_REHYDRATION__"
      : "no __UNIVERSAL_DATA_FOR_REHYDRATION__ script (likely a bot challenge or login page)";
    throw layoutNotRecognized(detail);
  }
  const text = match[1]?.trim() ?? "";
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new MalformedError(TIKTOK_SOURCE, "TikTok page data (__UNIVERSAL_DATA_FOR_REHYDRATION__) is not valid JSON", {
      cause,
    });
  }
}

/** `__DEFAULT_SCOPE__[scope]` of a page, or a layout error naming what was missing. */
export function readPageScope(html: string, scope: PageScope): JsonRecord {
  const data = extractUniversalData(html);
  const defaultScope = isRecord(data) ? data.__DEFAULT_SCOPE__ : undefined;
  if (!isRecord(defaultScope)) throw layoutNotRecognized("the page data has no __DEFAULT_SCOPE__");
  const detail = defaultScope[scope];
  if (!isRecord(detail)) {
    const present = Object.keys(defaultScope).slice(0, 8).join(", ") || "nothing";
    throw layoutNotRecognized(`the page data has no "${scope}" (found: ${present})`);
  }
  return detail;
}
