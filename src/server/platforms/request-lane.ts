// Which budget a platform request spends (issue 13 item 4): the scheduler's refresh jobs run in the "scheduled"
// lane, everything else (tracking, manual refresh, analyses: requests people start) in the "interactive" lane.
// Each HttpSource keeps its concurrency, spacing and circuit per lane, so a burst of failing interactive calls opens
// only the interactive circuit and the scheduled refreshes go on.
import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";

export type RequestLane = "interactive" | "scheduled";

const lane = new AsyncLocalStorage<RequestLane>();

export function currentLane(): RequestLane {
  return lane.getStore() ?? "interactive";
}

/** Runs `work` (a scheduled refresh job) on the scheduler's own budget. */
export function onScheduledBudget<T>(work: () => Promise<T>): Promise<T> {
  return lane.run("scheduled", work);
}
