// The database: PGlite in DATA_DIR by default, PostgreSQL through `pg` when DATABASE_URL is set. One lazy
// process-wide handle (kept on globalThis so Next's separate server chunks share it); never opened at import time,
// so `next build` does not touch the data directory.
import "server-only";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Pool } from "pg";
import { getEnv } from "../env";
import { getLogger } from "../logger";
import { acquireDataDirLock } from "./lock";
import { OrderedPglite } from "./query-order";
import * as schema from "./schema";
import { DatabaseClosedError } from "./unavailable";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle =
  | { kind: "pglite"; db: Db; pglite: PGlite; close: () => Promise<void> }
  | { kind: "pg"; db: Db; pool: Pool; connectionString: string; close: () => Promise<void> };

const store = globalThis as unknown as { __feedscopeDb?: Promise<DbHandle>; __feedscopeDbClosedForGood?: boolean };

export async function openPglite(dataDir: string | null): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  try {
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    // pg_trgm serves the feed list's search (migration 0014 creates it; PGlite must load its code at startup).
    const pglite = await PGlite.create(dataDir ? path.join(dataDir, "pglite") : undefined, { extensions: { pg_trgm } });
    // Statements are served oldest request first, not first come (query-order.ts).
    // drizzle's PGlite session calls only query() and transaction() on its client.
    // Past PGLITE_SLICE_MS of back-to-back statements the event loop gets a turn; 0 switches that off.
    const sliceMs = getEnv().pgliteSliceMs || Number.POSITIVE_INFINITY;
    const client = new OrderedPglite(pglite, { sliceMs }) as unknown as PGlite;
    const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as Db;
    return {
      kind: "pglite",
      db,
      pglite,
      close: async () => {
        try {
          if (!pglite.closed) await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(connectionString: string): Promise<DbHandle> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // A server that does not answer fails the request within seconds (503) instead of holding it open.
  const pool = new pg.default.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // Idle clients can be killed by the server; log instead of crashing the process.
  pool.on("error", (error) => getLogger().warn({ err: error }, "postgres pool error"));
  const db = drizzle(pool, { schema, casing: "snake_case" }) as unknown as Db;
  return { kind: "pg", db, pool, connectionString, close: () => pool.end() };
}

export function getDbHandle(): Promise<DbHandle> {
  // After shutdown closed the database, nothing may open it again (a PGlite reopened by a late request would be
  // left unclosed when the process exits).
  if (store.__feedscopeDbClosedForGood) return Promise.reject(new DatabaseClosedError());
  if (!store.__feedscopeDb) {
    const env = getEnv();
    const opening = env.databaseUrl ? openPostgres(env.databaseUrl) : openPglite(env.dataDir);
    getLogger().info(
      { database: env.databaseUrl ? "postgres" : "pglite", dataDir: env.databaseUrl ? undefined : env.dataDir },
      "opening database",
    );
    store.__feedscopeDb = opening;
    // A failed open must not be cached: the next call retries (and reports the error again).
    opening.catch(() => {
      if (store.__feedscopeDb === opening) store.__feedscopeDb = undefined;
    });
  }
  return store.__feedscopeDb;
}

export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
}

/** Installs an already-open handle as the process-wide database (tests, scripts). */
export function installDbHandle(handle: DbHandle): void {
  store.__feedscopeDb = Promise.resolve(handle);
}

/** Closes the database at shutdown; every later getDbHandle() fails with DatabaseClosedError instead of reopening. */
export async function closeDbForShutdown(): Promise<void> {
  store.__feedscopeDbClosedForGood = true;
  await closeDb();
}

/** Tests only: allow opening again after closeDbForShutdown(). */
export function reopenableAfterShutdownForTests(): void {
  store.__feedscopeDbClosedForGood = false;
}

export async function closeDb(): Promise<void> {
  const current = store.__feedscopeDb;
  store.__feedscopeDb = undefined;
  if (current) await (await current).close();
}
