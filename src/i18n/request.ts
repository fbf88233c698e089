import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, type Locale, messagesFileFor, normalizeLocale } from "./locales";

export const LOCALE_COOKIE = "NEXT_LOCALE";

// Localized pages get their locale from the URL. The dashboard has no locale in its URL: it uses the person's
// stored preference (the NEXT_LOCALE cookie the language menu writes), else English.
export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  let locale: Locale | null = normalizeLocale(explicit ?? (await requestLocale));
  if (!locale) locale = normalizeLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  if (!locale) locale = DEFAULT_LOCALE;
  const messages = (await import(`../../messages/${messagesFileFor(locale)}.json`)).default;
  return { locale, messages, timeZone: "UTC" };
});
