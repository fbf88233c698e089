// The YouTube adapter: YouTube Data API v3 with an API key (platform-apis.md §1). Every call here is a list call that
// costs one quota unit; quotaUsed() counts them, failed and retried ones included, as YouTube does.
import "server-only";
import type { HttpDeps } from "../http-source";
import type { PlatformAdapter } from "../types";
import { assertConfigured, createYouTubeApi } from "./api-client";
import { YOUTUBE_SOURCE } from "./constants";
import { fetchVideosById } from "./fetch-videos";
import { listChannelUploads } from "./list-videos";
import { mapChannel } from "./map";
import { resolveChannel } from "./resolve-channel";

export interface YouTubeAdapterConfig {
  /** Empty means not configured: every call fails with NotConfiguredError before any request. */
  apiKey: string;
  /** Data API host, e.g. https://www.googleapis.com (tests: the fixture server). */
  baseUrl: string;
  /** For profile and video links, e.g. https://www.youtube.com. */
  webBaseUrl: string;
  /** Per attempt; HttpSource's default otherwise. */
  timeoutMs?: number;
}

export interface YouTubeAdapter extends PlatformAdapter {
  platform: "youtube";
  source: typeof YOUTUBE_SOURCE;
  /** Quota units spent by this adapter instance: one per request sent, failed and retried ones included. */
  quotaUsed(): number;
}

export function createYouTubeAdapter(config: YouTubeAdapterConfig, deps: Partial<HttpDeps> = {}): YouTubeAdapter {
  const api = createYouTubeApi(config, deps);
  return {
    platform: "youtube",
    source: YOUTUBE_SOURCE,
    // 1 unit (2 when a handle without "@" turns out to be a legacy username).
    async fetchAccount(ref) {
      assertConfigured(config);
      return mapChannel(await resolveChannel(api, ref), config.webBaseUrl);
    },
    // First page: 1 (channel) + ceil(limit/50) (uploads) + ceil(limit/50) (videos) + ~1 (Shorts); later pages
    // skip the channel call.
    async listAccountVideos(ref, options) {
      assertConfigured(config);
      return listChannelUploads(api, ref, options, config.webBaseUrl);
    },
    // ceil(unique ids / 50) units.
    async fetchVideos(refs) {
      // Checked here too so that an empty list still reports the missing key.
      assertConfigured(config);
      return fetchVideosById(api, refs, config.webBaseUrl);
    },
    quotaUsed: () => api.callsMade(),
  };
}
