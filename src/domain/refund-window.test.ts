import { describe, expect, it } from "vitest";
import { daysSince, refundDeadline, withinRefundWindow } from "./refund-window";

const paidAt = new Date("2026-11-01T10:00:00.000Z");

describe("refund window (7 days after the first payment)", () => {
  it("ends exactly 168 hours after the payment", () => {
    expect(refundDeadline(paidAt).toISOString()).toBe("2026-11-08T10:00:00.000Z");
  });

  it("includes the payment instant and the last instant, and nothing after or before", () => {
    expect(withinRefundWindow(paidAt, paidAt)).toBe(true);
    expect(withinRefundWindow(paidAt, new Date("2026-11-05T00:00:00.000Z"))).toBe(true);
    expect(withinRefundWindow(paidAt, new Date("2026-11-08T10:00:00.000Z"))).toBe(true);
    expect(withinRefundWindow(paidAt, new Date("2026-11-08T10:00:00.001Z"))).toBe(false);
    expect(withinRefundWindow(paidAt, new Date("2026-12-01T10:00:00.000Z"))).toBe(false);
    expect(withinRefundWindow(paidAt, new Date("2026-11-01T09:59:59.999Z"))).toBe(false);
  });

  it("counts whole days elapsed", () => {
    expect(daysSince(paidAt, new Date("2026-11-08T09:59:59.000Z"))).toBe(6);
    expect(daysSince(paidAt, new Date("2026-11-09T10:00:00.000Z"))).toBe(8);
  });
});
