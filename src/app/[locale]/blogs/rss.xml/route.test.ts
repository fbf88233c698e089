// The RSS route of each locale: well-formed RSS 2.0, items newest first, absolute links into the locale.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/[locale]/blogs/rss.xml/route";
import { listPosts } from "@/content/blog";

// next-intl's server API needs Next's request context; the route only needs the blog messages of a locale.
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ locale }: { locale: string }) => {
    const file = locale === "zh-TW" ? "tw" : locale;
    const messages = JSON.parse(fs.readFileSync(path.resolve("messages/blog", `${file}.json`), "utf8"));
    return (key: string) => key.split(".").reduce((node, part) => node[part], messages);
  },
}));

const APP_URL = "https://feeds.example.test";
let previous: string | undefined;
beforeEach(() => {
  previous = process.env.APP_URL;
  process.env.APP_URL = APP_URL;
});
afterEach(() => {
  if (previous === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = previous;
});

async function feed(locale: string) {
  return GET(new Request(`${APP_URL}/blogs/rss.xml`), { params: Promise.resolve({ locale }) });
}

/** Well-formedness without a parser dependency: one root, every element closed in order, no bare ampersands. */
function assertWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const body = xml.replace(/^<\?xml[^>]*\?>/, "");
  expect(body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of body.matchAll(/<(\/?)([A-Za-z][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop()).toBe(name);
    else stack.push(name as string);
  }
  expect(stack).toEqual([]);
}

function items(xml: string) {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, item]) => ({
    title: item?.match(/<title>(.*?)<\/title>/)?.[1],
    link: item?.match(/<link>(.*?)<\/link>/)?.[1],
    pubDate: item?.match(/<pubDate>(.*?)<\/pubDate>/)?.[1],
  }));
}

describe("blog RSS route", () => {
  it("serves the English feed: RSS content type, well-formed, six items newest first with absolute links", async () => {
    const res = await feed("en");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    const xml = await res.text();
    assertWellFormed(xml);
    expect(xml).toContain(`<atom:link href="${APP_URL}/blogs/rss.xml" rel="self"`);
    expect(xml).toContain(`<link>${APP_URL}/blogs/</link>`);
    const list = items(xml);
    expect(list).toHaveLength(6);
    expect(list.map((i) => i.link)).toEqual(listPosts("en").map((p) => `${APP_URL}/blogs/${p.slug}/`));
    const dates = list.map((i) => Date.parse(i.pubDate ?? ""));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(new Date(dates[0] ?? 0).toISOString().slice(0, 10)).toBe("2025-04-27");
  });

  it("links into the locale's prefix, Traditional Chinese under /tw", async () => {
    const de = await (await feed("de")).text();
    assertWellFormed(de);
    expect(de).toContain("<language>de</language>");
    expect(de).toContain("<title>Feedscope-Blog</title>");
    for (const item of items(de)) expect(item.link).toMatch(new RegExp(`^${APP_URL}/de/blogs/[a-z0-9-]+/$`));

    // The middleware rewrites /tw/… to the zh-TW locale; without it the raw "tw" segment must work too.
    for (const segment of ["zh-TW", "tw"]) {
      const tw = await (await feed(segment)).text();
      expect(tw).toContain(`<atom:link href="${APP_URL}/tw/blogs/rss.xml"`);
      for (const item of items(tw)) expect(item.link).toMatch(new RegExp(`^${APP_URL}/tw/blogs/`));
    }
  });

  it("answers 404 for a segment that is not a locale", async () => {
    expect((await feed("blogs")).status).toBe(404);
  });
});
