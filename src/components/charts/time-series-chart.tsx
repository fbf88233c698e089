"use client";
// The one time-series chart (Recharts): areas, lines or dots over time for several series, a dashed comparison
// series, an optional reference line (the median) and marked points (videos at 10× it), a token-styled tooltip
// and legend. Dates are formatted in the page's locale; in right-to-left pages the time axis runs from the right.
import { useFormatter } from "next-intl";
import { useId } from "react";
import {
  Area,
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
import { cn } from "@/lib/cn";
import { chartColors, chartGrid, chartMark, chartMuted, chartRef, chartTick } from "./chart-theme";
import {
  type ChartSeries,
  chartValues,
  MARKED_KEY,
  type MarkedPoints,
  needsFullTicks,
  type TimePoint,
  valueAt,
} from "./time-series";
import { type LegendItem, TimeSeriesLegend, TimeSeriesTooltip } from "./time-series-parts";
import { useRtl } from "./use-rtl";

export type { ChartSeries, MarkedPoints, TimePoint };

export interface TimeSeriesChartProps {
  data: readonly TimePoint[];
  series: readonly ChartSeries[];
  /** The figure's accessible name (a sentence that says what the chart shows). */
  label: string;
  /** Abbreviated value (axis ticks): 34.8K. */
  formatValue: (value: number) => string;
  /** Full value (tooltip, and ticks when values barely move): 34,812. */
  formatFullValue: (value: number) => string;
  /** A tooltip line; default "label: value". */
  formatTooltipEntry?: (value: number | null, label: string) => string;
  /** Axis date; default short month and day in the page's locale. */
  formatTime?: (time: number) => string;
  /** Tooltip date; default medium date in the page's locale. */
  formatTooltipTime?: (time: number) => string;
  reference?: { value: number; label: string };
  marked?: MarkedPoints;
  /** The legend below the chart; by default only when there is more than one thing to tell apart. */
  legend?: boolean;
  /** "zero" starts the value axis at 0; "auto" fits it to the values (small movements stay visible). */
  valueDomain?: "zero" | "auto";
  /** The time axis's ticks; by default the chart's own (at the browser's midnights). */
  timeTicks?: readonly number[];
  className?: string;
}

export function TimeSeriesChart({
  data,
  series,
  label,
  formatValue,
  formatFullValue,
  formatTooltipEntry,
  formatTime,
  formatTooltipTime,
  reference,
  marked,
  legend,
  valueDomain = "zero",
  timeTicks,
  className,
}: TimeSeriesChartProps) {
  const format = useFormatter();
  const rtl = useRtl();
  const gradientId = `tsc-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const axisTime = formatTime ?? ((time: number) => format.dateTime(time, { month: "short", day: "numeric" }));
  const tooltipTime = formatTooltipTime ?? ((time: number) => format.dateTime(time, { dateStyle: "medium" }));
  const entry =
    formatTooltipEntry ??
    ((value: number | null, name: string) => `${name}: ${value === null ? "—" : formatFullValue(value)}`);
  const tick = needsFullTicks(chartValues(data, series, marked)) ? formatFullValue : formatValue;

  let colorIndex = 0;
  const drawn = series.map((item) => ({
    ...item,
    color: item.dashed ? chartMuted : (chartColors[colorIndex++ % chartColors.length] ?? chartMuted),
  }));
  const labels = new Map<string, string>(drawn.map((item) => [item.key, item.label]));
  if (marked) labels.set(MARKED_KEY, marked.label);
  const markedData = marked?.points.map((point) => ({ time: point.time, [MARKED_KEY]: point.value })) ?? [];

  const legendItems: LegendItem[] = [
    ...drawn.map(
      (item): LegendItem => ({
        label: item.label,
        color: item.color,
        shape: item.dashed ? "dashed" : item.kind === "scatter" ? "dot" : "line",
      }),
    ),
    ...(marked?.points.length ? [{ label: marked.label, color: chartMark, shape: "diamond" as const }] : []),
    ...(reference ? [{ label: reference.label, color: chartRef, shape: "dashed" as const }] : []),
  ];
  const showLegend = legend ?? legendItems.length > 1;

  return (
    <figure aria-label={label} className={cn("w-full", className)}>
      <div className="h-72 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <ComposedChart data={[...data]} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
            <defs>
              {drawn.map((item) => (
                <linearGradient key={item.key} id={`${gradientId}-${item.key}`} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={item.color} stopOpacity={0.3} />
                  <stop offset="100%" stopColor={item.color} stopOpacity={0.02} />
                </linearGradient>
              ))}
            </defs>
            <CartesianGrid strokeDasharray="3 3" stroke={chartGrid} vertical={false} />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={["dataMin", "dataMax"]}
              reversed={rtl}
              tickFormatter={(time: number) => axisTime(time)}
              ticks={timeTicks ? [...timeTicks] : undefined}
              tick={chartTick}
              tickLine={false}
              minTickGap={32}
            />
            <YAxis
              type="number"
              orientation={rtl ? "right" : "left"}
              width={72}
              tick={chartTick}
              tickLine={false}
              axisLine={false}
              tickFormatter={(value: number) => tick(value)}
              domain={valueDomain === "auto" ? ["auto", "auto"] : [0, "auto"]}
              allowDecimals={false}
            />
            <Tooltip
              content={
                <TimeSeriesTooltip formatTime={tooltipTime} formatEntry={entry} labelFor={(key) => labels.get(key)} />
              }
            />
            {reference ? <ReferenceLine y={reference.value} stroke={chartRef} strokeDasharray="6 4" /> : null}
            {drawn.map((item) => {
              const common = {
                dataKey: item.key,
                name: item.label,
                stroke: item.color,
                strokeWidth: 2,
                strokeDasharray: item.dashed ? "5 4" : undefined,
                isAnimationActive: false,
              };
              const dot = item.dot ? { r: item.dot } : false;
              if (item.kind === "scatter")
                return (
                  <Scatter
                    key={item.key}
                    data={data.filter((point) => valueAt(point, item.key) !== null)}
                    dataKey={item.key}
                    name={item.label}
                    fill={item.color}
                    isAnimationActive={false}
                  />
                );
              if (item.kind === "area")
                return (
                  <Area
                    {...common}
                    key={item.key}
                    fill={item.dashed ? "none" : `url(#${gradientId}-${item.key})`}
                    dot={dot}
                    connectNulls={item.connectNulls}
                  />
                );
              return <Line {...common} key={item.key} dot={dot} connectNulls={item.connectNulls} />;
            })}
            {markedData.length ? (
              <Scatter
                data={markedData}
                dataKey={MARKED_KEY}
                name={marked?.label}
                fill={chartMark}
                shape="diamond"
                isAnimationActive={false}
              />
            ) : null}
          </ComposedChart>
        </ResponsiveContainer>
      </div>
      {showLegend ? <TimeSeriesLegend items={legendItems} /> : null}
    </figure>
  );
}
