import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { getDbHandle } from "../../db/client";
import { getHealth } from "../../queries/system/get-health";
import { ok } from "../envelope";
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

export const healthRoutes = createRouter().openapi(health, async (c) =>
  c.json(ok(await getHealth(await getDbHandle())), 200),
);
