// The median used by every analysis (account median views, median multiple, per-bucket and per-cell medians).

/**
 * Median of the values, null for an empty list. An even count gives the mean of the two middle values, the
 * textbook definition: it keeps the median symmetric (reversing the order never changes it) at the price of a
 * value that may not be a whole view count. Callers pass known values only (see known.ts).
 */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle];
  if (upper === undefined) return null;
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[middle - 1] ?? upper;
  // Halving each side first keeps the sum inside the finite range even for values near Number.MAX_VALUE.
  return lower / 2 + upper / 2;
}
