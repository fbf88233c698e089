// The `alerts.evaluate` queue (issue 16 item 3): subscribed to the tracking engine's `tracking.refreshed` event
// (manual refreshes publish the same payload through job-sender.ts), worked by the evaluation service, which
// enqueues `alerts.deliver` jobs inside its own transaction.
import "server-only";
import type PgBoss from "pg-boss";
import type { Db } from "../db/client";
import { getLogger } from "../logger";
import { evaluateRefresh } from "../services/alerts/evaluate-refresh";
import type { DeliverJobEnqueuer } from "../services/alerts/store-fired-alerts";
import { createQueue } from "./create-queue";
import { alertJobs, type DeliverJobData, type TrackingRefreshedEvent } from "./definitions/alerts";
import { trackingJobs } from "./definitions/tracking";
import { transactionExecutor } from "./transaction-executor";

/**
 * One evaluation job per fetch (each is one refresh batch: up to 50 videos or a few accounts). pg-boss fails or
 * completes a fetched batch as a whole, so with several per fetch one failing job would fail, and retry, the
 * others that succeeded.
 */
const EVALUATE_BATCH = 1;

/** pg-boss's insert, bound to the evaluation's transaction: the jobs commit with the delivery rows they name. */
export function deliverJobEnqueuer(boss: PgBoss): DeliverJobEnqueuer {
  return async (tx, jobs) => {
    await boss.insert(
      jobs.map((data) => ({ name: alertJobs.deliver.name, data: data satisfies DeliverJobData })),
      { db: transactionExecutor(tx) },
    );
  };
}

export async function registerAlertEvaluateJobs(boss: PgBoss, db: Db): Promise<void> {
  const log = getLogger().child({ component: "alerts.evaluate" });
  // A failed evaluation (the database went away) is retried with backoff; a retry inserts nothing already stored.
  await createQueue(boss, alertJobs.evaluate.name, {
    name: alertJobs.evaluate.name,
    retryLimit: 5,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: 300,
  });
  // pg-boss drops inserted jobs whose queue does not exist, so the deliver queue exists before anything is enqueued
  // (its options belong to the delivery lane's registration; createQueue keeps the first definition).
  await createQueue(boss, alertJobs.deliver.name);
  await boss.subscribe(trackingJobs.refreshedEvent, alertJobs.evaluate.name);
  const enqueue = deliverJobEnqueuer(boss);
  await boss.work<TrackingRefreshedEvent>(alertJobs.evaluate.name, { batchSize: EVALUATE_BATCH }, async (jobs) => {
    for (const job of jobs) {
      const summary = await evaluateRefresh(db, job.data, enqueue);
      if (summary.events) log.info(summary, "alerts fired");
    }
  });
}
