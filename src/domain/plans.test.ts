import { describe, expect, it } from "vitest";
import { historyStart, leastPlanWithPriority, PLANS, PRIORITY_REFRESH_HOURS, planOf, withinLimit } from "./plans";

describe("plan catalogue (spec section 9)", () => {
  it("has the spec's prices, keys and limits", () => {
    expect(PLANS.free.limits).toEqual({
      feeds: 5,
      channels: 0,
      historyDays: 7,
      refreshHours: 24,
      priorityItems: 0,
      alerts: "none",
      alertRules: 0,
      seats: 0,
      apiAccess: false,
    });
    expect(PLANS.pro).toMatchObject({
      monthlyPrice: 99,
      yearlyMonthlyPrice: 83.25,
      skus: { monthly: "pro_monthly", yearly: "pro_yearly" },
    });
    expect(PLANS.pro.limits).toMatchObject({
      feeds: 1000,
      channels: 20,
      historyDays: 30,
      refreshHours: 24,
      seats: 3,
      apiAccess: false,
    });
    expect(PLANS.max).toMatchObject({
      monthlyPrice: 299,
      yearlyMonthlyPrice: 249.9,
      skus: { monthly: "max_monthly", yearly: "max_yearly" },
    });
    expect(PLANS.max.limits).toMatchObject({
      feeds: 5000,
      channels: null,
      historyDays: null,
      refreshHours: 12,
      alerts: "webhook",
      seats: 10,
      // API keys and the MCP server are Max features (issue 17 item 3).
      apiAccess: true,
    });
  });

  it("gives hourly refresh to up to 100 priority items on Max only (issue 18 item 3)", () => {
    expect([PLANS.free, PLANS.pro, PLANS.max].map((plan) => plan.limits.priorityItems)).toEqual([0, 0, 100]);
    expect(PRIORITY_REFRESH_HOURS).toBe(1);
    expect(leastPlanWithPriority()?.name).toBe("max");
  });

  it("caps alert rules per plan: none on Free, 20 on Pro, 200 on Max (issue 16 item 2)", () => {
    expect([PLANS.free, PLANS.pro, PLANS.max].map((plan) => [plan.limits.alerts, plan.limits.alertRules])).toEqual([
      ["none", 0],
      ["custom", 20],
      ["webhook", 200],
    ]);
  });

  it("yearly prices are about 17% below monthly", () => {
    for (const plan of [PLANS.pro, PLANS.max]) {
      expect(Math.round((1 - plan.yearlyMonthlyPrice / plan.monthlyPrice) * 100)).toBeGreaterThanOrEqual(16);
      expect(Math.round((1 - plan.yearlyMonthlyPrice / plan.monthlyPrice) * 100)).toBeLessThanOrEqual(17);
    }
  });

  it("treats unknown plan names as Free", () => {
    expect(planOf("enterprise").name).toBe("free");
    expect(planOf(null).name).toBe("free");
    expect(planOf("max").name).toBe("max");
  });

  it("limits history to the plan's window", () => {
    const now = new Date("2026-11-22T00:00:00Z");
    expect(historyStart("free", now)?.toISOString()).toBe("2026-11-15T00:00:00.000Z");
    expect(historyStart("pro", now)?.toISOString()).toBe("2026-10-23T00:00:00.000Z");
    expect(historyStart("max", now)).toBeNull();
  });

  it("checks limits with unlimited as null", () => {
    expect(withinLimit(5, 4)).toBe(true);
    expect(withinLimit(5, 5)).toBe(false);
    expect(withinLimit(5, 3, 3)).toBe(false);
    expect(withinLimit(0, 0)).toBe(false);
    expect(withinLimit(null, 1_000_000)).toBe(true);
  });
});
