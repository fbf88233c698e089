// Share and short links (vm.tiktok.com/X, instagram.com/share/…, threads.com/share/…) name nothing by themselves:
// follow their Location headers ourselves, a few hops at most, and stop at the first URL that names an account or
// a video, without fetching that page.
import "server-only";
import { NotFoundError, UpstreamError } from "./errors";
import type { HttpSource } from "./http-source";

export const MAX_SHORT_LINK_HOPS = 5;

export interface ShortLinkRules {
  /** The canonical URL when `url` names an account or a video, else null. */
  land: (url: URL) => string | null;
  /** A URL on the platform that leads nowhere (home page, not-found page): the link is dead. */
  deadEnd?: (url: URL) => boolean;
  headers?: HeadersInit;
  /** "TikTok", "Instagram"…: for messages. */
  label: string;
}

export async function followShortLink(url: string, source: HttpSource, rules: ShortLinkRules): Promise<string> {
  const name = source.policy.name;
  let current = new URL(url);
  for (let hops = 0; ; hops += 1) {
    const landed = rules.land(current);
    if (landed) return landed;
    if (hops > 0 && rules.deadEnd?.(current)) {
      throw new NotFoundError(name, `This ${rules.label} link does not lead to a video or an account`);
    }
    if (hops >= MAX_SHORT_LINK_HOPS) {
      throw new UpstreamError(name, `The ${rules.label} link redirected more than ${MAX_SHORT_LINK_HOPS} times`);
    }
    const response = await source.request(current, { headers: rules.headers, redirect: "manual" });
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current);
      continue;
    }
    if (response.status === 404 || response.status === 410) {
      throw new NotFoundError(name, `This ${rules.label} link does not exist`);
    }
    throw new UpstreamError(
      name,
      `The ${rules.label} link answered ${response.status} instead of redirecting to a video or account`,
      response.status,
    );
  }
}
