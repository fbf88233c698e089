// Invitations end to end through /v1: invite, resend, revoke, the accept page's preview and accepting, seats (with
// a race at the limit, on PGlite and, in the PostgreSQL pass, on PostgreSQL), and the emails' language and links.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitationPreview, TeamMembers } from "@/domain/contracts/team";
import { ErrorCode } from "@/domain/error-codes";
import { MESSAGES } from "@/domain/validation";
import de from "../../../../messages/emails-team/de.json";
import en from "../../../../messages/emails-team/en.json";
import { emailOutbox, invitation, member, user } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { getEnv } from "../../env";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi, fromIp, hash, latestMail, nextTestIp, uniqueEmail } from "../test/api-client";
import { addMember, inviteAndReadToken, PASSWORD, registerPerson } from "../test/team-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
const db = () => env.handle.db;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

const pendingOf = (list: TeamMembers, email: string) => list.members.find((m) => m.email === email && m.status === 1);

describe("POST /v1/team/invite", () => {
  it("adds a pending invitation (status 1, 7 days) that takes a seat, for the Owner and for an Admin", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro" });
    const email = uniqueEmail("invitee");
    const before = Date.now();
    const res = await call<TeamMembers>("POST", "/v1/team/invite", { token: owner.token, body: { email, role: 3 } });
    expect(res.status).toBe(200);
    const row = pendingOf(res.body.data, email);
    expect(row).toMatchObject({ user_id: 0, role: 3, status: 1, full_name: "", joined_at: null });
    expect(row?.invitation_id).toBeGreaterThan(0);
    const expires = Date.parse(row?.expires_at ?? "");
    expect(expires - before).toBeGreaterThanOrEqual(7 * 86_400_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    expect(res.body.data.seats).toEqual({ used: 1, limit: 3 });

    const admin = await addMember(api, db(), owner, 3, "Admin A");
    const second = uniqueEmail("invitee");
    const byAdmin = await call<TeamMembers>("POST", "/v1/team/invite/", {
      token: admin.token,
      body: { email: second, role: 2 },
    });
    expect(byAdmin.status).toBe(200);
    expect(pendingOf(byAdmin.body.data, second)?.role).toBe(2);
    // The Admin joined (1 seat) and one invitation is still pending (1 seat) plus this one.
    expect(byAdmin.body.data.seats).toEqual({ used: 3, limit: 3 });
  });

  it("refuses an Analyst (40303 naming Admin), an unverified inviter (40301) and a bad role", async () => {
    const owner = await registerPerson(api, db(), { plan: "max" });
    const analyst = await addMember(api, db(), owner, 2, "Analyst");
    const denied = await call<{ required_role: number }>("POST", "/v1/team/invite", {
      token: analyst.token,
      body: { email: uniqueEmail(), role: 2 },
    });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe(ErrorCode.RoleRequired);
    expect(denied.body.data.required_role).toBe(3);

    const unverified = await registerPerson(api, db(), { plan: "max", verified: false });
    const gated = await call("POST", "/v1/team/invite", {
      token: unverified.token,
      body: { email: uniqueEmail(), role: 2 },
    });
    expect(gated.status).toBe(403);
    expect(gated.body.code).toBe(ErrorCode.EmailNotVerified);

    const owner2 = await registerPerson(api, db(), { plan: "max" });
    const asOwner = await call("POST", "/v1/team/invite", {
      token: owner2.token,
      body: { email: uniqueEmail(), role: 1 },
    });
    expect(asOwner.status).toBe(400);
    expect(asOwner.body.code).toBe(ErrorCode.Validation);
    const anon = await call("POST", "/v1/team/invite", { body: { email: uniqueEmail(), role: 2 } });
    expect(anon.status).toBe(401);
  });

  it("answers 40902 for someone already in the team (any case of the address), the Owner included", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro" });
    const analyst = await addMember(api, db(), owner, 2);
    for (const email of [analyst.email.toUpperCase(), owner.email]) {
      const res = await call("POST", "/v1/team/invite", { token: owner.token, body: { email, role: 2 } });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe(ErrorCode.AlreadyMember);
    }
  });

  it("sends a pending invitation again when the address is invited again: new link, same row, no extra seat", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro" });
    const email = uniqueEmail("again");
    const first = await inviteAndReadToken(api, db(), owner, email, 2);
    const second = await inviteAndReadToken(api, db(), owner, email, 3);
    expect(second).not.toBe(first);
    const rows = await db().select().from(invitation).where(eq(invitation.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sendCount).toBe(2);
    expect(rows[0]?.role).toBe("admin");
    const oldLink = await call("GET", `/v1/team/invite/accept?token=${first}`);
    expect(oldLink.body.code).toBe(ErrorCode.InvalidToken);
    const newLink = await call<InvitationPreview>("GET", `/v1/team/invite/accept?token=${second}`);
    expect(newLink.body.data.role).toBe(3);
    const list = await call<TeamMembers>("GET", "/v1/team/members", { token: owner.token });
    expect(list.body.data.seats.used).toBe(1);
    // Three sends of one invitation an hour: the fourth is refused.
    await inviteAndReadToken(api, db(), owner, email, 3);
    const fourth = await call("POST", "/v1/team/invite", { token: owner.token, body: { email, role: 3 } });
    expect(fourth.status).toBe(429);
    expect(fourth.body.code).toBe(ErrorCode.RateLimited);
  });
});

