// The adapter contract (DESIGN.md section 5): every platform source, real or demo, answers in these shapes.
import "server-only";
import type { PlatformName } from "@/domain/platforms";

export type { PlatformName };

/** An account as the user named it: a platform id (UC…, secUid, numeric id) or a handle, or both. */
export interface AccountRef {
  platform: PlatformName;
  id?: string;
  handle?: string;
}

/** A single video or post. `handle` helps sources that address videos through their author (TikTok pages). */
export interface VideoRef {
  platform: PlatformName;
  id: string;
  handle?: string;
}

export interface NormalizedAccount {
  platform: PlatformName;
  /** The platform's stable id for the account (kept as a string: TikTok ids exceed 2^53). */
  platformId: string;
  handle: string | null;
  displayName: string | null;
  avatarUrl: string | null;
  profileUrl: string | null;
  bio: string | null;
  /** Counts are null when the source does not report them (never 0 for "unknown"). */
  followers: number | null;
  following: number | null;
  videoCount: number | null;
  likesTotal: number | null;
  isDemo: boolean;
  /** The source's payload, kept beside the normalized record. */
  raw: unknown;
}

export interface NormalizedVideo {
  platform: PlatformName;
  platformId: string;
  /** platformId of the author's account, when the source tells. */
  accountPlatformId: string | null;
  url: string | null;
  caption: string | null;
  thumbnailUrl: string | null;
  durationSeconds: number | null;
  publishedAt: Date | null;
  views: number | null;
  likes: number | null;
  comments: number | null;
  shares: number | null;
  bookmarks: number | null;
  /** Short-form (Shorts, Reels, TikTok); null when the source cannot tell. */
  isShort: boolean | null;
  isDemo: boolean;
  raw: unknown;
}

export interface VideoPage {
  videos: NormalizedVideo[];
  /** Pass back to get the next page; null at the end. */
  cursor: string | null;
}

export interface ListOptions {
  limit: number;
  cursor?: string | null;
}

/** "none" is the stand-in for a platform with no source (every call answers NotConfigured). */
export type SourceName = "youtube-data-api" | "tiktok-web" | "instagram-graph" | "threads-api" | "demo" | "none";

export interface PlatformAdapter {
  platform: PlatformName;
  source: SourceName;
  fetchAccount(ref: AccountRef): Promise<NormalizedAccount>;
  /** Newest first. */
  listAccountVideos(ref: AccountRef, options: ListOptions): Promise<VideoPage>;
  /** Videos that no longer exist are left out of the answer; order follows the request. */
  fetchVideos(refs: VideoRef[]): Promise<NormalizedVideo[]>;
}
