// Paths of the blog pages in a locale (English unprefixed, zh-TW under /tw), for plain links: the typed next-intl
// Link only knows the routes listed in src/i18n/routing.ts.
import { LOCALE_PREFIXES, type Locale } from "@/i18n/locales";

export function localePrefix(locale: Locale): string {
  return locale === "en" ? "" : (LOCALE_PREFIXES[locale] ?? `/${locale}`);
}

/** "/blogs/" or "/blogs/<slug>/" without a locale prefix (the form localizedAlternates takes). */
export function blogPath(slug?: string): string {
  return slug ? `/blogs/${slug}/` : "/blogs/";
}

/** A path inside the locale: "/de/blogs/…", "/blogs/…" for English. */
export function localizedPath(locale: Locale, path: string): string {
  return `${localePrefix(locale)}${path}`;
}

export function rssPath(locale: Locale): string {
  return localizedPath(locale, "/blogs/rss.xml");
}
