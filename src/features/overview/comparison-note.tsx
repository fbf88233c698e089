"use client";
// Which two periods the key figures compare ("Nov 18–20 vs Nov 15–17"), in the team's days as the API names them,
// and why the window is split when the plan's history does not reach the previous window (issue 19 item 5).
import { useFormatter, useTranslations } from "next-intl";
import type { OverviewData } from "./types";

type Compared = OverviewData["comparison"]["current"];

/** "Nov 18–20": the days are team-local dates, so they are formatted as dates in UTC (no second shift). */
export function useComparedLabel() {
  const intl = useFormatter();
  return (period: Compared) => {
    const options = { month: "short", day: "numeric", timeZone: "UTC" } as const;
    const first = new Date(`${period.first_day}T00:00:00Z`);
    const last = new Date(`${period.last_day}T00:00:00Z`);
    return period.first_day === period.last_day
      ? intl.dateTime(first, options)
      : intl.dateTimeRange(first, last, options);
  };
}

export function ComparisonNote({ data }: { data: OverviewData }) {
  const t = useTranslations();
  const label = useComparedLabel();
  const { comparison } = data;
  return (
    <p className="text-sm text-muted-foreground" data-testid="overview-comparison">
      <bdi>
        {t("overview.comparison.label", {
          current: label(comparison.current),
          previous: label(comparison.previous),
        })}
      </bdi>
      {comparison.split ? (
        // Its own line: run on after the dates it read as one sentence ("Nov 21 – 23 Your plan keeps …").
        <span className="mt-0.5 block">
          {t("overview.comparison.split", { days: data.window_days, compareDays: comparison.days })}
        </span>
      ) : null}
    </p>
  );
}
