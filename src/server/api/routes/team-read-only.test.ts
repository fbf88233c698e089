// Members beyond the seats of a downgraded plan (read-only, issue 15 item 4) in the teams routes (issue 14 review):
// a transfer to one gives the team a working Owner, an invitation accepted once the seats are taken by members with
// full powers joins read-only, and the members list and the team list show who is read-only. The downgrade is the
// billing code's own (applyLimits), so the flags are the ones a real fall of the plan leaves.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TeamList, TeamMembers } from "@/domain/contracts/team";
import type { PlanNameValue } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { applyLimits } from "../../billing/apply-team-plan";
import { member, organization } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi, uniqueEmail } from "../test/api-client";
import { addMember, inviteAndReadToken, PASSWORD, registerPerson } from "../test/team-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
const db = () => env.handle.db;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

/** The team's plan falls from Max to `to`, with the downgrade rule applied as billing applies it. */
async function downgrade(teamId: number, to: PlanNameValue) {
  await db().transaction(async (tx) => {
    await tx.update(organization).set({ plan: to }).where(eq(organization.id, teamId));
    await applyLimits(tx, teamId, "max", to, new Date());
  });
}

async function readOnlyOf(userId: number, teamId: number): Promise<boolean> {
  const rows = await db().select().from(member).where(eq(member.userId, userId));
  const row = rows.find((r) => r.organizationId === teamId);
  if (!row) throw new Error("not a member");
  return row.readOnly;
}

/** Renaming the team needs Admin (ManageTeamSettings): the probe of full powers. */
const rename = (who: SignedInUser, name: string) => call("PUT", "/v1/team", { token: who.token, body: { name } });

const rowOf = (list: TeamMembers, userId: number) => list.members.find((m) => m.user_id === userId);

describe("transfer to a read-only member", () => {
  it("makes the new Owner a working Owner and gives the old Owner the read-only flag, seats unchanged", async () => {
    const owner = await registerPerson(api, db(), { plan: "max", name: "First Owner" });
    const heir = await addMember(api, db(), owner, 3, "Heir");
    const teamId = owner.team_info.id;
    await downgrade(teamId, "free");
    expect(await readOnlyOf(heir.id, teamId)).toBe(true);
    const before = await call<TeamMembers>("GET", "/v1/team/members", { token: owner.token });

    const res = await call<TeamMembers>("POST", "/v1/team/transfer", {
      token: owner.token,
      body: { user_id: heir.id },
    });
    expect(res.status).toBe(200);
    expect(await readOnlyOf(heir.id, teamId)).toBe(false);
    expect(await readOnlyOf(owner.id, teamId)).toBe(true);
    expect(res.body.data.seats).toEqual(before.body.data.seats);
    expect(rowOf(res.body.data, heir.id)).toMatchObject({ role: 1, status: 2 });
    expect(rowOf(res.body.data, owner.id)).toMatchObject({ role: 3, status: 0 });

    // The new Owner acts as Owner; the old one, read-only, acts as an Analyst.
    expect((await rename(heir, "Renamed by heir")).status).toBe(200);
    const denied = await rename(owner, "Renamed by old owner");
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(ErrorCode.RoleRequired);
    const teams = await call<TeamList>("GET", "/v1/team/list", { token: heir.token });
    expect(teams.body.data.teams.find((t) => t.id === teamId)?.role).toBe(1);
  });
});

describe("accepting an invitation after a downgrade", () => {
  it("joins with full powers while a seat is free, and read-only once members with full powers fill them", async () => {
    const owner = await registerPerson(api, db(), { plan: "max" });
    const teamId = owner.team_info.id;
    await addMember(api, db(), owner, 2, "Analyst");
    await addMember(api, db(), owner, 3, "Admin");
    const first = await registerPerson(api, db(), { name: "Third Seat" });
    const second = await registerPerson(api, db(), { name: "Beyond Seats" });
    const firstToken = await inviteAndReadToken(api, db(), owner, first.email, 3);
    const secondToken = await inviteAndReadToken(api, db(), owner, second.email, 3);
    // Pro has 3 seats: two members with full powers, so nobody becomes read-only by the fall itself.
    await downgrade(teamId, "pro");

    const joinedFirst = await call<SignedInUser>("POST", "/v1/team/invite/accept", {
      body: { token: firstToken, password: PASSWORD },
    });
    expect(joinedFirst.body.code).toBe(0);
    const joinedSecond = await call<SignedInUser>("POST", "/v1/team/invite/accept", {
      body: { token: secondToken, password: PASSWORD },
    });
    expect(joinedSecond.body.code).toBe(0);
    expect(await readOnlyOf(first.id, teamId)).toBe(false);
    expect(await readOnlyOf(second.id, teamId)).toBe(true);

    expect((await rename(joinedFirst.body.data, "Third seat renames")).status).toBe(200);
    const denied = await rename(joinedSecond.body.data, "Beyond seats renames");
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(ErrorCode.RoleRequired);

    const list = await call<TeamMembers>("GET", "/v1/team/members", { token: owner.token });
    expect(rowOf(list.body.data, first.id)).toMatchObject({ role: 3, status: 2 });
    expect(rowOf(list.body.data, second.id)).toMatchObject({ role: 3, status: 0 });
    expect(list.body.data.seats).toEqual({ used: 4, limit: 3 });
    const teams = await call<TeamList>("GET", "/v1/team/list", { token: joinedSecond.body.data.token });
    expect(teams.body.data.teams.find((t) => t.id === teamId)?.role).toBe(2);
    // Their own team is unaffected: there they are Owner.
    expect(teams.body.data.teams.find((t) => t.id === second.team_info.id)?.role).toBe(1);
  });

  it("joins with full powers when the plan has a free seat, as a new account too", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro" });
    const email = uniqueEmail("fresh");
    const token = await inviteAndReadToken(api, db(), owner, email, 3);
    const res = await call<SignedInUser>("POST", "/v1/team/invite/accept", {
      body: { token, password: PASSWORD, fullname: "Fresh Admin" },
    });
    expect(res.body.code).toBe(0);
    expect(await readOnlyOf(res.body.data.id, owner.team_info.id)).toBe(false);
    expect((await rename(res.body.data, "Fresh admin renames")).status).toBe(200);
  });
});
