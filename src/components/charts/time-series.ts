// Types and pure rules of the time-series chart (time-series-chart.tsx), apart so they can be tested.

/** One point in time (epoch milliseconds) with a value per series key; null is a gap, not a zero. */
export interface TimePoint {
  time: number;
}

/** A series' value at a point: a number, or null for a gap (missing and non-numeric values too). */
export function valueAt(point: TimePoint, key: string): number | null {
  const value = (point as unknown as Record<string, unknown>)[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

export interface ChartSeries {
  /** The key of the series' values in each point. */
  key: string;
  label: string;
  /** "area" fills under the line; "scatter" draws one dot per point (single videos, not a trend). */
  kind?: "area" | "line" | "scatter";
  /** A comparison series (the previous period): dashed and muted. */
  dashed?: boolean;
  /** The radius of the dot on each point; none when 0. */
  dot?: number;
  /** Draw across gaps instead of breaking the line. */
  connectNulls?: boolean;
}

/** Points drawn on top of the series and named in the legend (videos at 10× the median). */
export interface MarkedPoints {
  points: { time: number; value: number }[];
  label: string;
}

/** The key marked points are drawn under, distinct from any series key. */
export const MARKED_KEY = "__marked";

/**
 * Whether the value axis should show full numbers: when the values barely move (less than 5 % of the largest
 * apart), abbreviated ticks (34.8K, 34.8K, 34.8K) would all read the same.
 */
export function needsFullTicks(values: readonly (number | null)[]): boolean {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value));
  if (known.length === 0) return false;
  const min = Math.min(...known);
  const max = Math.max(...known);
  return max - min < Math.max(1, max) * 0.05;
}

/** Every value the chart draws, for the tick choice. */
export function chartValues(data: readonly TimePoint[], series: readonly ChartSeries[], marked?: MarkedPoints) {
  const values: (number | null)[] = [];
  for (const point of data) for (const { key } of series) values.push(valueAt(point, key));
  for (const point of marked?.points ?? []) values.push(point.value);
  return values;
}
