// Emails are written outside any page request (a job, another person's action), so they cannot use next-intl's
// request config: this loads the recipient's catalogue the same way (core file plus area files, as in
// src/i18n/request.ts) and gives a translator for one namespace. Unknown or missing locales fall back to English.
import "server-only";
// use-intl/core: the translator without React, so plain Node processes (worker, tests' API process) can load it.
import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, type Locale, MESSAGE_AREAS, messagesFileFor, normalizeLocale } from "@/i18n/locales";

type Messages = Record<string, unknown>;
const cache = new Map<Locale, Promise<Messages>>();

async function loadMessages(locale: Locale): Promise<Messages> {
  const file = messagesFileFor(locale);
  const core = (await import(`../../../messages/${file}.json`)).default;
  const areas = await Promise.all(
    MESSAGE_AREAS.map(async (area) => (await import(`../../../messages/${area}/${file}.json`)).default),
  );
  return Object.assign({}, core, ...areas) as Messages;
}

/** The locale an email goes out in: the stored preference when it is one of ours, else English. */
export function emailLocale(stored: string | null | undefined): Locale {
  return normalizeLocale(stored ?? undefined) ?? DEFAULT_LOCALE;
}

/** Email copy takes plain values (names, dates already formatted, links). */
export type EmailTranslate = (key: string, values?: Record<string, string | number>) => string;

/** A translator of `namespace` (for example "emails.invitation") in `locale`; the keys are checked by check:i18n. */
export async function emailTranslator(
  stored: string | null | undefined,
  namespace: string,
): Promise<{ locale: Locale; t: EmailTranslate }> {
  const locale = emailLocale(stored);
  let messages = cache.get(locale);
  if (!messages) {
    messages = loadMessages(locale);
    cache.set(locale, messages);
  }
  const translate = createTranslator({ locale, messages: await messages, namespace: namespace as never });
  return { locale, t: translate as unknown as EmailTranslate };
}
