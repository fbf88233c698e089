// The team's demo workspace (issue 6, item 6): whether it can be loaded and is loaded, load it, remove it.
// Logic in services/demo-workspace; Owner and Admin only for the writes, like other team writes.
import "server-only";
import { createRoute } from "@hono/zod-openapi";
import { DemoWorkspaceLoaded, DemoWorkspaceRemoved, DemoWorkspaceState } from "@/domain/contracts/demo-workspace";
import { Action } from "@/domain/roles";
import { demoWorkspaceState } from "../../services/demo-workspace/availability";
import { loadDemoWorkspace } from "../../services/demo-workspace/load-demo-workspace";
import { removeDemoWorkspace } from "../../services/demo-workspace/remove-demo-workspace";
import { ok } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { requirePermission } from "../middleware/require-permission";
import { bearerSecurity, responses } from "../openapi-helpers";
import { actorContext, createRouter } from "../router";

const tags = ["Team"];
const signedIn = { middleware: [requireActor], security: bearerSecurity };
/** Writes: the one permission guard (src/domain/roles.ts) after the session; 403 40303 names the role needed. */
const manageTeam = {
  middleware: [requireActor, requirePermission(Action.ManageTeamSettings)],
  security: bearerSecurity,
};
const path = "/team/demo-workspace";

const routes = {
  state: createRoute({
    method: "get",
    path,
    tags,
    summary: "Whether the demo workspace can be loaded on this server (demo mode) and whether the team has it",
    ...signedIn,
    responses: responses(DemoWorkspaceState, "Demo workspace state", [401]),
  }),
  load: createRoute({
    method: "post",
    path,
    tags,
    summary:
      "Load the demo workspace (Owner or Admin): demo channels with their feeds and 30 days of history, marked " +
      "is_demo and not counted against the plan; a second call adds nothing",
    ...manageTeam,
    responses: responses(DemoWorkspaceLoaded, "Loaded", [401, 403, 503]),
  }),
  remove: createRoute({
    method: "delete",
    path,
    tags,
    summary: "Remove the team's demo channels and demo feeds (Owner or Admin)",
    ...manageTeam,
    responses: responses(DemoWorkspaceRemoved, "Removed", [401, 403]),
  }),
};

export const demoWorkspaceRoutes = createRouter()
  .openapi(routes.state, async (c) => c.json(ok(await demoWorkspaceState(c.var.db, c.var.actor.teamId)), 200))
  .openapi(routes.load, async (c) => c.json(ok(await loadDemoWorkspace({ ctx: actorContext(c) })), 200))
  .openapi(routes.remove, async (c) => c.json(ok(await removeDemoWorkspace({ ctx: actorContext(c) })), 200));
