import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { MESSAGES } from "@/domain/validation";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi, hash, latestMail, uniqueEmail } from "../test/api-client";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const { call } = createTestApi();

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

describe("POST /v1/account/register", () => {
  it("creates the user with a personal team as Owner on the Free plan and answers a working token", async () => {
    const email = uniqueEmail();
    const res = await call<SignedInUser>("POST", "/v1/account/register", {
      body: { email, password: hash("correct horse"), fullname: "Ada Lovelace" },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    const user = res.body.data;
    expect(Number.isInteger(user.id) && user.id > 0).toBe(true);
    expect(user).toMatchObject({ email, full_name: "Ada Lovelace", avatar: "", role: 1, status: 0 });
    expect(user.team_info).toMatchObject({ plan: "free", timezone: 0, timezone_set: 0 });
    expect(user.team_info.id).toBeGreaterThan(0);
    expect(user.token.length).toBeGreaterThan(10);

    const me = await call<SignedInUser>("GET", "/v1/user", { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body.data.id).toBe(user.id);
  });

  it("sends a verification email whose link verifies the address (status 0 -> 2)", async () => {
    const email = uniqueEmail();
    const reg = await call<SignedInUser>("POST", "/v1/account/register", {
      body: { email, password: hash("password-1"), fullname: "Grace H" },
    });
    const mail = await latestMail(env.handle.db, email);
    expect(mail.kind).toBe("verify-email");
    expect(mail.text).toContain("/verify-email/?token=");
    const verified = await call("POST", "/v1/user/verify", { body: { token: mail.token } });
    expect(verified.body.code).toBe(0);
    const me = await call<SignedInUser>("GET", "/v1/user", { token: reg.body.data.token });
    expect(me.body.data.status).toBe(2);

    const again = await call("POST", "/v1/user/resend-verify", { token: reg.body.data.token });
    expect(again.status).toBe(409);
  });

  it("refuses a bad verification token with the catalogue code", async () => {
    const res = await call("POST", "/v1/user/verify", { body: { token: "not-a-real-token" } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.InvalidToken);
  });

  it("answers each invalid field with the spec's message", async () => {
    const res = await call<{ errors: Record<string, string> }>("POST", "/v1/account/register", {
      body: { email: "not-an-email", password: "plain", fullname: "Al" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.Validation);
    expect(res.body.data.errors).toEqual({
      email: MESSAGES.email,
      password: MESSAGES.passwordHash,
      fullname: MESSAGES.fullName,
    });
    const long = await call<{ errors: Record<string, string> }>("POST", "/v1/account/register", {
      body: { email: uniqueEmail(), password: hash("x"), fullname: "A".repeat(17) },
    });
    expect(long.body.data.errors).toEqual({ fullname: MESSAGES.fullName });
  });

  it("refuses a second account with the same email (any case)", async () => {
    const email = uniqueEmail();
    const body = { email, password: hash("password-1"), fullname: "First User" };
    expect((await call("POST", "/v1/account/register", { body })).status).toBe(200);
    const dup = await call("POST", "/v1/account/register", { body: { ...body, email: email.toUpperCase() } });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe(ErrorCode.EmailTaken);
  });

  it("answers malformed JSON and a missing body with a validation envelope, not a 500", async () => {
    const { app } = createTestApi();
    const res = await app.request("http://localhost:3999/v1/account/register", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost:3999" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: number }).code).toBe(ErrorCode.Validation);
    const empty = await call("POST", "/v1/account/register", { body: {} });
    expect(empty.status).toBe(400);
  });
});

describe("POST /v1/account/auth", () => {
  it("signs in with the MD5 of the password and refuses a wrong one without a 401", async () => {
    const email = uniqueEmail();
    await call("POST", "/v1/account/register", { body: { email, password: hash("s3cret-pass"), fullname: "Sign In" } });
    const good = await call<SignedInUser>("POST", "/v1/account/auth", {
      body: { email, password: hash("s3cret-pass") },
    });
    expect(good.status).toBe(200);
    expect(good.body.data.email).toBe(email);
    const bad = await call("POST", "/v1/account/auth", { body: { email, password: hash("wrong-pass") } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: ErrorCode.InvalidCredentials, message: "Invalid email or password" });
    const unknown = await call("POST", "/v1/account/auth", { body: { email: uniqueEmail(), password: hash("x") } });
    expect(unknown.body.code).toBe(ErrorCode.InvalidCredentials);
  });

  it("stores only Better Auth's hash of the MD5 value, never the value itself", async () => {
    const email = uniqueEmail();
    const md5 = hash("stored-pass");
    await call("POST", "/v1/account/register", { body: { email, password: md5, fullname: "Stored Pw" } });
    const { rows } = (await env.handle.db.execute(
      // biome-ignore lint/suspicious/noExplicitAny: raw check of the stored column
      `SELECT a.password FROM account a JOIN "user" u ON u.id = a.user_id WHERE u.email = '${email}'` as any,
    )) as unknown as { rows: { password: string }[] };
    expect(rows[0]?.password).toBeTruthy();
    expect(rows[0]?.password).not.toContain(md5);
  });
});

describe("forgot password", () => {
  it("mails a reset link; the token checks, sets a new password once, and signs other sessions out", async () => {
    const email = uniqueEmail();
    const reg = await call<SignedInUser>("POST", "/v1/account/register", {
      body: { email, password: hash("old-password"), fullname: "Forgetful" },
    });
    const sent = await call("POST", "/v1/account/forget", { body: { email } });
    expect(sent.body.code).toBe(0);
    const mail = await latestMail(env.handle.db, email);
    expect(mail.kind).toBe("reset-password");
    const check = await call<{ email: string }>("GET", `/v1/account/forget/verify?token=${mail.token}`);
    expect(check.body.data.email).toBe(email);

    const reset = await call("POST", "/v1/account/forget/verify", {
      body: { token: mail.token, password: hash("new-password") },
    });
    expect(reset.body.code).toBe(0);
    expect((await call("GET", "/v1/user", { token: reg.body.data.token })).status).toBe(401);
    expect((await call("POST", "/v1/account/auth", { body: { email, password: hash("new-password") } })).status).toBe(
      200,
    );
    const reuse = await call("POST", "/v1/account/forget/verify", {
      body: { token: mail.token, password: hash("another") },
    });
    expect(reuse.body.code).toBe(ErrorCode.InvalidToken);
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const email = uniqueEmail("nobody");
    const res = await call("POST", "/v1/account/forget", { body: { email } });
    expect(res.body.code).toBe(0);
    await expect(latestMail(env.handle.db, email)).rejects.toThrow();
  });
});
