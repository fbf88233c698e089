// A migrated database for one test file: PGlite loaded from the run's template, or, when the run has a PostgreSQL
// server (TEST_DATABASE_URL), a clone of its template database. Installed as the process-wide handle.
import fs from "node:fs";
import { inject } from "vitest";
import { cloneTemplate, dropDatabase } from "../../../../tests/support/postgres-template";
import { closeDb, type DbHandle, installDbHandle, openPostgres } from "../client";
import { OrderedPglite } from "../query-order";

export async function setupTestDb(): Promise<{ handle: DbHandle; teardown: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  const pgTemplate = inject("pgTemplate");
  let handle: DbHandle;
  let dropAfter: string | null = null;
  if (url && pgTemplate) {
    const connectionString = await cloneTemplate(url, pgTemplate);
    handle = await openPostgres(connectionString);
    dropAfter = connectionString;
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const schema = await import("../schema");
    const blob = new Blob([fs.readFileSync(inject("pgliteTemplate"))]);
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    // The same extensions as the app's client (client.ts openPglite).
    const pglite = await PGlite.create({ loadDataDir: blob, extensions: { pg_trgm } });
    // The same ordered client as the app (client.ts openPglite), so every suite runs through it.
    const client = new OrderedPglite(pglite) as unknown as typeof pglite;
    const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as DbHandle["db"];
    handle = { kind: "pglite", db, pglite, close: () => pglite.close() };
  }
  // Migrations already ran on the template; mark them done so the app does not re-check.
  (globalThis as { __feedscopeMigrated?: WeakMap<DbHandle, Promise<void>> }).__feedscopeMigrated ??= new WeakMap();
  (globalThis as { __feedscopeMigrated?: WeakMap<DbHandle, Promise<void>> }).__feedscopeMigrated?.set(
    handle,
    Promise.resolve(),
  );
  installDbHandle(handle);
  return {
    handle,
    teardown: async () => {
      await closeDb();
      if (url && dropAfter) await dropDatabase(url, dropAfter);
    },
  };
}
