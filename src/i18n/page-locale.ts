import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** The [locale] route parameter as a supported locale (the layout already 404s on unknown ones). */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
