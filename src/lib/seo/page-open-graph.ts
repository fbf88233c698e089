// Open Graph and Twitter fields of one page. Next replaces (not merges) a parent's openGraph object, and with it the
// card image the [locale]/opengraph-image route would add, so every page that sets its own title repeats the site
// name, locale and the locale's card from here.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { OG_SIZE } from "./og-size";
import { localizedUrl } from "./page-metadata";
import { OG_LOCALES } from "./site";

/** The card rendered by src/app/[locale]/opengraph-image.tsx (or twitter-image.tsx), id "card". */
export function cardImageUrl(locale: Locale, kind: "opengraph" | "twitter"): string {
  return localizedUrl(locale, `/${kind}-image/card/`);
}

export async function pageOpenGraph(
  locale: Locale,
  {
    title,
    description,
    path,
    type = "website",
  }: { title: string; description: string; path: string; type?: "website" | "article" },
): Promise<Pick<Metadata, "openGraph" | "twitter">> {
  const t = await getTranslations({ locale });
  const image = (kind: "opengraph" | "twitter") => ({
    url: cardImageUrl(locale, kind),
    ...OG_SIZE,
    alt: t("seo.ogAlt"),
  });
  return {
    openGraph: {
      type,
      siteName: t("common.brand"),
      title,
      description,
      url: localizedUrl(locale, path),
      locale: OG_LOCALES[locale],
      images: [image("opengraph")],
    },
    twitter: { card: "summary_large_image", title, description, images: [image("twitter")] },
  };
}
