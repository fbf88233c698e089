"use client";
// Views gained per day: the current period as a filled area, the previous window (aligned by day offset) dashed
// over it when the plan's history reaches it. Days without any snapshot are gaps, not zeros.
import { useTranslations } from "next-intl";
import { TimeSeriesChart } from "@/components/charts/time-series-chart";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { OverviewData } from "./types";
import type { OverviewFormat } from "./use-overview-format";

export function ViewsChart({ data, format }: { data: OverviewData; format: OverviewFormat }) {
  const t = useTranslations();
  // Each point sits at the team-local date its day is named by (as the period header names the days), placed at
  // that date's UTC midnight and formatted in UTC: the series' `date` is the span's start, a day earlier.
  const points = data.series.map((day) => ({
    time: Date.parse(`${day.day}T00:00:00Z`),
    current: day.views,
    previous: day.previous_views,
  }));
  const known = points.some((point) => point.current !== null || point.previous !== null);
  // Ticks only at the points (the chart's own would sit at the browser's midnights, off the team's days).
  const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
  return (
    <Card className="min-w-0" data-testid="overview-chart">
      <CardHeader>
        <CardTitle>{t("overview.chart.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {known ? (
          <TimeSeriesChart
            data={points}
            series={[
              {
                key: "current",
                label: t("overview.chart.current"),
                kind: "area",
                dot: points.length <= 31 ? 2 : 0,
              },
              // A split window (period.ts) has no previous window to draw under this one.
              ...(data.previous_available && !data.comparison.split
                ? [{ key: "previous", label: t("overview.chart.previous"), kind: "line" as const, dashed: true }]
                : []),
            ]}
            label={t("overview.chart.title")}
            formatValue={format.compact}
            formatFullValue={format.full}
            timeTicks={points.map((point) => point.time)}
            formatTime={(time) => format.calendarDay(dayOf(time))}
            formatTooltipTime={(time) => format.calendarDate(dayOf(time))}
            legend
          />
        ) : (
          <p className="py-16 text-center text-sm text-muted-foreground" data-testid="overview-chart-empty">
            {t("overview.chart.empty")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
