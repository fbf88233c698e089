// A short-lived, in-process cache of Better Auth session lookups (issue 13, remaining item b). Every signed-in /v1
// request used to run Better Auth's whole getSession endpoint (signature check, endpoint pipeline, the session + user
// query): on PGlite's single connection that query queues behind everything else, and the endpoint's own work
// costs more than a small list query (bench/RESULTS.md, load). The answer is kept for SESSION_CACHE_SECONDS (0 turns
// the cache off), never past the session's own expiry.
//
// What is cached is identity only (who the token belongs to and their user row). Team membership and role have their
// own cache (membership-cache.ts), which every member write in this process clears at once.
//
// Keys are the exact credentials Better Auth read (the Authorization header and the session cookie), so a hit is
// only ever a credential Better Auth itself accepted moments ago; refusals are not cached.
//
// Invalidation, in this process: every session Better Auth deletes or updates (sign-out of other sessions on a
// password change, revocation on a password reset, a changed active team) and every user row it updates (email
// verification) goes through the database hooks below; code that deletes or updates those rows directly calls
// forgetSessionToken / forgetUserSessions. A lookup that was already running when an invalidation happened is not
// stored (generation check), so a revoked token answers 401 on the very next call in this process.
// Across processes (a second web process, the standalone worker) there is no message bus: another process may accept
// a revoked token, or see the old email-verified flag, for at most SESSION_CACHE_SECONDS.
import "server-only";
import { getEnv } from "../env";
import type { Auth } from "./auth";

export type SessionAnswer = NonNullable<Awaited<ReturnType<Auth["api"]["getSession"]>>>;

interface Entry {
  answer: SessionAnswer;
  /** Epoch ms after which the entry is not used. */
  until: number;
  token: string;
  userId: string;
}

/** Enough for every active session of a large installation; the oldest entry goes first when full. */
const MAX_ENTRIES = 10_000;

interface CacheState {
  entries: Map<string, Entry>;
  /** Bumped by every invalidation; a lookup started under an older generation is not stored. */
  generation: number;
}

// On globalThis so Next's separate server chunks share one cache (as they share the database handle).
const store = globalThis as unknown as { __feedscopeSessionCache?: CacheState };

function state(): CacheState {
  store.__feedscopeSessionCache ??= { entries: new Map(), generation: 0 };
  return store.__feedscopeSessionCache;
}

/** The session cookie's value (Better Auth's `better-auth.session_token`, `__Secure-` prefixed on https). */
function sessionCookie(cookieHeader: string | null): string {
  if (!cookieHeader) return "";
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    const name = part.slice(0, separator).trim();
    if (name === "better-auth.session_token" || name === "__Secure-better-auth.session_token")
      return part.slice(separator + 1).trim();
  }
  return "";
}

/** The credentials a session lookup reads; null when the request carries none (nothing to cache). */
export function credentialKey(headers: Headers): string | null {
  const authorization = headers.get("authorization") ?? "";
  const cookie = sessionCookie(headers.get("cookie"));
  if (!authorization && !cookie) return null;
  return `${authorization}\n${cookie}`;
}

/**
 * Better Auth's getSession for these request headers, answered from the cache when the same credentials were
 * accepted less than SESSION_CACHE_SECONDS ago. The answer is shared between requests: callers must not mutate it.
 */
export async function getSessionCached(auth: Auth, headers: Headers): Promise<SessionAnswer | null> {
  const ttlMs = getEnv().sessionCacheSeconds * 1000;
  const key = ttlMs > 0 ? credentialKey(headers) : null;
  if (!key) return auth.api.getSession({ headers });
  const cache = state();
  const now = Date.now();
  const hit = cache.entries.get(key);
  if (hit && hit.until > now) return hit.answer;
  if (hit) cache.entries.delete(key);
  const generation = cache.generation;
  const answer = await auth.api.getSession({ headers });
  if (answer && cache.generation === generation) {
    const until = Math.min(now + ttlMs, new Date(answer.session.expiresAt).getTime());
    if (cache.entries.size >= MAX_ENTRIES) {
      const oldest = cache.entries.keys().next();
      if (!oldest.done) cache.entries.delete(oldest.value);
    }
    cache.entries.set(key, {
      answer,
      until,
      token: answer.session.token,
      userId: String(answer.session.userId),
    });
  }
  return answer;
}

function forgetWhere(matches: (entry: Entry) => boolean): void {
  const cache = state();
  cache.generation += 1;
  for (const [key, entry] of cache.entries) if (matches(entry)) cache.entries.delete(key);
}

/** A session was deleted or changed: its token is looked up again on its next use. */
export function forgetSessionToken(token: string): void {
  forgetWhere((entry) => entry.token === token);
}

/** A user's row or all their sessions changed (password change or reset, verification, profile). */
export function forgetUserSessions(userId: number | string): void {
  const id = String(userId);
  forgetWhere((entry) => entry.userId === id);
}

/** Tests and shutdown: drop everything. */
export function forgetAllSessions(): void {
  forgetWhere(() => true);
}

/**
 * Better Auth database hooks (createAuth's `databaseHooks`) that keep the cache honest for every change Better Auth
 * makes itself. An update whose row is not reported back clears the whole cache rather than guess.
 */
export const sessionCacheHooks = {
  session: {
    update: {
      after: async (session: { token?: string } | null) => {
        if (session?.token) forgetSessionToken(session.token);
        else forgetAllSessions();
      },
    },
    delete: {
      after: async (session: { token: string }) => {
        forgetSessionToken(session.token);
      },
    },
  },
  user: {
    update: {
      after: async (user: { id?: string | number } | null) => {
        if (user?.id != null) forgetUserSessions(user.id);
        else forgetAllSessions();
      },
    },
    delete: {
      after: async (user: { id: string | number }) => {
        forgetUserSessions(user.id);
      },
    },
  },
};
