// The verified-email guard on a test-only route (the features it gates arrive in later issues): an unverified
// account gets 40301 with the catalogue message, the same account passes once its address is verified, and a
// feature outside the gated list is open to it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mayUse, VERIFIED_EMAIL_FEATURES } from "@/domain/email-verification";
import { ErrorCode } from "@/domain/error-codes";
import { setupTestDb } from "../../db/test/test-db";
import { ApiError } from "../../errors/api-error";
import { failure, ok } from "../envelope";
import { createRouter } from "../router";
import { createTestApi, latestMail } from "../test/api-client";
import { registerUser } from "../test/tracking-helpers";
import { withDatabase } from "./database";
import { requireActor } from "./require-actor";
import { requireVerifiedEmail } from "./require-verified-email";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const guarded = createRouter();
guarded.use("*", withDatabase);
guarded.post("/v1/test/invite", requireActor, requireVerifiedEmail("invitations"), (c) => c.json(ok("sent"), 200));
guarded.onError((error, c) =>
  error instanceof ApiError ? c.json(failure(error), error.status as 403) : c.json({ code: 50000 }, 500),
);

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

async function invite(token: string) {
  const response = await guarded.request("http://localhost:3999/v1/test/invite", {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as { code: number; message: string } };
}

describe("requireVerifiedEmail", () => {
  it("answers 40301 until the address is verified through the emailed link, then lets the call through", async () => {
    const user = await registerUser(api, env.handle.db);
    const refused = await invite(user.token);
    expect(refused).toEqual({
      status: 403,
      body: {
        code: ErrorCode.EmailNotVerified,
        message: "Please verify your email address to access all features",
        data: null,
      },
    });
    const mail = await latestMail(env.handle.db, user.email);
    expect((await api.call("POST", "/v1/user/verify", { body: { token: mail.token } })).body.code).toBe(0);
    expect(await invite(user.token)).toMatchObject({ status: 200, body: { code: 0 } });
  });

  it("still answers 401 without a session", async () => {
    expect((await invite("not-a-token")).status).toBe(401);
  });
});

describe("mayUse", () => {
  it("gates exactly the features that reach other people or money", () => {
    for (const feature of VERIFIED_EMAIL_FEATURES) {
      expect(mayUse({ emailVerified: false }, feature)).toBe(false);
      expect(mayUse({ emailVerified: true }, feature)).toBe(true);
    }
    expect(mayUse({ emailVerified: false }, "tracking")).toBe(true);
  });
});
