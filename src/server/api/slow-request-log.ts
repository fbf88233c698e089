// A /v1 request that takes longer than SLOW_REQUEST_MS is logged with its route, status and time, so an operator
// (and the load bench's investigation of requests that never answered, bench/RESULTS.md session 7) can see which
// requests are slow without a profiler.
import "server-only";
import type { MiddlewareHandler } from "hono";
import { getEnv } from "../env";
import { getLogger } from "../logger";

export const logSlowRequests: MiddlewareHandler = async (c, next) => {
  const threshold = getEnv().slowRequestMs;
  if (threshold <= 0) return next();
  const started = performance.now();
  try {
    await next();
  } finally {
    const ms = performance.now() - started;
    if (ms >= threshold) {
      // The route pattern, not the path: ids stay out of the log's grouping and nothing the client sent is echoed.
      getLogger().warn(
        { method: c.req.method, route: c.req.routePath, status: c.res.status, ms: Math.round(ms) },
        "slow request",
      );
    }
  }
};
