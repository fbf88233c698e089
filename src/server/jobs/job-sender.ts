// Enqueueing jobs from code outside the worker (issue 16 item 3: a manual refresh publishes `tracking.refreshed`
// like the engine's refresh jobs do, so alerts are evaluated for it). The sender is the in-process worker's boss when
// it runs; otherwise one send-only boss per process, started on first use (a web process beside separate
// `npm run worker` processes). With JOBS_SEND_ONLY_BOSS=false (the tests) no boss is started here: sending does
// nothing unless the test started the worker.
import "server-only";
import type PgBoss from "pg-boss";
import { getDbHandle } from "../db/client";
import { getEnv } from "../env";
import { getLogger } from "../logger";
import { createBoss } from "./boss";
import type { TrackingRefreshedEvent } from "./definitions/alerts";
import { trackingJobs } from "./definitions/tracking";

// On globalThis, like the database handle: Next's separate server chunks must share one sender.
const store = globalThis as unknown as {
  __feedscopeWorkerBoss?: PgBoss | null;
  __feedscopeSendOnlyBoss?: Promise<PgBoss>;
};

/** Called by the worker once its boss started (and with null when it stops). */
export function setWorkerBoss(boss: PgBoss | null): void {
  store.__feedscopeWorkerBoss = boss;
}

async function startSendOnlyBoss(): Promise<PgBoss> {
  const boss = createBoss(await getDbHandle(), { sendOnly: true });
  await boss.start();
  return boss;
}

/** The boss to enqueue through, or null when this process may not start one (JOBS_SEND_ONLY_BOSS=false). */
export async function getJobSender(): Promise<PgBoss | null> {
  if (store.__feedscopeWorkerBoss) return store.__feedscopeWorkerBoss;
  if (!getEnv().jobsSendOnlyBoss) return null;
  if (!store.__feedscopeSendOnlyBoss) {
    const starting = startSendOnlyBoss();
    store.__feedscopeSendOnlyBoss = starting;
    // A failed start is not cached: the next send tries again.
    starting.catch(() => {
      if (store.__feedscopeSendOnlyBoss === starting) store.__feedscopeSendOnlyBoss = undefined;
    });
  }
  return store.__feedscopeSendOnlyBoss;
}

/**
 * Stops this process's send-only boss, if one started (graceful shutdown, runtime/start-node.ts): its maintenance
 * timers would otherwise keep querying a database that shutdown is about to close.
 */
export async function stopJobSender(): Promise<void> {
  const starting = store.__feedscopeSendOnlyBoss;
  store.__feedscopeSendOnlyBoss = undefined;
  if (!starting) return;
  const boss = await starting.catch(() => null);
  await boss?.stop({ graceful: false, close: false, wait: true });
}

/**
 * Publishes a refresh that ran outside the worker (a manual refresh, after its transaction committed). Never throws:
 * the refresh already happened, so a failure to publish is logged and only that refresh's alerts are lost.
 */
export async function publishTrackingRefreshed(event: TrackingRefreshedEvent): Promise<boolean> {
  const log = getLogger().child({ component: "job-sender" });
  try {
    const boss = await getJobSender();
    if (!boss) {
      log.debug({ event: trackingJobs.refreshedEvent }, "no job sender in this process; refresh not published");
      return false;
    }
    await boss.publish(trackingJobs.refreshedEvent, event);
    return true;
  } catch (error) {
    log.error({ err: error, event: trackingJobs.refreshedEvent }, "could not publish the refresh for alerts");
    return false;
  }
}
