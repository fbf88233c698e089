// The 12 locales of the product. Traditional Chinese is the locale `zh-TW` (Intl reads "tw" as Twi) served under
// the /tw/ prefix, with its messages in messages/tw.json.
export const LOCALES = ["en", "de", "fr", "ja", "it", "es", "ko", "zh", "zh-TW", "ru", "tr", "vi"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const LOCALE_PREFIXES: Partial<Record<Locale, `/${string}`>> = { "zh-TW": "/tw" };

export const LOCALE_LABELS: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  ja: "日本語",
  it: "Italiano",
  es: "Español",
  ko: "한국어",
  zh: "简体中文",
  "zh-TW": "繁體中文",
  ru: "Русский",
  tr: "Türkçe",
  vi: "Tiếng Việt",
};

/** The messages file of a locale (messages/<file>.json). */
export function messagesFileFor(locale: Locale): string {
  return locale === "zh-TW" ? "tw" : locale;
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The URL prefix of a locale's pages: "" for English (unprefixed), "/tw" for zh-TW, "/de" for German. */
export function localePathPrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? "" : (LOCALE_PREFIXES[locale] ?? `/${locale}`);
}

/** A stored or requested value ("tw", "zh-tw", "de") to a supported locale, or null. */
export function normalizeLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const lower = value.toLowerCase();
  if (lower === "tw" || lower === "zh-tw" || lower === "zh-hant") return "zh-TW";
  return LOCALES.find((l) => l.toLowerCase() === lower) ?? null;
}

/**
 * Message areas kept in files of their own (messages/<area>/<file>.json) beside the core messages/<file>.json, so
 * large copy (the analysis pages, the blog…) can be edited without touching the core file. Each area adds its own
 * top-level keys.
 */
export const MESSAGE_AREAS = [
  "alert-messages",
  "analyze",
  "analyze-ui",
  "blog",
  "dashboard-alerts",
  "dashboard-api",
  "dashboard-avatars",
  "dashboard-billing",
  "dashboard-compare",
  "dashboard-demo",
  "dashboard-history",
  "dashboard-overview",
  "dashboard-priority",
  "dashboard-reports",
  "dashboard-roles",
  "dashboard-team",
  "dashboard-theme",
  "dashboard-tracking",
  "dashboard-ui",
  "emails-account",
  "emails-alerts",
  "emails-billing",
  "emails-team",
  "landing",
  "legal-seo",
  "share",
  "tools",
] as const;
