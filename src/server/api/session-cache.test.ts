// The session cache (src/server/auth/session-cache.ts): a signed-in request's session lookup is reused for a few seconds, yet a
// token revoked in this process (sign-out, password change, password reset) answers 401 on the very next call, and
// changes Better Auth makes to a session or user (active team, verification) are seen at once.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type Auth, getAuthFor } from "../auth/auth";
import { credentialKey, forgetAllSessions, forgetSessionToken, getSessionCached } from "../auth/session-cache";
import { session } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import type { SignedInUser } from "../services/account/signed-in-user";
import { createTestApi, hash, latestMail, uniqueEmail } from "./test/api-client";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const { call } = createTestApi();
const savedTtl = process.env.SESSION_CACHE_SECONDS;

async function register(password = "password-123") {
  const email = uniqueEmail("cache");
  const res = await call<SignedInUser>("POST", "/v1/account/register", {
    body: { email, password: hash(password), fullname: "Cache Tester" },
  });
  expect(res.body.code).toBe(0);
  return { email, token: res.body.data.token };
}

async function signIn(email: string, password = "password-123") {
  const res = await call<SignedInUser>("POST", "/v1/account/auth", { body: { email, password: hash(password) } });
  expect(res.body.code).toBe(0);
  return res.body.data.token;
}

const status = async (token: string) => (await call("GET", "/v1/user", { token })).status;

/** Removes a session row behind Better Auth's back (as another process would): no hook, no in-process forget. */
async function deleteSessionRow(token: string) {
  const deleted = await env.handle.db.delete(session).where(eq(session.token, token)).returning({ id: session.id });
  expect(deleted).toHaveLength(1);
}

beforeAll(async () => {
  env = await setupTestDb();
});
afterEach(() => {
  if (savedTtl === undefined) delete process.env.SESSION_CACHE_SECONDS;
  else process.env.SESSION_CACHE_SECONDS = savedTtl;
  forgetAllSessions();
});
afterAll(async () => env.teardown());

describe("session cache", () => {
  it("reuses an accepted session while the entry is young", async () => {
    process.env.SESSION_CACHE_SECONDS = "60";
    const { token } = await register();
    // The first call records the session's active team (a row change that drops the entry); the second caches.
    expect(await status(token)).toBe(200);
    expect(await status(token)).toBe(200);
    // Gone from the database without this process being told: still accepted from the cache (the documented
    // cross-process bound). A long TTL keeps this independent of how busy the machine is.
    await deleteSessionRow(token);
    expect(await status(token)).toBe(200);
  });

  it("asks the database again once the entry is older than SESSION_CACHE_SECONDS", async () => {
    process.env.SESSION_CACHE_SECONDS = "1";
    const { token } = await register();
    expect(await status(token)).toBe(200);
    await deleteSessionRow(token);
    // Waiting longer than the TTL can only make the entry older, so a slow machine cannot make this pass wrongly.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await status(token)).toBe(401);
  });

  it("with SESSION_CACHE_SECONDS=0 every request reads the database", async () => {
    process.env.SESSION_CACHE_SECONDS = "0";
    const { token } = await register();
    expect(await status(token)).toBe(200);
    await deleteSessionRow(token);
    expect(await status(token)).toBe(401);
  });

  it("sign-out: the token answers 401 on the very next call", async () => {
    process.env.SESSION_CACHE_SECONDS = "60";
    const { email, token } = await register();
    const other = await signIn(email);
    expect(await status(token)).toBe(200);
    expect(await status(other)).toBe(200);
    expect((await call("POST", "/v1/user/logout", { token })).body.code).toBe(0);
    expect(await status(token)).toBe(401);
    // Only that session ended: the same user's other session stays signed in.
    expect(await status(other)).toBe(200);
  });

  it("password change: the user's other sessions answer 401 at once, another user's do not", async () => {
    process.env.SESSION_CACHE_SECONDS = "60";
    const { email, token } = await register();
    const other = await signIn(email);
    const stranger = (await register()).token;
    for (const t of [token, other, stranger]) expect(await status(t)).toBe(200);
    const changed = await call("PUT", "/v1/user/password", {
      token,
      body: { old_password: hash("password-123"), new_password: hash("new-password-1") },
    });
    expect(changed.body.code).toBe(0);
    expect(await status(other)).toBe(401);
    // The calling session is replaced too: its old token ends and the answer's new one keeps the person signed in.
    const renewed = (changed.body.data as { token: string }).token;
    expect(renewed).not.toBe(token);
    expect(await status(token)).toBe(401);
    expect(await status(renewed)).toBe(200);
    expect(await status(stranger)).toBe(200);
  });

  it("password reset: every session of the user answers 401 at once", async () => {
    process.env.SESSION_CACHE_SECONDS = "60";
    const { email, token } = await register();
    const other = await signIn(email);
    for (const t of [token, other]) expect(await status(t)).toBe(200);
    expect((await call("POST", "/v1/account/forget", { body: { email } })).body.code).toBe(0);
    const mail = await latestMail(env.handle.db, email);
    const reset = await call("POST", "/v1/account/forget/verify", {
      body: { token: mail.token, password: hash("new-password-2") },
    });
    expect(reset.body.code).toBe(0);
    expect(await status(token)).toBe(401);
    expect(await status(other)).toBe(401);
  });

  it("sees Better Auth's changes to the session (active team) and the user (verification) at once", async () => {
    process.env.SESSION_CACHE_SECONDS = "60";
    const { email, token } = await register();
    const auth = await getAuthFor(env.handle.db);
    const headers = new Headers({ authorization: `Bearer ${token}` });
    const before = await getSessionCached(auth, headers);
    expect(before?.user.emailVerified).toBe(false);
    // The same object again: answered from the cache.
    expect(await getSessionCached(auth, headers)).toBe(before);

    const context = await auth.$context;
    const sessionToken = String(before?.session.token);
    await context.internalAdapter.updateSession(sessionToken, { activeOrganizationId: "424242" });
    const switched = await getSessionCached(auth, headers);
    const activeTeam = (switched?.session as { activeOrganizationId?: string | number | null } | undefined)
      ?.activeOrganizationId;
    expect(Number(activeTeam)).toBe(424242);

    const verification = await latestMail(env.handle.db, email);
    expect(verification.kind).toBe("verify-email");
    expect((await call("POST", "/v1/user/verify", { body: { token: verification.token } })).body.code).toBe(0);
    expect((await getSessionCached(auth, headers))?.user.emailVerified).toBe(true);
  });

  it("keys on the exact credentials: another token or cookie is looked up on its own, none is not cached", () => {
    const bearer = credentialKey(new Headers({ authorization: "Bearer a" }));
    expect(bearer).not.toBeNull();
    expect(credentialKey(new Headers({ authorization: "Bearer b" }))).not.toBe(bearer);
    const cookie = credentialKey(new Headers({ cookie: "theme=dark; better-auth.session_token=x.sig" }));
    expect(cookie).toBe(credentialKey(new Headers({ cookie: "better-auth.session_token=x.sig; lang=de" })));
    expect(cookie).not.toBe(credentialKey(new Headers({ cookie: "better-auth.session_token=y.sig" })));
    expect(credentialKey(new Headers({ cookie: "__Secure-better-auth.session_token=x.sig" }))).not.toBeNull();
    expect(credentialKey(new Headers({ cookie: "theme=dark" }))).toBeNull();
    expect(credentialKey(new Headers())).toBeNull();
  });
});

