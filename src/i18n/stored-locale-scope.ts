// Where a stored locale preference (the NEXT_LOCALE cookie, then the browser's languages) may choose the language
// (issue 20 item 5): only on `/`. Any other path without a locale prefix is an English URL and stays English, even
// after a visit to /de/; a prefixed path names its locale itself.
import { LOCALE_PREFIXES, LOCALES } from "./locales";

const PREFIXES = new Set(LOCALES.map((locale) => (LOCALE_PREFIXES[locale] ?? `/${locale}`).slice(1).toLowerCase()));

/** True when the path's language may come from the stored preference: `/` and locale-prefixed paths. */
export function storedLocaleMayApply(pathname: string): boolean {
  if (pathname === "/" || pathname === "") return true;
  const first = pathname.split("/")[1]?.toLowerCase() ?? "";
  return PREFIXES.has(first);
}
