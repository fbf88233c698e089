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

/** A route of src/i18n/routing.ts, as next-intl's Link takes it: a path, or a pathname with params and query. */
export type LocaleHref =
  | string
  | { pathname: string; params?: Record<string, string>; query?: Record<string, string | number> };

/**
 * The URL next-intl's getPathname gives for `href` in `locale` with this app's routing (every pathname the same in
 * each locale, English unprefixed, trailing slashes): computed here so the lean pages' server components do not
 * import the navigation module, whose Link would put next-intl's client code in their chunks.
 */
export function localeHref(locale: Locale, href: LocaleHref): string {
  const route = typeof href === "string" ? { pathname: href } : href;
  let pathname = route.pathname;
  for (const [name, value] of Object.entries(route.params ?? {}))
    pathname = pathname.replace(`[${name}]`, encodeURIComponent(value));
  const prefix = locale === "en" ? "" : prefixOf(locale);
  const path = pathname === "/" ? `${prefix}/` : `${prefix}${pathname.endsWith("/") ? pathname : `${pathname}/`}`;
  const query = new URLSearchParams(
    Object.entries(route.query ?? {}).map(([key, value]) => [key, String(value)] as [string, string]),
  ).toString();
  return query ? `${path}?${query}` : path;
}
