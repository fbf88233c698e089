// Handlers of the tracking jobs. They stay thin: the engine in src/server/tracking does the work.
import "server-only";
import type PgBoss from "pg-boss";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { onScheduledBudget } from "../../platforms/request-lane";
import { claimDue } from "../../tracking/claim-due";
import { refreshAccount } from "../../tracking/refresh-account";
import { refreshVideos } from "../../tracking/refresh-videos";
import { applyRetention } from "../../tracking/retention";
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
    results.push(await onScheduledBudget(() => refreshAccount(db, { accountId, capturedAt })));
  }
  const event: TrackingRefreshedEvent = { kind: "accounts", ids: data.ids, capturedAt: data.capturedAt };
  await boss.publish(trackingJobs.refreshedEvent, event);
  return results;
}

export async function handleRetention(db: Db) {
  return applyRetention(db, now());
}
