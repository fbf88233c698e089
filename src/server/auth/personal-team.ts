// Every new user gets a team of their own, as its Owner, on the Free plan.
import "server-only";
import crypto from "node:crypto";
import { ROLE_TO_AUTH } from "@/domain/roles";
import type { Db } from "../db/client";
import { member, organization } from "../db/schema";
import { forgetMemberships } from "./membership-cache";

export async function createPersonalTeam(db: Db, input: { userId: number; name: string }): Promise<number> {
  const slug = `team-${input.userId}-${crypto.randomBytes(4).toString("hex")}`;
  const teamId = await db.transaction(async (tx) => {
    const [team] = await tx
      .insert(organization)
      .values({ name: `${input.name}'s Team`.slice(0, 32), slug, plan: "free" })
      .returning({ id: organization.id });
    if (!team) throw new Error("team insert returned nothing");
    await tx.insert(member).values({ organizationId: team.id, userId: input.userId, role: ROLE_TO_AUTH.owner });
    return team.id;
  });
  forgetMemberships();
  return teamId;
}