describe("seats", () => {
  it("refuses an invitation on Free with 90001 naming Pro, and past Pro's 3 seats naming Max", async () => {
    const free = await registerPerson(api, db());
    const none = await call<{ plan: string }>("POST", "/v1/team/invite", {
      token: free.token,
      body: { email: uniqueEmail(), role: 2 },
    });
    expect(none.status).toBe(403);
    expect(none.body.code).toBe(ErrorCode.PlanLimitReached);
    expect(none.body.data).toEqual({ limit_kind: "seats", plan: "pro" });

    const owner = await registerPerson(api, db(), { plan: "pro" });
    await addMember(api, db(), owner, 2);
    await inviteAndReadToken(api, db(), owner, uniqueEmail(), 2);
    await inviteAndReadToken(api, db(), owner, uniqueEmail(), 2);
    const full = await call<{ plan: string }>("POST", "/v1/team/invite", {
      token: owner.token,
      body: { email: uniqueEmail(), role: 2 },
    });
    expect(full.body.code).toBe(ErrorCode.PlanLimitReached);
    expect(full.body.data).toEqual({ limit_kind: "seats", plan: "max" });
  });

  it("frees the seat of a revoked or expired invitation, and a lapsed one needs a free seat to be sent again", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro" });
    const emails = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const email of emails) await inviteAndReadToken(api, db(), owner, email, 2);
    const list = await call<TeamMembers>("GET", "/v1/team/members", { token: owner.token });
    expect(list.body.data.seats).toEqual({ used: 3, limit: 3 });
    const revoked = pendingOf(list.body.data, emails[0] as string);
    const res = await call<TeamMembers>("POST", "/v1/team/invite/revoke", {
      token: owner.token,
      body: { invitation_id: revoked?.invitation_id },
    });
    expect(res.body.data.seats.used).toBe(2);
    expect(pendingOf(res.body.data, emails[0] as string)).toBeUndefined();

    await db()
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.email, emails[1] as string));
    const afterExpiry = await call<TeamMembers>("GET", "/v1/team/members", { token: owner.token });
    expect(afterExpiry.body.data.seats.used).toBe(1);
    expect(pendingOf(afterExpiry.body.data, emails[1] as string)).toBeUndefined();

    await inviteAndReadToken(api, db(), owner, uniqueEmail(), 2);
    await inviteAndReadToken(api, db(), owner, uniqueEmail(), 2);
    // Full again: the lapsed invitation cannot come back without a seat.
    const lapsed = await db()
      .select()
      .from(invitation)
      .where(eq(invitation.email, emails[1] as string));
    const resend = await call("POST", "/v1/team/invite/resend", {
      token: owner.token,
      body: { invitation_id: lapsed[0]?.id },
    });
    expect(resend.body.code).toBe(ErrorCode.PlanLimitReached);
  });

  it("lets exactly the free seats through when invitations race at the limit", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro" });
    await inviteAndReadToken(api, db(), owner, uniqueEmail("seat"), 2);
    const attempts = Array.from({ length: 8 }, () =>
      call("POST", "/v1/team/invite", { token: owner.token, body: { email: uniqueEmail("race"), role: 2 } }),
    );
    const answers = await Promise.all(attempts);
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === 0)).toHaveLength(2);
    expect(codes.filter((c) => c === ErrorCode.PlanLimitReached)).toHaveLength(6);
    const pending = await db()
      .select()
      .from(invitation)
      .where(and(eq(invitation.organizationId, owner.team_info.id), eq(invitation.status, "pending")));
    expect(pending).toHaveLength(3);
  });
});

