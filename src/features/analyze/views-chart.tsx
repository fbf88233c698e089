"use client";
// Views of each video over publish time, with the account's median as a reference line and the videos at 10× the
// median or more marked. Visitors receive weekly medians instead of single videos, drawn as a line.
import { useTranslations } from "next-intl";
import { TimeSeriesChart } from "@/components/charts/time-series-chart";
import type { SeriesPoint } from "@/domain/analysis";
import { VIRAL_MULTIPLE } from "@/domain/analytics";
import type { AnalyzeFormat } from "./use-analyze-format";

export function ViewsChart({
  series,
  median,
  outline,
  format,
}: {
  series: SeriesPoint[];
  median: number | null;
  /** Weekly medians (the visitor's outline) rather than one point per video. */
  outline: boolean;
  format: AnalyzeFormat;
}) {
  const t = useTranslations();
  const points = series.map((point) => ({ time: Date.parse(point.date), views: point.views }));
  const threshold = median !== null && median > 0 ? median * VIRAL_MULTIPLE : null;
  const viral = threshold === null ? [] : points.filter((point) => point.views >= threshold);
  // Single videos at 10× are drawn only as marked points; the outline's line keeps every week.
  const drawn = outline || threshold === null ? points : points.filter((point) => point.views < threshold);
  const label = outline ? t("analyzeUi.chart.weeklyMedian") : t("analyzeUi.chart.video");
  const date = (time: number) => format.date(new Date(time).toISOString());
  return (
    <TimeSeriesChart
      data={drawn}
      series={[{ key: "views", label, kind: outline ? "line" : "scatter", dot: outline ? 3 : 0 }]}
      label={t("analyzeUi.chart.summary", { count: points.length, viral: viral.length })}
      formatValue={format.compact}
      formatFullValue={format.full}
      formatTooltipEntry={(views) => (views === null ? "—" : t("analyzeUi.viral.views", { views: format.full(views) }))}
      formatTime={date}
      formatTooltipTime={date}
      reference={
        median !== null
          ? { value: median, label: t("analyzeUi.chart.median", { views: format.compact(median) }) }
          : undefined
      }
      marked={{
        points: viral.map((point) => ({ time: point.time, value: point.views })),
        label: t("analyzeUi.chart.viral", { multiple: VIRAL_MULTIPLE }),
      }}
      legend
    />
  );
}
