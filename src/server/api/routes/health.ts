import "server-only";
import { createRoute } from "@hono/zod-openapi";
import { Health, Pong } from "@/domain/contracts/health";
import { ErrorCode } from "@/domain/error-codes";
import { getDbHandle } from "../../db/client";
import { ensureMigrated } from "../../db/migrate";
import { isDatabaseUnavailable } from "../../db/unavailable";
import { getEnv } from "../../env";
import { ApiError } from "../../errors/api-error";
import { getLogger } from "../../logger";
import { getHealth } from "../../queries/system/get-health";
import { ok } from "../envelope";
import { responses } from "../openapi-helpers";
import { createRouter } from "../router";

const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["System"],
  summary: "Database, migrations and worker state",
  responses: responses(Health, "Health report", [503]),
});

const ping = createRoute({
  method: "get",
  path: "/ping",
  tags: ["System"],
  summary: "A bare answer without the database or a session (the load benchmark's floor, bench/load.ts)",
  responses: responses(Pong, "Pong", []),
});

/** Mounted ahead of the database middleware: it must answer (503, database.ok=false) when the database cannot. */
export const healthRoutes = createRouter()
  .openapi(ping, (c) => c.json(ok({ pong: true }), 200))
  .openapi(health, async (c) => {
    try {
      const handle = await getDbHandle();
      await ensureMigrated(handle);
      return c.json(ok(await getHealth(handle)), 200);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      getLogger().warn({ err: error }, "health: database unavailable");
      const kind = getEnv().databaseUrl ? "pg" : "pglite";
      // The app's error handler answers it: 503 with the catalogue's sentence and database.ok=false.
      throw new ApiError(ErrorCode.Unavailable, undefined, { database: { kind, ok: false } });
    }
  });
