import "server-only";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { getEnv } from "../env";
import type { ActorContext, ServiceContext } from "../services/context";
import { assertAnswerMatchesContract } from "./answer-contract";
import type { AppEnv } from "./context";
import { failure, validationError } from "./envelope";

/**
 * Every router answers schema failures with the validation envelope (per-field messages), never zod's shape.
 * Outside production each route's success answers are also checked against its response schema.
 */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({
    strict: false,
    defaultHook: (result, c) => {
      if (!result.success) {
        const error = validationError(result.error);
        return c.json(failure(error), 400);
      }
    },
  });
  if (getEnv().checkAnswerContracts) checkAnswers(router);
  return router;
}

/** Wraps each handler registered through `openapi()` so its answer is checked before it leaves. */
export function checkAnswers<R extends OpenAPIHono<AppEnv>>(router: R): R {
  const register = router.openapi;
  router.openapi = ((route, handler, hook) =>
    register(
      route,
      async (c, next) => {
        const response = (await handler(c, next)) as unknown as Response;
        if (response instanceof Response) await assertAnswerMatchesContract(route, response);
        return response as never;
      },
      hook,
    )) as typeof router.openapi;
  return router;
}

export function serviceContext(c: Context<AppEnv>): ServiceContext {
  return { db: c.var.db, auth: c.var.auth, headers: c.req.raw.headers };
}

export function actorContext(c: Context<AppEnv>): ActorContext {
  return { ...serviceContext(c), actor: c.var.actor };
}
