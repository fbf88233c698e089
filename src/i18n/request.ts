import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { DEFAULT_LOCALE, type Locale, MESSAGE_AREAS, messagesFileFor, normalizeLocale } from "./locales";

export const LOCALE_COOKIE = "NEXT_LOCALE";

// Localized pages get their locale from the URL. The dashboard has no locale in its URL: it uses the person's
// stored preference (the NEXT_LOCALE cookie the language menu writes), else English.
export default getRequestConfig(async ({ requestLocale, locale: explicit }) => {
  let locale: Locale | null = normalizeLocale(explicit ?? (await requestLocale));
  if (!locale) locale = normalizeLocale((await cookies()).get(LOCALE_COOKIE)?.value);
  if (!locale) locale = DEFAULT_LOCALE;
  const file = messagesFileFor(locale);
  const core = (await import(`../../messages/${file}.json`)).default;
  const areas = await Promise.all(
    MESSAGE_AREAS.map(async (area) => (await import(`../../messages/${area}/${file}.json`)).default),
  );
  const messages = Object.assign({}, core, ...areas);
  return { locale, messages, timeZone: "UTC" };
});
