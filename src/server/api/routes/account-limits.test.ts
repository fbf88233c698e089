// Issue 13 item 2: the account endpoints' limits, on with their real numbers (README "Abuse limits"): 429, a
// Retry-After header and the catalogue code past each one. Every test uses its own emails and addresses; the
// counts below are the figures written out, not read from the limiter.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setClock } from "../../clock";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { type ApiAnswer, createTestApi, fromIp, hash, nextTestIp, uniqueEmail } from "../test/api-client";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const { call } = createTestApi();

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());
afterEach(() => setClock(null));

async function register(email: string, password = "password-1"): Promise<SignedInUser> {
  const res = await call<SignedInUser>("POST", "/v1/account/register", {
    body: { email, password: hash(password), fullname: "Limit Tester" },
  });
  expect(res.body.code).toBe(0);
  return res.body.data;
}

const signIn = (email: string, password: string, ip = nextTestIp()) =>
  call<SignedInUser>("POST", "/v1/account/auth", { body: { email, password: hash(password) }, headers: fromIp(ip) });

function expectLimited(res: ApiAnswer, maxSeconds: number) {
  expect(res.status).toBe(429);
  expect(res.body.code).toBe(ErrorCode.RateLimited);
  expect(res.body.message.length).toBeGreaterThan(10);
  const retryAfter = Number(res.headers.get("retry-after"));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe("sign-in", () => {
  it("locks an address after 10 failures in 15 minutes, even for the right password, and only that address", async () => {
    const locked = uniqueEmail("locked");
    const neighbour = uniqueEmail("neighbour");
    await register(locked);
    await register(neighbour);
    for (let i = 0; i < 10; i++) expect((await signIn(locked, "wrong")).body.code).toBe(ErrorCode.InvalidCredentials);
    expectLimited(await signIn(locked, "password-1"), 15 * 60);
    // The neighbour signs in fine, and that success does not clear the locked address's failures.
    expect((await signIn(neighbour, "password-1")).body.code).toBe(0);
    expectLimited(await signIn(locked, "password-1"), 15 * 60);
  });

  it("does not count correct passwords as failures", async () => {
    const email = uniqueEmail("steady");
    await register(email);
    for (let i = 0; i < 9; i++) await signIn(email, "wrong");
    for (let i = 0; i < 5; i++) expect((await signIn(email, "password-1")).body.code).toBe(0);
    expect((await signIn(email, "wrong")).body.code).toBe(ErrorCode.InvalidCredentials);
    expectLimited(await signIn(email, "wrong"), 15 * 60);
  });

  it("allows 30 attempts a minute from one client address, whatever X-Forwarded-For it sends", async () => {
    // The limiter's clock stands still, so a slow machine cannot stretch the burst past the minute.
    const frozen = new Date();
    setClock(() => frozen);
    const ip = "203.0.113.30";
    for (let i = 0; i < 30; i++) {
      const res = await call("POST", "/v1/account/auth", {
        body: { email: uniqueEmail("spray"), password: hash("guess") },
        headers: { ...fromIp(ip), "x-forwarded-for": `10.${i}.${i}.${i}` },
      });
      expect(res.body.code).toBe(ErrorCode.InvalidCredentials);
    }
    const email = uniqueEmail("spray-real");
    await register(email);
    expectLimited(await signIn(email, "password-1", ip), 60);
    expect((await signIn(email, "password-1", "203.0.113.31")).body.code).toBe(0);
  });
});

describe("register", () => {
  it("allows 20 new accounts an hour per client address", async () => {
    const ip = "203.0.113.20";
    for (let i = 0; i < 20; i++) {
      const res = await call("POST", "/v1/account/register", {
        body: { email: uniqueEmail("farm"), password: hash("password-1"), fullname: "Farm" },
        headers: fromIp(ip),
      });
      expect(res.body.code).toBe(0);
    }
    const over = await call("POST", "/v1/account/register", {
      body: { email: uniqueEmail("farm"), password: hash("password-1"), fullname: "Farm" },
      headers: fromIp(ip),
    });
    expectLimited(over, 3600);
  });
});

describe("forgotten password and verification emails", () => {
  it("sends at most 3 reset emails an hour per address", async () => {
    const email = uniqueEmail("forgetful");
    await register(email);
    for (let i = 0; i < 3; i++)
      expect((await call("POST", "/v1/account/forget", { body: { email } })).body.code).toBe(0);
    expectLimited(await call("POST", "/v1/account/forget", { body: { email: email.toUpperCase() } }), 3600);
    expect((await call("POST", "/v1/account/forget", { body: { email: uniqueEmail("other") } })).body.code).toBe(0);
  });

  it("resends the verification email at most 3 times an hour", async () => {
    const user = await register(uniqueEmail("unverified"));
    for (let i = 0; i < 3; i++) {
      expect((await call("POST", "/v1/user/resend-verify", { token: user.token })).body.code).toBe(0);
    }
    expectLimited(await call("POST", "/v1/user/resend-verify", { token: user.token }), 3600);
  });
});

describe("change password", () => {
  it("stops after 10 wrong current passwords an hour, even when the 11th is right", async () => {
    const user = await register(uniqueEmail("changer"), "old-password");
    const change = (old: string) =>
      call("PUT", "/v1/user/password", {
        token: user.token,
        body: { old_password: hash(old), new_password: hash("new-password") },
      });
    for (let i = 0; i < 10; i++) expect((await change("not-it")).body.code).toBe(ErrorCode.WrongPassword);
    expectLimited(await change("old-password"), 3600);
  });
});
