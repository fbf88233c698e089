// Canonical URLs and hreflang alternates for public pages: every public page exists in all 12 locales, English
// unprefixed and the others under their prefix (/tw for zh-TW). A page whose path differs per locale (localized
// slugs) passes a function.
import type { Metadata } from "next";
import { LOCALE_PREFIXES, LOCALES, type Locale } from "@/i18n/locales";
import { getEnv } from "@/server/env";

export type LocalizedPath = string | ((locale: Locale) => string);

/** The page's absolute URL in a locale. */
export function localizedUrl(locale: Locale, path: LocalizedPath): string {
  const prefix = locale === "en" ? "" : (LOCALE_PREFIXES[locale] ?? `/${locale}`);
  const localPath = typeof path === "function" ? path(locale) : path;
  return `${getEnv().appUrl}${prefix}${localPath}`;
}

/** canonical plus one alternate per locale and x-default (English). */
export function localizedAlternates(locale: Locale, path: LocalizedPath): NonNullable<Metadata["alternates"]> {
  return {
    canonical: localizedUrl(locale, path),
    languages: {
      ...Object.fromEntries(LOCALES.map((l) => [l, localizedUrl(l, path)])),
      "x-default": localizedUrl("en", path),
    },
  };
}
