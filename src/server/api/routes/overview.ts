// GET /v1/team/overview: the dashboard's Overview of the caller's team (issue 6). The handler only validates and
// hands over to the query module.
import "server-only";
import { createRoute } from "@hono/zod-openapi";
import { OverviewData, OverviewQuery } from "@/domain/contracts/overview";
import { now } from "../../clock";
import { getOverview } from "../../queries/overview/get-overview";
import { ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { bearerSecurity, responses } from "../openapi-helpers";
import { createRouter } from "../router";

const overview = createRoute({
  method: "get",
  path: "/team/overview",
  tags: ["Team"],
  summary: "Key figures against the previous period, daily views, top movers and outliers, usage and first run",
  middleware: [requireActor],
  security: bearerSecurity,
  request: { query: OverviewQuery },
  responses: responses(OverviewData, "Overview", [400, 401]),
});

export const overviewRoutes = createRouter().openapi(overview, async (c) => {
  const { days, exclude_demo: excludeDemo } = c.req.valid("query");
  return c.json(ok(await getOverview(c.var.db, c.var.actor.teamId, { days, excludeDemo, now: now() })), 200);
});
