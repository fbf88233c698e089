// The visitor's language from the browser's Accept-Language header, among the 12 locales (src/i18n/locales.ts). Used
// where the URL carries no locale and the visitor may have no stored preference: the share page (issue 17 item 2).
import { DEFAULT_LOCALE, type Locale, normalizeLocale } from "./locales";

/** Chinese tags that mean Traditional script (zh-Hant, Taiwan, Hong Kong, Macau). */
const TRADITIONAL = /^zh-(hant|tw|hk|mo)\b/i;

function localeOfTag(tag: string): Locale | null {
  if (TRADITIONAL.test(tag)) return "zh-TW";
  const exact = normalizeLocale(tag);
  if (exact) return exact;
  return normalizeLocale(tag.split("-")[0]);
}

/** The best supported locale of an Accept-Language value (by q, then order), else English. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .slice(0, 1000)
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const locale = localeOfTag(entry.tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
