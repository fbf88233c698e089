import "server-only";
import { createRoute } from "@hono/zod-openapi";
import { Health } from "@/domain/contracts/health";
import { getDbHandle } from "../../db/client";
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

export const healthRoutes = createRouter().openapi(health, async (c) =>
  c.json(ok(await getHealth(await getDbHandle())), 200),
);
