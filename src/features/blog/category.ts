// The message key of each category's label (categories are slugs with hyphens, keys are camelCase).
import type { BlogCategory } from "@/content/blog";
import type { MessageKey } from "@/i18n/types";

export const CATEGORY_LABEL_KEYS: Record<BlogCategory, MessageKey> = {
  tiktok: "blog.categories.tiktok",
  "influencer-marketing": "blog.categories.influencerMarketing",
  instagram: "blog.categories.instagram",
  "social-media": "blog.categories.socialMedia",
};

/** A blog date (yyyy-mm-dd) as a Date at UTC midnight, so formatting in UTC never shifts the day. */
export function postDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}
