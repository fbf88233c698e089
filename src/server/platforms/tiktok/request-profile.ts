// Headers that make our requests look like a desktop Chrome visit. TikTok serves bot-challenge pages to clients
// that do not look like a browser (reference §2.5), so the page and API requests carry what Chrome sends for a
// page load and for a same-origin XHR. Bump the version now and then: a stale Chrome stands out. Headers cannot
// fix the TLS fingerprint; yt-dlp needs browser impersonation for that (reference §2.5).
import "server-only";

const CHROME_MAJOR = "142";

export const DESKTOP_CHROME_USER_AGENT = `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${CHROME_MAJOR}.0.0.0 Safari/537.36`;

/**
 * yt-dlp resolves short links with this crawler User-Agent (reference §2.6): TikTok answers it with a plain
 * redirect to the canonical URL instead of an app-download interstitial.
 */
export const SHORT_LINK_USER_AGENT = "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)";

const CLIENT_HINTS = {
  "sec-ch-ua": `"Chromium";v="${CHROME_MAJOR}", "Google Chrome";v="${CHROME_MAJOR}", "Not_A Brand";v="99"`,
  "sec-ch-ua-mobile": "?0",
  "sec-ch-ua-platform": '"Windows"',
};

/**
 * A top-level navigation to an HTML page (profile or video page). No Sec-Fetch-* headers: Node's fetch always
 * sends `Sec-Fetch-Mode: cors`, and a browser never pairs that with `Sec-Fetch-Dest: document`, so claiming a
 * navigation would make the request look less like a browser, not more.
 */
export function pageHeaders(): Record<string, string> {
  return {
    "User-Agent": DESKTOP_CHROME_USER_AGENT,
    Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8",
    "Accept-Language": "en-US,en;q=0.9",
    "Cache-Control": "no-cache",
    Pragma: "no-cache",
    ...CLIENT_HINTS,
    "Upgrade-Insecure-Requests": "1",
  };
}

/** The web app's own XHR to a JSON endpoint, made from the profile page it was loaded on. */
export function apiHeaders(referer: string): Record<string, string> {
  return {
    "User-Agent": DESKTOP_CHROME_USER_AGENT,
    Accept: "application/json, text/plain, */*",
    "Accept-Language": "en-US,en;q=0.9",
    Referer: referer,
    ...CLIENT_HINTS,
    "Sec-Fetch-Dest": "empty",
    "Sec-Fetch-Mode": "cors",
    "Sec-Fetch-Site": "same-origin",
  };
}

export function shortLinkHeaders(): Record<string, string> {
  return {
    "User-Agent": SHORT_LINK_USER_AGENT,
    Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
    "Accept-Language": "en-US,en;q=0.9",
  };
}
