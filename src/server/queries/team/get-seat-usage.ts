// The seats a team uses and may use (src/domain/seats.ts): read by the members list, and by the invite service
// inside its transaction after it locked the team row.
import "server-only";
import { eq } from "drizzle-orm";
import { roleFromAuth } from "@/domain/roles";
import { seatLimit, seatsUsed } from "@/domain/seats";
import type { Db } from "../../db/client";
import { invitation, member, organization } from "../../db/schema";

export interface SeatUsage {
  plan: string;
  used: number;
  limit: number | null;
}

export async function getSeatUsage(tx: Pick<Db, "select">, params: { teamId: number; now: Date }): Promise<SeatUsage> {
  const [team] = await tx
    .select({ plan: organization.plan })
    .from(organization)
    .where(eq(organization.id, params.teamId));
  const members = await tx.select({ role: member.role }).from(member).where(eq(member.organizationId, params.teamId));
  const invitations = await tx
    .select({
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      revokedAt: invitation.revokedAt,
      acceptedAt: invitation.acceptedAt,
    })
    .from(invitation)
    .where(eq(invitation.organizationId, params.teamId));
  const plan = team?.plan ?? "free";
  return {
    plan,
    used: seatsUsed(
      members.map((m) => ({ role: roleFromAuth(m.role) })),
      invitations,
      params.now,
    ),
    limit: seatLimit(plan),
  };
}
