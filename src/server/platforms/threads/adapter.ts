// Threads through the official Threads API (reference §4): public profiles and their posts through the Profile
// Discovery API (profile_lookup, profile_posts), and each post's counts through its insights. Insights are given for
// the token's own users' posts only, so other profiles' posts are listed with null counts.
import "server-only";
import { NotConfiguredError, NotFoundError } from "../errors";
import { type HttpDeps, HttpSource } from "../http-source";
import { normalizeUsername } from "../meta-graph/username";
import type { AccountRef, PlatformAdapter } from "../types";
import { DEFAULT_LOOKUP_PAGES, findPostsByRefs, MAX_POSTS_PAGE } from "./find-posts";
import { toThreadsAccount } from "./map";
import { THREADS_SOURCE } from "./source";
import { createThreadsApi, type ThreadsApiConfig } from "./threads-api";
import { toVideosWithInsights } from "./with-insights";

export interface ThreadsAdapterConfig extends ThreadsApiConfig {
  timeoutMs?: number;
  /** Pages of an author's posts fetchVideos walks looking for a post (default 10, i.e. the newest 1,000 posts). */
  lookupPages?: number;
}

export function createThreadsAdapter(config: ThreadsAdapterConfig, deps: Partial<HttpDeps> = {}): PlatformAdapter {
  const http = new HttpSource(
    {
      name: THREADS_SOURCE,
      ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
      outbound: { hosts: ["threads.net"], baseUrls: [config.baseUrl] },
    },
    deps,
  );
  const api = createThreadsApi(config, http);
  const lookupPages = Math.max(1, config.lookupPages ?? DEFAULT_LOOKUP_PAGES);

  function requireConfigured() {
    if (!config.accessToken.trim()) {
      throw new NotConfiguredError(THREADS_SOURCE, "Threads needs THREADS_ACCESS_TOKEN (a Threads user token)");
    }
  }

  /** Profile Discovery addresses profiles by exact username only; Threads handles follow Instagram's rules. */
  function requireUsername(ref: AccountRef): string {
    const username = normalizeUsername(ref.handle);
    if (!username) throw new NotFoundError(THREADS_SOURCE, "Threads profiles are looked up by a valid username");
    return username;
  }

  return {
    platform: "threads",
    source: THREADS_SOURCE,

    async fetchAccount(ref) {
      requireConfigured();
      const username = requireUsername(ref);
      return toThreadsAccount(await api.lookupProfile(username), username);
    },

    /** May answer fewer videos than `limit`: reposts of other people's posts are left out of the page. */
    async listAccountVideos(ref, options) {
      requireConfigured();
      const username = requireUsername(ref);
      const limit = Number.isFinite(options.limit)
        ? Math.min(Math.max(1, Math.floor(options.limit)), MAX_POSTS_PAGE)
        : MAX_POSTS_PAGE;
      const page = await api.profilePosts(username, { limit, after: options.cursor ?? null });
      return { videos: await toVideosWithInsights(api, page.posts), cursor: page.cursor };
    },

    async fetchVideos(refs) {
      requireConfigured();
      return findPostsByRefs(api, refs, lookupPages);
    },
  };
}
