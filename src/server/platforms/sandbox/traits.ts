// How each platform's demo data behaves, and which numbers the real adapter for that platform can report.
// A number the real source cannot report is null in the demo too, so the demo never shows a column the real
// product would leave empty:
// - YouTube Data API: no share or save counts, no "following", no account-wide likes; subscriber counts are
//   rounded to three significant figures by the API.
// - TikTok web JSON: every count, including saves (collectCount) and the account's received likes (heartCount).
// - Instagram business discovery: likes and comments only; no views, shares, saves or duration for other accounts'
//   media (reference §3.2, §3.4), no account-wide likes.
// - Threads: views, likes, replies (as comments) and reposts (as shares) as Profile Discovery is expected to give
//   them ([unconfirmed] in the reference); no saves, no duration, no "following".
// Flip a flag here when a real adapter learns to read more.
import "server-only";
import type { PlatformName } from "@/domain/platforms";

export interface Reports {
  views: boolean;
  shares: boolean;
  bookmarks: boolean;
  duration: boolean;
  following: boolean;
  likesTotal: boolean;
}

export interface PlatformTraits {
  /** Median final views of an upload per follower. */
  reach: number;
  /** Spread (sigma of the logarithm) of final views around the account's median. */
  viewSpread: number;
  likesPerView: number;
  commentsPerLike: number;
  sharesPerLike: number;
  bookmarksPerLike: number;
  durationMedianSeconds: number;
  durationMaxSeconds: number;
  /** Median time constant of the fast part of a video's growth. */
  settleDays: number;
  roundFollowers: boolean;
  isShort: boolean | null;
  reports: Reports;
}

export const TRAITS: Record<PlatformName, PlatformTraits> = {
  youtube: {
    reach: 0.12,
    viewSpread: 0.9,
    likesPerView: 0.032,
    commentsPerLike: 0.03,
    sharesPerLike: 0.04,
    bookmarksPerLike: 0,
    durationMedianSeconds: 34,
    durationMaxSeconds: 180,
    settleDays: 4,
    roundFollowers: true,
    isShort: true,
    reports: { views: true, shares: false, bookmarks: false, duration: true, following: false, likesTotal: false },
  },
  tiktok: {
    reach: 0.3,
    viewSpread: 1.0,
    likesPerView: 0.08,
    commentsPerLike: 0.012,
    sharesPerLike: 0.1,
    bookmarksPerLike: 0.13,
    durationMedianSeconds: 27,
    durationMaxSeconds: 180,
    settleDays: 2,
    roundFollowers: false,
    isShort: true,
    reports: { views: true, shares: true, bookmarks: true, duration: true, following: true, likesTotal: true },
  },
  instagram: {
    reach: 0.2,
    viewSpread: 0.9,
    likesPerView: 0.045,
    commentsPerLike: 0.02,
    sharesPerLike: 0.06,
    bookmarksPerLike: 0.05,
    durationMedianSeconds: 21,
    durationMaxSeconds: 90,
    settleDays: 2.5,
    roundFollowers: false,
    isShort: true,
    reports: { views: false, shares: false, bookmarks: false, duration: false, following: true, likesTotal: false },
  },
  threads: {
    reach: 0.1,
    viewSpread: 0.9,
    likesPerView: 0.06,
    commentsPerLike: 0.08,
    sharesPerLike: 0.05,
    bookmarksPerLike: 0,
    durationMedianSeconds: 16,
    durationMaxSeconds: 120,
    settleDays: 1,
    roundFollowers: false,
    // The Threads API does not say whether a video post is short-form.
    isShort: null,
    reports: { views: true, shares: true, bookmarks: false, duration: false, following: false, likesTotal: false },
  },
};
