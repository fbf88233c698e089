import "server-only";
import { createMiddleware } from "hono/factory";
import type { ActionValue } from "@/domain/roles";
import { assertCan } from "../../errors/api-error";
import type { AppEnv } from "../context";
import { assertKeyScope, GUARDED_ACTION } from "./api-key-scope";

/**
 * The one guard of every write route (DESIGN.md section 10 "Who may do what"): 403 RoleRequired, naming the role
 * needed, unless the caller's role in the active team may do `action` (src/domain/roles.ts). Runs after
 * requireActor, e.g. `middleware: [requireActor, requirePermission(Action.ManageTracking)]`.
 *
 * An API key is also held to its scope (40305, ./api-key-scope.ts); the middleware carries its action so
 * requireActor can refuse a key on the whole route before anything runs.
 */
export function requirePermission(action: ActionValue) {
  const guard = createMiddleware<AppEnv>(async (c, next) => {
    assertKeyScope(c.var.actor, action);
    assertCan(c.var.actor.role, action);
    await next();
  });
  return Object.assign(guard, { [GUARDED_ACTION]: action });
}
