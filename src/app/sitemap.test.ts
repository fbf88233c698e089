import { describe, expect, it, vi } from "vitest";

// The route reads the posts from the blog module; whatever it returns must end up in sitemap.xml.
vi.mock("@/content/blog", () => ({
  listPosts: () => [
    { slug: "a-post", title: "A post", date: "2025-04-23", category: "tiktok", cover: "", excerpt: "" },
  ],
}));

describe("sitemap route", () => {
  it("lists the blog module's posts in every locale", async () => {
    const { default: sitemap } = await import("@/app/sitemap");
    const posts = sitemap().filter((entry) => entry.url.endsWith("/blogs/a-post/"));
    expect(posts).toHaveLength(12);
    expect(posts.map((entry) => new URL(entry.url).pathname)).toContain("/tw/blogs/a-post/");
  });

  it("lists every tool page in every locale under its localized slug", async () => {
    const { default: sitemap } = await import("@/app/sitemap");
    const paths = sitemap().map((entry) => new URL(entry.url).pathname);
    expect(paths.filter((path) => path.includes("/tools/"))).toHaveLength(25 * 12);
    expect(paths).toContain("/tools/instagram-reels-caption-generator/");
    expect(paths).toContain("/it/tools/generatore-bio-tiktok/");
    expect(paths).toContain("/it/tools/traduttore-emoji/");
    expect(paths).toContain("/tw/tools/youtube-shorts-idea-generator/");
  });
});
