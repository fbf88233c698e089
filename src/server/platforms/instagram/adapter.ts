// Instagram through the Graph API's business discovery (reference §3): other Business/Creator accounts' profile
// counts and their media's likes and comments, read through our own professional account. Views, shares, saves and
// durations of other accounts' media are not available from this source and stay null.
import "server-only";
import { NotConfiguredError, NotFoundError } from "../errors";
import { type HttpDeps, HttpSource } from "../http-source";
import { normalizeUsername } from "../meta-graph/username";
import type { AccountRef, NormalizedVideo, PlatformAdapter } from "../types";
import { type BusinessDiscoveryConfig, createBusinessDiscovery } from "./business-discovery";
import { DEFAULT_LOOKUP_PAGES, findMediaByRefs, MAX_MEDIA_PAGE } from "./find-media";
import { toInstagramAccount, toInstagramVideo } from "./map";
import { INSTAGRAM_SOURCE } from "./source";

export interface InstagramAdapterConfig extends BusinessDiscoveryConfig {
  timeoutMs?: number;
  /** Pages of an author's media fetchVideos walks looking for a Reel (default 10, i.e. the newest 500 media). */
  lookupPages?: number;
}

export function createInstagramAdapter(config: InstagramAdapterConfig, deps: Partial<HttpDeps> = {}): PlatformAdapter {
  const http = new HttpSource(
    {
      name: INSTAGRAM_SOURCE,
      ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
      outbound: { hosts: ["facebook.com"], baseUrls: [config.baseUrl] },
    },
    deps,
  );
  const discovery = createBusinessDiscovery(config, http);
  const lookupPages = Math.max(1, config.lookupPages ?? DEFAULT_LOOKUP_PAGES);

  function requireConfigured() {
    if (!config.accessToken.trim()) {
      throw new NotConfiguredError(INSTAGRAM_SOURCE, "Instagram needs INSTAGRAM_ACCESS_TOKEN (a Facebook user token)");
    }
    if (!config.businessId.trim()) {
      throw new NotConfiguredError(
        INSTAGRAM_SOURCE,
        "Instagram needs INSTAGRAM_BUSINESS_ID (the id of our own Instagram professional account)",
      );
    }
  }

  /** Business discovery addresses accounts by username only; an id alone cannot be looked up. */
  function requireUsername(ref: AccountRef): string {
    const username = normalizeUsername(ref.handle);
    if (!username) {
      throw new NotFoundError(INSTAGRAM_SOURCE, "Instagram accounts are looked up by a valid username");
    }
    return username;
  }

  return {
    platform: "instagram",
    source: INSTAGRAM_SOURCE,

    async fetchAccount(ref) {
      requireConfigured();
      return toInstagramAccount(await discovery.account(requireUsername(ref)));
    },

    async listAccountVideos(ref, options) {
      requireConfigured();
      const username = requireUsername(ref);
      const limit = Number.isFinite(options.limit)
        ? Math.min(Math.max(1, Math.floor(options.limit)), MAX_MEDIA_PAGE)
        : MAX_MEDIA_PAGE;
      const page = await discovery.mediaPage(username, { limit, after: options.cursor ?? null });
      const videos = page.media
        .map((row) => toInstagramVideo(row, page.accountId))
        .filter((video): video is NormalizedVideo => video !== null);
      return { videos, cursor: page.cursor };
    },

    async fetchVideos(refs) {
      requireConfigured();
      return findMediaByRefs(discovery, refs, lookupPages);
    },
  };
}
