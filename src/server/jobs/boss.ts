// pg-boss on the same database as the app: over PGlite through its `db` option, over PostgreSQL with its own pool.
import "server-only";
import PgBoss from "pg-boss";
import type { DbHandle } from "../db/client";
import { getEnv } from "../env";
import { getLogger } from "../logger";
import { dataChanged } from "../runtime/data-generation";

/**
 * PGlite's query() uses the extended protocol, which refuses multi-statement strings; pg-boss sends one when it
 * creates its schema, so those fall back to exec().
 */
function pgliteExecutor(handle: Extract<DbHandle, { kind: "pglite" }>) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return handle.pglite.query(text, values);
      try {
        return await handle.pglite.query(text);
      } catch (error) {
        if (!/cannot insert multiple commands into a prepared statement/i.test((error as Error).message)) throw error;
        const results = await handle.pglite.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      }
    },
  };
}

/**
 * Every job this process runs moves the data generation when its handler returns (committed or failed), so answers
 * cached in this process (the feed list's) are not served past a refresh or any other job's writes
 * (src/server/runtime/data-generation.ts). Wrapping work() here covers every queue, present and future.
 */
function bumpAfterEachJob(boss: PgBoss): PgBoss {
  const work = boss.work.bind(boss) as (...args: unknown[]) => Promise<string>;
  (boss as unknown as { work: (...args: unknown[]) => Promise<string> }).work = (...args: unknown[]) => {
    const handler = args.at(-1);
    if (typeof handler === "function") {
      args[args.length - 1] = async (...jobArgs: unknown[]) => {
        try {
          return await handler(...jobArgs);
        } finally {
          dataChanged();
        }
      };
    }
    return work(...args);
  };
  return boss;
}

/** `sendOnly`: a boss that only enqueues (job-sender.ts): no maintenance, no cron, no workers. */
export function createBoss(handle: DbHandle, options: { sendOnly?: boolean } = {}): PgBoss {
  // Maintenance also expires jobs whose worker died, so its interval bounds how soon they are retried elsewhere.
  const common = {
    schema: "pgboss",
    supervise: !options.sendOnly,
    schedule: !options.sendOnly,
    migrate: true,
    maintenanceIntervalSeconds: getEnv().jobsMaintenanceSeconds,
  } as const;
  const boss =
    handle.kind === "pglite"
      ? new PgBoss({ ...common, db: pgliteExecutor(handle) })
      : new PgBoss({ ...common, connectionString: handle.connectionString, max: options.sendOnly ? 2 : 4 });
  // pg-boss emits its pool's errors (a connection the server terminated, e.g. while a database restarts or is
  // dropped under a stopping boss) as 'error' events: with no listener Node throws them, so every boss gets one.
  const component = options.sendOnly ? "job-sender" : "worker";
  boss.on("error", (error) => getLogger().error({ err: error, component }, "pg-boss error"));
  return bumpAfterEachJob(boss);
}
