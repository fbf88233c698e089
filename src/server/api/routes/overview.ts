// GET /v1/team/overview: the dashboard's Overview of the caller's team (issue 6). The handler only validates and
// hands over to the query module.
import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { now } from "../../clock";
import { getOverview } from "../../queries/overview/get-overview";
import { ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { bearerSecurity, responses } from "../openapi-helpers";
import { createRouter } from "../router";

const DaysQuery = z.object({
  days: z
    .enum(["7", "30", "90"], { error: "Days must be 7, 30 or 90" })
    .default("7")
    .transform(Number)
    .openapi({ param: { name: "days", in: "query" }, example: "7" }),
});

const overview = createRoute({
  method: "get",
  path: "/team/overview",
  tags: ["Team"],
  summary: "Key figures against the previous period, daily views, top movers and outliers, usage and first run",
  middleware: [requireActor],
  security: bearerSecurity,
  request: { query: DaysQuery },
  responses: responses(z.record(z.string(), z.unknown()).openapi("TeamOverview"), "Overview", [400, 401]),
});

export const overviewRoutes = createRouter().openapi(overview, async (c) =>
  c.json(ok(await getOverview(c.var.db, c.var.actor.teamId, { days: c.req.valid("query").days, now: now() })), 200),
);
