import { createRoute, z } from "@hono/zod-openapi";
import { ErrorCode } from "@/domain/error-codes";
import { getDbHandle } from "../../db/client";
import { ensureMigrated } from "../../db/migrate";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { getEnv } from "../../env";
import { ApiError } from "../../errors/api-error";
import { getLogger } from "../../logger";
import { getHealth } from "../../queries/system/get-health";
import { failure, ok } from "../envelope";
import { responses } from "../openapi-helpers";
import { createRouter } from "../router";

const HealthSchema = z
  .object({
    status: z.enum(["ok", "degraded"]),
    database: z.object({ kind: z.enum(["pglite", "pg"]), ok: z.boolean() }),
    migrations: z.object({ applied: z.number(), available: z.number(), upToDate: z.boolean() }),
    worker: z.object({
      in_process: z.string(),
      error: z.string().optional(),
      active_workers: z.number(),
      last_seen_at: z.string().nullable(),
    }),
    platforms: z.record(z.string(), z.string()).openapi({
      example: { youtube: "youtube-data-api", tiktok: "demo", instagram: "demo", threads: "not-configured" },
    }),
  })
  .openapi("Health");

const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Database, migrations and worker state",
  responses: responses(HealthSchema, "Health report", [503]),
});

/** Mounted ahead of the database middleware: it must answer (503, database.ok=false) when the database cannot. */
export const healthRoutes = createRouter().openapi(health, async (c) => {
  try {
    const handle = await getDbHandle();
    await ensureMigrated(handle);
    return c.json(ok(await getHealth(handle)), 200);
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    getLogger().warn({ err: error }, "health: database unavailable");
    const kind = getEnv().databaseUrl ? "pg" : "pglite";
    const envelope = failure(new ApiError(ErrorCode.Unavailable, undefined, { database: { kind, ok: false } }));
    return c.json(envelope, 503);
  }
});
