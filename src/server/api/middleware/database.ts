import "server-only";
import { createMiddleware } from "hono/factory";
import { getAuthFor } from "../../auth/auth";
import { getDbHandle } from "../../db/client";
import { ensureMigrated } from "../../db/migrate";
import type { AppEnv } from "../context";

/** Puts the (migrated) database and the auth instance on the context of every request. */
export const withDatabase = createMiddleware<AppEnv>(async (c, next) => {
  const handle = await getDbHandle();
  await ensureMigrated(handle);
  c.set("db", handle.db);
  c.set("auth", getAuthFor(handle.db));
  await next();
});
