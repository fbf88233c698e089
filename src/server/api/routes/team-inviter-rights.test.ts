// An invitation speaks for its inviter only while they manage the team's members (issue 14 review): removing,
// demoting or a member leaving revokes their pending invitations, and a link of an inviter who lost the right in any
// other way (read-only after a downgrade) answers 40006 on the accept page and when accepting. Invitations sent by
// others stay valid.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { applyLimits } from "../../billing/apply-team-plan";
import { invitation, member, organization } from "../../db/schema";
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

const preview = (token: string) => call("GET", `/v1/team/invite/accept?token=${token}`);
const accept = (token: string) =>
  call<SignedInUser>("POST", "/v1/team/invite/accept", { body: { token, password: PASSWORD, fullname: "Joiner" } });

async function pendingStatusOf(teamId: number, email: string): Promise<string | undefined> {
  const [row] = await db()
    .select({ status: invitation.status })
    .from(invitation)
    .where(and(eq(invitation.organizationId, teamId), eq(invitation.email, email)));
  return row?.status;
}

async function expectRevoked(token: string) {
  const seen = await preview(token);
  expect(seen.status).toBe(400);
  expect(seen.body.code).toBe(ErrorCode.InvitationRevoked);
  const joined = await accept(token);
  expect(joined.status).toBe(400);
  expect(joined.body.code).toBe(ErrorCode.InvitationRevoked);
}

describe("an inviter who loses the right to manage members", () => {
  it("demoted to Analyst: their pending invitations are revoked, the Owner's stay valid", async () => {
    const owner = await registerPerson(api, db(), { plan: "max" });
    const teamId = owner.team_info.id;
    const admin = await addMember(api, db(), owner, 3, "Admin");
    const byAdmin = uniqueEmail("by-admin");
    const byOwner = uniqueEmail("by-owner");
    const adminToken = await inviteAndReadToken(api, db(), admin, byAdmin, 3);
    const ownerToken = await inviteAndReadToken(api, db(), owner, byOwner, 2);

    const demoted = await call("POST", "/v1/team/member/update", {
      token: owner.token,
      body: { user_id: admin.id, role: 2 },
    });
    expect(demoted.status).toBe(200);
    expect(await pendingStatusOf(teamId, byAdmin)).toBe("canceled");
    expect(await pendingStatusOf(teamId, byOwner)).toBe("pending");
    await expectRevoked(adminToken);
    expect((await accept(ownerToken)).body.code).toBe(0);
  });

  it("demoting someone else, or promoting, leaves an Admin's invitations alone", async () => {
    const owner = await registerPerson(api, db(), { plan: "max" });
    const admin = await addMember(api, db(), owner, 3, "Admin");
    const email = uniqueEmail("kept");
    const token = await inviteAndReadToken(api, db(), admin, email, 2);
    const otherAdmin = await addMember(api, db(), owner, 3, "Other Admin");
    const analyst = await addMember(api, db(), owner, 2, "Analyst");
    for (const change of [
      { user_id: otherAdmin.id, role: 2 },
      { user_id: analyst.id, role: 3 },
    ]) {
      const res = await call("POST", "/v1/team/member/update", { token: owner.token, body: change });
      expect(res.status).toBe(200);
    }
    expect(await pendingStatusOf(owner.team_info.id, email)).toBe("pending");
    expect((await accept(token)).body.code).toBe(0);
  });

  it("removed, or leaving: their pending invitations are revoked", async () => {
    const owner = await registerPerson(api, db(), { plan: "max" });
    const teamId = owner.team_info.id;
    const removed = await addMember(api, db(), owner, 3, "Removed Admin");
    const leaving = await addMember(api, db(), owner, 3, "Leaving Admin");
    const removedEmail = uniqueEmail("by-removed");
    const leavingEmail = uniqueEmail("by-leaving");
    const removedToken = await inviteAndReadToken(api, db(), removed, removedEmail, 2);
    const leavingToken = await inviteAndReadToken(api, db(), leaving, leavingEmail, 2);

    const gone = await call("POST", "/v1/team/member/remove", { token: owner.token, body: { user_id: removed.id } });
    expect(gone.status).toBe(200);
    expect(await pendingStatusOf(teamId, removedEmail)).toBe("canceled");
    expect(await pendingStatusOf(teamId, leavingEmail)).toBe("pending");
    await expectRevoked(removedToken);

    const left = await call("POST", "/v1/team/leave", { token: leaving.token });
    expect(left.status).toBe(200);
    expect(await pendingStatusOf(teamId, leavingEmail)).toBe("canceled");
    await expectRevoked(leavingToken);
  });

  it("made read-only by a downgrade: their link answers 40006 while the invitation row is still pending", async () => {
    const owner = await registerPerson(api, db(), { plan: "max" });
    const teamId = owner.team_info.id;
    const admin = await addMember(api, db(), owner, 3, "Admin");
    const email = uniqueEmail("by-read-only");
    const token = await inviteAndReadToken(api, db(), admin, email, 2);
    await db().transaction(async (tx) => {
      await tx.update(organization).set({ plan: "free" }).where(eq(organization.id, teamId));
      await applyLimits(tx, teamId, "max", "free", new Date());
    });
    const [adminRow] = await db()
      .select({ readOnly: member.readOnly })
      .from(member)
      .where(and(eq(member.organizationId, teamId), eq(member.userId, admin.id)));
    expect(adminRow?.readOnly).toBe(true);
    expect(await pendingStatusOf(teamId, email)).toBe("pending");
    await expectRevoked(token);
    const joined = await db().select().from(member).where(eq(member.organizationId, teamId));
    expect(joined).toHaveLength(2);
  });
});
