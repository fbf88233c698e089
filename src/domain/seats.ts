// Seats per plan (spec section 9, issue 14 item 2): a team's Owner is free; every other active member and every
// pending invitation (not revoked, not accepted, not yet expired) takes a seat. The invite service asks these
// functions inside the transaction that holds the team row locked, so parallel invitations cannot pass the limit.
import type { PlanNameValue } from "./enums";
import { PLANS, planOf } from "./plans";
import { Role, type RoleValue } from "./roles";

export interface SeatMember {
  role: RoleValue;
}

export interface SeatInvitation {
  status: string;
  expiresAt: Date;
  revokedAt: Date | null;
  acceptedAt: Date | null;
}

/** Whether an invitation still holds a seat at `now`: pending, neither revoked nor accepted, not expired. */
export function holdsSeat(invitation: SeatInvitation, now: Date): boolean {
  return (
    invitation.status === "pending" &&
    invitation.revokedAt === null &&
    invitation.acceptedAt === null &&
    invitation.expiresAt.getTime() > now.getTime()
  );
}

/** Seats in use: members other than the Owner plus invitations that hold a seat. */
export function seatsUsed(members: readonly SeatMember[], invitations: readonly SeatInvitation[], now: Date): number {
  const others = members.filter((m) => m.role !== Role.Owner).length;
  return others + invitations.filter((i) => holdsSeat(i, now)).length;
}

/** The plan's seats (`null` = unlimited; every plan has a number today, the type keeps room for one that does not). */
export function seatLimit(planName: string): number | null {
  return planOf(planName).limits.seats;
}

/** The least plan whose seats fit `needed`, named in the 90001 answer (`data.plan`); null when none does. */
export function planForSeats(needed: number): PlanNameValue | null {
  const fitting = Object.values(PLANS).find((p) => p.limits.seats === null || p.limits.seats >= needed);
  return fitting?.name ?? null;
}
