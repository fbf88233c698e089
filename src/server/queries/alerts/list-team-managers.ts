// The team's Owners and Admins, emailed when an alert destination is paused (issue 16 item 4).
import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { ROLE_TO_AUTH } from "@/domain/roles";
import type { Db } from "../../db/client";
import { member, user } from "../../db/schema";

/** The team's Owners and Admins with their languages. */
export async function listTeamManagers(db: Db, teamId: number): Promise<{ email: string; locale: string | null }[]> {
  return db
    .select({ email: user.email, locale: user.locale })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, teamId), inArray(member.role, [ROLE_TO_AUTH.owner, ROLE_TO_AUTH.admin])));
}
