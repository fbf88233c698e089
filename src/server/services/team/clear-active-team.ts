// When someone stops being a member, their sessions that acted for the team stop at once (issue 14 item 1): the
// active team is cleared, and requireActor falls back to their own first team on the next call.
import "server-only";
import { and, eq } from "drizzle-orm";
import { forgetUserSessions } from "../../auth/session-cache";
import type { Db } from "../../db/client";
import { session } from "../../db/schema";

export async function clearActiveTeam(
  tx: Pick<Db, "update">,
  params: { userId: number; teamId: number; next?: number | null },
): Promise<void> {
  await tx
    .update(session)
    .set({ activeOrganizationId: params.next ?? null })
    .where(and(eq(session.userId, params.userId), eq(session.activeOrganizationId, params.teamId)));
  // Rows changed outside Better Auth: drop this person's cached session lookups (membership itself is never cached).
  forgetUserSessions(params.userId);
}
