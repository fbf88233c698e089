// Several teams per person (issue 14 item 4): GET /v1/team/list, POST /v1/team/switch, and the active team checked
// against membership on every request: a removed member's next call acts for their own team, the session follows.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { Role } from "@/domain/roles";
import { forgetMemberships } from "../../auth/membership-cache";
import { setClock } from "../../clock";
import { member } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi, hash } from "../test/api-client";
import { addMember, sessionTeam } from "../test/role-team-fixtures";
import { registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;

interface TeamItem {
  id: number;
  name: string;
  avatar: string;
  plan: string;
  role: number;
  active: boolean;
}
interface UserInfo {
  id: number;
  role: number;
  team_info: { id: number; name: string; plan: string };
}

let agency: SignedInUser;
let brand: SignedInUser;
let person: SignedInUser;
let agencyChannel: number;

const teams = async (token: string) =>
  (await call<{ teams: TeamItem[] }>("GET", "/v1/team/list", { token })).body.data.teams;
const currentTeam = async (token: string) => (await call<{ id: number }>("GET", "/v1/team", { token })).body.data.id;
const switchTo = (token: string, teamId: number) =>
  call<UserInfo>("POST", "/v1/team/switch", { token, body: { team_id: teamId } });

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => new Date("2026-11-01T10:00:00Z"));
  agency = await registerUser(api, env.handle.db, "max");
  brand = await registerUser(api, env.handle.db, "pro");
  person = await registerUser(api, env.handle.db);
  await addMember(env.handle.db, { teamId: agency.team_info.id, userId: person.id, role: "admin" });
  await addMember(env.handle.db, { teamId: brand.team_info.id, userId: person.id, role: "analyst" });
  const channel = await call<{ id: number }>("POST", "/v1/channel", {
    token: agency.token,
    body: { url: "https://www.tiktok.com/@switch_agency", video_limit: 1 },
  });
  expect(channel.body.code).toBe(0);
  agencyChannel = channel.body.data.id;
});
afterAll(async () => {
  setClock(null);
  await env.teardown();
});

describe("GET /v1/team/list", () => {
  it("lists every team of the person with role and plan, own team first and active", async () => {
    expect(await teams(person.token)).toEqual([
      {
        id: person.team_info.id,
        name: person.team_info.name,
        avatar: "",
        plan: "free",
        role: Role.Owner,
        active: true,
      },
      {
        id: agency.team_info.id,
        name: agency.team_info.name,
        avatar: "",
        plan: "max",
        role: Role.Admin,
        active: false,
      },
      {
        id: brand.team_info.id,
        name: brand.team_info.name,
        avatar: "",
        plan: "pro",
        role: Role.Analyst,
        active: false,
      },
    ]);
  });

  it("lists only their own team for someone in one team, with and without a trailing slash", async () => {
    const expected = [
      { id: agency.team_info.id, name: agency.team_info.name, avatar: "", plan: "max", role: Role.Owner, active: true },
    ];
    expect(await teams(agency.token)).toEqual(expected);
    const slashed = await call<{ teams: TeamItem[] }>("GET", "/v1/team/list/", { token: agency.token });
    expect(slashed.body.data.teams).toEqual(expected);
  });

  it("needs a session", async () => {
    const res = await call("GET", "/v1/team/list");
    expect(res.status).toBe(401);
  });
});

