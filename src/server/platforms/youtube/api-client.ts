// Calls to the three Data API v3 list endpoints the adapter needs. Every request goes through HttpSource (timeouts,
// retries of 429/5xx/network errors, circuit breaker); this module adds the API key, reads the body, and turns error
// envelopes and bodies of the wrong shape into typed errors. Nothing here retries: a 403 quotaExceeded comes back
// from HttpSource untouched and is thrown at once.
import "server-only";
import type { z } from "zod";
import { MalformedError, NotConfiguredError, UpstreamError } from "../errors";
import { type HttpDeps, HttpSource } from "../http-source";
import { MAX_PER_CALL, YOUTUBE_SOURCE, type YouTubeResource } from "./constants";
import { classifyGoogleError } from "./google-error";
import {
  type ChannelList,
  ChannelListSchema,
  type PlaylistItemList,
  PlaylistItemListSchema,
  type VideoList,
  VideoListSchema,
} from "./schemas";

export interface YouTubeApiConfig {
  apiKey: string;
  /** Scheme and host, e.g. https://www.googleapis.com; `/youtube/v3/<resource>` is appended. */
  baseUrl: string;
  timeoutMs?: number;
}

/** Exactly one channels.list filter. */
export type ChannelFilter = { id: string } | { forHandle: string } | { forUsername: string };

export interface PageRequest {
  maxResults: number;
  pageToken: string | null;
}

export interface YouTubeApi {
  listChannels(filter: ChannelFilter): Promise<ChannelList>;
  listPlaylistItems(playlistId: string, page: PageRequest): Promise<PlaylistItemList>;
  /** At most 50 ids; unknown, private and deleted ids are simply absent from the answer. */
  listVideos(ids: readonly string[]): Promise<VideoList>;
  /** Requests sent so far, retries included: YouTube charges a unit for each, failed ones too. */
  callsMade(): number;
}

const PARTS = "snippet,statistics,contentDetails";

/** Throws before any request when there is no API key. */
export function assertConfigured(config: Pick<YouTubeApiConfig, "apiKey">): void {
  if (!config.apiKey.trim()) {
    throw new NotConfiguredError(YOUTUBE_SOURCE, "YouTube is not configured: set YOUTUBE_API_KEY");
  }
}

export function createYouTubeApi(config: YouTubeApiConfig, deps: Partial<HttpDeps> = {}): YouTubeApi {
  // Spread only a defined timeout: HttpSource spreads the policy over its defaults, so `undefined` would erase them.
  const http = new HttpSource(
    {
      name: YOUTUBE_SOURCE,
      ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
      outbound: { hosts: ["googleapis.com"], baseUrls: [config.baseUrl] },
    },
    deps,
  );
  const root = config.baseUrl.replace(/\/+$/, "");

  async function get<Schema extends z.ZodType>(
    resource: YouTubeResource,
    params: Record<string, string>,
    schema: Schema,
  ): Promise<z.output<Schema>> {
    assertConfigured(config);
    const url = new URL(`${root}/youtube/v3/${resource}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set("key", config.apiKey);

    const response = await http.request(url, { headers: { accept: "application/json" } });
    let body: string;
    try {
      body = await response.text();
    } catch (cause) {
      // The timeout signal also covers the body, so a stalled body ends here rather than hanging.
      throw new UpstreamError(YOUTUBE_SOURCE, "YouTube's answer could not be read in full", response.status, { cause });
    }
    if (!response.ok) throw classifyGoogleError(response.status, body);
    return parseBody(resource, body, schema);
  }

  return {
    async listChannels(filter) {
      const [name, value] = Object.entries(filter)[0] ?? [];
      if (!name || value === undefined) throw new TypeError("channels.list needs one filter");
      return get("channels", { part: PARTS, [name]: value }, ChannelListSchema);
    },
    async listPlaylistItems(playlistId, page) {
      const params: Record<string, string> = {
        part: "snippet,contentDetails",
        playlistId,
        maxResults: String(clampPageSize(page.maxResults)),
      };
      if (page.pageToken) params.pageToken = page.pageToken;
      return get("playlistItems", params, PlaylistItemListSchema);
    },
    async listVideos(ids) {
      if (ids.length === 0 || ids.length > MAX_PER_CALL) {
        throw new RangeError(`videos.list takes 1 to ${MAX_PER_CALL} ids, not ${ids.length}`);
      }
      return get("videos", { part: PARTS, id: ids.join(",") }, VideoListSchema);
    },
    callsMade: () => http.calls,
  };
}

function clampPageSize(size: number): number {
  return Math.min(MAX_PER_CALL, Math.max(1, Math.floor(size)));
}

function parseBody<Schema extends z.ZodType>(
  resource: YouTubeResource,
  body: string,
  schema: Schema,
): z.output<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (cause) {
    throw new MalformedError(YOUTUBE_SOURCE, `YouTube's ${resource} answer is not JSON`, { cause });
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join(".") : "body";
    throw new MalformedError(YOUTUBE_SOURCE, `YouTube's ${resource} answer has an unexpected shape at ${where}`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}
