// The background worker: pg-boss queues, cron schedules and a heartbeat row that /v1/health reads. It runs inside
// the web process by default, and on PostgreSQL also as separate `npm run worker` processes.
import "server-only";
import crypto from "node:crypto";
import os from "node:os";
import { sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { sweepGracePeriods } from "../billing/grace-sweep";
import type { DbHandle } from "../db/client";
import { workerHeartbeats } from "../db/schema";
import { getLogger } from "../logger";
import { registerAlertDeliverJobs } from "./alert-deliver-jobs";
import { registerAlertEvaluateJobs } from "./alert-evaluate-jobs";
import { createBoss } from "./boss";
import { createQueue } from "./create-queue";
import { billingGraceSweepJob } from "./definitions/billing";
import { purgeExpiredJob } from "./definitions/purge-expired";
import { purgeExpired } from "./handlers/purge-expired";
import { setWorkerBoss } from "./job-sender";
import { registerTrackingJobs } from "./tracking-jobs";

export const HEARTBEAT_INTERVAL_MS = 30_000;

export type WorkerState = "disabled" | "starting" | "running" | "stopping" | "stopped" | "failed";

export interface RunningWorker {
  id: string;
  boss: PgBoss;
  stop: () => Promise<void>;
}

const status = globalThis as unknown as { __feedscopeWorkerState?: { state: WorkerState; error?: string } };

export function getWorkerState(): { state: WorkerState; error?: string } {
  return status.__feedscopeWorkerState ?? { state: "disabled" };
}

function setState(state: WorkerState, error?: string) {
  status.__feedscopeWorkerState = { state, error };
}

async function beat(handle: DbHandle, row: typeof workerHeartbeats.$inferInsert) {
  await handle.db
    .insert(workerHeartbeats)
    .values(row)
    .onConflictDoUpdate({ target: workerHeartbeats.workerId, set: { lastSeenAt: sql`now()` } });
}

export async function startWorker(handle: DbHandle, mode: "in-process" | "standalone"): Promise<RunningWorker> {
  const log = getLogger().child({ component: "worker", mode });
  setState("starting");
  const boss = createBoss(handle);
  const stopping = new AbortController();
  try {
    await boss.start();
    await createQueue(boss, purgeExpiredJob.name);
    await boss.schedule(purgeExpiredJob.name, purgeExpiredJob.cron);
    await boss.work(purgeExpiredJob.name, async () => {
      const removed = await purgeExpired(handle.db);
      log.info(removed, "purged expired rows");
    });
    await registerTrackingJobs(boss, handle.db, stopping.signal);
    await registerAlertDeliverJobs(boss, handle.db);
    await registerAlertEvaluateJobs(boss, handle.db);
    await createQueue(boss, billingGraceSweepJob.name);
    await boss.schedule(billingGraceSweepJob.name, billingGraceSweepJob.cron);
    await boss.work(billingGraceSweepJob.name, async () => {
      const swept = await sweepGracePeriods(handle.db);
      if (swept.changed) log.info(swept, "grace periods ended");
    });
  } catch (error) {
    setState("failed", (error as Error).message);
    // Whatever was registered before the failure stops polling, so a caller that retries or exits leaves nothing.
    await boss.stop({ graceful: false, close: handle.kind === "pg", wait: true }).catch(() => {});
    throw error;
  }

  const id = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString("hex")}`;
  const row = {
    workerId: id,
    hostname: os.hostname(),
    pid: process.pid,
    mode,
    startedAt: new Date(),
    lastSeenAt: new Date(),
  };
  await beat(handle, row);
  const timer = setInterval(() => {
    beat(handle, row).catch((error) => log.warn({ err: error }, "heartbeat failed"));
  }, HEARTBEAT_INTERVAL_MS);
  timer.unref();
  setState("running");
  // Code outside the worker (manual refreshes) enqueues through this boss (job-sender.ts).
  setWorkerBoss(boss);
  log.info({ id }, "worker started");

  return {
    id,
    boss,
    stop: async () => {
      setState("stopping");
      // The tick keeps claiming for up to 50 s: it ends its loop now, so a graceful stop does not wait for it.
      stopping.abort();
      setWorkerBoss(null);
      clearInterval(timer);
      await boss.stop({ graceful: true, close: handle.kind === "pg", timeout: 5_000, wait: true });
      await handle.db
        .delete(workerHeartbeats)
        .where(sql`${workerHeartbeats.workerId} = ${id}`)
        .catch(() => {});
      setState("stopped");
    },
  };
}
