// The feed table's status words (messages `tracking.status.*`) outside a page request, for the CSV export: the
// catalogue is loaded the way emails load theirs (src/server/email/email-translator.ts), English when no locale.
import "server-only";
import { statusLabelKey } from "@/domain/tracking-status";
import type { Locale } from "@/i18n/locales";
import { emailTranslator } from "../../email/email-translator";
import type { StatusWord } from "./export-feeds";

export async function statusWordsIn(locale: Locale | null): Promise<StatusWord> {
  const { t } = await emailTranslator(locale, "tracking.status");
  return (status) => {
    const key = statusLabelKey(status);
    return key ? t(key) : String(status);
  };
}
