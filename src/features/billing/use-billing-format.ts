"use client";
// Prices and dates the way the page's locale writes them: USD through the landing's formatter (one rule for the
// whole site), dates as the locale's medium date.
import { useFormatter, useLocale } from "next-intl";
import type { Locale } from "@/i18n/locales";
import { formatUsd } from "../landing/pricing-data";

export function useBillingFormat() {
  const locale = useLocale() as Locale;
  const format = useFormatter();
  return {
    money: (amount: number) => formatUsd(amount, locale),
    date: (iso: string | null) => (iso ? format.dateTime(new Date(iso), { dateStyle: "medium" }) : "—"),
  };
}
