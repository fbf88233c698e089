import { describe, expect, it } from "vitest";
import {
  ChannelStatus,
  FeedStatus,
  MemberStatus,
  MessageType,
  memberStatusFor,
  needsEmailVerification,
  PlanName,
  PlanSku,
  Platform,
} from "./enums";
import { Role } from "./roles";

describe("memberStatusFor", () => {
  it.each([
    [{ emailVerified: true }, MemberStatus.Active],
    [{ emailVerified: true, invitationPending: false }, MemberStatus.Active],
    [{ emailVerified: true, invitationPending: true }, MemberStatus.Active],
    [{ emailVerified: false }, MemberStatus.Inactive],
    [{ emailVerified: false, invitationPending: false }, MemberStatus.Inactive],
    [{ emailVerified: false, invitationPending: true }, MemberStatus.Inviting],
  ])("%j → %d", (input, expected) => {
    expect(memberStatusFor(input)).toBe(expected);
  });
});

describe("needsEmailVerification", () => {
  it("is true for inactive and inviting, false for active", () => {
    expect(needsEmailVerification(MemberStatus.Inactive)).toBe(true);
    expect(needsEmailVerification(MemberStatus.Inviting)).toBe(true);
    expect(needsEmailVerification(MemberStatus.Active)).toBe(false);
  });

  it("agrees with memberStatusFor: only verified users skip the banner", () => {
    for (const emailVerified of [true, false]) {
      for (const invitationPending of [true, false, undefined]) {
        expect(needsEmailVerification(memberStatusFor({ emailVerified, invitationPending }))).toBe(!emailVerified);
      }
    }
  });
});

describe("enumeration values of the spec", () => {
  it("MemberStatus", () => {
    expect(MemberStatus).toEqual({ Inactive: 0, Inviting: 1, Active: 2 });
  });

  it("Role", () => {
    expect(Role).toEqual({ Owner: 1, Analyst: 2, Admin: 3 });
  });

  it("Platform", () => {
    expect(Platform).toEqual({
      Douyin: 1,
      TikTok: 2,
      YouTube: 3,
      Shorts: 4,
      Reels: 5,
      Instagram: 6,
      Kuaishou: 7,
      XHS: 8,
      Facebook: 9,
      Threads: 10,
      X: 11,
    });
  });

  it("ChannelStatus", () => {
    expect(ChannelStatus).toEqual({ Pending: 0, Tracking: 1, Stop: 2, Deleted: 3, Remove: 4 });
  });

  it("FeedStatus", () => {
    expect(FeedStatus).toEqual({ NotFound: -1, Pending: 0, Tracking: 1, Stop: 2, Deleted: 3, Removed: 4 });
  });

  it("MessageType", () => {
    expect(MessageType).toEqual({ Info: 1, Success: 2, Warning: 3, Danger: 4 });
  });

  it("PlanSku, in order", () => {
    expect([...PlanSku]).toEqual(["free", "pro_monthly", "pro_yearly", "max_monthly", "max_yearly"]);
  });

  it("every paid PlanSku belongs to a PlanName", () => {
    for (const sku of PlanSku) {
      expect(PlanName).toContain(sku.replace(/_(monthly|yearly)$/, ""));
    }
  });
});