describe("resend and revoke", () => {
  it("are for Owner and Admin, on the caller's team only (another team's id is 404)", async () => {
    const owner = await registerPerson(api, db(), { plan: "max" });
    const other = await registerPerson(api, db(), { plan: "max" });
    const email = uniqueEmail();
    const first = await inviteAndReadToken(api, db(), owner, email, 2);
    const [row] = await db().select().from(invitation).where(eq(invitation.email, email));
    const id = row?.id;
    for (const path of ["/v1/team/invite/resend", "/v1/team/invite/revoke"]) {
      const foreign = await call("POST", path, { token: other.token, body: { invitation_id: id } });
      expect(foreign.status).toBe(404);
      expect(foreign.body.code).toBe(ErrorCode.NotFound);
    }
    const analyst = await addMember(api, db(), owner, 2);
    const denied = await call("POST", "/v1/team/invite/revoke", { token: analyst.token, body: { invitation_id: id } });
    expect(denied.body.code).toBe(ErrorCode.RoleRequired);

    const admin = await addMember(api, db(), owner, 3);
    const resent = await call<TeamMembers>("POST", "/v1/team/invite/resend/", {
      token: admin.token,
      body: { invitation_id: id },
    });
    expect(resent.status).toBe(200);
    const mail = await latestMail(db(), email);
    expect(mail.token).not.toBe(first);
    expect((await call("GET", `/v1/team/invite/accept?token=${first}`)).body.code).toBe(ErrorCode.InvalidToken);

    const revoked = await call<TeamMembers>("POST", "/v1/team/invite/revoke/", {
      token: admin.token,
      body: { invitation_id: id },
    });
    expect(revoked.status).toBe(200);
    const preview = await call("GET", `/v1/team/invite/accept?token=${mail.token}`);
    expect(preview.status).toBe(400);
    expect(preview.body.code).toBe(ErrorCode.InvitationRevoked);
    const again = await call("POST", "/v1/team/invite/resend", { token: owner.token, body: { invitation_id: id } });
    expect(again.body.code).toBe(ErrorCode.InvitationRevoked);
  });
});

