"use client";
import { useFormatter, useTranslations } from "next-intl";
import { useAnalyzeFormat } from "../analyze/use-analyze-format";

/** Compact figures ("1.2K") with a dash for unknown values. */
export function useFigures() {
  const t = useTranslations();
  const format = useFormatter();
  const analyze = useAnalyzeFormat();
  return {
    count: (value: number | null | undefined) =>
      value === null || value === undefined || Number.isNaN(value)
        ? t("ui.common.unknown")
        : format.number(value, { notation: "compact", maximumFractionDigits: 1 }),
    /** "19.7×" as on every other screen (the analysis views' formatter), not "19.7x" (QA s10 item 5). */
    multiple: (value: number | null | undefined) =>
      value === null || value === undefined ? t("ui.common.unknown") : analyze.multiple(value),
    date: (value: string | null | undefined) =>
      value ? format.dateTime(new Date(value), { dateStyle: "medium" }) : t("ui.common.unknown"),
  };
}
