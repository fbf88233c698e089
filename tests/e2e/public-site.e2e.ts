// The public site in all 12 locales, crawled from its own sitemap.xml: every page answers 200 with the right
// html lang, declares its canonical URL and the 12 hreflang alternates (plus x-default), shows no missing-message
// markers, and a non-English page repeats no English text block except brand and product names. robots.txt,
// the Open Graph card and the Organization JSON-LD are checked once.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listPosts } from "@/content/blog";
import { loadCatalogues } from "@/i18n/load-catalogues";
import { LOCALE_LABELS, LOCALE_PREFIXES, LOCALES, type Locale } from "@/i18n/locales";
import { ANALYZE_SLUGS } from "@/lib/pages/analyze-pages";
import { baseUrl, launchBrowser } from "./support/browser";

const PAGE_PATHS = [
  "/",
  "/signin/",
  "/signup/",
  ...ANALYZE_SLUGS.map((slug) => `/analyze/${slug}/`),
  "/blogs/",
  "/privacy-policy/",
  "/terms-of-service/",
];

/** Brand, platform, plan and role names stay in English everywhere; so do the language names of the menu. */
const ALLOWED_TERMS = [
  "Feedscope",
  "Instagram Reels",
  "YouTube Shorts",
  "TikTok",
  "Instagram",
  "YouTube",
  "Threads",
  "Google",
  "Enterprise",
  "Free",
  "Pro",
  "Max",
  "Owner",
  "Admin",
  "Analyst",
  "CSV",
  "API",
  ...Object.values(LOCALE_LABELS),
];

/** Blocks that are the same words in a language's own usage, not leftovers ("per video" is Italian too). */
const SAME_IN_LOCALE: Partial<Record<Locale, string[]>> = {
  it: ["Engagement per video", "Brand marketing manager", "Influencer marketing"],
};

function prefixOf(locale: Locale): string {
  return locale === "en" ? "" : (LOCALE_PREFIXES[locale] ?? `/${locale}`);
}

/** The blog's posts: a failure to read them fails the test instead of leaving the posts out of the sitemap check. */
function postSlugs(): string[] {
  const slugs = listPosts("en").map((post) => post.slug);
  expect(slugs.length).toBeGreaterThan(0);
  return slugs;
}

interface SitemapEntry {
  loc: string;
  alternates: Record<string, string>;
}

function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = ""]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? "",
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link[^>]*hreflang="([^"]+)"[^>]*href="([^"]+)"/g)].map(([, lang, href]) => [
        lang,
        href,
      ]),
    ),
  }));
}

/** What a reader sees, for the English comparison and the marker search. */
interface PageFacts {
  status: number;
  finalPath: string;
  lang: string | null;
  canonical: string | null;
  hreflang: Record<string, string>;
  title: string;
  description: string;
  bodyText: string;
  blocks: string[];
}

async function readPage(page: Page, path: string): Promise<PageFacts> {
  const response = await page.goto(path, { waitUntil: "load" });
  const facts = await page.evaluate(() => {
    const blocks = new Set<string>();
    const add = (el: Element | null) => {
      if (!(el instanceof HTMLElement) || el.closest("script,style,noscript,[aria-hidden='true']")) return;
      if (!el.checkVisibility()) return;
      // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what a reader sees
      const text = el.innerText.replace(/\s+/g, " ").trim();
      if (text) blocks.add(text);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent?.trim()) add(node.parentElement);
    for (const el of document.body.querySelectorAll("h1,h2,h3,h4,h5,h6,p,li,a,button,label,th,td,dt,dd,figcaption"))
      add(el);
    for (const el of document.querySelectorAll("[placeholder],[aria-label],img[alt]")) {
      const text = el.getAttribute("placeholder") ?? el.getAttribute("aria-label") ?? el.getAttribute("alt");
      if (text?.trim() && (el as HTMLElement).checkVisibility?.()) blocks.add(text.trim());
    }
    const hreflang: Record<string, string> = {};
    for (const link of document.querySelectorAll("link[rel='alternate'][hreflang]"))
      hreflang[link.getAttribute("hreflang") ?? ""] = (link as HTMLLinkElement).href;
    return {
      lang: document.documentElement.getAttribute("lang"),
      canonical: (document.querySelector("link[rel='canonical']") as HTMLLinkElement | null)?.href ?? null,
      hreflang,
      title: document.title,
      description: document.querySelector("meta[name='description']")?.getAttribute("content") ?? "",
      // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what a reader sees
      bodyText: document.body.innerText,
      blocks: [...blocks],
    };
  });
  return { status: response?.status() ?? 0, finalPath: new URL(page.url()).pathname, ...facts };
}

