// Handlers of the tracking jobs. They stay thin: the engine in src/server/tracking does the work.
import "server-only";
import type PgBoss from "pg-boss";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { onScheduledBudget } from "../../platforms/request-lane";
import { dataChanged } from "../../runtime/data-generation";
import { claimDue, VIDEO_BATCH } from "../../tracking/claim-due";
import { refreshAccount } from "../../tracking/refresh-account";
import { refreshVideos } from "../../tracking/refresh-videos";
import { applyRetention } from "../../tracking/retention";
import { retryOnDeadlock } from "../../tracking/retry-on-deadlock";
import type { TrackingRefreshedEvent } from "../definitions/alerts";
import { type RefreshJobData, refreshJobOptions, trackingJobs } from "../definitions/tracking";

/** Claims what is due and enqueues one job per batch; returns how many jobs were enqueued. */
export async function runTick(boss: PgBoss, db: Db, at = now()): Promise<number> {
  const batches = await claimDue(db, at);
  if (!batches.length) return 0;
  const capturedAt = at.toISOString();
  await boss.insert(
    batches.map((batch) => ({
      name: batch.kind === "videos" ? trackingJobs.refreshVideos.name : trackingJobs.refreshAccount.name,
      data: { ids: batch.ids, capturedAt } satisfies RefreshJobData,
      ...refreshJobOptions(),
    })),
  );
  return batches.length;
}

/** How long one tick keeps claiming: under the cron's minute, so ticks do not pile up. */
export const TICK_BUDGET_MS = 50_000;
/** Refresh jobs (up to VIDEO_BATCH videos each: 20,000 videos) allowed to wait in the queue before the tick stops
 * claiming: claimed work is leased for CLAIM_LEASE_MINUTES, so claiming far ahead of the workers would let leases
 * run out unserved. */
export const MAX_QUEUED_REFRESH_JOBS = Math.ceil(20_000 / VIDEO_BATCH);

/**
 * The cron tick: claims again and again for up to TICK_BUDGET_MS while work is due and the queue has room. One
 * claim per minute took at most CLAIM_LIMIT (2,000) videos a minute, about 33 videos/s, however many workers ran
 * (issue 18 item 2, bench/RESULTS.md); this way the workers' speed is the limit.
 */
export async function runTickLoop(
  boss: PgBoss,
  db: Db,
  options: { budgetMs?: number; pauseMs?: number; maxQueued?: number; signal?: AbortSignal } = {},
): Promise<number> {
  const { budgetMs = TICK_BUDGET_MS, pauseMs = 1_000, maxQueued = MAX_QUEUED_REFRESH_JOBS } = options;
  const started = Date.now();
  let enqueued = 0;
  while (!options.signal?.aborted) {
    const queued = await boss.getQueueSize(trackingJobs.refreshVideos.name);
    const added = queued < maxQueued ? await runTick(boss, db) : 0;
    // The tick runs for up to 50 s and each claim commits (next refresh times): cached answers go at each one.
    if (added > 0) dataChanged();
    enqueued += added;
    if (Date.now() - started + pauseMs >= budgetMs) return enqueued;
    // Nothing due (or the queue is full): wait a moment; otherwise claim again at once.
    if (added === 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
  return enqueued;
}

// The deadlock retry lives with the tracking writes (src/server/tracking/retry-on-deadlock.ts); a video job retries
// its transaction alone there, so a retry spends no platform call again.
export { isDeadlock, retryOnDeadlock } from "../../tracking/retry-on-deadlock";

// Scheduled refreshes spend the scheduler's own platform budget, which interactive requests cannot exhaust.
export async function handleRefreshVideos(boss: PgBoss, db: Db, data: RefreshJobData) {
  const capturedAt = new Date(data.capturedAt);
  const outcome = await onScheduledBudget(() => refreshVideos(db, { videoIds: data.ids, capturedAt }));
  const event: TrackingRefreshedEvent = { kind: "videos", ...outcome, capturedAt: data.capturedAt };
  await boss.publish(trackingJobs.refreshedEvent, event);
  return outcome;
}

export async function handleRefreshAccount(boss: PgBoss, db: Db, data: RefreshJobData) {
  const results = [];
  for (const accountId of data.ids) {
    const capturedAt = new Date(data.capturedAt);
    results.push(await retryOnDeadlock(() => onScheduledBudget(() => refreshAccount(db, { accountId, capturedAt }))));
    // Each account commits on its own; the job's end (boss.ts) would come only after the last one.
    dataChanged();
  }
  const event: TrackingRefreshedEvent = { kind: "accounts", ids: data.ids, capturedAt: data.capturedAt };
  await boss.publish(trackingJobs.refreshedEvent, event);
  return results;
}

export async function handleRetention(db: Db) {
  return applyRetention(db, now());
}
