// The language menu of the lean public pages, rendered on the server: the label and the locale are props of the
// small client select (./language-select.tsx), so no client translations are needed.
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { LanguageSelect } from "./language-select";

export async function LeanLanguageMenu() {
  const [t, locale] = await Promise.all([getTranslations(), getLocale()]);
  return <LanguageSelect locale={locale as Locale} label={t("common.language")} />;
}
