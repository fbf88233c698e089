// The blog as a visitor and a feed reader see it: the list newest first with long dates in English and German, a
// post with reading time, table of contents and related posts, an unknown slug's 404, and the RSS feeds per locale.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { baseUrl, launchBrowser, newPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const NEWEST_FIRST = [
  "track-competitors-short-video",
  "best-short-video-length-and-posting-time",
  "engagement-rate-explained",
  "instagram-reels-analytics-public-data",
  "how-to-find-viral-tiktok-videos",
  "median-vs-average-views",
];

async function cardSlugs(page: Page) {
  return page.getByTestId("post-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-slug")));
}

describe("blog", () => {
  it("lists the posts newest first with the English long date, category labels and a keep-reading section", async () => {
    const page = await newPage(browser);
    await page.goto("/blogs/");
    expect(await cardSlugs(page)).toEqual(NEWEST_FIRST);
    expect(await page.getByTestId("post-date").first().textContent()).toBe("April 27, 2025");
    expect(await page.getByTestId("post-date").last().textContent()).toBe("April 22, 2025");
    expect(await page.getByTestId("post-category").first().textContent()).toBe("Influencer marketing");
    const keepReading = page.getByTestId("keep-reading");
    expect(await keepReading.getByRole("heading", { name: "Keep reading" }).isVisible()).toBe(true);
    expect(await keepReading.getByTestId("post-card").count()).toBe(5);
    // Covers are local files that load.
    const coverOk = await page.evaluate(async () => {
      const img = document.querySelector<HTMLImageElement>("[data-testid=post-card] img");
      if (!img) return false;
      await img.decode();
      return img.naturalWidth > 0;
    });
    expect(coverOk).toBe(true);
  });

  it("shows German long dates and labels on /de/blogs/", async () => {
    const page = await newPage(browser);
    await page.goto("/de/blogs/");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await cardSlugs(page)).toEqual(NEWEST_FIRST);
    expect(await page.getByTestId("post-date").first().textContent()).toBe("27. April 2025");
    expect(await page.getByRole("heading", { name: "Weiterlesen" }).isVisible()).toBe(true);
  });

  it("opens a post with cover, reading time, table of contents, related posts and BlogPosting data", async () => {
    const page = await newPage(browser);
    await page.goto("/blogs/");
    await page.getByTestId("post-card").filter({ hasText: "Viral TikTok" }).getByRole("link").click();
    await page.waitForURL("**/blogs/how-to-find-viral-tiktok-videos/");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("How to Find Viral TikTok Videos");
    expect(await page.getByTestId("reading-time").textContent()).toMatch(/^[3-5] min read$/);
    expect(await page.getByTestId("post-cover").isVisible()).toBe(true);

    const tocLinks = page.getByTestId("post-toc").getByRole("link");
    expect(await tocLinks.count()).toBeGreaterThanOrEqual(5);
    const target = await tocLinks.nth(1).getAttribute("href");
    expect(await page.locator(target ?? "#missing").count()).toBe(1);

    const related = page.getByTestId("related-posts").getByTestId("post-card");
    expect(await related.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-slug")))).toEqual([
      "median-vs-average-views",
      "best-short-video-length-and-posting-time",
    ]);
    // Other JSON-LD (the site's Organization) may sit on the page too; the post has its BlogPosting.
    const blocks = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? "{}")));
    const ld = blocks.find((block) => block["@type"] === "BlogPosting");
    expect(ld?.headline).toContain("How to Find Viral TikTok Videos");
    expect(ld?.datePublished).toBe("2025-04-23");
    // Absolute (the host is the build's APP_URL: post pages are generated at build time).
    expect(ld?.image).toMatch(/^https?:\/\/[^/]+\/blog\/how-to-find-viral-tiktok-videos\.svg$/);
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");

    // The article's pointer leads to the free analysis page.
    await page.getByTestId("post-cta").click();
    await page.waitForURL("**/analyze/analyze-tiktok-account/");
  });

  it("answers 404 for an unknown post", async () => {
    const page = await newPage(browser);
    const res = await page.goto("/blogs/no-such-post/");
    expect(res?.status()).toBe(404);
  });

  it("serves a well-formed RSS feed per locale with absolute links, newest first", async () => {
    const page = await newPage(browser);
    await page.goto("/blogs/");
    for (const [path, prefix] of [
      ["/blogs/rss.xml", ""],
      ["/de/blogs/rss.xml", "/de"],
      ["/tw/blogs/rss.xml", "/tw"],
    ] as const) {
      const res = await page.request.get(path, { maxRedirects: 0 });
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"]).toContain("application/rss+xml");
      const feed = await page.evaluate(
        (xml) => {
          const doc = new DOMParser().parseFromString(xml, "application/xml");
          return {
            error: doc.getElementsByTagName("parsererror").length > 0,
            links: [...doc.querySelectorAll("item > link")].map((l) => l.textContent),
          };
        },
        await res.text(),
      );
      expect(feed.error, path).toBe(false);
      expect(feed.links).toEqual(NEWEST_FIRST.map((slug) => `${baseUrl()}${prefix}/blogs/${slug}/`));
    }
  });
});
