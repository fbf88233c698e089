// GET /v1/compare (issue 19 item 3): 2 to 5 of the team's channels side by side. Any role may read it.
import "server-only";
import { createRoute } from "@hono/zod-openapi";
import { CompareQuery, Comparison } from "@/domain/contracts/compare";
import { now } from "../../clock";
import { notFound } from "../../errors/api-error";
import { getComparison } from "../../queries/compare/get-comparison";
import { ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { bearerSecurity, responses } from "../openapi-helpers";
import { createRouter } from "../router";

const compare = createRoute({
  method: "get",
  path: "/compare",
  tags: ["Channels"],
  summary: "Compare 2 to 5 channels: daily followers and views gained, the table's metrics and each row's leader",
  middleware: [requireActor],
  security: bearerSecurity,
  request: { query: CompareQuery },
  responses: responses(Comparison, "The comparison", [400, 401, 404]),
});

export const compareRoutes = createRouter().openapi(compare, async (c) => {
  const comparison = await getComparison(c.var.db, {
    teamId: c.var.actor.teamId,
    channelIds: c.req.valid("query").channel_ids,
    now: now(),
  });
  // Another team's id answers exactly like an id that does not exist: nothing tells them apart.
  if (!comparison) throw notFound("One of these channels does not exist");
  return c.json(ok(comparison), 200);
});
