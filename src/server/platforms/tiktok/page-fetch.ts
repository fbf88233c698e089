// GETs through the shared HttpSource (which already turns 429 and 5xx into typed errors after its retries) and
// classifies what is left: a landing on /login, other non-2xx answers, bodies that break off, and API answers that
// are empty or HTML (TikTok's usual bot-detection answers, reference §2.5).
import "server-only";
import { MalformedError, UpstreamError } from "../errors";
import type { HttpSource } from "../http-source";
import { TIKTOK_SOURCE } from "./constants";
import { layoutNotRecognized } from "./page-json";
import { apiHeaders, pageHeaders } from "./request-profile";

function landedOnLogin(response: Response): boolean {
  if (!response.url) return false;
  try {
    return /^\/login(?:\/|$)/.test(new URL(response.url).pathname);
  } catch {
    return false;
  }
}

async function discard(response: Response): Promise<void> {
  await response.body?.cancel().catch(() => undefined);
}

async function readText(response: Response, what: string): Promise<string> {
  try {
    return await response.text();
  } catch (cause) {
    throw new UpstreamError(TIKTOK_SOURCE, `TikTok stopped sending ${what} midway`, null, { cause });
  }
}

async function checkAnswer(response: Response, what: string): Promise<void> {
  // Redirects are followed; TikTok sends visitors it will not serve to /login (yt-dlp: "login required").
  if (landedOnLogin(response)) {
    await discard(response);
    throw layoutNotRecognized(`TikTok redirected ${what} to the login page`, response.status);
  }
  if (!response.ok) {
    await discard(response);
    // 404 included: "not found" verdicts come only from TikTok's own statusCode inside a page we recognize, so
    // a moved URL never marks every account as deleted.
    throw new UpstreamError(TIKTOK_SOURCE, `TikTok answered ${response.status} for ${what}`, response.status);
  }
}

/** The HTML of a profile or video page. */
export async function fetchPage(source: HttpSource, url: string, what: string): Promise<string> {
  const response = await source.request(url, { headers: pageHeaders(), redirect: "follow" });
  await checkAnswer(response, what);
  return readText(response, what);
}

/** The parsed JSON of a web API call. */
export async function fetchApiJson(source: HttpSource, url: string, referer: string, what: string): Promise<unknown> {
  const response = await source.request(url, { headers: apiHeaders(referer), redirect: "follow" });
  await checkAnswer(response, what);
  const text = (await readText(response, what)).trim();
  if (!text) throw new UpstreamError(TIKTOK_SOURCE, `TikTok sent an empty answer for ${what} (bot detection?)`);
  if (text.startsWith("<")) throw layoutNotRecognized(`${what} answered with an HTML page instead of JSON`);
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new MalformedError(TIKTOK_SOURCE, `TikTok's answer for ${what} is not valid JSON`, { cause });
  }
}
