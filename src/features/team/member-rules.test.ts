// The members table's rules, checked against the behaviour issue 14 asks for, written out row by row (not derived
// from the permission table the rules read).
import { describe, expect, it } from "vitest";
import type { TeamMember } from "@/domain/contracts/team";
import {
  canInvite,
  canLeave,
  canTransfer,
  onlyOwner,
  rowActions,
  seatsMeter,
  transferCandidates,
} from "./member-rules";

function member(overrides: Partial<TeamMember>): TeamMember {
  return {
    user_id: 10,
    invitation_id: null,
    email: "someone@example.com",
    full_name: "Someone",
    avatar: "",
    role: 2,
    status: 2,
    invited_at: "2026-11-01T10:00:00.000Z",
    joined_at: "2026-11-02T10:00:00.000Z",
    expires_at: null,
    ...overrides,
  };
}

const owner = member({ user_id: 1, role: 1, email: "owner@example.com" });
const admin = member({ user_id: 2, role: 3, email: "admin@example.com" });
const analyst = member({ user_id: 3, role: 2, email: "analyst@example.com" });
const readOnly = member({ user_id: 4, role: 3, status: 0, email: "read-only@example.com" });
const pendingNewPerson = member({ user_id: 0, invitation_id: 7, status: 1, joined_at: null, email: "new@example.com" });
const pendingExisting = member({
  user_id: 5,
  invitation_id: 8,
  status: 1,
  joined_at: null,
  email: "known@example.com",
});

const NOTHING = { changeRole: false, remove: false, resend: false, revoke: false };
const MANAGE = { changeRole: true, remove: true, resend: false, revoke: false };
const INVITATION = { changeRole: false, remove: false, resend: true, revoke: true };

describe("rowActions", () => {
  it("lets the Owner change and remove every joined member but themselves", () => {
    const viewer = { userId: 1, role: 1 as const };
    expect(rowActions(viewer, owner)).toEqual(NOTHING);
    expect(rowActions(viewer, admin)).toEqual(MANAGE);
    expect(rowActions(viewer, analyst)).toEqual(MANAGE);
    expect(rowActions(viewer, readOnly)).toEqual(MANAGE);
  });

  it("offers resend and revoke, not a role select, on pending invitations", () => {
    const viewer = { userId: 1, role: 1 as const };
    expect(rowActions(viewer, pendingNewPerson)).toEqual(INVITATION);
    expect(rowActions(viewer, pendingExisting)).toEqual(INVITATION);
  });

  it("lets an Admin manage others but never the Owner or themselves", () => {
    const viewer = { userId: 2, role: 3 as const };
    expect(rowActions(viewer, owner)).toEqual(NOTHING);
    expect(rowActions(viewer, admin)).toEqual(NOTHING);
    expect(rowActions(viewer, analyst)).toEqual(MANAGE);
    expect(rowActions(viewer, pendingNewPerson)).toEqual(INVITATION);
  });

  it("gives an Analyst a read-only table", () => {
    const viewer = { userId: 3, role: 2 as const };
    for (const row of [owner, admin, analyst, readOnly, pendingNewPerson])
      expect(rowActions(viewer, row)).toEqual(NOTHING);
  });
});

describe("team actions per role", () => {
  it("invites as Owner or Admin only", () => {
    expect([canInvite(1), canInvite(3), canInvite(2)]).toEqual([true, true, false]);
  });
  it("leaves as anyone but the Owner", () => {
    expect([canLeave(1), canLeave(3), canLeave(2)]).toEqual([false, true, true]);
  });
  it("transfers as the Owner only", () => {
    expect([canTransfer(1), canTransfer(3), canTransfer(2)]).toEqual([true, false, false]);
  });
});

describe("transferCandidates", () => {
  it("lists joined members, read-only ones included, other than the Owner and the viewer", () => {
    const rows = [owner, admin, analyst, readOnly, pendingNewPerson, pendingExisting];
    expect(transferCandidates({ userId: 1, role: 1 }, rows).map((m) => m.email)).toEqual([
      "admin@example.com",
      "analyst@example.com",
      "read-only@example.com",
    ]);
  });
});

describe("onlyOwner", () => {
  it("is true for a team of one and false once anyone joined or was invited", () => {
    expect(onlyOwner([owner])).toBe(true);
    expect(onlyOwner([owner, pendingNewPerson])).toBe(false);
    expect(onlyOwner([owner, analyst])).toBe(false);
  });
});

describe("seatsMeter", () => {
  it("reads a plan without seats (Free) as none, even with leftovers counted", () => {
    expect(seatsMeter({ used: 0, limit: 0 })).toEqual({ kind: "none" });
    expect(seatsMeter({ used: 2, limit: 0 })).toEqual({ kind: "none" });
  });
  it("reads null as unlimited", () => {
    expect(seatsMeter({ used: 4, limit: null })).toEqual({ kind: "unlimited", used: 4 });
  });
  it("fills the bar by the share used and says when it is full", () => {
    expect(seatsMeter({ used: 2, limit: 3 })).toEqual({ kind: "limited", used: 2, limit: 3, full: false, percent: 67 });
    expect(seatsMeter({ used: 3, limit: 3 })).toEqual({ kind: "limited", used: 3, limit: 3, full: true, percent: 100 });
    expect(seatsMeter({ used: 0, limit: 10 })).toEqual({
      kind: "limited",
      used: 0,
      limit: 10,
      full: false,
      percent: 0,
    });
  });
  it("caps the bar at 100 % after a downgrade left more seats used than the plan has", () => {
    expect(seatsMeter({ used: 5, limit: 3 })).toMatchObject({ full: true, percent: 100 });
  });
});
