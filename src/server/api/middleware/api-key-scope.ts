// What an API key may do, decided once for every route (issue 17 item 3). requirePermission tags the middleware it
// makes with its action; for a key caller, requireActor reads the tags of the matched route before anything runs:
// a write (any method but GET, HEAD and OPTIONS) must carry a guard whose action the key's scope allows, and every
// guard on the route, read or write, must be one the scope allows (src/domain/api-keys.ts). Writes with no guard
// (one's own profile, password, sign-out, team switch, leaving, invitations, uploads) are for people, not keys.
import "server-only";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { scopeAllows, scopeNeededFor } from "@/domain/api-keys";
import { ErrorCode } from "@/domain/error-codes";
import { Action, type ActionValue } from "@/domain/roles";
import { ApiError } from "../../errors/api-error";
import type { Actor } from "../../services/context";
import type { AppEnv } from "../context";

export const GUARDED_ACTION = Symbol("feedscope.guardedAction");

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** 40305 naming the scope that would allow it, or saying that no key may. */
export function keyNotAllowed(action: ActionValue | null): ApiError {
  const needed = action ? scopeNeededFor(action) : null;
  if (needed === "write")
    return new ApiError(
      ErrorCode.ApiKeyNotAllowed,
      "This API key is read-only: tracking, stopping, resuming, deleting and collections need a write key",
      { required_scope: "write" },
    );
  return new ApiError(
    ErrorCode.ApiKeyNotAllowed,
    "API keys cannot do this: members, billing, API keys, share links, team settings, alerts and accounts need a signed-in person",
  );
}

/** Throws 40305 when the caller is a key whose scope does not allow `action`; people pass through. */
export function assertKeyScope(actor: Actor, action: ActionValue): void {
  if (actor.apiKey && !scopeAllows(actor.apiKey.scope, action)) throw keyNotAllowed(action);
}

/** The actions of the requirePermission guards on the route this request matched. */
function guardedActions(c: Context): ActionValue[] {
  const actions: ActionValue[] = [];
  for (const route of matchedRoutes(c)) {
    const action = (route.handler as { [GUARDED_ACTION]?: ActionValue })[GUARDED_ACTION];
    if (action) actions.push(action);
  }
  return actions;
}

/** For a key caller: refuses the route unless the key's scope allows every guard on it (and a write has one). */
export function assertKeyMayCallRoute(c: Context, actor: Actor): void {
  if (!actor.apiKey) return;
  const actions = guardedActions(c);
  if (!READ_METHODS.has(c.req.method) && actions.length === 0) throw keyNotAllowed(null);
  for (const action of actions) assertKeyScope(actor, action);
}

/**
 * For a read no key may call (the API key list): tagged with the key-management action, which no scope allows, so
 * requireActor refuses a key before the handler and the OpenAPI document leaves the key scheme off the route.
 */
export const refuseApiKeys = Object.assign(
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.var.actor.apiKey) throw keyNotAllowed(null);
    await next();
  }),
  { [GUARDED_ACTION]: Action.ManageApiKeys },
);
