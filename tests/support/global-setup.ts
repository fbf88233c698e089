// Migrates one template database per run: a PGlite dump that each test file loads (an initdb per file costs
// ~2.5 s and ~600 MB), and, when TEST_DATABASE_URL points at a PostgreSQL server, a template database there.
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { createPostgresTemplate } from "./postgres-template";

export default async function setup(project: TestProject) {
  const dir = path.resolve(".tmp");
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar.gz`);
  // The migrations create pg_trgm (the feed list's search); PGlite loads its code only when given at startup.
  const pglite = await PGlite.create({ extensions: { pg_trgm } });
  await migrate(drizzle(pglite), { migrationsFolder: path.resolve("drizzle") });
  const dump = await pglite.dumpDataDir("gzip");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide("pgliteTemplate", file);

  const url = process.env.TEST_DATABASE_URL;
  if (url) project.provide("pgTemplate", await createPostgresTemplate(url));
  return () => fs.rmSync(file, { force: true });
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplate?: string;
  }
}
