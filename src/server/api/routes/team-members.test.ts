// Members through /v1: the list with its seats for every role, role changes, removal (and what a removed member's
// session sees next), leaving and transferring, with another team's ids answering 404, and the emails members get.
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UserInfo } from "@/domain/contracts/account";
import type { TeamMembers } from "@/domain/contracts/team";
import { ErrorCode } from "@/domain/error-codes";
import fr from "../../../../messages/emails-team/fr.json";
import { member, user } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi, latestMail, uniqueEmail } from "../test/api-client";
import { addMember, inviteAndReadToken, registerPerson } from "../test/team-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
const db = () => env.handle.db;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

async function teamOfThree() {
  const owner = await registerPerson(api, db(), { plan: "max", name: "Owner One" });
  const admin = await addMember(api, db(), owner, 3, "Admin Two");
  const analyst = await addMember(api, db(), owner, 2, "Analyst Three");
  return { owner, admin, analyst };
}

const rolesOf = (list: TeamMembers) =>
  Object.fromEntries(list.members.filter((m) => m.status === 2).map((m) => [m.user_id, m.role]));

describe("GET /v1/team/members", () => {
  it("lists the same members, invitations and seats to every role, and nothing of another team", async () => {
    const { owner, admin, analyst } = await teamOfThree();
    const pendingEmail = uniqueEmail("pending");
    await inviteAndReadToken(api, db(), owner, pendingEmail, 2);
    const outsider = await registerPerson(api, db(), { plan: "max" });
    await inviteAndReadToken(api, db(), outsider, uniqueEmail("elsewhere"), 2);

    for (const who of [owner, admin, analyst]) {
      const res = await call<TeamMembers>("GET", "/v1/team/members/", { token: who.token });
      expect(res.status).toBe(200);
      const list = res.body.data;
      expect(list.members.map((m) => m.email).sort()).toEqual(
        [owner.email, admin.email, analyst.email, pendingEmail].sort(),
      );
      expect(rolesOf(list)).toEqual({ [owner.id]: 1, [admin.id]: 3, [analyst.id]: 2 });
      expect(list.seats).toEqual({ used: 3, limit: 10 });
      const ownerRow = list.members.find((m) => m.user_id === owner.id);
      expect(ownerRow).toMatchObject({ invited_at: null, invitation_id: null, status: 2, full_name: "Owner One" });
      expect(list.members.find((m) => m.user_id === analyst.id)?.invited_at).not.toBeNull();
    }
    const anon = await call("GET", "/v1/team/members");
    expect(anon.status).toBe(401);
  });
});

describe("POST /v1/team/member/update", () => {
  it("lets the Owner and an Admin change roles, and emails the member in their own language", async () => {
    const { owner, admin, analyst } = await teamOfThree();
    await db().update(user).set({ locale: "fr" }).where(eq(user.id, analyst.id));
    const promoted = await call<TeamMembers>("POST", "/v1/team/member/update", {
      token: owner.token,
      body: { user_id: analyst.id, role: 3 },
    });
    expect(promoted.status).toBe(200);
    expect(rolesOf(promoted.body.data)[analyst.id]).toBe(3);
    const mail = await latestMail(db(), analyst.email);
    expect(mail.kind).toBe("team-role-changed");
    expect(mail.subject).toBe(
      fr.emailsTeam.roleChanged.subject
        .replace("{team}", owner.team_info.name)
        .replace("{role}", fr.emailsTeam.role.admin),
    );
    expect(mail.text).toContain("Owner One");

    // An Admin may demote another Admin (documented in update-member-role.ts and the README).
    const demoted = await call<TeamMembers>("POST", "/v1/team/member/update/", {
      token: admin.token,
      body: { user_id: analyst.id, role: 2 },
    });
    expect(rolesOf(demoted.body.data)[analyst.id]).toBe(2);
    const me = await call<SignedInUser>("GET", "/v1/user", { token: analyst.token });
    expect(me.body.data.role).toBe(2);
  });

  it("protects the Owner (40304), refuses Analysts (40303), unknown roles (400) and other teams' people (404)", async () => {
    const { owner, admin, analyst } = await teamOfThree();
    const demoteOwner = await call("POST", "/v1/team/member/update", {
      token: admin.token,
      body: { user_id: owner.id, role: 3 },
    });
    expect(demoteOwner.status).toBe(403);
    expect(demoteOwner.body.code).toBe(ErrorCode.OwnerProtected);
    const byAnalyst = await call("POST", "/v1/team/member/update", {
      token: analyst.token,
      body: { user_id: admin.id, role: 2 },
    });
    expect(byAnalyst.body.code).toBe(ErrorCode.RoleRequired);
    const toOwner = await call("POST", "/v1/team/member/update", {
      token: owner.token,
      body: { user_id: admin.id, role: 1 },
    });
    expect(toOwner.status).toBe(400);
    const stranger = await registerPerson(api, db());
    const foreign = await call("POST", "/v1/team/member/update", {
      token: owner.token,
      body: { user_id: stranger.id, role: 2 },
    });
    expect(foreign.status).toBe(404);
    // Nothing changed.
    const list = await call<TeamMembers>("GET", "/v1/team/members", { token: owner.token });
    expect(rolesOf(list.body.data)).toEqual({ [owner.id]: 1, [admin.id]: 3, [analyst.id]: 2 });
  });
});

