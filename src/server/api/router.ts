import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { ActorContext, ServiceContext } from "../services/context";
import type { AppEnv } from "./context";
import { failure, validationError } from "./envelope";

/** Every router answers schema failures with the validation envelope (per-field messages), never zod's shape. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) {
        const error = validationError(result.error);
        return c.json(failure(error), 400);
      }
    },
  });
}

export function serviceContext(c: Context<AppEnv>): ServiceContext {
  return { db: c.var.db, auth: c.var.auth, headers: c.req.raw.headers };
}

export function actorContext(c: Context<AppEnv>): ActorContext {
  return { ...serviceContext(c), actor: c.var.actor };
}
