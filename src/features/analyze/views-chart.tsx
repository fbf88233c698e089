"use client";
// Views of each video over publish time, with the account's median as a reference line and the videos at 10× the
// median or more marked. Visitors receive weekly medians instead of single videos, drawn as a line.
import { useTranslations } from "next-intl";
import {
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { chartColorVars, chartGrid, chartRef, chartTick } from "@/components/charts/chart-theme";
import type { SeriesPoint } from "@/domain/analysis";
import { VIRAL_MULTIPLE } from "@/domain/analytics";
import type { AnalyzeFormat } from "./use-analyze-format";

interface Point {
  time: number;
  views: number;
}

function ChartTooltip({
  active,
  payload,
  format,
}: {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: Point }>;
  format: AnalyzeFormat;
}) {
  const t = useTranslations();
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="rounded-md border border-slate-200 bg-white px-3 py-2 text-xs shadow-md dark:border-slate-800 dark:bg-night-surface">
      <p className="font-medium text-slate-900 dark:text-slate-100">
        {format.date(new Date(point.time).toISOString())}
      </p>
      <p className="text-slate-600 dark:text-slate-400">
        {t("analyzeUi.viral.views", { views: format.full(point.views) })}
      </p>
    </div>
  );
}

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
  const points: Point[] = series.map((point) => ({ time: Date.parse(point.date), views: point.views }));
  const threshold = median !== null && median > 0 ? median * VIRAL_MULTIPLE : null;
  const viral = threshold === null ? [] : points.filter((point) => point.views >= threshold);
  const regular = threshold === null ? points : points.filter((point) => point.views < threshold);
  const label = outline ? t("analyzeUi.chart.weeklyMedian") : t("analyzeUi.chart.video");
  return (
    <figure
      aria-label={t("analyzeUi.chart.summary", { count: points.length, viral: viral.length })}
      className={chartColorVars}
    >
      <div className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke={chartGrid} />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={["dataMin", "dataMax"]}
              tickFormatter={(time: number) => format.date(new Date(time).toISOString())}
              tick={chartTick}
              tickLine={false}
              minTickGap={32}
            />
            <YAxis
              dataKey="views"
              type="number"
              width={64}
              tick={chartTick}
              tickLine={false}
              axisLine={false}
              tickFormatter={(value: number) => format.compact(value)}
            />
            <Tooltip content={<ChartTooltip format={format} />} />
            {median !== null ? <ReferenceLine y={median} stroke={chartRef} strokeDasharray="6 4" /> : null}
            {outline ? (
              <Line
                data={points}
                dataKey="views"
                name={label}
                stroke="#6366f1"
                strokeWidth={2}
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            ) : (
              <Scatter data={regular} dataKey="views" name={label} fill="#6366f1" isAnimationActive={false} />
            )}
            {viral.length ? (
              <Scatter
                data={viral}
                dataKey="views"
                name={t("analyzeUi.chart.viral", { multiple: VIRAL_MULTIPLE })}
                fill="#f97316"
                shape="diamond"
                isAnimationActive={false}
              />
            ) : null}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-center gap-x-5 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden className="h-2.5 w-2.5 rounded-full bg-brand-500" />
          {label}
        </span>
        {viral.length ? (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="h-2.5 w-2.5 rotate-45 bg-orange-500" />
            {t("analyzeUi.chart.viral", { multiple: VIRAL_MULTIPLE })}
          </span>
        ) : null}
        {median !== null ? (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden className="w-4 border-t-2 border-dashed border-slate-900" />
            {t("analyzeUi.chart.median", { views: format.compact(median) })}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
