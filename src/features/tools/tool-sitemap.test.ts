import { describe, expect, it } from "vitest";
import { LOCALES } from "@/i18n/locales";
import { toolSitemapEntries } from "./tool-sitemap";
import { TOOL_PAGES } from "./tool-slugs";

describe("tool sitemap entries", () => {
  const entries = toolSitemapEntries();
  const paths = entries.map((entry) => new URL(entry.url).pathname);

  it("lists every tool page once in every locale", () => {
    expect(entries).toHaveLength(TOOL_PAGES.length * LOCALES.length);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/tools/tiktok-bio-generator/");
    expect(paths).toContain("/it/tools/generatore-bio-tiktok/");
    expect(paths).toContain("/tw/tools/emoji-translator/");
    expect(paths).not.toContain("/it/tools/tiktok-bio-generator/");
  });

  it("gives each entry the localized alternates of its page", () => {
    const english = entries.find((entry) => new URL(entry.url).pathname === "/tools/youtube-caption-generator/");
    const languages = english?.alternates?.languages as Record<string, string>;
    expect(Object.keys(languages).sort()).toEqual([...LOCALES, "x-default"].sort());
    expect(new URL(languages.it ?? "").pathname).toBe("/it/tools/generatore-didascalie-youtube/");
    expect(new URL(languages.es ?? "").pathname).toBe("/es/tools/generador-de-descripciones-youtube/");
    expect(new URL(languages["x-default"] ?? "").pathname).toBe("/tools/youtube-caption-generator/");
  });
});
