"use client";
// The analysis views' number formatting plus the precise percentages of the overview, in the page's locale.
import { useFormatter } from "next-intl";
import { useAnalyzeFormat } from "../analyze/use-analyze-format";

export function useOverviewFormat() {
  const format = useAnalyzeFormat();
  const intl = useFormatter();
  return {
    ...format,
    /** 12.5 %, 1,450 %: changes and growth. */
    change: (fraction: number) => intl.number(fraction, { style: "percent", maximumFractionDigits: 1 }),
    /** 4.68 %: engagement rates are small, so two decimals. */
    rate: (fraction: number) => intl.number(fraction, { style: "percent", maximumFractionDigits: 2 }),
    /** Monday, 16 November: chart labels. */
    day: (iso: string) => intl.dateTime(new Date(iso), { month: "short", day: "numeric" }),
  };
}

export type OverviewFormat = ReturnType<typeof useOverviewFormat>;
