"use client";
// A metric over time (snapshots), as a line.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { chartColorVars, chartGrid, chartTick, chartTooltipStyle } from "@/components/charts/chart-theme";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";

export interface HistoryPoint {
  time: number;
  value: number | null;
}

export function HistoryChart({
  points,
  label,
  format,
}: {
  points: HistoryPoint[];
  label: string;
  format: AnalyzeFormat;
}) {
  const values = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  const min = Math.min(...values);
  const max = Math.max(...values);
  // Abbreviated ticks (34.8K) would all read the same when the numbers barely move: show them in full then.
  const tick = max - min < Math.max(1, max) * 0.05 ? format.full : format.compact;
  return (
    <figure aria-label={label} className={`h-72 w-full ${chartColorVars}`}>
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 0, left: 0 }}>
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
            width={72}
            tick={chartTick}
            tickLine={false}
            axisLine={false}
            tickFormatter={(value: number) => tick(value)}
            domain={["auto", "auto"]}
            allowDecimals={false}
          />
          <Tooltip
            contentStyle={chartTooltipStyle}
            labelFormatter={(time) => format.dateTime(new Date(Number(time)).toISOString())}
            formatter={(value) => [format.full(Number(value)), label]}
          />
          <Line
            dataKey="value"
            name={label}
            stroke="#6366f1"
            strokeWidth={2}
            dot={points.length < 40 ? { r: 3 } : false}
            connectNulls
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
