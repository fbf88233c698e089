// Invitation edges found in review (issue 14): a pending row reveals nothing of the invited address's account, a
// malformed NEXT_LOCALE cookie is ignored instead of answering 500, and two parallel accepts of one link for a new
// address create one account and answer 40007 to the other, never 500.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TeamMembers } from "@/domain/contracts/team";
import { ErrorCode } from "@/domain/error-codes";
import en from "../../../../messages/emails-team/en.json";
import { member, user } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi, latestMail, uniqueEmail } from "../test/api-client";
import { addMember, inviteAndReadToken, PASSWORD, registerPerson } from "../test/team-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
const db = () => env.handle.db;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

describe("a pending invitation in the members list", () => {
  it("shows no account id, name or picture of the invited address until it is accepted", async () => {
    const owner = await registerPerson(api, db(), { plan: "max" });
    const admin = await addMember(api, db(), owner, 3, "Prober");
    const person = await registerPerson(api, db(), { name: "Private Person" });
    await db().update(user).set({ image: "/v1/uploads/private.webp" }).where(eq(user.id, person.id));
    const token = await inviteAndReadToken(api, db(), admin, person.email, 2);

    for (const who of [owner, admin]) {
      const list = await call<TeamMembers>("GET", "/v1/team/members", { token: who.token });
      const row = list.body.data.members.find((m) => m.email === person.email);
      expect(row).toMatchObject({ user_id: 0, full_name: "", avatar: "", status: 1 });
      expect(list.body.data.members.some((m) => m.user_id === person.id)).toBe(false);
    }

    const joined = await call("POST", "/v1/team/invite/accept", { body: { token, password: PASSWORD } });
    expect(joined.body.code).toBe(0);
    const after = await call<TeamMembers>("GET", "/v1/team/members", { token: admin.token });
    expect(after.body.data.members.find((m) => m.email === person.email)).toMatchObject({
      user_id: person.id,
      full_name: "Private Person",
      avatar: "/v1/uploads/private.webp",
      status: 2,
    });
  });
});

describe("a malformed NEXT_LOCALE cookie", () => {
  it("is ignored by invite, resend, update and remove: the email goes out in the stored language", async () => {
    const owner = await registerPerson(api, db(), { plan: "max", name: "Cookie Owner" });
    const target = await addMember(api, db(), owner, 2, "Target");
    const headers = { cookie: "NEXT_LOCALE=%E0; theme=dark" };
    const email = uniqueEmail("bad-cookie");
    const invited = await call<TeamMembers>("POST", "/v1/team/invite", {
      token: owner.token,
      body: { email, role: 2 },
      headers,
    });
    expect(invited.status).toBe(200);
    const mail = await latestMail(db(), email);
    expect(mail.subject).toBe(
      en.emailsTeam.invitation.subject.replace("{inviter}", "Cookie Owner").replace("{team}", owner.team_info.name),
    );
    const [inviter] = await db().select({ locale: user.locale }).from(user).where(eq(user.id, owner.id));
    expect(inviter?.locale ?? null).toBeNull();

    const pending = invited.body.data.members.find((m) => m.email === email);
    const resent = await call("POST", "/v1/team/invite/resend", {
      token: owner.token,
      body: { invitation_id: pending?.invitation_id },
      headers,
    });
    expect(resent.status).toBe(200);
    const updated = await call("POST", "/v1/team/member/update", {
      token: owner.token,
      body: { user_id: target.id, role: 3 },
      headers,
    });
    expect(updated.status).toBe(200);
    const removed = await call("POST", "/v1/team/member/remove", {
      token: owner.token,
      body: { user_id: target.id },
      headers,
    });
    expect(removed.status).toBe(200);
  });
});

describe("two parallel accepts of one link for a new address", () => {
  it("create one account: one answer succeeds, the other is 40007, none is a 500", async () => {
    for (let round = 0; round < 5; round += 1) {
      const owner = await registerPerson(api, db(), { plan: "pro" });
      const email = uniqueEmail("twice");
      const token = await inviteAndReadToken(api, db(), owner, email, 2);
      const answers = await Promise.all(
        [0, 1].map(() =>
          call<SignedInUser>("POST", "/v1/team/invite/accept", {
            body: { token, password: PASSWORD, fullname: "Double Click" },
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
      expect(answers.map((a) => a.body.code).sort()).toEqual([0, ErrorCode.InvitationUsed].sort());
      const accounts = await db().select().from(user).where(eq(user.email, email));
      expect(accounts).toHaveLength(1);
      const memberships = await db().select().from(member).where(eq(member.organizationId, owner.team_info.id));
      expect(memberships.map((m) => m.userId).sort()).toEqual([owner.id, accounts[0]?.id].sort());
    }
  });
});
