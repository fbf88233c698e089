"use client";
import { useFormatter, useTranslations } from "next-intl";

/** Compact figures ("1.2K") with a dash for unknown values. */
export function useFigures() {
  const t = useTranslations();
  const format = useFormatter();
  return {
    count: (value: number | null | undefined) =>
      value === null || value === undefined || Number.isNaN(value)
        ? t("ui.common.unknown")
        : format.number(value, { notation: "compact", maximumFractionDigits: 1 }),
    multiple: (value: number | null | undefined) =>
      value === null || value === undefined
        ? t("ui.common.unknown")
        : `${format.number(value, { maximumFractionDigits: 1 })}x`,
    date: (value: string | null | undefined) =>
      value ? format.dateTime(new Date(value), { dateStyle: "medium" }) : t("ui.common.unknown"),
  };
}
