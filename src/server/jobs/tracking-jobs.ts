// Queues, schedules and workers of the tracking engine.
import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "../db/client";
import { getEnv } from "../env";
import { type RefreshJobData, trackingJobs } from "./definitions/tracking";
import { handleRefreshAccount, handleRefreshVideos, handleRetention, runTickLoop } from "./handlers/tracking";

/** Refresh jobs each worker takes at a time (each is at most 50 videos or one account). */
const REFRESH_BATCH = 4;
/**
 * Video refresh jobs one poller takes per fetch. pg-boss waits out its polling interval after every fetch, even a
 * full one (node_modules/pg-boss/src/worker.js), so 4 jobs per 2 s capped a poller at 100 videos/s: the measured
 * ceiling of `npm run bench -- refresh` before this (bench/RESULTS.md).
 */
const VIDEO_REFRESH_BATCH = 20;
const VIDEO_POLLING_SECONDS = 0.5;

export async function registerTrackingJobs(boss: PgBoss, db: Db, signal?: AbortSignal): Promise<void> {
  for (const queue of [
    trackingJobs.tick,
    trackingJobs.refreshVideos,
    trackingJobs.refreshAccount,
    trackingJobs.retention,
  ]) {
    await boss.createQueue(queue.name);
  }
  await boss.schedule(trackingJobs.tick.name, trackingJobs.tick.cron);
  await boss.schedule(trackingJobs.retention.name, trackingJobs.retention.cron);
  await boss.work(trackingJobs.tick.name, async () => {
    await runTickLoop(boss, db, { signal });
  });
  // Several pollers per process: a job waits mostly on the platform and the database, so one at a time left the
  // process idle (issue 18 item 2, bench/RESULTS.md). Parallel jobs touch disjoint claimed videos.
  for (let i = 0; i < getEnv().refreshJobConcurrency; i++) {
    await boss.work<RefreshJobData>(
      trackingJobs.refreshVideos.name,
      { batchSize: VIDEO_REFRESH_BATCH, pollingIntervalSeconds: VIDEO_POLLING_SECONDS },
      async (jobs) => {
        for (const job of jobs) await handleRefreshVideos(boss, db, job.data);
      },
    );
  }
  await boss.work<RefreshJobData>(trackingJobs.refreshAccount.name, { batchSize: REFRESH_BATCH }, async (jobs) => {
    for (const job of jobs) await handleRefreshAccount(boss, db, job.data);
  });
  await boss.work(trackingJobs.retention.name, async () => {
    await handleRetention(db);
  });
}