describe("session cache races", () => {
  it("does not store a lookup that was still running when its session was revoked", async () => {
    process.env.SESSION_CACHE_SECONDS = "60";
    const answer = {
      session: { token: "tok-1", userId: "7", expiresAt: new Date(Date.now() + 3_600_000) },
      user: { id: "7", emailVerified: false },
    };
    const pending: ((value: unknown) => void)[] = [];
    let lookups = 0;
    const fakeAuth = {
      api: {
        getSession: () => {
          lookups += 1;
          return new Promise((resolve) => pending.push(resolve));
        },
      },
    } as unknown as Auth;
    const headers = new Headers({ authorization: "Bearer tok-1.sig" });

    const raced = getSessionCached(fakeAuth, headers);
    forgetSessionToken("tok-1");
    pending.shift()?.(answer);
    expect(await raced).toBe(answer);
    // Not stored: the next call asks Better Auth again ...
    const second = getSessionCached(fakeAuth, headers);
    pending.shift()?.(answer);
    expect(await second).toBe(answer);
    expect(lookups).toBe(2);
    // ... and that undisturbed answer is stored.
    expect(await getSessionCached(fakeAuth, headers)).toBe(answer);
    expect(lookups).toBe(2);
  });

  it("never keeps an entry past the session's own expiry", async () => {
    process.env.SESSION_CACHE_SECONDS = "60";
    let lookups = 0;
    const fakeAuth = {
      api: {
        getSession: async () => {
          lookups += 1;
          return {
            session: { token: "tok-2", userId: "8", expiresAt: new Date(Date.now() + 50) },
            user: { id: "8", emailVerified: true },
          };
        },
      },
    } as unknown as Auth;
    const headers = new Headers({ authorization: "Bearer tok-2.sig" });
    await getSessionCached(fakeAuth, headers);
    await getSessionCached(fakeAuth, headers);
    expect(lookups).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 80));
    await getSessionCached(fakeAuth, headers);
    expect(lookups).toBe(2);
  });
});
