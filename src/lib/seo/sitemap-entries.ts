// sitemap.xml: one entry per public page and locale, each carrying the hreflang alternates of all 12 locales and
// x-default, with the same URLs the pages declare as canonical (localizedUrl).
import type { MetadataRoute } from "next";
import { LOCALES } from "@/i18n/locales";
import { localizedAlternates } from "./page-metadata";
import type { PublicPage } from "./public-pages";

export function sitemapEntries(pages: readonly PublicPage[]): MetadataRoute.Sitemap {
  return pages.flatMap((page) =>
    LOCALES.map((locale) => {
      const { canonical, languages } = localizedAlternates(locale, page.path);
      return {
        url: String(canonical),
        ...(page.lastModified ? { lastModified: page.lastModified } : {}),
        changeFrequency: page.changeFrequency,
        priority: page.priority,
        alternates: { languages: languages as Record<string, string> },
      };
    }),
  );
}
