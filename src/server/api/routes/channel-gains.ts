// A channel's daily gains (issue 19 item 2): JSON for the detail page and API clients, CSV for spreadsheets. Any
// member may read (Analyst included); another team's channel id is 404.
import "server-only";
import { createRoute, z } from "@hono/zod-openapi";
import { ChannelGains, ChannelGainsQuery } from "@/domain/contracts/channel-history";
import { IdParam } from "@/domain/contracts/common";
import { now } from "../../clock";
import { channelGainsCsv } from "../../services/channel-history/channel-gains-csv";
import { getChannelGains } from "../../services/channel-history/get-channel-gains";
import { ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { bearerSecurity, responses } from "../openapi-helpers";
import { createRouter } from "../router";

const tags = ["Channels"];
const signedIn = { middleware: [requireActor], security: bearerSecurity };

const routes = {
  gains: createRoute({
    method: "get",
    path: "/channel/{id}/gains",
    tags,
    summary: "Daily gains: one row per day of the team's time zone, newest first; days without a snapshot marked",
    ...signedIn,
    request: { params: IdParam, query: ChannelGainsQuery },
    responses: responses(ChannelGains, "The channel's daily gains", [400, 401, 404]),
  }),
  export: createRoute({
    method: "get",
    path: "/channel/{id}/gains/export",
    tags,
    summary: "The daily gains as CSV (same range rules as /channel/{id}/gains)",
    ...signedIn,
    request: { params: IdParam, query: ChannelGainsQuery },
    responses: { 200: { description: "CSV file", content: { "text/csv": { schema: z.string() } } } },
  }),
};

export const channelGainsRoutes = createRouter()
  .openapi(routes.gains, async (c) => {
    const gains = await getChannelGains(c.var.db, {
      teamId: c.var.actor.teamId,
      channelId: c.req.valid("param").id,
      query: c.req.valid("query"),
      now: now(),
    });
    return c.json(ok(gains), 200);
  })
  .openapi(routes.export, async (c) => {
    const { id } = c.req.valid("param");
    const gains = await getChannelGains(c.var.db, {
      teamId: c.var.actor.teamId,
      channelId: id,
      query: c.req.valid("query"),
      now: now(),
    });
    c.header(
      "Content-Disposition",
      `attachment; filename="feedscope-channel-${id}-gains-${gains.from}-${gains.to}.csv"`,
    );
    return c.body(channelGainsCsv(gains), 200, { "Content-Type": "text/csv; charset=utf-8" });
  });
