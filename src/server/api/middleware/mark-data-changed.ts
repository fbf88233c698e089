// Moves the process's data generation after a request that may have written a team's data, so an answer cached in
// this process (src/server/queries/answer-cache.ts) is not served past it (src/server/runtime/data-generation.ts).
import "server-only";
import type { MiddlewareHandler } from "hono";
import { dataChanged } from "../../runtime/data-generation";
import type { AppEnv } from "../context";

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Writes that come without a signed-in caller, each authenticated its own way: the payment provider's signed events
 * and the operator's admin routes (plan changes, which stop tracked items over the new limits). They count only when
 * accepted (below 400): an unsigned or wrongly keyed call writes nothing.
 */
const OTHER_WRITERS = /^\/v1\/(billing\/webhook|admin\/)/;

/**
 * After, not before: an answer whose reads overlapped the write is kept only if the generation did not move while it
 * was computed (answer-cache.ts), and this move comes after the write committed, so either the answer saw the write
 * or it is not kept. Requests that reached a signed-in caller move it whatever their status (a failure may follow a
 * partial write); the webhook and admin routes when accepted: an anonymous or unmatched POST writes no team's data and must not
 * be able to empty every team's cache (review of session 7).
 */
export const markDataChanged: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (READ_METHODS.has(c.req.method)) return next();
  try {
    await next();
  } finally {
    if (c.get("actor") !== undefined || (OTHER_WRITERS.test(c.req.path) && c.res.status < 400)) dataChanged();
  }
};
