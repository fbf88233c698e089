// GET /v1/team/overview: the dashboard's Overview of the caller's team (issue 6). The handler only validates and
// hands over to the query module.
import "server-only";
import { createRoute } from "@hono/zod-openapi";
import { OverviewData, OverviewQuery } from "@/domain/contracts/overview";
import { now } from "../../clock";
import { overviewAnswerText } from "../../queries/answer-cache";
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
  const { db, actor } = c.var;
  // The same bytes c.json would send, answered from a short in-process cache while no write happened here.
  const text = await overviewAnswerText(
    db,
    { teamId: actor.teamId, days, excludeDemo: excludeDemo === true },
    async () => ok(await getOverview(db, actor.teamId, { days, excludeDemo, now: now() })),
  );
  // Typed as c.json's answer, so the route's declared answer (OpenAPI, typed clients) is unchanged.
  return c.body(text, 200, { "Content-Type": "application/json" }) as unknown as ReturnType<
    typeof c.json<ReturnType<typeof ok<Awaited<ReturnType<typeof getOverview>>>>, 200>
  >;
});
