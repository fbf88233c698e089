// A process-wide counter of "the data may have changed here" (issue 18 item 5): the answer caches (the feed list's
// and the overview's, src/server/queries/answer-cache.ts) keep an answer only while the counter has not moved since
// the answer's reads began, so a write in this process is visible to the very next read.
//
// Who bumps it: every /v1 write request that reached a signed-in caller (or the billing webhook), after it answered
// (src/server/api/middleware/mark-data-changed.ts); every pg-boss job this process runs, after its handler returned
// (src/server/jobs/boss.ts) — refreshes, alert evaluations, retention, billing sweeps; and the writes that commit
// while a job or request goes on: each claim of the tick loop, each account of an account refresh, and a public
// analysis's store (it runs after its POST answered). Another process's writes are bounded by each cache's TTL.
// Bumping is cheap and never wrong (it only drops cached answers), so a path in doubt bumps.
import "server-only";

const store = globalThis as unknown as { __feedscopeDataGeneration?: number };

/** The current generation; compare before and after a read to know whether a write happened in between. */
export function dataGeneration(): number {
  return store.__feedscopeDataGeneration ?? 0;
}

/** Something in this process wrote (or is about to write) data a cached answer may hold. */
export function dataChanged(): void {
  store.__feedscopeDataGeneration = dataGeneration() + 1;
}
