// The blog's posts (spec section 3: six posts dated 2025-04-22 to 2025-04-27) in every locale. The blog work fills
// this module; the landing footer and the sitemap read it through these functions.
import type { Locale } from "@/i18n/locales";

export const BLOG_CATEGORIES = ["tiktok", "influencer-marketing", "instagram", "social-media"] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface BlogPostSummary {
  /** The post's slug (spec: name), the same in every locale. */
  slug: string;
  title: string;
  /** yyyy-mm-dd */
  date: string;
  category: BlogCategory;
  cover: string;
  excerpt: string;
}

/** Every post in the locale, newest first. */
export function listPosts(_locale: Locale): BlogPostSummary[] {
  return [];
}
