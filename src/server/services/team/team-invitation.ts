// One invitation of the caller's team by id: another team's id answers 404 like an unknown one, so ids of other
// teams are not revealed.
import "server-only";
import { and, eq } from "drizzle-orm";
import { ErrorCode } from "@/domain/error-codes";
import type { Db } from "../../db/client";
import { invitation } from "../../db/schema";
import { ApiError, notFound } from "../../errors/api-error";

export type InvitationRow = typeof invitation.$inferSelect;

export async function teamInvitation(db: Pick<Db, "select">, teamId: number, id: number): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(invitation)
    .where(and(eq(invitation.id, id), eq(invitation.organizationId, teamId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** The same row locked for the rest of the transaction. */
export async function lockTeamInvitation(db: Pick<Db, "select">, teamId: number, id: number): Promise<InvitationRow> {
  const [row] = await db
    .select()
    .from(invitation)
    .where(and(eq(invitation.id, id), eq(invitation.organizationId, teamId)))
    .for("update")
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** 40007 for an accepted invitation, 40006 for a revoked one; a lapsed but pending one may still be sent again. */
export function assertStillPending(row: InvitationRow): void {
  if (row.acceptedAt !== null || row.status === "accepted") throw new ApiError(ErrorCode.InvitationUsed);
  if (row.revokedAt !== null || row.status !== "pending") throw new ApiError(ErrorCode.InvitationRevoked);
}
