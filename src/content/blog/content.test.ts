// The blog's content: the six posts of spec section 3 with every field, valid dates and categories, working
// related links and anchors, and every translated locale really translated.
import { describe, expect, it } from "vitest";
import { LOCALES, messagesFileFor } from "@/i18n/locales";
import { ANALYZE_SLUGS } from "@/lib/pages/analyze-pages";
import { LOCALE_FILES, POSTS, TRANSLATED_LOCALES } from "./catalog";
import { BLOG_CATEGORIES, getPost, listPosts, postSlugs } from "./index";
import { POST_TEXTS } from "./posts";
import { blockText } from "./reading-time";

const SPEC_DATES = ["2025-04-22", "2025-04-23", "2025-04-24", "2025-04-25", "2025-04-26", "2025-04-27"];

describe("blog catalog", () => {
  it("has the six posts of the spec, one per day from 2025-04-22 to 2025-04-27", () => {
    expect(POSTS).toHaveLength(6);
    expect(POSTS.map((p) => p.date).sort()).toEqual(SPEC_DATES);
    expect(new Set(POSTS.map((p) => p.slug)).size).toBe(6);
    for (const post of POSTS) expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("uses only the spec's categories, and each of them", () => {
    for (const post of POSTS) expect(BLOG_CATEGORIES).toContain(post.category);
    expect(new Set(POSTS.map((p) => p.category))).toEqual(new Set(BLOG_CATEGORIES));
  });

  it("points related posts at other existing posts", () => {
    const slugs = new Set(POSTS.map((p) => p.slug));
    for (const post of POSTS) {
      expect(post.related.length).toBeGreaterThan(0);
      for (const related of post.related) {
        expect(slugs.has(related), `${post.slug} → ${related}`).toBe(true);
        expect(related).not.toBe(post.slug);
      }
    }
  });

  it("has a cover under /blog/ and a text module per slug", () => {
    for (const post of POSTS) {
      expect(post.cover).toBe(`/blog/${post.slug}.svg`);
      expect(POST_TEXTS[post.slug]).toBeDefined();
    }
  });
});

describe("post texts", () => {
  it("every locale file of every post has a title, description, excerpt and body", () => {
    for (const post of POSTS) {
      for (const file of LOCALE_FILES) {
        const text = POST_TEXTS[post.slug]?.[file];
        expect(text, `${post.slug}/${file}`).toBeDefined();
        if (!text) continue;
        expect(text.title.trim()).not.toBe("");
        expect(text.description.trim()).not.toBe("");
        expect(text.description.length).toBeLessThanOrEqual(200);
        expect(text.excerpt.trim()).not.toBe("");
        expect(text.body.length).toBeGreaterThan(5);
        for (const block of text.body) expect(blockText(block).trim()).not.toBe("");
      }
    }
  });

  it("English posts are 700 to 1,000 words, with unique h2 anchors, ending on a pointer to a free analysis page", () => {
    for (const post of POSTS) {
      const text = POST_TEXTS[post.slug]?.en;
      if (!text) throw new Error(post.slug);
      const words = text.body.map(blockText).join(" ").split(/\s+/).filter(Boolean).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(700);
      expect(words, post.slug).toBeLessThanOrEqual(1000);
      const ids = text.body.flatMap((b) => (b.type === "h2" ? [b.id] : []));
      expect(ids.length).toBeGreaterThanOrEqual(3);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9-]+$/);
      const last = text.body.at(-1);
      expect(last?.type).toBe("cta");
      if (last?.type === "cta") {
        const slug = last.href.match(/^\/analyze\/([a-z-]+)\/$/)?.[1];
        expect(ANALYZE_SLUGS).toContain(slug);
      }
    }
  });

  // Translators add their locale file to TRANSLATED_LOCALES once every post is written in it (README.md).
  it("every translated locale has its own text of every post, with the same sections as English", () => {
    expect(TRANSLATED_LOCALES).toContain("en");
    for (const file of TRANSLATED_LOCALES) {
      for (const post of POSTS) {
        const texts = POST_TEXTS[post.slug];
        const text = texts?.[file];
        const english = texts?.en;
        if (!text || !english) throw new Error(`${post.slug}/${file} missing`);
        if (file !== "en") {
          expect(text, `${post.slug}/${file} is still the English placeholder`).not.toBe(english);
          expect(text.title).not.toBe(english.title);
        }
        // The same h2 anchors keep the table of contents and shared links stable across languages.
        const anchors = (t: typeof text) => t.body.flatMap((b) => (b.type === "h2" ? [b.id] : []));
        expect(anchors(text), `${post.slug}/${file}`).toEqual(anchors(english));
      }
    }
  });
});

describe("listPosts and getPost", () => {
  it("lists every post newest first in every locale", () => {
    for (const locale of LOCALES) {
      const posts = listPosts(locale);
      expect(posts.map((p) => p.date)).toEqual([...SPEC_DATES].reverse());
      expect(posts.map((p) => p.slug)).toEqual(postSlugs());
    }
  });

  it("reads the locale's own text file (zh-TW from tw)", () => {
    for (const locale of LOCALES) {
      const file = messagesFileFor(locale) as (typeof LOCALE_FILES)[number];
      const [first] = listPosts(locale);
      expect(first?.title).toBe(POST_TEXTS[first?.slug ?? ""]?.[file].title);
    }
  });

  it("returns a post with body, reading time and related summaries; null for an unknown slug", () => {
    const post = getPost("en", "how-to-find-viral-tiktok-videos");
    expect(post?.category).toBe("tiktok");
    expect(post?.related.map((r) => r.slug)).toEqual([
      "median-vs-average-views",
      "best-short-video-length-and-posting-time",
    ]);
    expect(post?.related[0]?.title).toBe(POST_TEXTS["median-vs-average-views"]?.en.title);
    // 700–1,000 words at 220 words a minute.
    expect(post?.readingMinutes).toBeGreaterThanOrEqual(3);
    expect(post?.readingMinutes).toBeLessThanOrEqual(5);
    expect(getPost("en", "no-such-post")).toBeNull();
  });
});