describe("GET /v1/team/invite/accept", () => {
  it("previews the invitation without sign-in, with or without a trailing slash", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro", name: "Olivia Owner" });
    const existing = await registerPerson(api, db(), { name: "Known One" });
    const newcomer = uniqueEmail("new");
    const tokenNew = await inviteAndReadToken(api, db(), owner, newcomer, 3);
    const tokenOld = await inviteAndReadToken(api, db(), owner, existing.email, 2);
    const res = await call<InvitationPreview>("GET", `/v1/team/invite/accept?token=${tokenNew}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      team_name: owner.team_info.name,
      inviter_name: "Olivia Owner",
      email: newcomer,
      role: 3,
      existing_user: false,
    });
    const slash = await call<InvitationPreview>("GET", `/v1/team/invite/accept/?token=${tokenOld}`);
    expect(slash.body.data).toMatchObject({ email: existing.email, role: 2, existing_user: true });
  });

  it("answers 40005 expired, 40007 used and 40002 unknown", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro" });
    const email = uniqueEmail();
    const token = await inviteAndReadToken(api, db(), owner, email, 2);
    await db()
      .update(invitation)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitation.email, email));
    const expired = await call("GET", `/v1/team/invite/accept?token=${token}`);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe(ErrorCode.InvitationExpired);
    const acceptExpired = await call("POST", "/v1/team/invite/accept", {
      body: { token, password: PASSWORD, fullname: "Late Comer" },
    });
    expect(acceptExpired.body.code).toBe(ErrorCode.InvitationExpired);

    const person = await registerPerson(api, db());
    const used = await inviteAndReadToken(api, db(), owner, person.email, 2);
    expect(
      (await call("POST", "/v1/team/invite/accept", { body: { token: used, password: PASSWORD } })).body.code,
    ).toBe(0);
    const usedPreview = await call("GET", `/v1/team/invite/accept?token=${used}`);
    expect(usedPreview.body.code).toBe(ErrorCode.InvitationUsed);
    const twice = await call("POST", "/v1/team/invite/accept", { body: { token: used, password: PASSWORD } });
    expect(twice.body.code).toBe(ErrorCode.InvitationUsed);

    const unknown = await call("GET", `/v1/team/invite/accept?token=${"x".repeat(43)}`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(ErrorCode.InvalidToken);
  });
});

describe("invitation links under guessing", () => {
  it("answers 429 past 30 tries per client IP in 15 minutes, while another address is still served", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro" });
    const token = await inviteAndReadToken(api, db(), owner, uniqueEmail(), 2);
    const ip = nextTestIp();
    for (let i = 0; i < 30; i += 1) {
      const guess = await call("GET", `/v1/team/invite/accept?token=guess-${i}-${"y".repeat(40)}`, {
        headers: fromIp(ip),
      });
      expect(guess.body.code).toBe(ErrorCode.InvalidToken);
    }
    const blocked = await call("GET", `/v1/team/invite/accept?token=${token}`, { headers: fromIp(ip) });
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe(ErrorCode.RateLimited);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    const acceptBlocked = await call("POST", "/v1/team/invite/accept", {
      headers: fromIp(ip),
      body: { token, password: PASSWORD, fullname: "Blocked Person" },
    });
    expect(acceptBlocked.status).toBe(429);
    const elsewhere = await call("GET", `/v1/team/invite/accept?token=${token}`);
    expect(elsewhere.body.code).toBe(0);
  });
});

describe("POST /v1/team/invite/accept", () => {
  it("creates a verified account with its own team for a new address and acts for the invited team", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro" });
    const email = uniqueEmail("fresh");
    const token = await inviteAndReadToken(api, db(), owner, email, 2);
    const noName = await call<{ errors: Record<string, string> }>("POST", "/v1/team/invite/accept", {
      body: { token, password: PASSWORD },
    });
    expect(noName.status).toBe(400);
    expect(noName.body.data.errors).toEqual({ fullname: MESSAGES.fullName });

    const res = await call<SignedInUser>("POST", "/v1/team/invite/accept/", {
      body: { token, password: PASSWORD, fullname: "Fresh Face" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email, full_name: "Fresh Face", role: 2, status: 2 });
    expect(res.body.data.team_info.id).toBe(owner.team_info.id);
    // The invitation email is the only mail: no verification email for an address the link already proved.
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails.map((m) => m.kind)).toEqual(["invitation"]);
    const memberships = await db().select().from(member).where(eq(member.userId, res.body.data.id));
    expect(memberships.map((m) => m.role).sort()).toEqual(["member", "owner"]);

    const list = await call<TeamMembers>("GET", "/v1/team/members", { token: res.body.data.token });
    const me = list.body.data.members.find((m) => m.email === email);
    expect(me).toMatchObject({ user_id: res.body.data.id, status: 2, role: 2, invitation_id: null });
    expect(me?.invited_at).not.toBeNull();
    expect(me?.joined_at).not.toBeNull();
    // The password set here signs in.
    const signIn = await call("POST", "/v1/account/auth", { body: { email, password: PASSWORD } });
    expect(signIn.body.code).toBe(0);
  });

  it("checks an existing account's password (wrong: 40001 as sign-in answers) and joins with the right one", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro" });
    const person = await registerPerson(api, db(), { verified: false });
    const token = await inviteAndReadToken(api, db(), owner, person.email, 3);
    const wrong = await call("POST", "/v1/team/invite/accept", { body: { token, password: hash("not-it") } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(ErrorCode.InvalidCredentials);
    const missing = await call("POST", "/v1/team/invite/accept", { body: { token } });
    expect(missing.body.code).toBe(ErrorCode.Validation);
    const right = await call<SignedInUser>("POST", "/v1/team/invite/accept", { body: { token, password: PASSWORD } });
    expect(right.body.data).toMatchObject({ id: person.id, role: 3, status: 2 });
    expect(right.body.data.team_info.id).toBe(owner.team_info.id);
    const [row] = await db().select().from(user).where(eq(user.id, person.id));
    expect(row?.emailVerified).toBe(true);
  });

  it("needs no password when signed in as the invited address, and refuses another address (40008)", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro" });
    const person = await registerPerson(api, db());
    const stranger = await registerPerson(api, db());
    const token = await inviteAndReadToken(api, db(), owner, person.email, 2);
    const mismatch = await call("POST", "/v1/team/invite/accept", { token: stranger.token, body: { token } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe(ErrorCode.InvitationEmailMismatch);
    const res = await call<SignedInUser>("POST", "/v1/team/invite/accept", { token: person.token, body: { token } });
    expect(res.body.code).toBe(0);
    expect(res.body.data.token).toBe(person.token);
    const me = await call<SignedInUser>("GET", "/v1/user", { token: person.token });
    expect(me.body.data.team_info.id).toBe(owner.team_info.id);
    expect(me.body.data.role).toBe(2);
  });
});

describe("accepting twice at once", () => {
  it("joins once: one answer succeeds, the other is 40007, and one membership exists", async () => {
    const owner = await registerPerson(api, db(), { plan: "pro" });
    const person = await registerPerson(api, db());
    const token = await inviteAndReadToken(api, db(), owner, person.email, 2);
    const answers = await Promise.all(
      [0, 1].map(() => call("POST", "/v1/team/invite/accept", { body: { token, password: PASSWORD } })),
    );
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ErrorCode.InvitationUsed].sort());
    const rows = await db()
      .select()
      .from(member)
      .where(and(eq(member.organizationId, owner.team_info.id), eq(member.userId, person.id)));
    expect(rows).toHaveLength(1);
  });
});

describe("invitation email", () => {
  it("is in the inviter's language (cookie, then stored locale) with a working accept link", async () => {
    const owner = await registerPerson(api, db(), { plan: "max", name: "Greta" });
    const email = uniqueEmail("de");
    const res = await call("POST", "/v1/team/invite", {
      token: owner.token,
      body: { email, role: 2 },
      headers: { cookie: "theme=dark; NEXT_LOCALE=de" },
    });
    expect(res.body.code).toBe(0);
    const mail = await latestMail(db(), email);
    const deSubject = de.emailsTeam.invitation.subject
      .replace("{inviter}", "Greta")
      .replace("{team}", owner.team_info.name);
    expect(mail.subject).toBe(deSubject);
    expect(mail.text).toContain(de.emailsTeam.invitation.expiry.replace("{days}", "7"));
    // The accept page in the email's language (an unprefixed path is the English page).
    expect(mail.text).toContain(`${getEnv().appUrl}/de/invite/accept/?token=`);
    expect(mail.html).toContain(de.emailsTeam.linkHint);
    const [inviter] = await db().select().from(user).where(eq(user.id, owner.id));
    expect(inviter?.locale).toBe("de");
    const preview = await call<InvitationPreview>("GET", `/v1/team/invite/accept?token=${mail.token}`);
    expect(preview.body.data.email).toBe(email);

    // Without the cookie, the stored locale is used.
    const next = uniqueEmail("de2");
    await inviteAndReadToken(api, db(), owner, next, 2);
    expect((await latestMail(db(), next)).subject).toContain("eingeladen");

    const english = await registerPerson(api, db(), { plan: "max", name: "Edward" });
    const third = uniqueEmail("en");
    await inviteAndReadToken(api, db(), english, third, 3);
    const enMail = await latestMail(db(), third);
    expect(enMail.subject).toBe(
      en.emailsTeam.invitation.subject.replace("{inviter}", "Edward").replace("{team}", english.team_info.name),
    );
    expect(enMail.text).toContain("as Admin");
    expect(enMail.text).toContain(`${getEnv().appUrl}/invite/accept/?token=`);
  });
});
