// Short links (vm.tiktok.com/X, vt.tiktok.com/X, tiktok.com/t/X) redirect to the canonical page (reference §2.6).
// We follow the Location headers ourselves, at most five hops, and stop as soon as one points at a canonical
// profile or video URL, which is returned cleaned (https, www host, no tracking query) without being fetched.
import { NotFoundError, UpstreamError } from "../errors";
import { type HttpDeps, HttpSource } from "../http-source";
import { TIKTOK_PUBLIC_ORIGIN, TIKTOK_SOURCE } from "./constants";
import { shortLinkHeaders } from "./request-profile";

export const MAX_SHORT_LINK_HOPS = 5;

const MAIN_HOST = /^(?:www\.|m\.)?tiktok\.com$/i;
const POST_PATH = /^\/@([\w.-]*)\/(video|photo)\/(\d+)\/?$/;
const SHARE_PATH = /^\/(?:share\/video|embed(?:\/v2)?)\/(\d+)\/?$/;
const PROFILE_PATH = /^\/@([\w.-]+)\/?$/;

/** `https://www.tiktok.com/@user/video/123` for a TikTok profile, video or photo URL; null for anything else. */
export function canonicalTikTokUrl(url: URL): string | null {
  if (!MAIN_HOST.test(url.hostname)) return null;
  const post = POST_PATH.exec(url.pathname);
  if (post) return `${TIKTOK_PUBLIC_ORIGIN}/@${post[1] || "_"}/${post[2]}/${post[3]}`;
  const share = SHARE_PATH.exec(url.pathname);
  if (share) return `${TIKTOK_PUBLIC_ORIGIN}/@_/video/${share[1]}`;
  const profile = PROFILE_PATH.exec(url.pathname);
  if (profile) return `${TIKTOK_PUBLIC_ORIGIN}/@${profile[1]}`;
  return null;
}

/** TikTok's own host but neither a short link nor a canonical page: the home page, /notfound… */
function isDeadEnd(url: URL): boolean {
  return MAIN_HOST.test(url.hostname) && !url.pathname.startsWith("/t/");
}

/** The adapter's config fits as is; only the timeout matters here, since the link is requested as given. */
export interface ShortLinkConfig {
  baseUrl?: string;
  timeoutMs?: number;
}

/**
 * The canonical URL a short link leads to. `url` is requested as given (tests pass fixture URLs); a link that
 * leads nowhere is NotFoundError, a chain longer than five hops or an odd answer is UpstreamError.
 */
export async function resolveTikTokShortLink(
  url: string,
  config: ShortLinkConfig = {},
  deps: Partial<HttpDeps> = {},
): Promise<string> {
  const source = new HttpSource({ name: TIKTOK_SOURCE, timeoutMs: config.timeoutMs ?? 15_000 }, deps);
  let current = new URL(url);
  for (let hops = 0; ; hops += 1) {
    const canonical = canonicalTikTokUrl(current);
    if (canonical) return canonical;
    if (isDeadEnd(current)) {
      throw new NotFoundError(TIKTOK_SOURCE, "This TikTok link does not lead to a video or an account");
    }
    if (hops >= MAX_SHORT_LINK_HOPS) {
      throw new UpstreamError(TIKTOK_SOURCE, `The TikTok link redirected more than ${MAX_SHORT_LINK_HOPS} times`);
    }
    const response = await source.request(current, { headers: shortLinkHeaders(), redirect: "manual" });
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current);
      continue;
    }
    if (response.status === 404 || response.status === 410) {
      throw new NotFoundError(TIKTOK_SOURCE, "This TikTok link does not exist");
    }
    throw new UpstreamError(
      TIKTOK_SOURCE,
      `The TikTok link answered ${response.status} instead of redirecting to a video or account`,
      response.status,
    );
  }
}
