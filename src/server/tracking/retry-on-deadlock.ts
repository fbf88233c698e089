// Concurrent refresh writes that meet a deadlock are run again at once (PostgreSQL rolls one side back).
import "server-only";

/** PostgreSQL's deadlock_detected (40P01), also when the driver's error is wrapped (drizzle sets `cause`). */
export function isDeadlock(error: unknown): boolean {
  const code = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return code(error) === "40P01" || code((error as { cause?: unknown } | null)?.cause) === "40P01";
}

const DEADLOCK_ATTEMPTS = 3;

/**
 * Concurrent refreshes may still lock the same rows in different orders (a channel refresh rewrites every multiple
 * of its account's videos while a job holds some of them); PostgreSQL then rolls one back. Every refresh write is
 * idempotent (snapshots keyed by capture time), so the victim is run again at once rather than after pg-boss's
 * retry delay.
 */
export async function retryOnDeadlock<T>(
  run: () => Promise<T>,
  { attempts = DEADLOCK_ATTEMPTS, jitterMs = 0 }: { attempts?: number; jitterMs?: number } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
      // A random pause keeps processes that started together from meeting again on the same statement.
      if (jitterMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * jitterMs));
    }
  }
}
