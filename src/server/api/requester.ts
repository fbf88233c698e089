// Who is calling a public route: the signed-in user when there is a session (cookie or bearer token), and the
// client IP for per-visitor limits.
import "server-only";
import type { Context } from "hono";
import type { AppEnv } from "./context";

export async function signedInUserId(c: Context<AppEnv>): Promise<number | null> {
  const session = await c.var.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
  return session ? Number(session.user.id) : null;
}

/** The first X-Forwarded-For address (the app runs behind one proxy), then X-Real-IP. */
export function clientIp(c: Context<AppEnv>): string {
  return c.req.header("x-forwarded-for")?.split(",")[0]?.trim() || c.req.header("x-real-ip") || "unknown";
}
