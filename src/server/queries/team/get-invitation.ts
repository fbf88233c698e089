// An invitation found by the hash of its emailed token, with its team and inviter: what the accept page shows and
// what accepting checks. The caller decides what an expired, revoked or used invitation answers.
import "server-only";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { invitation, organization, user } from "../../db/schema";

export interface InvitationRecord {
  id: number;
  teamId: number;
  teamName: string;
  teamAvatar: string;
  inviterId: number;
  inviterName: string;
  email: string;
  role: string | null;
  status: string;
  expiresAt: Date;
  revokedAt: Date | null;
  acceptedAt: Date | null;
  /** The account that already has the invited address, if any. */
  existingUserId: number | null;
}

const inviter = alias(user, "inviter");
const invitee = alias(user, "invitee");

export async function getInvitationByTokenHash(
  db: Pick<Db, "select">,
  tokenHash: string,
): Promise<InvitationRecord | null> {
  const [row] = await db
    .select({
      id: invitation.id,
      teamId: invitation.organizationId,
      teamName: organization.name,
      teamAvatar: organization.logo,
      inviterId: invitation.inviterId,
      inviterName: inviter.name,
      email: invitation.email,
      role: invitation.role,
      status: invitation.status,
      expiresAt: invitation.expiresAt,
      revokedAt: invitation.revokedAt,
      acceptedAt: invitation.acceptedAt,
      existingUserId: invitee.id,
    })
    .from(invitation)
    .innerJoin(organization, eq(organization.id, invitation.organizationId))
    .innerJoin(inviter, eq(inviter.id, invitation.inviterId))
    .leftJoin(invitee, eq(invitee.email, invitation.email))
    .where(eq(invitation.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  return { ...row, teamAvatar: row.teamAvatar ?? "" };
}
