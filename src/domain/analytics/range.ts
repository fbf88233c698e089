// Smallest and largest value, the shape behind "duration range" and "virality range".
import type { NumericRange } from "./types";

/** min..max of the values, null for an empty list. */
export function rangeOf(values: readonly number[]): NumericRange | null {
  if (values.length === 0) return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  // A loop, not Math.min(...values): spreading tens of thousands of arguments overflows the call stack.
  for (const value of values) {
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return { min, max };
}
