// Short links (vm.tiktok.com/X, vt.tiktok.com/X, tiktok.com/t/X) redirect to the canonical page (reference §2.6).
// We follow the Location headers ourselves, at most five hops, and stop as soon as one points at a canonical
// profile or video URL, which is returned cleaned (https, www host, no tracking query) without being fetched.
import "server-only";
import { followShortLink } from "../follow-short-link";
import { type HttpDeps, HttpSource } from "../http-source";
import { SHARE_LINK_HOSTS } from "../share-url";
import { TIKTOK_PUBLIC_ORIGIN, TIKTOK_SOURCE } from "./constants";
import { shortLinkHeaders } from "./request-profile";

export { MAX_SHORT_LINK_HOPS } from "../follow-short-link";

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

/** The adapter's config fits as is; a configured base URL (the tests' fixture) is reachable besides tiktok.com. */
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
  const source = new HttpSource(
    {
      name: TIKTOK_SOURCE,
      timeoutMs: config.timeoutMs ?? 15_000,
      outbound: { hosts: SHARE_LINK_HOSTS.tiktok, baseUrls: config.baseUrl ? [config.baseUrl] : [] },
    },
    deps,
  );
  return followShortLink(url, source, {
    land: canonicalTikTokUrl,
    deadEnd: isDeadEnd,
    headers: shortLinkHeaders(),
    label: "TikTok",
  });
}
