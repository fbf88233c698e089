import "server-only";
import { createRoute } from "@hono/zod-openapi";
import { TeamInfo, UpdateTeamBody } from "@/domain/contracts/account";
import { TeamStatistic } from "@/domain/contracts/tracking";
import { Action } from "@/domain/roles";
import { notFound } from "../../errors/api-error";
import { getTeamInfo } from "../../queries/team/get-team-info";
import { getTeamStatistic } from "../../queries/tracking/team-statistic";
import { updateTeam } from "../../services/team/update-team";
import { ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { requirePermission } from "../middleware/require-permission";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter } from "../router";

const tags = ["Team"];
const signedIn = { middleware: [requireActor], security: bearerSecurity };
/** Writes: the one permission guard (src/domain/roles.ts) after the session; 403 40303 names the role needed. */
const manageTeam = {
  middleware: [requireActor, requirePermission(Action.ManageTeamSettings)],
  security: bearerSecurity,
};

const getTeam = createRoute({
  method: "get",
  path: "/team",
  tags,
  summary: "The caller's current team",
  ...signedIn,
  responses: responses(TeamInfo, "team_info", [401]),
});

const putTeam = createRoute({
  method: "put",
  path: "/team",
  tags,
  summary: "Update the team (Owner or Admin)",
  ...manageTeam,
  request: {
    body: jsonBody(UpdateTeamBody),
  },
  responses: responses(TeamInfo, "Updated team_info", [400, 401, 403]),
});

const statistic = createRoute({
  method: "get",
  path: "/team/statistic",
  tags,
  summary: "Tracked feeds and channels by status, and usage against the plan's limits",
  ...signedIn,
  responses: responses(TeamStatistic, "Statistic", [401]),
});

export const teamRoutes = createRouter()
  .openapi(statistic, async (c) => c.json(ok(await getTeamStatistic(c.var.db, c.var.actor.teamId)), 200))
  .openapi(getTeam, async (c) => {
    const team = await getTeamInfo(c.var.db, { teamId: c.var.actor.teamId });
    if (!team) throw notFound();
    return c.json(ok(team), 200);
  })
  .openapi(putTeam, async (c) =>
    c.json(ok(await updateTeam({ ctx: actorContext(c), input: c.req.valid("json") })), 200),
  );
