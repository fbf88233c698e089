// Threads API payloads to normalized records.
import "server-only";
import { parseCount, parseTime, textOrNull } from "../counts";
import type { NormalizedAccount, NormalizedVideo } from "../types";
import type { PostInsights } from "./insights";

/**
 * profile_lookup does not list `id` among its fields, and asking for a field Meta does not know fails the whole
 * call, so the id is used when Threads volunteers one and the (unique, exact) username otherwise.
 *
 * The profile's likes/views/replies/reposts/quotes counts are kept in raw only: their time window (lifetime or
 * recent) is [unconfirmed] (reference §4.3), and a recent-window figure must not pass for a lifetime total.
 */
export function toThreadsAccount(profile: Record<string, unknown>, username: string): NormalizedAccount {
  const handle = textOrNull(profile.username) ?? username;
  return {
    platform: "threads",
    platformId: textOrNull(profile.id) ?? handle,
    handle,
    displayName: textOrNull(profile.name),
    avatarUrl: textOrNull(profile.profile_picture_url),
    profileUrl: `https://www.threads.com/@${handle}`,
    bio: textOrNull(profile.biography),
    followers: parseCount(profile.follower_count),
    // Profile Discovery reports neither whom the profile follows nor how many posts it has.
    following: null,
    videoCount: null,
    likesTotal: null,
    isDemo: false,
    raw: profile,
  };
}

/**
 * Threads has one product surface (media_product_type is always THREADS), so the nearest thing to a short is a
 * VIDEO post; text, image, carousel and audio posts are not shorts. Unknown when media_type is missing.
 */
function isVideoPost(mediaType: unknown): boolean | null {
  return typeof mediaType === "string" ? mediaType === "VIDEO" : null;
}

/** Videos carry `thumbnail_url`; an image post's `media_url` is the picture itself. */
function thumbnailOf(post: Record<string, unknown>): string | null {
  return textOrNull(post.thumbnail_url) ?? (post.media_type === "IMAGE" ? textOrNull(post.media_url) : null);
}

/** A REPOST_FACADE is someone else's post shown on this profile, not the account's own content. */
export function isRepost(post: Record<string, unknown>): boolean {
  return post.media_type === "REPOST_FACADE";
}

export function postId(post: Record<string, unknown>): string | null {
  return textOrNull(post.id);
}

/**
 * Counts come only from insights, which Threads gives for the token's own users' posts; other posts keep null counts.
 * replies → comments; reposts → shares (the reference defines no sum, so quotes and the in-development `shares`
 * metric stay in raw.insights); Threads has no saves/bookmarks metric.
 */
export function toThreadsVideo(post: Record<string, unknown>, insights: PostInsights | null): NormalizedVideo | null {
  const platformId = postId(post);
  if (!platformId) return null;
  const owner = post.owner;
  return {
    platform: "threads",
    platformId,
    accountPlatformId: typeof owner === "object" && owner !== null ? textOrNull((owner as { id?: unknown }).id) : null,
    url: textOrNull(post.permalink),
    caption: textOrNull(post.text),
    thumbnailUrl: thumbnailOf(post),
    durationSeconds: null,
    publishedAt: parseTime(post.timestamp),
    views: insights?.views ?? null,
    likes: insights?.likes ?? null,
    comments: insights?.replies ?? null,
    shares: insights?.reposts ?? null,
    bookmarks: null,
    isShort: isVideoPost(post.media_type),
    isDemo: false,
    raw: { ...post, insights },
  };
}
