// The text modules of every post, by slug (metadata in ../catalog.ts).
import type { LocaleFile } from "../catalog";
import type { BlogPostContent } from "../types";
import bestShortVideoLengthAndPostingTime from "./best-short-video-length-and-posting-time";
import engagementRateExplained from "./engagement-rate-explained";
import howToFindViralTiktokVideos from "./how-to-find-viral-tiktok-videos";
import instagramReelsAnalyticsPublicData from "./instagram-reels-analytics-public-data";
import medianVsAverageViews from "./median-vs-average-views";
import trackCompetitorsShortVideo from "./track-competitors-short-video";

export const POST_TEXTS: Record<string, Record<LocaleFile, BlogPostContent>> = {
  "median-vs-average-views": medianVsAverageViews,
  "how-to-find-viral-tiktok-videos": howToFindViralTiktokVideos,
  "instagram-reels-analytics-public-data": instagramReelsAnalyticsPublicData,
  "engagement-rate-explained": engagementRateExplained,
  "best-short-video-length-and-posting-time": bestShortVideoLengthAndPostingTime,
  "track-competitors-short-video": trackCompetitorsShortVideo,
};
