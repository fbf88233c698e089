import "server-only";
import { createMiddleware } from "hono/factory";
import type { ActionValue } from "@/domain/roles";
import { assertCan } from "../../errors/api-error";
import type { AppEnv } from "../context";

/**
 * The one guard of every write route (DESIGN.md section 10 "Who may do what"): 403 RoleRequired, naming the role
 * needed, unless the caller's role in the active team may do `action` (src/domain/roles.ts). Runs after
 * requireActor, e.g. `middleware: [requireActor, requirePermission(Action.ManageTracking)]`.
 */
export function requirePermission(action: ActionValue) {
  return createMiddleware<AppEnv>(async (c, next) => {
    assertCan(c.var.actor.role, action);
    await next();
  });
}