describe("POST /v1/team/switch", () => {
  it("moves this session to a team the person belongs to; later calls act for it", async () => {
    const session = await signIn(person);
    const res = await switchTo(session, agency.team_info.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: person.id,
      role: Role.Admin,
      team_info: { id: agency.team_info.id, name: agency.team_info.name, plan: "max" },
    });
    expect(await currentTeam(session)).toBe(agency.team_info.id);
    expect((await teams(session)).filter((t) => t.active).map((t) => t.id)).toEqual([agency.team_info.id]);
    const me = await call<UserInfo>("GET", "/v1/user", { token: session });
    expect(me.body.data).toMatchObject({ role: Role.Admin, team_info: { id: agency.team_info.id } });
    const channel = await call("GET", `/v1/channel/${agencyChannel}`, { token: session });
    expect(channel.status).toBe(200);
    // Only this session moved: the person's other session still acts for their own team.
    expect(await currentTeam(person.token)).toBe(person.team_info.id);

    // Switching to a team where they are an Analyst gives that role, and the guard follows it.
    const toBrand = await call<UserInfo>("POST", "/v1/team/switch/", {
      token: session,
      body: { team_id: brand.team_info.id },
    });
    expect(toBrand.body.data).toMatchObject({ role: Role.Analyst, team_info: { id: brand.team_info.id } });
    const refused = await call("POST", "/v1/collection", { token: session, body: { name: "Nope" } });
    expect(refused.body.code).toBe(ErrorCode.RoleRequired);
    expect((await switchTo(session, person.team_info.id)).body.data.role).toBe(Role.Owner);
    expect(await currentTeam(session)).toBe(person.team_info.id);
  });

  it("answers 404 for a team the person is not in, or that does not exist, and stays put", async () => {
    const session = await signIn(person);
    const stranger = await registerUser(api, env.handle.db);
    for (const teamId of [stranger.team_info.id, 2_000_000_000]) {
      const res = await switchTo(session, teamId);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(ErrorCode.NotFound);
    }
    expect(await currentTeam(session)).toBe(person.team_info.id);
    expect(await sessionTeam(env.handle.db, session)).toBe(person.team_info.id);
  });

  it("refuses a malformed body with the validation envelope", async () => {
    const res = await call<{ errors: Record<string, string> }>("POST", "/v1/team/switch", {
      token: person.token,
      body: { team_id: "agency" },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.Validation);
    expect(Object.keys(res.body.data.errors)).toEqual(["team_id"]);
  });
});

describe("a member removed from the team their session acts for", () => {
  it("acts for their own team from the next call on, and the session follows", async () => {
    const removed = await registerUser(api, env.handle.db);
    await addMember(env.handle.db, { teamId: agency.team_info.id, userId: removed.id, role: "admin" });
    expect((await switchTo(removed.token, agency.team_info.id)).status).toBe(200);
    expect((await call("GET", `/v1/channel/${agencyChannel}`, { token: removed.token })).status).toBe(200);

    await env.handle.db
      .delete(member)
      .where(and(eq(member.userId, removed.id), eq(member.organizationId, agency.team_info.id)));
    forgetMemberships(); // as the app's own member writes do (membership-cache.ts)

    // The old team's channel is gone for them at once; writes act on their own team (where they are Owner).
    const old = await call("GET", `/v1/channel/${agencyChannel}`, { token: removed.token });
    expect(old.status).toBe(404);
    const del = await call("DELETE", `/v1/channel/${agencyChannel}`, { token: removed.token });
    expect(del.status).toBe(404);
    expect((await call("GET", `/v1/channel/${agencyChannel}`, { token: agency.token })).status).toBe(200);
    expect(await sessionTeam(env.handle.db, removed.token)).toBe(removed.team_info.id);
    expect(await currentTeam(removed.token)).toBe(removed.team_info.id);
    expect(await teams(removed.token)).toEqual([expect.objectContaining({ id: removed.team_info.id, active: true })]);
    const me = await call<UserInfo>("GET", "/v1/user", { token: removed.token });
    expect(me.body.data).toMatchObject({ role: Role.Owner, team_info: { id: removed.team_info.id } });

    // And they cannot switch back.
    expect((await switchTo(removed.token, agency.team_info.id)).status).toBe(404);
  });

  it("answers 401 when the person belongs to no team at all", async () => {
    const lonely = await registerUser(api, env.handle.db);
    await env.handle.db.delete(member).where(eq(member.userId, lonely.id));
    forgetMemberships(); // as the app's own member writes do (membership-cache.ts)
    const res = await call("GET", "/v1/user", { token: lonely.token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(ErrorCode.Unauthorized);
  });
});

/** A second session of the same person (a second browser). */
async function signIn(user: SignedInUser): Promise<string> {
  const me = await call<UserInfo & { email: string }>("GET", "/v1/user", { token: user.token });
  const res = await call<{ token: string }>("POST", "/v1/account/auth", {
    body: { email: me.body.data.email, password: hash("password-123") },
  });
  expect(res.body.code).toBe(0);
  return res.body.data.token;
}
