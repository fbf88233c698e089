import "server-only";
import { createMiddleware } from "hono/factory";
import { getMembershipCached } from "../../auth/membership-cache";
import { getSessionCached } from "../../auth/session-cache";
import { unauthorized } from "../../errors/api-error";
import { setSessionActiveTeam } from "../../services/team/switch-team";
import type { AppEnv } from "../context";
import { apiKeyActor, bearerApiKey } from "./api-key-actor";
import { assertKeyMayCallRoute } from "./api-key-scope";

/**
 * Requires a session (Better Auth cookie or `Authorization: Bearer <token>`) and resolves the caller's team and
 * role. Every team-scoped service takes the team from here, never from the request.
 *
 * The team is the session's active team (`active_organization_id`, set by POST /v1/team/switch), checked against
 * the member table (issue 14 item 4): a member removed from that team acts for their own first team from their next
 * call on, and the session is moved there so later calls agree. The member row is read through a few-second cache
 * that every member write in this process clears at once (../../auth/membership-cache.ts, issue 18 item 5). Someone who
 * belongs to no team at all is not signed in to anything (401).
 *
 * An API key (`Authorization: Bearer fsk_…`, issue 17 item 3) acts for its own team instead, with its creator's
 * role and its scope; whether the key may call this route at all is decided here, before anything runs
 * (./api-key-scope.ts).
 */
export const requireActor = createMiddleware<AppEnv>(async (c, next) => {
  const key = bearerApiKey(c.req.raw.headers);
  if (key) {
    const actor = await apiKeyActor(c, key);
    assertKeyMayCallRoute(c, actor);
    c.set("actor", actor);
    return next();
  }
  const session = await getSessionCached(c.var.auth, c.req.raw.headers);
  if (!session) throw unauthorized();
  const userId = Number(session.user.id);
  const stored = (session.session as { activeOrganizationId?: string | number | null }).activeOrganizationId;
  const preferredTeamId = stored == null ? null : Number(stored);
  const membership = await getMembershipCached(c.var.db, { userId, preferredTeamId });
  if (!membership) throw unauthorized();
  const sessionToken = session.session.token;
  if (membership.teamId !== preferredTeamId) {
    await setSessionActiveTeam(c.var.db, { sessionToken, teamId: membership.teamId });
  }
  c.set("actor", {
    userId,
    email: session.user.email,
    emailVerified: session.user.emailVerified,
    teamId: membership.teamId,
    role: membership.role,
    sessionToken,
  });
  await next();
});
