import { describe, expect, it } from "vitest";
import { GRACE_DAYS, graceUntil, inGrace } from "./grace";
import { isUpgrade } from "./plan-change";
import { derivePlan, planOfSku } from "./plan-derivation";

const since = new Date("2026-03-01T12:00:00Z");
const DAY = 86_400_000;

describe("grace period", () => {
  it("lasts exactly 7 days from the moment the subscription became past_due", () => {
    expect(GRACE_DAYS).toBe(7);
    expect(graceUntil(since).toISOString()).toBe("2026-03-08T12:00:00.000Z");
    expect(inGrace(since, since)).toBe(true);
    expect(inGrace(since, new Date(since.getTime() + 7 * DAY - 1))).toBe(true);
    expect(inGrace(since, new Date(since.getTime() + 7 * DAY))).toBe(false);
    expect(inGrace(since, new Date(since.getTime() + 8 * DAY))).toBe(false);
  });
});

describe("derivePlan", () => {
  const now = new Date("2026-03-05T00:00:00Z");
  it("gives the SKU's plan while active or trialing, Free when canceled or never subscribed", () => {
    expect(derivePlan([], now)).toBe("free");
    expect(derivePlan([{ sku: "pro_monthly", status: "active", pastDueSince: null }], now)).toBe("pro");
    expect(derivePlan([{ sku: "max_yearly", status: "trialing", pastDueSince: null }], now)).toBe("max");
    expect(derivePlan([{ sku: "max_yearly", status: "canceled", pastDueSince: null }], now)).toBe("free");
  });

  it("keeps the plan while past_due within the grace period, then Free", () => {
    const pastDue = [{ sku: "max_monthly", status: "past_due", pastDueSince: since }];
    expect(derivePlan(pastDue, new Date(since.getTime() + 6 * DAY))).toBe("max");
    expect(derivePlan(pastDue, new Date(since.getTime() + 7 * DAY))).toBe("free");
  });

  it("takes the highest plan granted when an old canceled subscription sits beside a new one", () => {
    expect(
      derivePlan(
        [
          { sku: "max_monthly", status: "canceled", pastDueSince: null },
          { sku: "pro_yearly", status: "active", pastDueSince: null },
        ],
        now,
      ),
    ).toBe("pro");
  });

  it("reads the plan from the SKU", () => {
    expect(["free", "pro_monthly", "pro_yearly", "max_monthly", "max_yearly", "gold"].map(planOfSku)).toEqual([
      "free",
      "pro",
      "pro",
      "max",
      "max",
      "free",
    ]);
  });
});

describe("isUpgrade", () => {
  it("is true for a higher plan or monthly to yearly on the same plan, false otherwise", () => {
    expect(isUpgrade("pro_monthly", "max_monthly")).toBe(true);
    expect(isUpgrade("pro_yearly", "max_monthly")).toBe(true);
    expect(isUpgrade("pro_monthly", "pro_yearly")).toBe(true);
    expect(isUpgrade("max_monthly", "pro_yearly")).toBe(false);
    expect(isUpgrade("pro_yearly", "pro_monthly")).toBe(false);
  });
});
