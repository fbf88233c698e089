// Moves the process's data generation after a request that may have written a team's data, so an answer cached in
// this process (src/server/queries/answer-cache.ts) is not served past it (src/server/runtime/data-generation.ts).
import "server-only";
import type { MiddlewareHandler } from "hono";
import { dataChanged } from "../../runtime/data-generation";
import type { AppEnv } from "../context";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Writes that come without a signed-in caller: the payment provider's signed events (plan changes). */
const UNAUTHENTICATED_WRITERS = /^\/v1\/billing\/webhook\/?$/;

/**
 * After, not before: an answer whose reads overlapped the write is kept only if the generation did not move while it
 * was computed (answer-cache.ts), and this move comes after the write committed, so either the answer saw the write
 * or it is not kept. Only requests that reached a signed-in caller (or the billing webhook) move it, whatever their
 * status (a failure may follow a partial write): an anonymous or unmatched POST writes no team's data and must not
 * be able to empty every team's cache (review of session 7).
 */
export const markDataChanged: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (READ_METHODS.has(c.req.method)) return next();
  try {
    await next();
  } finally {
    if (c.get("actor") !== undefined || UNAUTHENTICATED_WRITERS.test(c.req.path)) dataChanged();
  }
};
