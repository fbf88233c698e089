// Queues, schedules and workers of the tracking engine.
import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "../db/client";
import { type RefreshJobData, trackingJobs } from "./definitions/tracking";
import { handleRefreshAccount, handleRefreshVideos, handleRetention, runTick } from "./handlers/tracking";

/** Refresh jobs each worker takes at a time (each is at most 50 videos or one account). */
const REFRESH_BATCH = 4;

export async function registerTrackingJobs(boss: PgBoss, db: Db): Promise<void> {
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
    await runTick(boss, db);
  });
  await boss.work<RefreshJobData>(trackingJobs.refreshVideos.name, { batchSize: REFRESH_BATCH }, async (jobs) => {
    for (const job of jobs) await handleRefreshVideos(boss, db, job.data);
  });
  await boss.work<RefreshJobData>(trackingJobs.refreshAccount.name, { batchSize: REFRESH_BATCH }, async (jobs) => {
    for (const job of jobs) await handleRefreshAccount(boss, db, job.data);
  });
  await boss.work(trackingJobs.retention.name, async () => {
    await handleRetention(db);
  });
}
