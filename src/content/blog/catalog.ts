// Metadata shared by every locale of a post (spec section 3: name, date, cover, category). The text of each post
// lives in posts/<slug>/<file>.ts, one file per locale message file (en, de, …, tw for zh-TW).
import type { BlogCategory } from "./types";

export const LOCALE_FILES = ["en", "de", "fr", "ja", "it", "es", "ko", "zh", "tw", "ru", "tr", "vi"] as const;
export type LocaleFile = (typeof LOCALE_FILES)[number];

/**
 * Locales whose posts are written in their own language. Every other locale file of a post is a placeholder that
 * re-exports the English text; a translator replaces those files and adds the locale here (see README.md), and the
 * content test then insists on a real translation of every post.
 */
export const TRANSLATED_LOCALES: readonly LocaleFile[] = [
  "en",
  "de",
  "fr",
  "ja",
  "it",
  "es",
  "ko",
  "zh",
  "tw",
  "ru",
  "tr",
  "vi",
];

export interface BlogPostMeta {
  slug: string;
  /** yyyy-mm-dd */
  date: string;
  category: BlogCategory;
  cover: string;
  /** Slugs shown under "Related posts", most relevant first. */
  related: string[];
}

const cover = (slug: string) => `/blog/${slug}.svg`;

export const POSTS: readonly BlogPostMeta[] = [
  {
    slug: "median-vs-average-views",
    date: "2025-04-22",
    category: "social-media",
    cover: cover("median-vs-average-views"),
    related: ["how-to-find-viral-tiktok-videos", "engagement-rate-explained"],
  },
  {
    slug: "how-to-find-viral-tiktok-videos",
    date: "2025-04-23",
    category: "tiktok",
    cover: cover("how-to-find-viral-tiktok-videos"),
    related: ["median-vs-average-views", "best-short-video-length-and-posting-time"],
  },
  {
    slug: "instagram-reels-analytics-public-data",
    date: "2025-04-24",
    category: "instagram",
    cover: cover("instagram-reels-analytics-public-data"),
    related: ["engagement-rate-explained", "track-competitors-short-video"],
  },
  {
    slug: "engagement-rate-explained",
    date: "2025-04-25",
    category: "influencer-marketing",
    cover: cover("engagement-rate-explained"),
    related: ["median-vs-average-views", "track-competitors-short-video"],
  },
  {
    slug: "best-short-video-length-and-posting-time",
    date: "2025-04-26",
    category: "tiktok",
    cover: cover("best-short-video-length-and-posting-time"),
    related: ["how-to-find-viral-tiktok-videos", "median-vs-average-views"],
  },
  {
    slug: "track-competitors-short-video",
    date: "2025-04-27",
    category: "influencer-marketing",
    cover: cover("track-competitors-short-video"),
    related: ["instagram-reels-analytics-public-data", "engagement-rate-explained"],
  },
];
