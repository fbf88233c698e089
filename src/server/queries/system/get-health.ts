import "server-only";
import { gt, sql } from "drizzle-orm";
import type { Health } from "@/domain/contracts/health";
import type { DbHandle } from "../../db/client";
import { getMigrationState } from "../../db/migrate";
import { workerHeartbeats } from "../../db/schema";
import { getWorkerState, HEARTBEAT_INTERVAL_MS } from "../../jobs/worker";
import { describeSources } from "../../platforms/registry";

export type { Health };

/** A worker counts as active when its heartbeat is younger than three intervals. */
export async function getHealth(handle: DbHandle, now = new Date()): Promise<Health> {
  await handle.db.execute(sql`SELECT 1`);
  const migrations = await getMigrationState(handle);
  const since = new Date(now.getTime() - 3 * HEARTBEAT_INTERVAL_MS);
  const [workers] = await handle.db
    .select({ n: sql<number>`count(*)::int`, last: sql<string | null>`max(${workerHeartbeats.lastSeenAt})::text` })
    .from(workerHeartbeats)
    .where(gt(workerHeartbeats.lastSeenAt, since));
  const state = getWorkerState();
  const active = Number(workers?.n ?? 0);
  return {
    status: migrations.upToDate && active > 0 ? "ok" : "degraded",
    database: { kind: handle.kind, ok: true },
    migrations,
    worker: {
      in_process: state.state,
      // The failure's own text can name hosts, users or paths (issue 13 item 8): it stays in the log.
      ...(state.error ? { error: "The in-process worker failed to start; see the server log" } : {}),
      active_workers: active,
      last_seen_at: workers?.last ? new Date(workers.last).toISOString() : null,
    },
    platforms: describeSources(),
  };
}
