// What a feed's history section shows for one metric: the chart, "not reported by this platform" (a count the
// platform never gives, e.g. YouTube's shares and saves: spec, unknown is never shown as 0), or "no history yet".
export type HistoryState = "chart" | "notReported" | "noHistory";

export function historyState(values: readonly (number | null)[], current: number | null): HistoryState {
  const known = values.filter((value) => value !== null).length;
  if (known > 1) return "chart";
  // Unknown now and in every capture so far: waiting for more refreshes would not help.
  if (known === 0 && current === null && values.length > 0) return "notReported";
  return "noHistory";
}
