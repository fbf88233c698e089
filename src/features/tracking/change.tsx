"use client";
import { cn } from "@/lib/cn";
import { UnknownValue } from "../analyze/unknown-value";
import type { AnalyzeFormat } from "../analyze/use-analyze-format";

/** A change in views: +1.2K in green, −30 in red, unknown as the marker. */
export function Change({ value, format }: { value: number | null; format: AnalyzeFormat }) {
  if (value === null) return <UnknownValue />;
  const tone = value > 0 ? "text-success" : value < 0 ? "text-destructive" : "text-muted-foreground";
  return (
    <span className={cn("tabular-nums", tone)} title={format.full(value)}>
      {value > 0 ? "+" : value < 0 ? "−" : ""}
      {format.compact(Math.abs(value))}
    </span>
  );
}