/** Letters left once allowed names, addresses, handles and numbers are removed. */
function englishLetters(text: string): number {
  let rest = text.replace(/\S+@\S+|https?:\/\/\S+|@[\w.]+/g, " ");
  for (const term of ALLOWED_TERMS) rest = rest.split(term).join(" ");
  return rest.replace(/[^\p{L}]/gu, "").length;
}

const topLevelKeys = new Set(Object.keys(loadCatalogues().source));

/** next-intl prints a missing message as its key path ("landing.hero.title") or with MISSING_MESSAGE. */
function markers(text: string): string[] {
  const found = new Set<string>();
  if (/MISSING_MESSAGE|INVALID_MESSAGE|FORMATTING_ERROR/.test(text)) found.add("MISSING_MESSAGE");
  for (const [token = ""] of text.matchAll(/\b[a-zA-Z][\w-]*(?:\.[\w-]+)+\b/g))
    if (topLevelKeys.has(token.split(".")[0] ?? "")) found.add(token);
  return [...found];
}

let browser: Browser;
let entries: SitemapEntry[] = [];
const englishBlocks = new Map<string, Set<string>>();

beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${baseUrl()}/sitemap.xml`);
  expect(res.status).toBe(200);
  entries = parseSitemap(await res.text());
});
afterAll(async () => browser?.close());

/** Runs `task` over the items, a few pages at a time (the server and the browser share two cores). */
async function eachLimited<T>(
  items: T[],
  limit: number,
  task: (item: T, page: Page) => Promise<void>,
  viewport = { width: 1280, height: 800 },
) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await task(item, page);
      await page.close();
    }),
  );
  await context.close();
}

function pathsOf(locale: Locale): string[] {
  const prefix = prefixOf(locale);
  return entries
    .map((entry) => new URL(entry.loc).pathname)
    .filter((path) =>
      locale === "en"
        ? !LOCALES.some((l) => l !== "en" && path.startsWith(`${prefixOf(l)}/`))
        : path.startsWith(`${prefix}/`),
    );
}

async function checkLocale(locale: Locale): Promise<string[]> {
  const problems: string[] = [];
  const prefix = prefixOf(locale);
  await eachLimited(pathsOf(locale), 3, async (path, page) => {
    const facts = await readPage(page, path);
    const pagePath = path.slice(prefix.length) || "/";
    const say = (problem: string) => {
      problems.push(`${path}: ${problem}`);
    };
    if (facts.status !== 200) {
      say(`status ${facts.status}`);
      return;
    }
    if (facts.finalPath !== path) say(`redirected to ${facts.finalPath}`);
    if (facts.lang !== locale) say(`html lang is ${facts.lang}, expected ${locale}`);
    if (!facts.canonical || new URL(facts.canonical).pathname !== path) say(`canonical is ${facts.canonical}`);
    const expected = [...LOCALES, "x-default"].sort();
    if (JSON.stringify(Object.keys(facts.hreflang).sort()) !== JSON.stringify(expected))
      say(`hreflang links ${Object.keys(facts.hreflang).sort().join(",") || "none"}`);
    // Pages with localized slugs (the tools) have other paths per locale: the sitemap's alternates say which.
    const listed = entries.find((entry) => new URL(entry.loc).pathname === path)?.alternates ?? {};
    for (const l of LOCALES) {
      const href = facts.hreflang[l];
      const expectedPath = listed[l] ? new URL(listed[l]).pathname : `${prefixOf(l)}${pagePath}`;
      if (href && new URL(href).pathname !== expectedPath) say(`hreflang ${l} points to ${href}`);
    }
    if (!facts.title) say("no title");
    if (!facts.description) say("no meta description");
    for (const marker of markers(`${facts.title}\n${facts.description}\n${facts.bodyText}`))
      say(`missing-message marker ${marker}`);
    const englishPath = listed["x-default"] ? new URL(listed["x-default"]).pathname : pagePath;
    if (locale === "en") {
      englishBlocks.set(pagePath, new Set(facts.blocks));
      return;
    }
    const english = englishBlocks.get(englishPath);
    if (!english) return;
    for (const block of facts.blocks)
      if (
        block.length > 12 &&
        english.has(block) &&
        englishLetters(block) > 12 &&
        !SAME_IN_LOCALE[locale]?.includes(block)
      )
        say(`English text left: "${block.slice(0, 80)}"`);
  });
  return problems.sort();
}

describe("public site", () => {
  it("sitemap.xml lists every public page in every locale, each with its 12 alternates and x-default", () => {
    const base = baseUrl();
    const paths = [...PAGE_PATHS, ...postSlugs().map((slug) => `/blogs/${slug}/`)];
    const locs = new Set(entries.map((entry) => entry.loc));
    const missing = LOCALES.flatMap((locale) => paths.map((path) => `${base}${prefixOf(locale)}${path}`)).filter(
      (url) => !locs.has(url),
    );
    expect(missing).toEqual([]);
    for (const entry of entries) {
      expect(Object.keys(entry.alternates).sort()).toEqual([...LOCALES, "x-default"].sort());
      expect(Object.values(entry.alternates)).toContain(entry.loc);
    }
  });

  it("robots.txt allows the site, keeps crawlers out of the app and API, and names the sitemap", async () => {
    const text = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    for (const path of ["/dashboard/", "/v1/", "/api/", "/dev/"]) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain("Allow: /");
    expect(text).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });

  it("shares a localized Open Graph card and one Organization JSON-LD", async () => {
    const page = await browser.newPage({ baseURL: baseUrl() });
    await page.goto("/de/privacy-policy/");
    const meta = (property: string) =>
      page.locator(`meta[property='${property}'], meta[name='${property}']`).first().getAttribute("content");
    expect(await meta("og:site_name")).toBe("Feedscope");
    expect(await meta("og:locale")).toBe("de_DE");
    expect(await meta("og:title")).toContain("Datenschutzerklärung");
    expect(await meta("twitter:card")).toBe("summary_large_image");
    expect(await meta("og:image:alt")).toContain("Kurzvideo");
    const image = await meta("og:image");
    expect(image).toBeTruthy();
    const res = await fetch(new URL(new URL(image ?? "").pathname + new URL(image ?? "").search, baseUrl()));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const jsonLd = await page.locator("script[type='application/ld+json']").allTextContents();
    const organizations = jsonLd.map((text) => JSON.parse(text)).filter((data) => data["@type"] === "Organization");
    expect(organizations).toHaveLength(1);
    expect(organizations[0].email).toContain("@");
    await page.close();
  });

  // German and Russian have the longest single words in headings ("Nutzungsbedingungen", "конфиденциальности"):
  // at a phone's 390 px no public page of theirs may be wider than the screen (QA s10 item 7: the legal pages were
  // 400–407 px wide). Every page of the sitemap: legal, blog list and posts, tools, analyze pages, home.
  for (const locale of ["de", "ru"] as const) {
    it(`every page in ${locale} fits a 390 px phone without scrolling sideways`, async () => {
      const paths = pathsOf(locale);
      expect(paths).toContain(`${prefixOf(locale)}/terms-of-service/`);
      const wide: string[] = [];
      await eachLimited(
        paths,
        3,
        async (path, page) => {
          const res = await page.goto(path, { waitUntil: "load" });
          expect(res?.status()).toBe(200);
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          if (width > 390) wide.push(`${path}: ${width} px`);
        },
        { width: 390, height: 844 },
      );
      expect(wide).toEqual([]);
    }, 300_000);
  }

  // English first: the other locales compare their text blocks against it.
  for (const locale of LOCALES) {
    it(`every page in ${locale}: 200, lang, canonical and hreflang, no missing messages or leftover English`, async () => {
      expect(await checkLocale(locale)).toEqual([]);
    }, 300_000);
  }
});
