// Every tool page must have its own title and description in every locale (search engines fold duplicates), and the
// copy's {platform}/{limit} placeholders must format in every language.
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { Translate } from "@/features/landing/translator";
import { LOCALES, messagesFileFor } from "@/i18n/locales";
import { footerToolLinks } from "./footer-tools";
import { toolCopyValues } from "./tool-copy";
import { TOOL_PAGES } from "./tool-slugs";

async function translator(locale: (typeof LOCALES)[number]): Promise<Translate> {
  const messages = (await import(`../../../messages/tools/${messagesFileFor(locale)}.json`)).default;
  return createTranslator({ locale, messages }) as unknown as Translate;
}

describe("tool page copy", () => {
  it.each(LOCALES)("has a distinct title and description per page in %s", async (locale) => {
    const t = await translator(locale);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const page of TOOL_PAGES) {
      const values = toolCopyValues(t, page, locale);
      const title = t(`tools.kinds.${page.tool}.metaTitle`, values);
      const description = t(`tools.kinds.${page.tool}.metaDescription`, values);
      expect(title).not.toMatch(/[{}]/);
      expect(description).not.toMatch(/[{}]/);
      if (page.platform) expect(title).toContain(values.platform);
      titles.add(title);
      descriptions.add(description);
    }
    expect(titles.size).toBe(TOOL_PAGES.length);
    expect(descriptions.size).toBe(TOOL_PAGES.length);
  });

  it("fills the platform's real limit into the bio copy", async () => {
    const t = await translator("en");
    const values = toolCopyValues(t, { tool: "bio", platform: "tiktok" }, "en");
    expect(t("tools.kinds.bio.faq.a1", values)).toBe(
      "TikTok allows up to 80 characters. Every result shows its length against that limit and turns red if it is over.",
    );
  });

  it("gives the footer localized paths and capitalized names", async () => {
    const links = footerToolLinks(await translator("it"), "it");
    expect(links).toHaveLength(9);
    expect(links[0]).toMatchObject({ path: "/tools/generatore-bio-tiktok/", label: "Generatore di bio per TikTok" });
    expect(links.at(-1)).toMatchObject({ path: "/tools/traduttore-emoji/", label: "Traduttore di emoji" });
    expect(new Set(links.map((link) => link.key)).size).toBe(9);
  });
});
