// The language menu's target on the lean public pages (landing, blog, legal), computed without next-intl's client
// router so those pages ship no client message formatter (issue 18 item 6). Their paths are the same in every
// locale apart from the prefix (English unprefixed, zh-TW under /tw, others under /<locale>): swap the prefix, keep
// the rest, the query and the hash. The cookie mirrors what next-intl's router writes when it switches locales.
import { LOCALE_PREFIXES, LOCALES, type Locale } from "@/i18n/locales";

const prefixOf = (locale: Locale): string => LOCALE_PREFIXES[locale] ?? `/${locale}`;

/** The path without its locale prefix ("/de/blogs/x/" → "/blogs/x/", "/de" → "/"). */
export function stripLocalePrefix(pathname: string): string {
  for (const locale of LOCALES) {
    const prefix = prefixOf(locale);
    if (pathname === prefix || pathname === `${prefix}/`) return "/";
    if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length);
  }
  return pathname || "/";
}

/**
 * The same page in `next`: always prefixed, English too ("/en/…"), as next-intl's router does when it switches
 * locales, so the proxy settles an English visit (it redirects to the unprefixed path) whatever the stored cookie.
 */
export function switchLocalePath(pathname: string, next: Locale, search = ""): string {
  const rest = stripLocalePrefix(pathname);
  return `${prefixOf(next)}${rest === "/" ? "/" : rest}${search}`;
}

/** The NEXT_LOCALE cookie next-intl's router writes on a switch (its default: session cookie, path /, lax). */
export function localeCookie(next: Locale): string {
  return `NEXT_LOCALE=${next};path=/;SameSite=Lax`;
}
