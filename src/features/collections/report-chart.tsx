"use client";
// The collection's views over time: the sum of its deduplicated videos' latest views per day over the plan's window,
// in the team's time zone. Days before any snapshot are gaps, never zeros.
import { useFormatter, useTranslations } from "next-intl";
import { TimeSeriesChart } from "@/components/charts/time-series-chart";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { CollectionReport } from "@/domain/contracts/collection";

/** A team day (YYYY-MM-DD) as a time the chart places and formats in UTC, so the date never shifts. */
const dayTime = (date: string) => Date.parse(`${date}T00:00:00Z`);

export function ReportChart({ report }: { report: CollectionReport }) {
  const t = useTranslations();
  const format = useFormatter();
  const points = report.series.map((day) => ({ time: dayTime(day.date), views: day.views }));
  const known = points.some((point) => point.views !== null);
  const day = (time: number) => format.dateTime(new Date(time), { month: "short", day: "numeric", timeZone: "UTC" });
  const date = (time: number) => format.dateTime(new Date(time), { dateStyle: "medium", timeZone: "UTC" });
  return (
    <Card className="min-w-0" data-testid="collection-chart">
      <CardHeader>
        <CardTitle>{t("reports.chart.title")}</CardTitle>
        <p className="text-xs text-muted-foreground">
          {t("reports.chart.period", {
            start: date(dayTime(report.period.start)),
            end: date(dayTime(report.period.end)),
            days: report.period.days,
          })}
        </p>
      </CardHeader>
      <CardContent>
        {known ? (
          <TimeSeriesChart
            data={points}
            series={[{ key: "views", label: t("reports.chart.views"), kind: "area", dot: points.length <= 31 ? 2 : 0 }]}
            label={t("reports.chart.title")}
            formatValue={(value) => format.number(value, { notation: "compact", maximumFractionDigits: 1 })}
            formatFullValue={(value) => format.number(value)}
            formatTime={day}
            formatTooltipTime={date}
            valueDomain="auto"
          />
        ) : (
          <p className="py-16 text-center text-sm text-muted-foreground" data-testid="collection-chart-empty">
            {t("reports.chart.empty")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
