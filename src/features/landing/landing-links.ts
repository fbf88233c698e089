// Paths of the public site in a locale, for links the typed navigation does not know yet (the blog, anchors on the
// landing page in a new tab): English unprefixed, the others under their prefix (/tw for zh-TW), trailing slash.
import { LOCALE_PREFIXES, type Locale } from "@/i18n/locales";

export function localePath(locale: Locale, path: string): string {
  if (locale === "en") return path;
  return `${LOCALE_PREFIXES[locale] ?? `/${locale}`}${path}`;
}

/** The landing page's sections the header menu links to and highlights, in page order. */
export const NAV_SECTIONS = ["home", "features", "pricing", "faq"] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

/** The sticky header's height: a section counts as "in view" once its top passes this line (spec section 9). */
export const HEADER_OFFSET = 73;
