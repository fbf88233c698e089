// Every pg-boss queue is created through here, so workers that start together cannot kill each other.
import "server-only";
import type PgBoss from "pg-boss";
import { retryOnDeadlock } from "../tracking/retry-on-deadlock";

const CREATE_QUEUE_ATTEMPTS = 8;
const CREATE_QUEUE_JITTER_MS = 200;

/**
 * pg-boss's create_queue inserts the queue row and attaches a new partition to its job table in one transaction;
 * two processes creating queues at the same moment on a fresh database deadlock (40P01) and one used to exit
 * (worker-process.test.ts). The function is idempotent (the insert is ON CONFLICT DO NOTHING and the partition is
 * made only by the inserter), so the victim simply runs it again.
 */
export async function createQueue(boss: PgBoss, name: string, options?: PgBoss.Queue): Promise<void> {
  await retryOnDeadlock(() => boss.createQueue(name, options), {
    attempts: CREATE_QUEUE_ATTEMPTS,
    jitterMs: CREATE_QUEUE_JITTER_MS,
  });
}
