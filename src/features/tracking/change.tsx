"use client";
import { cn } from "@/lib/cn";
import { UnknownValue } from "../analyze/unknown-value";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";

/** A change in views: +1.2K in green, −30 in red, unknown as the marker. */
export function Change({ value, format }: { value: number | null; format: AnalyzeFormat }) {
  if (value === null) return <UnknownValue />;
  const tone =
    value > 0
      ? "text-emerald-700 dark:text-emerald-300"
      : value < 0
        ? "text-red-600 dark:text-red-400"
        : "text-slate-500 dark:text-slate-400";
  return (
    <span className={cn("tabular-nums", tone)} title={format.full(value)}>
      {value > 0 ? "+" : value < 0 ? "−" : ""}
      {format.compact(Math.abs(value))}
    </span>
  );
}
