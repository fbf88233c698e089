// Teams with several members for API tests. Members are inserted straight into Better Auth's member table (roles as
// its strings, ROLE_TO_AUTH), and a session is pointed at a team straight in the session row: the test set-up does
// not go through the invitation or switch code it may be testing.
import { eq } from "drizzle-orm";
import { ROLE_TO_AUTH } from "@/domain/roles";
import { forgetMemberships } from "../../auth/membership-cache";
import type { Db } from "../../db/client";
import { member, session } from "../../db/schema";
import type { SignedInUser } from "../../services/account/signed-in-user";
import type { createTestApi } from "./api-client";
import { markEmailVerified, registerUser } from "./tracking-helpers";

export type MemberRole = keyof typeof ROLE_TO_AUTH;

/** Adds `user` to `teamId` with `role` (they keep their own team). */
export async function addMember(db: Db, params: { teamId: number; userId: number; role: MemberRole }) {
  await db
    .insert(member)
    .values({ organizationId: params.teamId, userId: params.userId, role: ROLE_TO_AUTH[params.role] });
  forgetMemberships();
}

/** Makes the session of `token` act for `teamId`, as a switch would. */
export async function pointSessionAt(db: Db, token: string, teamId: number) {
  const updated = await db
    .update(session)
    .set({ activeOrganizationId: teamId })
    .where(eq(session.token, token))
    .returning({ id: session.id });
  if (updated.length !== 1) throw new Error("no session row for this token");
}

/** The team a session row says it acts for. */
export async function sessionTeam(db: Db, token: string): Promise<number | null> {
  const [row] = await db.select({ team: session.activeOrganizationId }).from(session).where(eq(session.token, token));
  if (!row) throw new Error("no session row for this token");
  return row.team;
}

export interface TeamOfThree {
  teamId: number;
  owner: SignedInUser;
  admin: SignedInUser;
  analyst: SignedInUser;
}

/**
 * An Owner's team (on `plan`) with an Admin and an Analyst, each of whom also has a personal team of their own. All
 * three addresses are verified, so routes that also need a verified email (40301) show only the role rule.
 */
export async function teamOfThree(
  api: ReturnType<typeof createTestApi>,
  db: Db,
  plan: "free" | "pro" | "max" = "pro",
): Promise<TeamOfThree> {
  const owner = await registerUser(api, db, plan);
  const admin = await registerUser(api, db);
  const analyst = await registerUser(api, db);
  const teamId = owner.team_info.id;
  await addMember(db, { teamId, userId: admin.id, role: "admin" });
  await addMember(db, { teamId, userId: analyst.id, role: "analyst" });
  await pointSessionAt(db, admin.token, teamId);
  await pointSessionAt(db, analyst.token, teamId);
  for (const person of [owner, admin, analyst]) await markEmailVerified(db, person.id);
  return { teamId, owner, admin, analyst };
}
