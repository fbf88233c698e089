import { describe, expect, it } from "vitest";
import { TOOL_PLATFORMS } from "@/domain/tools";
import { LOCALES } from "@/i18n/locales";
import { platformKey, resolveToolSlug, TOOL_PAGES, toolPath, toolPaths, toolSlug } from "./tool-slugs";

describe("tool slugs", () => {
  it("lists the four platform tools for the six platforms plus the emoji translator", () => {
    expect(TOOL_PAGES).toHaveLength(4 * TOOL_PLATFORMS.length + 1);
    expect(TOOL_PAGES.filter((p) => p.tool === "emoji")).toEqual([{ tool: "emoji", platform: null }]);
  });

  it("round-trips every locale × tool × platform", () => {
    for (const locale of LOCALES) {
      for (const page of TOOL_PAGES) {
        expect(resolveToolSlug(locale, toolSlug(locale, page)), `${locale} ${page.tool} ${page.platform}`).toEqual({
          page,
          canonical: true,
        });
      }
    }
  });

  it("has no duplicate slug within a locale, and only URL-safe characters", () => {
    for (const locale of LOCALES) {
      const slugs = TOOL_PAGES.map((page) => toolSlug(locale, page));
      expect(new Set(slugs).size, locale).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    }
  });

  it("keeps the English slugs of the spec", () => {
    expect(toolSlug("en", { tool: "bio", platform: "tiktok" })).toBe("tiktok-bio-generator");
    expect(toolSlug("en", { tool: "caption", platform: "youtube-shorts" })).toBe("youtube-shorts-caption-generator");
    expect(toolSlug("en", { tool: "idea", platform: "instagram-reels" })).toBe("instagram-reels-idea-generator");
    expect(toolSlug("en", { tool: "username", platform: "facebook" })).toBe("facebook-username-generator");
    expect(toolPath("en", { tool: "emoji", platform: null })).toBe("/tools/emoji-translator/");
    // CJK and Russian keep the English slugs (localized ones would be percent-encoded in every link).
    for (const locale of ["ja", "ko", "zh", "zh-TW", "ru"] as const) {
      expect(toolSlug(locale, { tool: "bio", platform: "tiktok" })).toBe("tiktok-bio-generator");
    }
  });

  it("uses the Italian slugs exactly", () => {
    for (const platform of TOOL_PLATFORMS) {
      expect(toolSlug("it", { tool: "bio", platform })).toBe(`generatore-bio-${platform}`);
      expect(toolSlug("it", { tool: "caption", platform })).toBe(`generatore-didascalie-${platform}`);
      expect(toolSlug("it", { tool: "idea", platform })).toBe(`generatore-idee-${platform}`);
      expect(toolSlug("it", { tool: "username", platform })).toBe(`generatore-username-${platform}`);
    }
    expect(toolSlug("it", { tool: "emoji", platform: null })).toBe("traduttore-emoji");
  });

  it("finds another locale's slug as non-canonical, so the page can redirect", () => {
    expect(resolveToolSlug("it", "tiktok-bio-generator")).toEqual({
      page: { tool: "bio", platform: "tiktok" },
      canonical: false,
    });
    expect(resolveToolSlug("en", "generatore-bio-tiktok")).toEqual({
      page: { tool: "bio", platform: "tiktok" },
      canonical: false,
    });
    expect(resolveToolSlug("it", "nope-generator")).toBeNull();
    expect(resolveToolSlug("en", "tiktok-bio-generator-x")).toBeNull();
  });

  it("gives the language menu each locale's path", () => {
    const paths = toolPaths({ tool: "bio", platform: "tiktok" });
    expect(paths.it).toBe("/tools/generatore-bio-tiktok/");
    expect(paths.en).toBe("/tools/tiktok-bio-generator/");
    expect(paths["zh-TW"]).toBe("/tools/tiktok-bio-generator/");
    expect(Object.keys(paths).sort()).toEqual([...LOCALES].sort());
  });

  it("turns platform ids into message keys", () => {
    expect(platformKey("instagram-reels")).toBe("instagramReels");
    expect(platformKey("youtube-shorts")).toBe("youtubeShorts");
    expect(platformKey("tiktok")).toBe("tiktok");
  });
});
