import { describe, expect, it } from "vitest";
import { catalogPlans } from "./catalog";
import { periodEnd, skuPrice } from "./sku";

describe("the billing catalogue (spec section 9)", () => {
  it("answers the landing page's prices: monthly, per month billed yearly, and the yearly total", () => {
    const byName = Object.fromEntries(catalogPlans().map((plan) => [plan.name, plan]));
    expect(byName.free).toMatchObject({ monthly_price: 0, yearly_monthly_price: 0, yearly_price: 0 });
    expect(byName.pro).toMatchObject({ monthly_price: 99, yearly_monthly_price: 83.25, yearly_price: 999 });
    expect(byName.max).toMatchObject({ monthly_price: 299, yearly_monthly_price: 249.9, yearly_price: 2998.8 });
    expect(byName.pro?.skus).toEqual({ monthly: "pro_monthly", yearly: "pro_yearly" });
    expect(byName.max?.yearly_discount_label).toBe("17% off");
    expect(byName.max?.limits).toMatchObject({ channels: null, seats: 10, refresh_hours: 12, priority_items: 100 });
  });

  it("charges each SKU in cents for its interval", () => {
    expect(skuPrice("pro_monthly")).toEqual({ plan: "pro", interval: "month", amountCents: 9900, currency: "usd" });
    expect(skuPrice("pro_yearly")?.amountCents).toBe(99900);
    expect(skuPrice("max_yearly")?.amountCents).toBe(299880);
    expect(skuPrice("free")).toBeNull();
  });

  it("ends a period a calendar month or year later", () => {
    const start = new Date("2026-01-15T10:00:00Z");
    expect(periodEnd(start, "month").toISOString()).toBe("2026-02-15T10:00:00.000Z");
    expect(periodEnd(start, "year").toISOString()).toBe("2027-01-15T10:00:00.000Z");
  });
});
