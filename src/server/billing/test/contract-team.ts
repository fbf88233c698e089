// A Free team with a verified Owner, made directly in the database (tests below the HTTP layer do not call /v1).
import crypto from "node:crypto";
import type { Db } from "../../db/client";
import { member, organization, user } from "../../db/schema";

export async function createContractTeam(db: Db): Promise<{ teamId: number; userId: number; email: string }> {
  const suffix = crypto.randomBytes(6).toString("hex");
  const email = `billing-${suffix}@example.com`;
  const [person] = await db
    .insert(user)
    .values({ name: "Billing Owner", email, emailVerified: true })
    .returning({ id: user.id });
  const [team] = await db
    .insert(organization)
    .values({ name: `Team ${suffix}`, slug: `team-${suffix}` })
    .returning({ id: organization.id });
  if (!person || !team) throw new Error("contract team not created");
  await db.insert(member).values({ organizationId: team.id, userId: person.id, role: "owner" });
  return { teamId: team.id, userId: person.id, email };
}
