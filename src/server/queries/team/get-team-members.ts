// GET /v1/team/members: every member of the team and every invitation that still holds a seat, with the seats.
// A member beyond the seats of a downgraded plan (read-only, issue 15 item 4) is listed with status 0 (inactive) and
// their stored role, which they get back when the seats allow. A pending invitation shows only what the inviter typed
// (address, role): whether the address has an account, and that account's name and picture, are not the team's to
// see (user_id 0, empty name and avatar), or any member could probe addresses by inviting them.
import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { TeamMember, TeamMembers } from "@/domain/contracts/team";
import { MemberStatus } from "@/domain/enums";
import { Role, roleFromAuth } from "@/domain/roles";
import { holdsSeat } from "@/domain/seats";
import type { Db } from "../../db/client";
import { invitation, member, user } from "../../db/schema";
import { getSeatUsage } from "./get-seat-usage";

export async function getTeamMembers(db: Db, params: { teamId: number; now: Date }): Promise<TeamMembers> {
  const members = await db
    .select({
      userId: member.userId,
      role: member.role,
      readOnly: member.readOnly,
      joinedAt: member.createdAt,
      email: user.email,
      name: user.name,
      image: user.image,
    })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(member.organizationId, params.teamId))
    .orderBy(asc(member.id));
  const invitations = await db
    .select()
    .from(invitation)
    .where(and(eq(invitation.organizationId, params.teamId), inArray(invitation.status, ["pending", "accepted"])))
    .orderBy(asc(invitation.id));
  // When a member was invited: the accepted invitation that brought them in (the Owner and members from before
  // invitations existed have none).
  const invitedAt = new Map<number, Date>();
  for (const i of invitations) {
    if (i.acceptedUserId !== null && i.acceptedAt !== null) invitedAt.set(i.acceptedUserId, i.createdAt);
  }

  const rows: TeamMember[] = members.map((m) => ({
    user_id: m.userId,
    invitation_id: null,
    email: m.email,
    full_name: m.name,
    avatar: m.image ?? "",
    role: roleFromAuth(m.role),
    status: m.readOnly ? MemberStatus.Inactive : MemberStatus.Active,
    invited_at: invitedAt.get(m.userId)?.toISOString() ?? null,
    joined_at: m.joinedAt.toISOString(),
    expires_at: null,
  }));
  for (const i of invitations) {
    if (!holdsSeat(i, params.now)) continue;
    rows.push({
      user_id: 0,
      invitation_id: i.id,
      email: i.email,
      full_name: "",
      avatar: "",
      role: i.role ? roleFromAuth(i.role) : Role.Analyst,
      status: MemberStatus.Inviting,
      invited_at: i.createdAt.toISOString(),
      joined_at: null,
      expires_at: i.expiresAt.toISOString(),
    });
  }
  const seats = await getSeatUsage(db, params);
  return { members: rows, seats: { used: seats.used, limit: seats.limit } };
}
