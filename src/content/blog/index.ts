// The blog's posts (spec section 3: six posts dated 2025-04-22 to 2025-04-27) in every locale. The landing footer,
// the sitemap, the blog pages and the RSS feeds read them through these functions.
import { type Locale, messagesFileFor } from "@/i18n/locales";
import { type BlogPostMeta, type LocaleFile, POSTS } from "./catalog";
import { POST_TEXTS } from "./posts";
import { bodyReadingMinutes } from "./reading-time";
import type { BlogBlock, BlogCategory } from "./types";

export { BLOG_CATEGORIES, type BlogBlock, type BlogCategory } from "./types";

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

export interface BlogPost extends BlogPostSummary {
  description: string;
  body: BlogBlock[];
  readingMinutes: number;
  related: BlogPostSummary[];
}

function textOf(meta: BlogPostMeta, file: LocaleFile) {
  const texts = POST_TEXTS[meta.slug];
  if (!texts) throw new Error(`blog post ${meta.slug} has no text module`);
  return texts[file];
}

function summary(meta: BlogPostMeta, file: LocaleFile): BlogPostSummary {
  const { title, excerpt } = textOf(meta, file);
  return { slug: meta.slug, title, date: meta.date, category: meta.category, cover: meta.cover, excerpt };
}

// yyyy-mm-dd sorts as text; the slug breaks ties so the order never depends on the array.
const newestFirst = [...POSTS].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** Every post's slug, newest first (for static params and the sitemap). */
export function postSlugs(): string[] {
  return newestFirst.map((p) => p.slug);
}

/** Every post in the locale, newest first. */
export function listPosts(locale: Locale): BlogPostSummary[] {
  const file = messagesFileFor(locale) as LocaleFile;
  return newestFirst.map((meta) => summary(meta, file));
}

/** One post with its body, reading time and related posts, or null for an unknown slug. */
export function getPost(locale: Locale, slug: string): BlogPost | null {
  const meta = POSTS.find((p) => p.slug === slug);
  if (!meta) return null;
  const file = messagesFileFor(locale) as LocaleFile;
  const { title, description, body } = textOf(meta, file);
  const related = meta.related
    .map((s) => POSTS.find((p) => p.slug === s))
    .filter((p): p is BlogPostMeta => p !== undefined)
    .map((p) => summary(p, file));
  return { ...summary(meta, file), description, body, readingMinutes: bodyReadingMinutes(title, body), related };
}
