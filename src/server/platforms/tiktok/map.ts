// Pure mapping from TikTok's web JSON (reference §2.4) to the normalized records. Counts: `statsV2` holds exact
// counters as strings while `stats` is rounded on profiles, so each count is read from statsV2 first and from
// stats only when statsV2 lacks it. Ids stay strings (they exceed 2^53).
import "server-only";

import { parseCount, parseTime, textOrNull } from "../counts";
import { MalformedError } from "../errors";
import type { NormalizedAccount, NormalizedVideo } from "../types";
import { TIKTOK_PUBLIC_ORIGIN, TIKTOK_SOURCE } from "./constants";
import { type JsonRecord, numericIdOrNull, recordOrNull } from "./values";

/** The first of `keys` that statsV2, then stats, reports as a count. */
export function preferredCount(statsV2: unknown, stats: unknown, ...keys: string[]): number | null {
  for (const group of [recordOrNull(statsV2), recordOrNull(stats)]) {
    if (!group) continue;
    for (const key of keys) {
      const count = parseCount(group[key]);
      if (count !== null) return count;
    }
  }
  return null;
}

export function profileUrl(handle: string): string {
  return `${TIKTOK_PUBLIC_ORIGIN}/@${handle}`;
}

/** Canonical video link; yt-dlp uses `@_` when the author is unknown (reference §2.6). */
export function videoUrl(videoId: string, handle: string | null): string {
  return `${TIKTOK_PUBLIC_ORIGIN}/@${handle ?? "_"}/video/${videoId}`;
}

export interface TikTokProfile {
  account: NormalizedAccount;
  /** The id the listing endpoint needs; null when TikTok left it out (blocked or empty profile). */
  secUid: string | null;
}

/** `webapp.user-detail` with statusCode 0 → the account. */
export function mapUserDetail(detail: JsonRecord): TikTokProfile {
  const userInfo = recordOrNull(detail.userInfo);
  const user = recordOrNull(userInfo?.user);
  const platformId = numericIdOrNull(user?.id);
  if (!userInfo || !user || platformId === null) {
    throw new MalformedError(TIKTOK_SOURCE, "TikTok profile data has no userInfo.user.id");
  }
  const { stats, statsV2 } = userInfo;
  const handle = textOrNull(user.uniqueId);
  return {
    secUid: textOrNull(user.secUid),
    account: {
      platform: "tiktok",
      platformId,
      handle,
      displayName: textOrNull(user.nickname),
      avatarUrl: textOrNull(user.avatarLarger) ?? textOrNull(user.avatarMedium) ?? textOrNull(user.avatarThumb),
      profileUrl: handle ? profileUrl(handle) : null,
      bio: textOrNull(user.signature),
      followers: preferredCount(statsV2, stats, "followerCount"),
      following: preferredCount(statsV2, stats, "followingCount"),
      videoCount: preferredCount(statsV2, stats, "videoCount"),
      // Received likes are heart/heartCount; diggCount is (most likely) likes the user gave (reference §2.7).
      likesTotal: preferredCount(statsV2, stats, "heartCount", "heart"),
      isDemo: false,
      // userInfo keeps user.secUid (needed to list videos) and both stats groups.
      raw: userInfo,
    },
  };
}

/** What the caller knows about the author when the item itself does not say (listing pages). */
export interface AuthorHint {
  platformId: string | null;
  handle: string | null;
}

/** An `itemStruct` (video page) or an `itemList[]` entry (listing endpoint) → the video. */
export function mapItem(item: JsonRecord, hint: AuthorHint = { platformId: null, handle: null }): NormalizedVideo {
  const platformId = numericIdOrNull(item.id);
  if (platformId === null) throw new MalformedError(TIKTOK_SOURCE, "TikTok video data has no numeric id");
  const author = recordOrNull(item.author);
  const video = recordOrNull(item.video);
  const handle = textOrNull(author?.uniqueId) ?? hint.handle;
  const duration = parseCount(video?.duration);
  return {
    platform: "tiktok",
    platformId,
    accountPlatformId: numericIdOrNull(author?.id) ?? numericIdOrNull(item.authorId) ?? hint.platformId,
    url: videoUrl(platformId, handle),
    caption: textOrNull(item.desc),
    thumbnailUrl: textOrNull(video?.cover) ?? textOrNull(video?.originCover) ?? textOrNull(video?.dynamicCover),
    // Audio-only slideshows report duration 0 (reference §2.4): that is "no video length", not a 0-second video.
    durationSeconds: duration === 0 ? null : duration,
    publishedAt: parseTime(item.createTime),
    views: preferredCount(item.statsV2, item.stats, "playCount"),
    likes: preferredCount(item.statsV2, item.stats, "diggCount"),
    comments: preferredCount(item.statsV2, item.stats, "commentCount"),
    shares: preferredCount(item.statsV2, item.stats, "shareCount"),
    bookmarks: preferredCount(item.statsV2, item.stats, "collectCount"),
    isShort: true,
    isDemo: false,
    raw: item,
  };
}
