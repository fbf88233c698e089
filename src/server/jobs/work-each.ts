// A pg-boss poller that takes one job per fetch and, while jobs keep coming, fetches the next at once.
import "server-only";
import type PgBoss from "pg-boss";

/**
 * pg-boss 10 (node_modules/pg-boss/src/manager.js, `onFetch`) completes or fails a fetched batch as a whole and gives
 * it one job's expiry: with several jobs per fetch run one after another, a slow batch failed every job in it
 * (finished ones too) and a throwing job failed the others, all retried while the first run kept writing. One job
 * per fetch gives each job its own expiry and its own outcome. The worker normally pauses for the rest of its
 * polling interval after each fetch (node_modules/pg-boss/src/worker.js), which capped a poller at one job per
 * interval; a fetch that found a job notifies the worker, so it fetches again without pausing, and pauses only
 * when the queue is empty.
 */
export async function workEach<Data extends object>(
  boss: PgBoss,
  queue: string,
  options: { pollingIntervalSeconds?: number },
  handler: (data: Data) => Promise<unknown>,
): Promise<string> {
  let workerId = "";
  workerId = await boss.work<Data>(queue, { ...options, batchSize: 1 }, async ([job]) => {
    try {
      // The handler's result is not kept as the job's output (pg-boss stores a single job's result).
      if (job) await handler(job.data);
    } finally {
      if (job && workerId) boss.notifyWorker(workerId);
    }
  });
  return workerId;
}
