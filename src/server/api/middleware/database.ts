import "server-only";
import { createMiddleware } from "hono/factory";
import { ErrorCode } from "@/domain/error-codes";
import { getAuthFor } from "../../auth/auth";
import { getDbHandle } from "../../db/client";
import { ensureMigrated } from "../../db/migrate";
import { withRequestOrder } from "../../db/query-order";
import { ApiError } from "../../errors/api-error";
import { enterRequest } from "../../runtime/shutdown";
import type { AppEnv } from "../context";

/**
 * First in the chain: counts the request as in flight so shutdown can wait for it, and refuses new requests once
 * shutdown began (src/server/runtime/shutdown.ts).
 */
export const acceptWhileRunning = createMiddleware<AppEnv>(async (c, next) => {
  const leave = enterRequest();
  if (!leave) {
    c.header("Connection", "close");
    throw new ApiError(ErrorCode.Unavailable);
  }
  try {
    await next();
  } finally {
    leave();
  }
});

/** Puts the (migrated) database and the auth instance on the context of every request. */
export const withDatabase = createMiddleware<AppEnv>(async (c, next) => {
  const handle = await getDbHandle();
  await ensureMigrated(handle);
  c.set("db", handle.db);
  c.set("auth", await getAuthFor(handle.db));
  // On PGlite, this request's statements take their turn by its start time (src/server/db/query-order.ts).
  await withRequestOrder(next);
});
