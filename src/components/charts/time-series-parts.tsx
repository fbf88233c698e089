"use client";
// The time-series chart's tooltip and legend, drawn with the kit's tokens rather than Recharts' defaults.
import { cn } from "@/lib/cn";
import type { TimePoint } from "./time-series";

export interface TooltipEntry {
  dataKey?: unknown;
  name?: unknown;
  value?: unknown;
  color?: string;
  payload?: Partial<TimePoint>;
}

export function TimeSeriesTooltip({
  active,
  payload,
  formatTime,
  formatEntry,
  labelFor,
}: {
  active?: boolean;
  payload?: readonly TooltipEntry[];
  formatTime: (time: number) => string;
  formatEntry: (value: number | null, label: string) => string;
  labelFor: (dataKey: string) => string | undefined;
}) {
  const time = payload?.[0]?.payload?.time;
  if (!active || !payload?.length || typeof time !== "number") return null;
  // A scatter point reports its time as an entry of its own; only the values are listed.
  const entries = payload.flatMap((entry) => {
    const key = String(entry.dataKey);
    const label = labelFor(key);
    if (key === "time" || label === undefined) return [];
    return [{ key, label, value: typeof entry.value === "number" ? entry.value : null }];
  });
  return (
    <div className="rounded-md border border-border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-medium">{formatTime(time)}</p>
      {entries.map((entry) => (
        <p key={entry.key} className="text-muted-foreground">
          {formatEntry(entry.value, entry.label)}
        </p>
      ))}
    </div>
  );
}

export interface LegendItem {
  label: string;
  color: string;
  shape: "line" | "dashed" | "dot" | "diamond";
}

export function TimeSeriesLegend({ items }: { items: LegendItem[] }) {
  return (
    <figcaption className="mt-3 flex flex-wrap items-center justify-center gap-x-5 gap-y-1 text-xs text-muted-foreground">
      {items.map((item) => (
        <span key={item.label} className="inline-flex items-center gap-1.5">
          <span
            aria-hidden
            style={
              item.shape === "line" || item.shape === "dashed"
                ? { borderColor: item.color }
                : { background: item.color }
            }
            className={cn(
              item.shape === "line" && "w-4 border-t-2",
              item.shape === "dashed" && "w-4 border-t-2 border-dashed",
              item.shape === "dot" && "h-2.5 w-2.5 rounded-full",
              item.shape === "diamond" && "h-2.5 w-2.5 rotate-45",
            )}
          />
          {item.label}
        </span>
      ))}
    </figcaption>
  );
}
