"use client";
// A metric over time (snapshots), as a line fitted to its values (small movements stay visible).
import { TimeSeriesChart } from "@/components/charts/time-series-chart";
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
  return (
    <TimeSeriesChart
      data={points}
      series={[{ key: "value", label, dot: points.length < 40 ? 3 : 0, connectNulls: true }]}
      label={label}
      formatValue={format.compact}
      formatFullValue={format.full}
      formatTime={(time) => format.date(new Date(time).toISOString())}
      formatTooltipTime={(time) => format.dateTime(new Date(time).toISOString())}
      valueDomain="auto"
    />
  );
}
