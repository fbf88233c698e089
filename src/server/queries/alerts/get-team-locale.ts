// The language of an alert's chat messages (issue 16 item 4): the team Owner's.
import "server-only";
import { and, eq } from "drizzle-orm";
import { ROLE_TO_AUTH } from "@/domain/roles";
import type { Db } from "../../db/client";
import { member, user } from "../../db/schema";

/** The team Owner's language, for Telegram, Discord, Slack and Lark messages; null when unknown. */
export async function getTeamLocale(db: Db, teamId: number): Promise<string | null> {
  const [row] = await db
    .select({ locale: user.locale })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(and(eq(member.organizationId, teamId), eq(member.role, ROLE_TO_AUTH.owner)))
    .limit(1);
  return row?.locale ?? null;
}
