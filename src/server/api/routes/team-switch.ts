// The teams a person belongs to and the switch between them (issue 14 item 4): the sidebar's team card lists them
// and POST /v1/team/switch moves this session to another one; requireActor checks membership on every call.
import "server-only";
import { createRoute } from "@hono/zod-openapi";
import { UserInfo } from "@/domain/contracts/account";
import { SwitchTeamBody, TeamList } from "@/domain/contracts/team";
import { notFound } from "../../errors/api-error";
import { listTeams } from "../../queries/team/list-teams";
import { getUserInfo } from "../../queries/user/get-user-info";
import { switchTeam } from "../../services/team/switch-team";
import { ok } from "../envelope";
import { refuseApiKeys } from "../middleware/api-key-scope";
import { requireActor } from "../middleware/require-actor";
import { bearerSecurity, jsonBody, responses } from "../openapi-helpers";
import { actorContext, createRouter } from "../router";

const tags = ["Team"];
const signedIn = { middleware: [requireActor], security: bearerSecurity };

const list = createRoute({
  method: "get",
  path: "/team/list",
  tags,
  summary: "Every team the caller belongs to, with their role, the plan, and which one this session acts for",
  // A key acts for one team as its creator, who may belong to others: their names and plans are not the key's to read.
  middleware: [requireActor, refuseApiKeys],
  security: bearerSecurity,
  responses: responses(TeamList, "The caller's teams", [401]),
});

const switchTo = createRoute({
  method: "post",
  path: "/team/switch",
  tags,
  summary: "Act for another of the caller's teams in this session; answers the new user_info",
  ...signedIn,
  request: { body: jsonBody(SwitchTeamBody) },
  responses: responses(UserInfo, "user_info in the new team", [400, 401, 404]),
});

export const teamSwitchRoutes = createRouter()
  .openapi(list, async (c) => {
    const { userId, teamId } = c.var.actor;
    return c.json(ok({ teams: await listTeams(c.var.db, { userId, activeTeamId: teamId }) }), 200);
  })
  .openapi(switchTo, async (c) => {
    const ctx = actorContext(c);
    const teamId = await switchTeam({ ctx, teamId: c.req.valid("json").team_id });
    const info = await getUserInfo(ctx.db, { userId: ctx.actor.userId, preferredTeamId: teamId });
    if (!info) throw notFound();
    return c.json(ok(info, "Switched team"), 200);
  });
