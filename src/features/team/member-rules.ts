// What the members table offers whom (issue 14 items 3 and 5), as pure functions of the viewer and the row: the
// permission table in src/domain/roles.ts decides who manages members; these rules add what the server refuses
// anyway (nobody changes or removes the Owner, nobody acts on themselves here, Owner only by transfer), so the page
// never offers a button that can only fail.
import type { Seats, TeamMember } from "@/domain/contracts/team";
import { MemberStatus } from "@/domain/enums";
import { Action, can, Role, type RoleValue } from "@/domain/roles";

export interface Viewer {
  userId: number;
  role: RoleValue;
}

export interface RowActions {
  /** A role select instead of the role's name. */
  changeRole: boolean;
  /** Remove a member who joined (confirm first). */
  remove: boolean;
  /** Send a pending invitation's email again. */
  resend: boolean;
  /** Withdraw a pending invitation. */
  revoke: boolean;
}

const NONE: RowActions = { changeRole: false, remove: false, resend: false, revoke: false };

/** A row that is an invitation not yet accepted (it has no member to update or remove, only the invitation). */
export function isPendingInvitation(member: TeamMember): boolean {
  return member.invitation_id !== null && member.status === MemberStatus.Inviting;
}

export function rowActions(viewer: Viewer, member: TeamMember): RowActions {
  if (!can(viewer.role, Action.ManageMembers)) return NONE;
  if (isPendingInvitation(member)) return { ...NONE, resend: true, revoke: true };
  if (member.role === Role.Owner || member.user_id === viewer.userId || member.user_id <= 0) return NONE;
  return { changeRole: true, remove: true, resend: false, revoke: false };
}

export function hasAnyAction(actions: RowActions): boolean {
  return actions.remove || actions.resend || actions.revoke;
}

/** Only Owner and Admin invite; Analysts see the table read-only. */
export function canInvite(role: RoleValue): boolean {
  return can(role, Action.ManageMembers);
}

/** Everyone but the Owner may leave (the Owner transfers the team first). */
export function canLeave(role: RoleValue): boolean {
  return role !== Role.Owner;
}

export function canTransfer(role: RoleValue): boolean {
  return can(role, Action.TransferTeam);
}

/**
 * Who the Owner may hand the team to: members who joined, not the Owner. A read-only member (status 0) may be chosen:
 * the transfer gives them full powers and the old Owner their read-only place (src/server/services/team).
 */
export function transferCandidates(viewer: Viewer, members: readonly TeamMember[]): TeamMember[] {
  return members.filter(
    (member) =>
      (member.status === MemberStatus.Active || member.status === MemberStatus.Inactive) &&
      !isPendingInvitation(member) &&
      member.user_id > 0 &&
      member.user_id !== viewer.userId &&
      member.role !== Role.Owner,
  );
}

/** Nothing to list but the Owner: the table gives way to an invitation prompt. */
export function onlyOwner(members: readonly TeamMember[]): boolean {
  return members.every((member) => member.role === Role.Owner && !isPendingInvitation(member));
}

export type SeatsMeter =
  | { kind: "none" }
  | { kind: "unlimited"; used: number }
  | { kind: "limited"; used: number; limit: number; full: boolean; percent: number };

/** The seats meter: no seats on the plan (Free), unlimited, or "used of limit" with a bar (spec section 9). */
export function seatsMeter(seats: Seats): SeatsMeter {
  if (seats.limit === null) return { kind: "unlimited", used: seats.used };
  if (seats.limit <= 0) return { kind: "none" };
  const percent = Math.min(100, Math.round((seats.used / seats.limit) * 100));
  return { kind: "limited", used: seats.used, limit: seats.limit, full: seats.used >= seats.limit, percent };
}
