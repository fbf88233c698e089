// The membership cache (src/server/auth/membership-cache.ts, issue 18 item 5): requireActor reuses a user's team and
// role for a few seconds, yet a role change, a removal and a plan change that makes a member read-only, made through
// the app in this process, take effect on the member's very next request; a write the process is not told about
// (another process) takes effect once the entry is older than MEMBERSHIP_CACHE_SECONDS.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { forgetMemberships } from "../auth/membership-cache";
import { member } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { createTestApi } from "./test/api-client";
import { teamOfThree } from "./test/role-team-fixtures";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
const savedTtl = process.env.MEMBERSHIP_CACHE_SECONDS;

beforeAll(async () => {
  env = await setupTestDb();
});
afterEach(() => {
  if (savedTtl === undefined) delete process.env.MEMBERSHIP_CACHE_SECONDS;
  else process.env.MEMBERSHIP_CACHE_SECONDS = savedTtl;
  forgetMemberships();
});
afterAll(async () => env.teardown());

/** A write only an Admin or the Owner may make: 200 for them, 403 RoleRequired for an Analyst. */
let made = 0;
async function createCollection(token: string) {
  made += 1;
  const res = await call("POST", "/v1/collection", { token, body: { name: `Cache ${made}` } });
  return { status: res.status, code: res.body.code };
}

/** The team the caller acts for, as /v1/user answers it. */
async function actingTeam(token: string): Promise<number> {
  const res = await call<{ team_info: { id: number } }>("GET", "/v1/user", { token });
  expect(res.status).toBe(200);
  return res.body.data.team_info.id;
}

describe("membership cache", () => {
  it("reuses the member row while young: a write the process is not told about is not seen yet", async () => {
    process.env.MEMBERSHIP_CACHE_SECONDS = "60";
    const team = await teamOfThree(api, env.handle.db);
    expect((await createCollection(team.admin.token)).status).toBe(200);
    // Demoted behind the app's back (as another process would): the cached Admin role still answers.
    await env.handle.db.update(member).set({ role: "member" }).where(eq(member.userId, team.admin.id));
    expect((await createCollection(team.admin.token)).status).toBe(200);
  });

  it("reads the member row again once the entry is older than MEMBERSHIP_CACHE_SECONDS", async () => {
    process.env.MEMBERSHIP_CACHE_SECONDS = "1";
    const team = await teamOfThree(api, env.handle.db);
    expect((await createCollection(team.admin.token)).status).toBe(200);
    await env.handle.db.update(member).set({ role: "member" }).where(eq(member.userId, team.admin.id));
    // Waiting longer than the TTL can only make the entry older, so a slow machine cannot make this pass wrongly.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await createCollection(team.admin.token)).toEqual({ status: 403, code: ErrorCode.RoleRequired });
  });

  it("a role change through the API applies on the member's next request", async () => {
    process.env.MEMBERSHIP_CACHE_SECONDS = "60";
    const team = await teamOfThree(api, env.handle.db);
    expect((await createCollection(team.admin.token)).status).toBe(200);
    const demoted = await call("POST", "/v1/team/member/update", {
      token: team.owner.token,
      body: { user_id: team.admin.id, role: 2 },
    });
    expect(demoted.status).toBe(200);
    expect(await createCollection(team.admin.token)).toEqual({ status: 403, code: ErrorCode.RoleRequired });
    // And back: a promotion is seen at once too.
    const promoted = await call("POST", "/v1/team/member/update", {
      token: team.owner.token,
      body: { user_id: team.admin.id, role: 3 },
    });
    expect(promoted.status).toBe(200);
    expect((await createCollection(team.admin.token)).status).toBe(200);
  });

  it("a member removed through the API acts for their own team from their next request", async () => {
    process.env.MEMBERSHIP_CACHE_SECONDS = "60";
    const team = await teamOfThree(api, env.handle.db);
    expect(await actingTeam(team.analyst.token)).toBe(team.teamId);
    const removed = await call("POST", "/v1/team/member/remove", {
      token: team.owner.token,
      body: { user_id: team.analyst.id },
    });
    expect(removed.status).toBe(200);
    const own = await actingTeam(team.analyst.token);
    expect(own).not.toBe(team.teamId);
    expect(own).toBe(team.analyst.team_info.id);
  });

  it("a plan change that makes a member read-only applies on their next request", async () => {
    process.env.MEMBERSHIP_CACHE_SECONDS = "60";
    // Free allows one seat with full powers (the Owner); the Pro team's Admin becomes read-only on the fall.
    const team = await teamOfThree(api, env.handle.db, "pro");
    expect((await createCollection(team.admin.token)).status).toBe(200);
    // An operator token made for this run (no literal secret in the repository).
    const operatorToken = randomBytes(24).toString("base64url");
    process.env.ADMIN_TOKEN = operatorToken;
    const fell = await call("POST", "/v1/admin/plan", {
      token: operatorToken,
      body: { email: team.owner.email, plan: "free" },
    });
    expect(fell.status).toBe(200);
    const [row] = await env.handle.db
      .select({ readOnly: member.readOnly })
      .from(member)
      .where(and(eq(member.userId, team.admin.id), eq(member.organizationId, team.teamId)));
    expect(row?.readOnly).toBe(true);
    expect((await createCollection(team.admin.token)).status).toBe(403);
  });
});
