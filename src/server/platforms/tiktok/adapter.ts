// TikTok through its public web pages (reference §2.4): the profile page's `webapp.user-detail`, the video page's
// `webapp.video-detail`, and the profile listing endpoint yt-dlp uses. Every request goes through one HttpSource
// per adapter, so the concurrency cap, spacing, retries and circuit are shared by all callers.
import "server-only";
import { NotFoundError, PrivateError, UpstreamError } from "../errors";
import { DEFAULT_POLICY, type HttpDeps, HttpSource, type SourcePolicy } from "../http-source";
import type { AccountRef, NormalizedVideo, PlatformAdapter, VideoRef } from "../types";
import { TIKTOK_SOURCE } from "./constants";
import { createWebClientIdentity } from "./item-list";
import { listVideosFrom } from "./list-videos";
import { decodeListingCursor } from "./listing-cursor";
import { mapItem, mapUserDetail, type TikTokProfile } from "./map";
import { fetchPage } from "./page-fetch";
import { layoutNotRecognized, readPageScope } from "./page-json";
import { classifyProfileStatus, classifyVideoStatus } from "./status-codes";
import { recordOrNull, statusCodeOf } from "./values";

export { resolveTikTokShortLink } from "./short-link";

export interface TikTokAdapterConfig {
  /** https://www.tiktok.com in production; a fixture server in tests. */
  baseUrl: string;
  timeoutMs?: number;
  /** Fine tuning of the HTTP policy (tests turn spacing off). */
  policy?: Partial<Omit<SourcePolicy, "name">>;
}

/** Gentler than the default: TikTok blocks busy clients quickly (reference §2.5). */
const TIKTOK_POLICY: Partial<SourcePolicy> = { concurrency: 3, minIntervalMs: 250 };

/** secUids are `MS4wLjABAAAA` + 64 characters (reference §2.6); they can be listed without a profile request. */
const SEC_UID = /^MS4wLjABAAAA[\w-]{64}$/;

function handleOf(ref: AccountRef): string {
  const name = (ref.handle ?? ref.id ?? "").trim().replace(/^@/, "");
  if (!name) throw new TypeError("A TikTok account reference needs a handle or an id");
  return name;
}

export function createTikTokAdapter(config: TikTokAdapterConfig, deps: Partial<HttpDeps> = {}): PlatformAdapter {
  const baseUrl = config.baseUrl.replace(/\/+$/, "");
  const source = new HttpSource(
    {
      ...TIKTOK_POLICY,
      ...config.policy,
      name: TIKTOK_SOURCE,
      timeoutMs: config.timeoutMs ?? config.policy?.timeoutMs ?? DEFAULT_POLICY.timeoutMs,
      outbound: { hosts: ["tiktok.com"], baseUrls: [baseUrl] },
    },
    deps,
  );
  const now = deps.now ?? Date.now;
  const identity = createWebClientIdentity(deps.random ?? Math.random);

  async function fetchProfile(ref: AccountRef): Promise<TikTokProfile> {
    const handle = handleOf(ref);
    const html = await fetchPage(source, `${baseUrl}/@${encodeURIComponent(handle)}`, `the profile page of @${handle}`);
    const detail = readPageScope(html, "webapp.user-detail");
    const status = statusCodeOf(detail.statusCode);
    switch (classifyProfileStatus(status)) {
      case "not_found":
        throw new NotFoundError(TIKTOK_SOURCE);
      case "private":
        throw new PrivateError(TIKTOK_SOURCE);
      case "unknown": {
        const message = typeof detail.statusMsg === "string" && detail.statusMsg ? ` (${detail.statusMsg})` : "";
        throw new UpstreamError(TIKTOK_SOURCE, `TikTok answered status ${status}${message} for @${handle}`);
      }
      case "ok":
        return mapUserDetail(detail);
    }
  }

  /** null when TikTok says the video is gone or not public. */
  async function fetchVideo(ref: VideoRef): Promise<NormalizedVideo | null> {
    const handle = ref.handle?.trim().replace(/^@/, "") ?? "";
    // `/@/video/{id}` works when the author is unknown (reference §2.6).
    const path = `/@${encodeURIComponent(handle)}/video/${encodeURIComponent(ref.id)}`;
    const html = await fetchPage(source, baseUrl + path, `the page of video ${ref.id}`);
    const detail = readPageScope(html, "webapp.video-detail");
    const status = statusCodeOf(detail.statusCode);
    switch (classifyVideoStatus(status)) {
      case "unavailable":
        return null;
      case "unknown":
        throw new UpstreamError(TIKTOK_SOURCE, `TikTok answered status ${status} for video ${ref.id}`);
      case "ok": {
        const item = recordOrNull(recordOrNull(detail.itemInfo)?.itemStruct);
        if (!item) throw layoutNotRecognized(`the page of video ${ref.id} has no itemInfo.itemStruct`);
        return mapItem(item, { platformId: null, handle: handle || null });
      }
    }
  }

  return {
    platform: "tiktok",
    source: TIKTOK_SOURCE,

    async fetchAccount(ref) {
      return (await fetchProfile(ref)).account;
    },

    async listAccountVideos(ref, { limit, cursor }) {
      const context = { source, baseUrl, identity };
      if (cursor) return listVideosFrom(context, decodeListingCursor(cursor), limit, false);
      const start = { before: now(), skip: [] };
      if (ref.id && SEC_UID.test(ref.id) && !ref.handle) {
        return listVideosFrom(context, { ...start, secUid: ref.id, userId: null, handle: null }, limit, true);
      }
      const { account, secUid } = await fetchProfile(ref);
      // Saves the listing call for accounts that have posted nothing (yt-dlp does the same).
      if (account.videoCount === 0) return { videos: [], cursor: null };
      if (!secUid) throw layoutNotRecognized(`the profile of @${handleOf(ref)} has no secUid to list videos with`);
      const author = { userId: account.platformId, handle: account.handle };
      return listVideosFrom(context, { ...start, ...author, secUid }, limit, true);
    },

    async fetchVideos(refs) {
      // One request per distinct id; HttpSource caps how many run at once. Order follows the request.
      const distinct = [...new Map(refs.map((ref) => [ref.id, ref])).values()];
      const videos = await Promise.all(distinct.map(fetchVideo));
      return videos.filter((video): video is NormalizedVideo => video !== null);
    },
  };
}
