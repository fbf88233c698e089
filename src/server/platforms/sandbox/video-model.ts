// A demo video: its final counts, and how far it has grown at a given time.
//
// Final views scatter log-normally around the account's median, and a few uploads break out (10–50×): the heavy
// tail the outlier analysis looks for. Every count grows as
//   final × [(1 − s)(1 − e^(−age/τ)) + s(1 − e^(−age/45 d))]
// (a fast first burst with τ of a few days, then a slow tail share s), so counts only ever go up and flatten.
// Likes, comments, shares and saves are fixed fractions of the final views with per-video noise, and share the same
// curve, so their ratios stay believable at every age (likes < views always).
import "server-only";
import type { AccountModel } from "./account-model";
import { captionFor } from "./names";
import { Random } from "./random";
import { DAY_MS } from "./source";
import { TRAITS } from "./traits";

const TAIL_TAU_MS = 45 * DAY_MS;

export interface VideoModel {
  publishedMs: number;
  durationSeconds: number;
  caption: string;
  hue: number;
  finalViews: number;
  finalLikes: number;
  finalComments: number;
  finalShares: number;
  finalBookmarks: number;
  fastTauMs: number;
  tailShare: number;
  isOutlier: boolean;
}

export interface VideoCounts {
  views: number;
  likes: number;
  comments: number;
  shares: number;
  bookmarks: number;
}

/** The video `seed` stands for, published at `publishedMs` by `account`. */
export function buildVideoModel(account: AccountModel, seed: number, publishedMs: number): VideoModel {
  const random = new Random(seed);
  const traits = TRAITS[account.platform];
  const isOutlier = random.chance(account.outlierChance);
  const boost = isOutlier ? random.between(10, 50) : 1;
  const finalViews = account.medianViews * Math.exp(traits.viewSpread * random.normal()) * boost;
  const likeRate = Math.min(0.4, traits.likesPerView * random.logNormal(1, 0.35));
  const finalLikes = finalViews * likeRate;
  const duration = random.logNormal(traits.durationMedianSeconds, 0.6);
  return {
    publishedMs,
    durationSeconds: Math.round(Math.min(traits.durationMaxSeconds, Math.max(5, duration))),
    caption: captionFor(random, account.topic, account.platform),
    hue: random.int(0, 359),
    finalViews,
    finalLikes,
    finalComments: finalLikes * traits.commentsPerLike * random.logNormal(1, 0.5),
    finalShares: finalLikes * traits.sharesPerLike * random.logNormal(1, 0.5),
    finalBookmarks: finalLikes * traits.bookmarksPerLike * random.logNormal(1, 0.5),
    fastTauMs: random.logNormal(traits.settleDays, 0.5) * DAY_MS,
    tailShare: random.between(0.08, 0.25),
    isOutlier,
  };
}

/** The share of its final counts a video has reached at `nowMs`: 0 at publication, rising towards 1. */
export function growthAt(video: VideoModel, nowMs: number): number {
  const age = Math.max(0, nowMs - video.publishedMs);
  const fast = 1 - Math.exp(-age / video.fastTauMs);
  const tail = 1 - Math.exp(-age / TAIL_TAU_MS);
  return (1 - video.tailShare) * fast + video.tailShare * tail;
}

export function countsAt(video: VideoModel, nowMs: number): VideoCounts {
  const growth = growthAt(video, nowMs);
  return {
    views: Math.floor(video.finalViews * growth),
    likes: Math.floor(video.finalLikes * growth),
    comments: Math.floor(video.finalComments * growth),
    shares: Math.floor(video.finalShares * growth),
    bookmarks: Math.floor(video.finalBookmarks * growth),
  };
}
