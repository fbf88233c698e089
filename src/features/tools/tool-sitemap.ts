// The tool pages' sitemap.xml entries: every tool page in every locale, under that locale's slug, each carrying the
// hreflang alternates of all 12 locales (which differ where slugs are localized) and x-default.
import type { MetadataRoute } from "next";
import { LOCALES } from "@/i18n/locales";
import { localizedAlternates } from "@/lib/seo/page-metadata";
import { TOOL_PAGES, toolPath } from "./tool-slugs";

export function toolSitemapEntries(): MetadataRoute.Sitemap {
  return TOOL_PAGES.flatMap((page) =>
    LOCALES.map((locale) => {
      const { canonical, languages } = localizedAlternates(locale, (l) => toolPath(l, page));
      return {
        url: String(canonical),
        changeFrequency: "monthly" as const,
        priority: 0.7,
        alternates: { languages: languages as Record<string, string> },
      };
    }),
  );
}
