// The leader of each row of the comparison (issue 19 item 3): which channels have the best value of one metric.

/** Whether a larger value is the better one. Every row of the comparison today is "higher"; the rule is general. */
export type BetterDirection = "higher" | "lower";

export interface LeaderCandidate<Id> {
  id: Id;
  /** Null (or NaN, or ±Infinity) is unknown: an unknown value never leads, and never ties with a known one. */
  value: number | null;
}

/**
 * The ids of every candidate holding the best known value, in input order: all of them when several tie, none when
 * no value is known. With a single known value that channel leads alone (the others are unknown, not beaten).
 */
export function leadersOf<Id>(candidates: readonly LeaderCandidate<Id>[], better: BetterDirection): Id[] {
  let best: number | null = null;
  for (const { value } of candidates) {
    if (value === null || !Number.isFinite(value)) continue;
    if (best === null || (better === "higher" ? value > best : value < best)) best = value;
  }
  if (best === null) return [];
  return candidates.filter((candidate) => candidate.value === best).map((candidate) => candidate.id);
}
