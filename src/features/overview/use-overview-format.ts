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
    /** 16 Nov: chart labels for a team-local date (YYYY-MM-DD), formatted in UTC so it is not shifted again. */
    calendarDay: (day: string) =>
      intl.dateTime(new Date(`${day}T00:00:00Z`), { month: "short", day: "numeric", timeZone: "UTC" }),
    /** 16 Nov 2026: the chart's tooltip for a team-local date. */
    calendarDate: (day: string) =>
      intl.dateTime(new Date(`${day}T00:00:00Z`), { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }),
  };
}

export type OverviewFormat = ReturnType<typeof useOverviewFormat>;
