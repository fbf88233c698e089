import { describe, expect, it } from "vitest";
import { Role } from "./roles";
import { holdsSeat, planForSeats, type SeatInvitation, seatLimit, seatsUsed } from "./seats";

const now = new Date("2026-11-25T12:00:00Z");
const later = new Date("2026-11-30T12:00:00Z");
const earlier = new Date("2026-11-20T12:00:00Z");

const pending: SeatInvitation = { status: "pending", expiresAt: later, revokedAt: null, acceptedAt: null };
const expired: SeatInvitation = { ...pending, expiresAt: earlier };
const revoked: SeatInvitation = { ...pending, status: "canceled", revokedAt: earlier };
const accepted: SeatInvitation = { ...pending, status: "accepted", acceptedAt: earlier };

describe("holdsSeat", () => {
  it("counts a pending invitation until it expires, and never a revoked or accepted one", () => {
    expect(holdsSeat(pending, now)).toBe(true);
    expect(holdsSeat(expired, now)).toBe(false);
    expect(holdsSeat({ ...pending, expiresAt: now }, now)).toBe(false);
    expect(holdsSeat(revoked, now)).toBe(false);
    expect(holdsSeat(accepted, now)).toBe(false);
    // A revocation stamp alone frees the seat even if the status string was not updated.
    expect(holdsSeat({ ...pending, revokedAt: earlier }, now)).toBe(false);
  });
});

describe("seatsUsed", () => {
  it("is zero for a team of its Owner alone", () => {
    expect(seatsUsed([{ role: Role.Owner }], [], now)).toBe(0);
  });

  it("counts Admins and Analysts but not the Owner", () => {
    const members = [{ role: Role.Owner }, { role: Role.Admin }, { role: Role.Analyst }, { role: Role.Analyst }];
    expect(seatsUsed(members, [], now)).toBe(3);
  });

  it("adds pending invitations and leaves out expired, revoked and accepted ones", () => {
    const members = [{ role: Role.Owner }, { role: Role.Admin }];
    expect(seatsUsed(members, [pending, pending, expired, revoked, accepted], now)).toBe(3);
  });
});

describe("seatLimit and planForSeats", () => {
  it("reads the plan cards: Free none, Pro 3, Max 10; unknown plans are Free", () => {
    expect(seatLimit("free")).toBe(0);
    expect(seatLimit("pro")).toBe(3);
    expect(seatLimit("max")).toBe(10);
    expect(seatLimit("enterprise")).toBe(0);
  });

  it("names the least plan with room for the seats needed", () => {
    expect(planForSeats(1)).toBe("pro");
    expect(planForSeats(3)).toBe("pro");
    expect(planForSeats(4)).toBe("max");
    expect(planForSeats(10)).toBe("max");
    expect(planForSeats(11)).toBeNull();
  });
});
