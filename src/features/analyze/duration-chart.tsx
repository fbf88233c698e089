"use client";
// Median views per duration bucket as bars; the best bucket stands out, empty buckets stay visible as gaps.
import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartCursor, chartGrid, chartTick, chartTooltipStyle } from "@/components/charts/chart-theme";
import type { DurationBucketStats } from "@/domain/analytics";
import type { AnalyzeFormat } from "./use-analyze-format";
import { useBucketLabel } from "./use-bucket-label";

const BRAND = "#6366f1";
const BEST = "#4338ca";

export function DurationChart({
  buckets,
  bestId,
  format,
}: {
  buckets: DurationBucketStats[];
  bestId: string | null;
  format: AnalyzeFormat;
}) {
  const t = useTranslations();
  const bucketLabel = useBucketLabel();
  const data = buckets.map((stats) => ({
    id: stats.bucket.id,
    label: bucketLabel(stats.bucket),
    median: stats.medianViews,
    count: stats.count,
  }));
  const summary = data
    .map((row) => `${row.label}: ${row.median === null ? "—" : format.compact(row.median)}`)
    .join(", ");
  return (
    <figure className="h-64 w-full" aria-label={`${t("analyzeUi.duration.chartTitle")}. ${summary}`}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke={chartGrid} />
          <XAxis dataKey="label" tick={chartTick} tickLine={false} axisLine={false} />
          <YAxis
            width={64}
            tick={chartTick}
            tickLine={false}
            axisLine={false}
            tickFormatter={(value: number) => format.compact(value)}
          />
          <Tooltip
            contentStyle={chartTooltipStyle}
            cursor={{ fill: chartCursor }}
            formatter={(value) => [
              typeof value === "number" ? format.full(value) : "—",
              t("analyzeUi.duration.medianViews"),
            ]}
            labelFormatter={(label, payload) => {
              const count = (payload?.[0]?.payload as { count?: number } | undefined)?.count ?? 0;
              return `${label} · ${t("analyzeUi.videoCount", { count })}`;
            }}
          />
          <Bar dataKey="median" radius={[4, 4, 0, 0]} isAnimationActive={false}>
            {data.map((row) => (
              <Cell key={row.id} fill={row.id === bestId ? BEST : BRAND} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
