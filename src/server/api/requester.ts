// Who is calling a public route: the signed-in user when there is a session (cookie or bearer token), and the
// client IP for per-visitor limits.
import "server-only";
import type { Context } from "hono";
import { getMembershipCached } from "../auth/membership-cache";
import { getSessionCached } from "../auth/session-cache";
import { clientIpFromHeaders } from "../security/client-ip";
import type { AppEnv } from "./context";
import { apiKeyActor, bearerApiKey } from "./middleware/api-key-actor";

export interface SignedInRequester {
  userId: number;
  teamId: number | null;
  emailVerified: boolean;
}

export async function signedInUserId(c: Context<AppEnv>): Promise<number | null> {
  return (await signedInRequester(c))?.userId ?? null;
}

/** The session's user, their active team and whether their address is verified; null for visitors. */
export async function signedInRequester(c: Context<AppEnv>): Promise<SignedInRequester | null> {
  // An API key (issue 17 item 3) is its team's caller here too: a bad key answers 401 rather than passing as a
  // visitor, so a script learns its key stopped working.
  const key = bearerApiKey(c.req.raw.headers);
  if (key) {
    const actor = await apiKeyActor(c, key);
    return { userId: actor.userId, teamId: actor.teamId, emailVerified: actor.emailVerified };
  }
  // The same per-credential cache as requireActor (session-cache.ts, issue 13): public routes such as analyze and the
  // tools are called as often as the dashboard's. A failed lookup answers as a visitor, as before.
  const session = await getSessionCached(c.var.auth, c.req.raw.headers).catch(() => null);
  if (!session) return null;
  const userId = Number(session.user.id);
  const preferred = (session.session as { activeOrganizationId?: string | number | null }).activeOrganizationId;
  const membership = await getMembershipCached(c.var.db, {
    userId,
    preferredTeamId: preferred == null ? null : Number(preferred),
  });
  return { userId, teamId: membership?.teamId ?? null, emailVerified: session.user.emailVerified === true };
}

/** The trusted client address (src/server/security/client-ip.ts): X-Forwarded-For only through TRUST_PROXY_HOPS. */
export function clientIp(c: Context<AppEnv>): string {
  return clientIpFromHeaders(c.req.raw.headers);
}