describe("POST /v1/team/member/remove", () => {
  it("removes a member, whose session loses the team at once, and emails them", async () => {
    const { owner, admin, analyst } = await teamOfThree();
    const res = await call<TeamMembers>("POST", "/v1/team/member/remove", {
      token: admin.token,
      body: { user_id: analyst.id },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.members.map((m) => m.user_id)).not.toContain(analyst.id);
    expect(res.body.data.seats.used).toBe(1);
    expect((await latestMail(db(), analyst.email)).kind).toBe("team-removed");

    // The removed member's token still works, but acts for their own team now.
    const me = await call<SignedInUser>("GET", "/v1/user", { token: analyst.token });
    expect(me.status).toBe(200);
    expect(me.body.data.team_info.id).not.toBe(owner.team_info.id);
    expect(me.body.data.role).toBe(1);
    const theirList = await call<TeamMembers>("GET", "/v1/team/members", { token: analyst.token });
    expect(theirList.body.data.members.map((m) => m.user_id)).toEqual([analyst.id]);
  });

  it("protects the Owner (40304), sends self-removal to leave (40300), refuses Analysts and other teams", async () => {
    const { owner, admin, analyst } = await teamOfThree();
    const ownerGone = await call("POST", "/v1/team/member/remove", { token: admin.token, body: { user_id: owner.id } });
    expect(ownerGone.body.code).toBe(ErrorCode.OwnerProtected);
    const self = await call("POST", "/v1/team/member/remove", { token: admin.token, body: { user_id: admin.id } });
    expect(self.status).toBe(403);
    expect(self.body.code).toBe(ErrorCode.Forbidden);
    const byAnalyst = await call("POST", "/v1/team/member/remove", {
      token: analyst.token,
      body: { user_id: admin.id },
    });
    expect(byAnalyst.body.code).toBe(ErrorCode.RoleRequired);
    const other = await teamOfThree();
    const foreign = await call("POST", "/v1/team/member/remove", {
      token: owner.token,
      body: { user_id: other.analyst.id },
    });
    expect(foreign.status).toBe(404);
    const kept = await db().select().from(member).where(eq(member.organizationId, other.owner.team_info.id));
    expect(kept).toHaveLength(3);
  });
});

describe("POST /v1/team/leave", () => {
  it("takes a member out and moves their session to their own team; the Owner must transfer first", async () => {
    const { owner, analyst } = await teamOfThree();
    const res = await call<UserInfo>("POST", "/v1/team/leave/", { token: analyst.token });
    expect(res.status).toBe(200);
    expect(res.body.data.team_info.id).not.toBe(owner.team_info.id);
    expect(res.body.data.role).toBe(1);
    const list = await call<TeamMembers>("GET", "/v1/team/members", { token: owner.token });
    expect(list.body.data.members.map((m) => m.user_id)).not.toContain(analyst.id);

    const ownerLeaves = await call("POST", "/v1/team/leave", { token: owner.token });
    expect(ownerLeaves.status).toBe(403);
    expect(ownerLeaves.body.code).toBe(ErrorCode.OwnerProtected);
    expect(ownerLeaves.body.message).toContain("transfer");
  });

  it("refuses to leave a person's only team (409), since every session acts for some team", async () => {
    const { owner, admin } = await teamOfThree();
    // The Admin's personal team is gone (as after handing it over and leaving it): this team is their only one.
    await db()
      .delete(member)
      .where(and(eq(member.userId, admin.id), ne(member.organizationId, owner.team_info.id)));
    const res = await call("POST", "/v1/team/leave", { token: admin.token });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(ErrorCode.Conflict);
    const list = await call<TeamMembers>("GET", "/v1/team/members", { token: owner.token });
    expect(list.body.data.members.map((m) => m.user_id)).toContain(admin.id);
  });
});

describe("POST /v1/team/transfer", () => {
  it("makes a member Owner and the old Owner Admin; only the Owner may, and only to a member", async () => {
    const { owner, admin, analyst } = await teamOfThree();
    const byAdmin = await call<{ required_role: number }>("POST", "/v1/team/transfer", {
      token: admin.token,
      body: { user_id: analyst.id },
    });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.code).toBe(ErrorCode.RoleRequired);
    expect(byAdmin.body.data.required_role).toBe(1);
    const stranger = await registerPerson(api, db());
    const foreign = await call("POST", "/v1/team/transfer", { token: owner.token, body: { user_id: stranger.id } });
    expect(foreign.status).toBe(404);

    const res = await call<TeamMembers>("POST", "/v1/team/transfer/", {
      token: owner.token,
      body: { user_id: analyst.id },
    });
    expect(res.status).toBe(200);
    expect(rolesOf(res.body.data)).toEqual({ [owner.id]: 3, [admin.id]: 3, [analyst.id]: 1 });
    // Exactly one Owner, and the old one can no longer transfer.
    const again = await call("POST", "/v1/team/transfer", { token: owner.token, body: { user_id: admin.id } });
    expect(again.body.code).toBe(ErrorCode.RoleRequired);
    const newOwnerView = await call<SignedInUser>("GET", "/v1/user", { token: analyst.token });
    expect(newOwnerView.body.data.role).toBe(1);
  });
});
