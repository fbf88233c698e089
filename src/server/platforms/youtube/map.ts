// Pure mapping from Data API resources to the adapter contract's shapes. No I/O; every wire value is read tolerantly
// (counts arrive as strings, any field may be missing) and unknown stays null, never 0.
import "server-only";
import { parseCount, parseIsoDuration, parseTime, textOrNull } from "../counts";
import { MalformedError } from "../errors";
import type { NormalizedAccount, NormalizedVideo } from "../types";
import { YOUTUBE_SOURCE } from "./constants";
import type { YouTubeChannel, YouTubeVideo } from "./schemas";

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

// Largest first. Videos may have all five; channels have default (88 px), medium (240 px) and high (800 px).
const THUMBNAIL_SIZES = ["maxres", "standard", "high", "medium", "default"] as const;

export function bestThumbnail(thumbnails: unknown): string | null {
  const byName = record(thumbnails);
  for (const size of THUMBNAIL_SIZES) {
    const url = textOrNull(record(byName[size]).url);
    if (url) return url;
  }
  return null;
}

export function trimBaseUrl(url: string): string {
  return url.replace(/\/+$/, "");
}

/** `@handle` (or a legacy custom URL) as a path segment, keeping the `@` YouTube expects in /@handle URLs. */
function customUrlPath(customUrl: string): string {
  return customUrl.startsWith("@") ? `@${encodeURIComponent(customUrl.slice(1))}` : encodeURIComponent(customUrl);
}

export function mapChannel(channel: YouTubeChannel, webBaseUrl: string): NormalizedAccount {
  const snippet = channel.snippet ?? {};
  const statistics = channel.statistics ?? {};
  const customUrl = textOrNull(snippet.customUrl);
  const path = customUrl ? customUrlPath(customUrl) : `channel/${encodeURIComponent(channel.id)}`;
  return {
    platform: "youtube",
    platformId: channel.id,
    handle: customUrl,
    displayName: textOrNull(snippet.title),
    avatarUrl: bestThumbnail(snippet.thumbnails),
    profileUrl: `${trimBaseUrl(webBaseUrl)}/${path}`,
    bio: textOrNull(snippet.description),
    // A hidden count still comes over the wire (often "0"); it means "not public", not "no subscribers".
    followers: statistics.hiddenSubscriberCount === true ? null : parseCount(statistics.subscriberCount),
    // YouTube publishes no count of the channels a channel subscribes to.
    following: null,
    videoCount: parseCount(statistics.videoCount),
    // The Data API has no channel-wide like total; summing every video's likeCount would cost a call per 50 videos
    // and still miss hidden likes, so it stays unknown.
    likesTotal: null,
    isDemo: false,
    raw: channel,
  };
}

/**
 * The channel's uploads playlist (UU…). Read from contentDetails when present; otherwise derived from the channel id
 * (UC → UU), which is how YouTube forms it (platform-apis.md §1.3).
 */
export function uploadsPlaylistOf(channel: YouTubeChannel): string {
  const uploads = textOrNull(record(record(channel.contentDetails).relatedPlaylists).uploads);
  if (uploads) return uploads;
  if (channel.id.startsWith("UC")) return `UU${channel.id.slice(2)}`;
  throw new MalformedError(YOUTUBE_SOURCE, `Channel ${channel.id} has no uploads playlist`);
}

/** Seconds, or null when unknown. Live and upcoming videos omit the duration or send P0D; 0 s is not a real length. */
export function videoDurationSeconds(video: YouTubeVideo): number | null {
  const seconds = parseIsoDuration(video.contentDetails?.duration);
  return seconds !== null && seconds > 0 ? seconds : null;
}

export function videoPublishedAt(video: YouTubeVideo): Date | null {
  return parseTime(video.snippet?.publishedAt);
}

export function videoUrl(videoId: string, isShort: boolean | null, webBaseUrl: string): string {
  const id = encodeURIComponent(videoId);
  return isShort === true ? `${trimBaseUrl(webBaseUrl)}/shorts/${id}` : `${trimBaseUrl(webBaseUrl)}/watch?v=${id}`;
}

export function mapVideo(video: YouTubeVideo, isShort: boolean | null, webBaseUrl: string): NormalizedVideo {
  const snippet = video.snippet ?? {};
  const statistics = video.statistics ?? {};
  return {
    platform: "youtube",
    platformId: video.id,
    accountPlatformId: textOrNull(snippet.channelId),
    url: videoUrl(video.id, isShort, webBaseUrl),
    // A YouTube video's title plays the part of other platforms' captions; the description is the fallback.
    caption: textOrNull(snippet.title) ?? textOrNull(snippet.description),
    thumbnailUrl: bestThumbnail(snippet.thumbnails),
    durationSeconds: videoDurationSeconds(video),
    publishedAt: videoPublishedAt(video),
    views: parseCount(statistics.viewCount),
    // likeCount is absent when the owner hides likes, commentCount when comments are off: unknown, not 0.
    likes: parseCount(statistics.likeCount),
    comments: parseCount(statistics.commentCount),
    // The Data API reports neither shares nor saves (favoriteCount is always "0").
    shares: null,
    bookmarks: null,
    isShort,
    isDemo: false,
    raw: video,
  };
}
