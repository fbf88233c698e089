"use client";
// Views gained per day: the current period as a filled area, the previous period (aligned by day offset) dashed
// over it. Days without any snapshot are gaps, not zeros.
import { useTranslations } from "next-intl";
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartColorVars, chartGrid, chartTick, chartTooltipStyle } from "@/components/charts/chart-theme";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { OverviewData } from "./types";
import type { OverviewFormat } from "./use-overview-format";
import { useRtl } from "./use-rtl";

export function ViewsChart({ data, format }: { data: OverviewData; format: OverviewFormat }) {
  const t = useTranslations();
  const rtl = useRtl();
  const points = data.series.map((day) => ({ date: day.date, current: day.views, previous: day.previous_views }));
  const known = points.some((point) => point.current !== null || point.previous !== null);
  const current = t("overview.chart.current");
  const previous = t("overview.chart.previous");
  return (
    <Card className="min-w-0" data-testid="overview-chart">
      <CardHeader>
        <CardTitle>{t("overview.chart.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {known ? (
          <figure aria-label={t("overview.chart.title")} className={`h-72 w-full ${chartColorVars}`}>
            <ResponsiveContainer width="100%" height="100%">
              <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
                <defs>
                  <linearGradient id="overview-views-fill" x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stopColor="#6366f1" stopOpacity={0.3} />
                    <stop offset="100%" stopColor="#6366f1" stopOpacity={0.02} />
                  </linearGradient>
                </defs>
                <CartesianGrid strokeDasharray="3 3" stroke={chartGrid} vertical={false} />
                <XAxis
                  dataKey="date"
                  reversed={rtl}
                  tickFormatter={(iso: string) => format.day(iso)}
                  tick={chartTick}
                  tickLine={false}
                  minTickGap={24}
                />
                <YAxis
                  orientation={rtl ? "right" : "left"}
                  width={56}
                  tick={chartTick}
                  tickLine={false}
                  axisLine={false}
                  tickFormatter={(value: number) => format.compact(value)}
                  allowDecimals={false}
                />
                <Tooltip
                  contentStyle={chartTooltipStyle}
                  labelFormatter={(iso) => format.date(String(iso))}
                  formatter={(value, name) => [value === null ? "—" : format.full(Number(value)), name]}
                />
                <Legend iconType="plainline" wrapperStyle={{ fontSize: 12 }} />
                {data.previous_available ? (
                  <Area
                    dataKey="previous"
                    name={previous}
                    stroke="#94a3b8"
                    strokeDasharray="5 4"
                    strokeWidth={2}
                    fill="none"
                    isAnimationActive={false}
                  />
                ) : null}
                <Area
                  dataKey="current"
                  name={current}
                  stroke="#6366f1"
                  strokeWidth={2}
                  fill="url(#overview-views-fill)"
                  dot={points.length <= 31 ? { r: 2 } : false}
                  isAnimationActive={false}
                />
              </AreaChart>
            </ResponsiveContainer>
          </figure>
        ) : (
          <p
            className="py-16 text-center text-sm text-slate-500 dark:text-slate-400"
            data-testid="overview-chart-empty"
          >
            {t("overview.chart.empty")}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
