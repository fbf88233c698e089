import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";
import { ANALYZE_SLUGS } from "@/lib/pages/analyze-pages";
import { publicPages } from "./public-pages";
import { sitemapEntries } from "./sitemap-entries";

const APP_URL = "https://feedscope.test";
const previous = process.env.APP_URL;
beforeEach(() => {
  process.env.APP_URL = `${APP_URL}/`;
});
afterEach(() => {
  if (previous === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = previous;
});

const POSTS = [
  { slug: "tiktok-analytics-guide", date: "2025-04-27" },
  { slug: "instagram-reels-metrics", date: "2025-04-22" },
];

describe("sitemap", () => {
  it("lists every public page in every locale with absolute URLs (English unprefixed, zh-TW under /tw)", () => {
    const entries = sitemapEntries(publicPages([]));
    const paths = ["/", "/signin/", "/signup/", ...ANALYZE_SLUGS.map((s) => `/analyze/${s}/`), "/blogs/"];
    paths.push("/privacy-policy/", "/terms-of-service/");
    expect(entries).toHaveLength(paths.length * LOCALES.length);
    const urls = new Set(entries.map((e) => e.url));
    expect(urls.size).toBe(entries.length);
    for (const path of paths) {
      expect(urls).toContain(`${APP_URL}${path}`);
      expect(urls).toContain(`${APP_URL}/de${path}`);
      expect(urls).toContain(`${APP_URL}/tw${path}`);
      expect(urls).not.toContain(`${APP_URL}/zh-TW${path}`);
    }
    for (const url of urls) expect(url).toMatch(/^https:\/\/feedscope\.test\/.*\/$|^https:\/\/feedscope\.test\/$/);
  });

  it("gives each entry the complete alternates: 12 locales and x-default, all absolute, itself included", () => {
    for (const entry of sitemapEntries(publicPages([]))) {
      const languages = entry.alternates?.languages as Record<string, string>;
      expect(Object.keys(languages).sort()).toEqual([...LOCALES, "x-default"].sort());
      for (const href of Object.values(languages)) expect(href.startsWith(`${APP_URL}/`)).toBe(true);
      expect(Object.values(languages)).toContain(entry.url);
      // The x-default is the English page.
      expect(languages["x-default"]).toBe(languages.en);
    }
  });

  it("includes every blog post in every locale with its date", () => {
    const entries = sitemapEntries(publicPages(POSTS));
    for (const post of POSTS) {
      const postEntries = entries.filter((e) => e.url.endsWith(`/blogs/${post.slug}/`));
      expect(postEntries).toHaveLength(LOCALES.length);
      for (const entry of postEntries) expect(entry.lastModified).toBe(post.date);
      expect(postEntries.map((e) => e.url)).toContain(`${APP_URL}/ja/blogs/${post.slug}/`);
    }
    expect(entries).toHaveLength((12 + POSTS.length) * LOCALES.length);
  });
});
