// Open Graph and Twitter fields of one page. Next replaces (not merges) a parent's openGraph object, so every page
// that sets its own title repeats the site name and locale from here.
import type { Metadata } from "next";
import type { Locale } from "@/i18n/locales";
import { localizedUrl } from "./page-metadata";
import { OG_LOCALES } from "./site";

export function pageOpenGraph(
  locale: Locale,
  {
    title,
    description,
    path,
    type = "website",
  }: { title: string; description: string; path: string; type?: "website" | "article" },
): Pick<Metadata, "openGraph" | "twitter"> {
  return {
    openGraph: {
      type,
      siteName: "Feedscope",
      title,
      description,
      url: localizedUrl(locale, path),
      locale: OG_LOCALES[locale],
    },
    twitter: { card: "summary_large_image", title, description },
  };
}
