import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { getAuthFor } from "../../auth/auth";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi, hash, uniqueEmail } from "../test/api-client";

process.env.GOOGLE_CLIENT_ID = "test-client-id.apps.googleusercontent.com";
process.env.GOOGLE_CLIENT_SECRET = "test-client-secret";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const { call } = createTestApi();
const origin = "http://localhost:3999";

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  process.env.GOOGLE_CLIENT_ID = "";
  process.env.GOOGLE_CLIENT_SECRET = "";
  await env.teardown();
});

describe("Google sign-in", () => {
  it("starts the OAuth redirect to Google with the app's callback", async () => {
    const auth = await getAuthFor(env.handle.db);
    const res = await auth.handler(
      new Request(`${origin}/api/auth/sign-in/social`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({ provider: "google", callbackURL: "/signin/?google=1" }),
      }),
    );
    const body = (await res.json()) as { url: string };
    const url = new URL(body.url);
    expect(url.hostname).toBe("accounts.google.com");
    expect(url.searchParams.get("client_id")).toBe("test-client-id.apps.googleusercontent.com");
    expect(url.searchParams.get("redirect_uri")).toBe(`${origin}/api/auth/callback/google`);
  });

  it("turns the session the OAuth flow leaves into user info and a bearer token", async () => {
    const email = uniqueEmail("google");
    await call("POST", "/v1/account/register", {
      body: { email, password: hash("password-123"), fullname: "Googler" },
    });
    // The OAuth callback ends with Better Auth's session cookie; make one the same way it does.
    const auth = await getAuthFor(env.handle.db);
    const signedIn = await auth.api.signInEmail({
      body: { email, password: hash("password-123") },
      returnHeaders: true,
    });
    const cookie = (signedIn.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    expect(cookie).toContain("session_token=");

    const res = await call<SignedInUser>("POST", "/v1/account/auth/google", { headers: { cookie } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.email).toBe(email);
    const me = await call("GET", "/v1/user", { token: res.body.data.token });
    expect(me.status).toBe(200);
  });

  it("answers a clear error when no OAuth session came back", async () => {
    const res = await call("POST", "/v1/account/auth/google");
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.OAuthIncomplete);
  });

  it("keeps Better Auth's own email endpoints closed: email flows go through /v1's validation", async () => {
    const auth = await getAuthFor(env.handle.db);
    for (const path of ["/sign-up/email", "/sign-in/email", "/reset-password"]) {
      const res = await auth.handler(
        new Request(`${origin}/api/auth${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", origin },
          body: JSON.stringify({ email: uniqueEmail(), password: "x".repeat(32), name: "x" }),
        }),
      );
      expect(res.status, path).toBe(404);
    }
  });
});
