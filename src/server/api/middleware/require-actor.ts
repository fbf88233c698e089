import "server-only";
import { createMiddleware } from "hono/factory";
import { getSessionCached } from "../../auth/session-cache";
import { unauthorized } from "../../errors/api-error";
import { getMembership } from "../../queries/team/get-membership";
import type { AppEnv } from "../context";

/**
 * Requires a session (Better Auth cookie or `Authorization: Bearer <token>`) and resolves the caller's team and
 * role. Every team-scoped service takes the team from here, never from the request.
 */
export const requireActor = createMiddleware<AppEnv>(async (c, next) => {
  const session = await getSessionCached(c.var.auth, c.req.raw.headers);
  if (!session) throw unauthorized();
  const userId = Number(session.user.id);
  const preferred = (session.session as { activeOrganizationId?: string | number | null }).activeOrganizationId;
  const membership = await getMembership(c.var.db, {
    userId,
    preferredTeamId: preferred == null ? null : Number(preferred),
  });
  if (!membership) throw unauthorized();
  c.set("actor", {
    userId,
    email: session.user.email,
    emailVerified: session.user.emailVerified,
    teamId: membership.teamId,
    role: membership.role,
    sessionToken: session.session.token,
  });
  await next();
});
