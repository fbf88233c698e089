// What counts as a known value. Sources sometimes hand over garbage (NaN from a failed parse, -1 as a "hidden"
// marker, a float that lost its precision); treating it as unknown here keeps every analysis free of NaN,
// Infinity and negative counts.

/**
 * The value when it is a number in 0..Number.MAX_SAFE_INTEGER, otherwise null (unknown). Above 2^53 a count is no
 * longer exact, so it is not a real count; the cap also keeps every sum of counts finite.
 */
export function knownCount(value: number | null | undefined): number | null {
  return typeof value === "number" && value >= 0 && value <= Number.MAX_SAFE_INTEGER ? value : null;
}

/**
 * numerator / denominator, or null when the quotient is undefined (a zero denominator) or not finite (a
 * denominator so close to 0 that the quotient overflows). Every ratio in the analytics goes through here.
 */
export function ratioOrNull(numerator: number, denominator: number): number | null {
  if (denominator === 0) return null;
  const ratio = numerator / denominator;
  return Number.isFinite(ratio) ? ratio : null;
}

/** The date when it is a real point in time; an Invalid Date (NaN time) counts as unknown. */
export function knownDate(value: Date | null | undefined): Date | null {
  return value instanceof Date && Number.isFinite(value.getTime()) ? value : null;
}

/** The known counts among the values, in their original order. */
export function knownCounts(values: Iterable<number | null | undefined>): number[] {
  const known: number[] = [];
  for (const value of values) {
    const count = knownCount(value);
    if (count !== null) known.push(count);
  }
  return known;
}
