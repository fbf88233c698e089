// Business discovery payloads to normalized records.
import "server-only";
import { parseCount, parseTime, textOrNull } from "../counts";
import { MalformedError } from "../errors";
import type { NormalizedAccount, NormalizedVideo } from "../types";
import { shortcodeFromPermalink } from "./shortcode";
import { INSTAGRAM_SOURCE } from "./source";

function idOf(value: unknown): string | null {
  if (typeof value === "string" && value) return value;
  return typeof value === "number" && Number.isSafeInteger(value) ? String(value) : null;
}

export function toInstagramAccount(discovered: Record<string, unknown>): NormalizedAccount {
  const platformId = idOf(discovered.id);
  if (!platformId) throw new MalformedError(INSTAGRAM_SOURCE, "Instagram answered with an account without an id");
  const handle = textOrNull(discovered.username);
  return {
    platform: "instagram",
    platformId,
    handle,
    displayName: textOrNull(discovered.name),
    avatarUrl: textOrNull(discovered.profile_picture_url),
    profileUrl: handle ? `https://www.instagram.com/${handle}/` : null,
    bio: textOrNull(discovered.biography),
    followers: parseCount(discovered.followers_count),
    following: parseCount(discovered.follows_count),
    // All media (posts, carousels, Reels): business discovery has no per-type count.
    videoCount: parseCount(discovered.media_count),
    // Instagram reports no account-wide like total.
    likesTotal: null,
    isDemo: false,
    raw: discovered,
  };
}

/** The `shortcode` field when given, else the code in the permalink (the field is [unconfirmed] for other accounts). */
export function mediaShortcode(media: Record<string, unknown>): string | null {
  return textOrNull(media.shortcode) ?? shortcodeFromPermalink(media.permalink);
}

/** Reels are the short-form product; FEED videos, images, carousels and the rest are not. */
function isReel(productType: unknown): boolean | null {
  return typeof productType === "string" ? productType === "REELS" : null;
}

/** Videos carry a `thumbnail_url`; for images and carousels `media_url` is the picture itself. */
function thumbnailOf(media: Record<string, unknown>): string | null {
  return textOrNull(media.thumbnail_url) ?? (media.media_type === "VIDEO" ? null : textOrNull(media.media_url));
}

/** null for a row without an id, which cannot be tracked. */
export function toInstagramVideo(media: Record<string, unknown>, accountId: string | null): NormalizedVideo | null {
  const platformId = idOf(media.id);
  if (!platformId) return null;
  return {
    platform: "instagram",
    platformId,
    accountPlatformId: accountId,
    url: textOrNull(media.permalink),
    caption: textOrNull(media.caption),
    thumbnailUrl: thumbnailOf(media),
    // Business discovery reports no duration.
    durationSeconds: null,
    publishedAt: parseTime(media.timestamp),
    // Not reported for other accounts' media (§3.4): plays/views are own-media insights only, and shares and saves
    // exist only as insights of one's own media. They stay unknown rather than 0.
    views: null,
    // Absent when the owner hides like counts.
    likes: parseCount(media.like_count),
    comments: parseCount(media.comments_count),
    shares: null,
    bookmarks: null,
    isShort: isReel(media.media_product_type),
    isDemo: false,
    raw: { ...media, shortcode: mediaShortcode(media) },
  };
}
