// Applies the committed migrations in ./drizzle at start. On PostgreSQL an advisory lock serializes concurrent
// starters (web and worker processes); PGlite is single-process by construction.
import "server-only";
import path from "node:path";
import type { DbHandle } from "./client";

const MIGRATION_LOCK_KEY = 7_246_310_214;

export function migrationsFolder(): string {
  return path.join(process.cwd(), "drizzle");
}

export async function runMigrations(handle: DbHandle): Promise<void> {
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const { drizzle } = await import("drizzle-orm/pglite");
    await migrate(drizzle(handle.pglite), { migrationsFolder: migrationsFolder() });
    return;
  }
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const client = await handle.pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

// On globalThis because Next bundles route handlers and instrumentation into separate chunks.
const store = globalThis as unknown as { __feedscopeMigrated?: WeakMap<DbHandle, Promise<void>> };

/**
 * Runs the migrations once per handle; later calls wait for the same run. A failed run (the database was not
 * reachable) is forgotten, so the next request tries again instead of failing until a restart.
 */
export function ensureMigrated(handle: DbHandle): Promise<void> {
  store.__feedscopeMigrated ??= new WeakMap();
  const runs = store.__feedscopeMigrated;
  let run = runs.get(handle);
  if (!run) {
    const attempt = runMigrations(handle);
    runs.set(handle, attempt);
    attempt.catch(() => {
      if (runs.get(handle) === attempt) runs.delete(handle);
    });
    run = attempt;
  }
  return run;
}

export interface MigrationState {
  applied: number;
  available: number;
  upToDate: boolean;
}

export async function getMigrationState(handle: DbHandle): Promise<MigrationState> {
  const fs = await import("node:fs/promises");
  const journal = JSON.parse(await fs.readFile(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  const { sql } = await import("drizzle-orm");
  let applied = 0;
  try {
    const result = await handle.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`);
    applied = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  } catch {
    applied = 0;
  }
  return { applied, available: journal.entries.length, upToDate: applied >= journal.entries.length };
}
