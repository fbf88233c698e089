// Queues, schedules and workers of the tracking engine.
import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "../db/client";
import { getEnv } from "../env";
import { createQueue } from "./create-queue";
import { type RefreshJobData, trackingJobs } from "./definitions/tracking";
import { handleRefreshAccount, handleRefreshVideos, handleRetention, runTickLoop } from "./handlers/tracking";
import { workEach } from "./work-each";

/** How soon an idle poller looks for new refresh jobs; a poller that found one looks again at once (work-each.ts). */
const VIDEO_POLLING_SECONDS = 0.5;

export async function registerTrackingJobs(boss: PgBoss, db: Db, signal?: AbortSignal): Promise<void> {
  for (const queue of [
    trackingJobs.tick,
    trackingJobs.refreshVideos,
    trackingJobs.refreshAccount,
    trackingJobs.retention,
  ]) {
    await createQueue(boss, queue.name);
  }
  await boss.schedule(trackingJobs.tick.name, trackingJobs.tick.cron);
  await boss.schedule(trackingJobs.retention.name, trackingJobs.retention.cron);
  await boss.work(trackingJobs.tick.name, async () => {
    await runTickLoop(boss, db, { signal });
  });
  // Several pollers per process: a job waits mostly on the platform and the database, so one at a time left the
  // process idle (issue 18 item 2, bench/RESULTS.md). Parallel jobs touch disjoint claimed videos. One job per
  // fetch, each with its own expiry and outcome (work-each.ts).
  for (let i = 0; i < getEnv().refreshJobConcurrency; i++) {
    await workEach<RefreshJobData>(
      boss,
      trackingJobs.refreshVideos.name,
      { pollingIntervalSeconds: VIDEO_POLLING_SECONDS },
      (data) => handleRefreshVideos(boss, db, data),
    );
  }
  await workEach<RefreshJobData>(boss, trackingJobs.refreshAccount.name, {}, (data) =>
    handleRefreshAccount(boss, db, data),
  );
  await boss.work(trackingJobs.retention.name, async () => {
    await handleRetention(db);
  });
}
