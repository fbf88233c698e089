"use client";
// "3 videos and 1 channel" in the page's language: the counted kinds from stoppedItems, joined the locale's way.
import { useLocale, useTranslations } from "next-intl";
import { stoppedItems } from "./billing-rules";

export function useStoppedWords() {
  const t = useTranslations();
  const locale = useLocale();
  return (stops: { feeds: number; channels: number }): string =>
    new Intl.ListFormat(locale, { type: "conjunction" }).format(
      stoppedItems(stops).map(({ kind, count }) => t(`dashboardBilling.count.${kind}`, { count })),
    );
}
