import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { MESSAGES } from "@/domain/validation";
import { forgetMemberships } from "../../auth/membership-cache";
import { member } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { UserInfo } from "../../queries/user/get-user-info";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi, hash, uniqueEmail } from "../test/api-client";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const { call } = createTestApi();

async function register(fullname = "Test User") {
  const email = uniqueEmail();
  const res = await call<SignedInUser>("POST", "/v1/account/register", {
    body: { email, password: hash("password-123"), fullname },
  });
  return res.body.data;
}

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

describe("session handling", () => {
  it("answers 401 with the spec's message without a token, with a bad token, and never a stack", async () => {
    for (const token of [undefined, "garbage-token"]) {
      const res = await call("GET", "/v1/user", { token });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        code: ErrorCode.Unauthorized,
        message: "Session expired, please login again",
        data: null,
      });
    }
  });

  it("logout makes the token stop working", async () => {
    const user = await register();
    expect((await call("POST", "/v1/user/logout", { token: user.token })).body.code).toBe(0);
    expect((await call("GET", "/v1/user", { token: user.token })).status).toBe(401);
  });
});

describe("PUT /v1/user", () => {
  it("updates the full name and avatar, validating both", async () => {
    const user = await register();
    const ok = await call<UserInfo>("PUT", "/v1/user", {
      token: user.token,
      body: { full_name: "  Renamed  ", avatar: "https://cdn.example.com/a.png" },
    });
    expect(ok.body.data).toMatchObject({ full_name: "Renamed", avatar: "https://cdn.example.com/a.png" });
    const bad = await call<{ errors: Record<string, string> }>("PUT", "/v1/user", {
      token: user.token,
      body: { full_name: "abc", avatar: "javascript:alert(1)" },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual({ full_name: MESSAGES.fullName, avatar: MESSAGES.avatar });
    const cleared = await call<UserInfo>("PUT", "/v1/user", { token: user.token, body: { avatar: "" } });
    expect(cleared.body.data.avatar).toBe("");
  });
});

describe("PUT /v1/user/password", () => {
  it("needs the current password and then accepts only the new one", async () => {
    const user = await register();
    const wrong = await call("PUT", "/v1/user/password", {
      token: user.token,
      body: { old_password: hash("not-it"), new_password: hash("new-password-1") },
    });
    expect(wrong.body.code).toBe(ErrorCode.WrongPassword);
    expect(wrong.status).toBe(400);
    const ok = await call("PUT", "/v1/user/password", {
      token: user.token,
      body: { old_password: hash("password-123"), new_password: hash("new-password-1") },
    });
    expect(ok.body.code).toBe(0);
    const oldLogin = await call("POST", "/v1/account/auth", {
      body: { email: user.email, password: hash("password-123") },
    });
    expect(oldLogin.body.code).toBe(ErrorCode.InvalidCredentials);
    const newLogin = await call("POST", "/v1/account/auth", {
      body: { email: user.email, password: hash("new-password-1") },
    });
    expect(newLogin.body.code).toBe(0);
  });

  it("refuses plain-text passwords", async () => {
    const user = await register();
    const res = await call<{ errors: Record<string, string> }>("PUT", "/v1/user/password", {
      token: user.token,
      body: { old_password: "password-123", new_password: "x" },
    });
    expect(res.body.data.errors).toEqual({ old_password: MESSAGES.passwordHash, new_password: MESSAGES.passwordHash });
  });
});

describe("/v1/team", () => {
  it("lets the Owner rename the team and set its time zone", async () => {
    const user = await register();
    const res = await call<UserInfo["team_info"]>("PUT", "/v1/team", {
      token: user.token,
      body: { name: "Growth Squad", timezone: 8 },
    });
    expect(res.body.data).toMatchObject({ id: user.team_info.id, name: "Growth Squad", timezone: 8, timezone_set: 1 });
    const get = await call<UserInfo["team_info"]>("GET", "/v1/team", { token: user.token });
    expect(get.body.data.name).toBe("Growth Squad");
  });

  it("validates team fields", async () => {
    const user = await register();
    const res = await call<{ errors: Record<string, string> }>("PUT", "/v1/team", {
      token: user.token,
      body: { name: "x", timezone: 20 },
    });
    expect(res.body.data.errors).toEqual({ name: MESSAGES.teamName, timezone: MESSAGES.timezone });
  });

  it("forbids an Analyst from changing the team, and each user only ever sees their own team", async () => {
    const owner = await register("Owner Person");
    const analyst = await register("Analyst Person");
    // Make the analyst a member (role "member" = Analyst) of the owner's team, and that team their current one.
    await env.handle.db.delete(member).where(eq(member.userId, analyst.id));
    await env.handle.db
      .insert(member)
      .values({ organizationId: owner.team_info.id, userId: analyst.id, role: "member" });
    forgetMemberships(); // as the app's own member writes do (membership-cache.ts)
    const me = await call<UserInfo>("GET", "/v1/user", { token: analyst.token });
    expect(me.body.data).toMatchObject({ role: 2, team_info: { id: owner.team_info.id } });
    const res = await call("PUT", "/v1/team", { token: analyst.token, body: { name: "Hijacked" } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.RoleRequired);
    const team = await call<UserInfo["team_info"]>("GET", "/v1/team", { token: owner.token });
    expect(team.body.data.name).not.toBe("Hijacked");

    const stranger = await register("Stranger");
    const strangerTeam = await call<UserInfo["team_info"]>("GET", "/v1/team", { token: stranger.token });
    expect(strangerTeam.body.data.id).toBe(stranger.team_info.id);
    expect(strangerTeam.body.data.id).not.toBe(owner.team_info.id);
  });
});

describe("API surface", () => {
  it("answers unknown routes and wrong methods with envelopes", async () => {
    const missing = await call("GET", "/v1/does-not-exist");
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe(ErrorCode.NotFound);
    const wrongMethod = await call("DELETE", "/v1/account/register");
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.body.code).toBe(ErrorCode.MethodNotAllowed);
  });

  it("serves an OpenAPI document that lists every route with its schema", async () => {
    const { app } = createTestApi();
    const res = await app.request("http://localhost:3999/v1/openapi.json");
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, method] of [
      ["/v1/account/register", "post"],
      ["/v1/account/auth", "post"],
      ["/v1/account/forget/verify", "get"],
      ["/v1/account/forget/verify", "post"],
      ["/v1/user", "put"],
      ["/v1/user/password", "put"],
      ["/v1/team", "put"],
      ["/v1/health", "get"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    }
    const docs = await app.request("http://localhost:3999/v1/docs");
    expect(docs.headers.get("content-type")).toContain("text/html");
    // The reference UI (routes/docs.ts) reads the document above in the browser, under the product's icon.
    const page = await docs.text();
    expect(page).toContain('"url": "/v1/openapi.json"');
    expect(page).toContain('"favicon": "/icon.svg"');
  });

  it("reports health: database, migrations and worker", async () => {
    const res = await call<{
      database: { ok: boolean };
      migrations: { upToDate: boolean };
      worker: { active_workers: number };
    }>("GET", "/v1/health");
    expect(res.body.data.database.ok).toBe(true);
    expect(res.body.data.migrations.upToDate).toBe(true);
    expect(res.body.data.worker.active_workers).toBe(0);
  });

  it("refuses bodies over 1 MB with 413", async () => {
    const res = await call("POST", "/v1/account/auth", { body: { email: "a@b.co", password: "x".repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(ErrorCode.PayloadTooLarge);
  });
});
