// The `alerts.deliver` queue and its worker (issue 16 item 4). The queue carries the job options, so jobs enqueued
// by evaluation get them too: a handler that throws (a database error, or DeliveryInFlightError while an earlier
// attempt is still being recorded) is retried by pg-boss with backoff, and a job whose worker died expires and is
// retried elsewhere. Retries of a failed *send* are not these: they are new jobs with attempt + 1 (deliver.ts).
import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "../db/client";
import { getLogger } from "../logger";
import { type DeliverDeps, deliverAlert } from "../services/alerts/deliver";
import { createQueue } from "./create-queue";
import { alertJobs, type DeliverJobData } from "./definitions/alerts";

/** Deliver jobs a worker sends at the same time: each mostly waits on the receiver (up to 10 s). */
export const DELIVER_CONCURRENCY = 4;

export const deliverQueueOptions = {
  retryLimit: 5,
  retryDelay: 15,
  retryBackoff: true,
  // One send waits at most 10 s; a job still active after this lost its worker.
  expireInSeconds: 120,
} as const;

/** Enqueues an attempt of a delivery job (evaluation enqueues the first with attempt 1). */
export async function enqueueDeliver(boss: PgBoss, data: DeliverJobData, startAfter?: Date): Promise<void> {
  await boss.send(alertJobs.deliver.name, data, startAfter ? { startAfter } : {});
}

export async function registerAlertDeliverJobs(
  boss: PgBoss,
  db: Db,
  deps: Partial<Omit<DeliverDeps, "enqueueRetry">> = {},
): Promise<void> {
  const name = alertJobs.deliver.name;
  await createQueue(boss, name, { name, ...deliverQueueOptions });
  // createQueue leaves an existing queue as it was (another registration may have created it first).
  await boss.updateQueue(name, { name, ...deliverQueueOptions });
  const log = getLogger().child({ component: "alerts.deliver" });
  const options: DeliverDeps = { ...deps, enqueueRetry: (data, startAfter) => enqueueDeliver(boss, data, startAfter) };
  for (let worker = 0; worker < DELIVER_CONCURRENCY; worker += 1) {
    await boss.work<DeliverJobData>(name, { batchSize: 1 }, async ([job]) => {
      if (!job) return;
      const result = await deliverAlert(db, job.data, options);
      if (result.status !== "nothing-to-do")
        log.info({ job: job.id, attempt: job.data.attempt, ...result }, "delivery");
    });
  }
}
