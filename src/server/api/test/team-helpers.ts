// Helpers for the team tests: an Owner with a verified address on a paid plan, invitations read back from the
// outbox, and members brought in through the real invite-and-accept routes.
import { eq } from "drizzle-orm";
import type { TeamMembers } from "@/domain/contracts/team";
import type { Db } from "../../db/client";
import { organization, user } from "../../db/schema";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { type createTestApi, hash, latestMail, uniqueEmail } from "./api-client";

type Api = ReturnType<typeof createTestApi>;

export const PASSWORD = hash("password-123");

export async function registerPerson(
  api: Api,
  db: Db,
  options: { plan?: "free" | "pro" | "max"; verified?: boolean; name?: string; email?: string } = {},
): Promise<SignedInUser> {
  const res = await api.call<SignedInUser>("POST", "/v1/account/register", {
    body: { email: options.email ?? uniqueEmail("team"), password: PASSWORD, fullname: options.name ?? "Team Person" },
  });
  if (res.body.code !== 0) throw new Error(res.body.message);
  if (options.plan && options.plan !== "free")
    await db.update(organization).set({ plan: options.plan }).where(eq(organization.id, res.body.data.team_info.id));
  if (options.verified ?? true) await db.update(user).set({ emailVerified: true }).where(eq(user.id, res.body.data.id));
  return res.body.data;
}

/** Invites `email` and answers the token of the link in the newest invitation email to it. */
export async function inviteAndReadToken(
  api: Api,
  db: Db,
  owner: SignedInUser,
  email: string,
  role: 2 | 3 = 2,
): Promise<string> {
  const res = await api.call<TeamMembers>("POST", "/v1/team/invite", { token: owner.token, body: { email, role } });
  if (res.body.code !== 0) throw new Error(`invite failed: ${res.body.code} ${res.body.message}`);
  const mail = await latestMail(db, email);
  if (mail.kind !== "invitation" || !mail.token) throw new Error(`no invitation link for ${email}`);
  return mail.token;
}

/** A person with an account who joined `owner`'s team with `role` through the real routes. */
export async function addMember(
  api: Api,
  db: Db,
  owner: SignedInUser,
  role: 2 | 3,
  name = "Member",
): Promise<SignedInUser> {
  const person = await registerPerson(api, db, { name });
  const token = await inviteAndReadToken(api, db, owner, person.email, role);
  const res = await api.call<SignedInUser>("POST", "/v1/team/invite/accept", { body: { token, password: PASSWORD } });
  if (res.body.code !== 0) throw new Error(`accept failed: ${res.body.code} ${res.body.message}`);
  return res.body.data;
}
