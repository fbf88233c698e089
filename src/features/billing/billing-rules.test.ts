import { describe, expect, it } from "vitest";
import type { CatalogPlan, Subscription } from "@/domain/contracts/billing";
import { Role } from "@/domain/roles";
import {
  bannersFor,
  billingAccess,
  cardDigits,
  checkoutOpen,
  downgradeStops,
  intervalOf,
  intervalOfPeriod,
  meterFor,
  paymentState,
  planChange,
  priceFor,
  skuFor,
  stoppedItems,
  stopsAnything,
} from "./billing-rules";

// Written out by hand (not read from src/domain/plans.ts) so the tests do not share the code's source of numbers.
const free: CatalogPlan = {
  name: "free",
  label: "Free",
  monthly_price: 0,
  yearly_monthly_price: 0,
  yearly_price: 0,
  yearly_discount_label: "17% off",
  currency: "usd",
  skus: { monthly: "free", yearly: "free" },
  limits: { feeds: 5, channels: 0, history_days: 7, refresh_hours: 24, priority_items: 0, alerts: "none", seats: 0 },
};
const pro: CatalogPlan = {
  ...free,
  name: "pro",
  label: "Pro",
  monthly_price: 99,
  yearly_monthly_price: 83.25,
  yearly_price: 999,
  skus: { monthly: "pro_monthly", yearly: "pro_yearly" },
  limits: {
    feeds: 1000,
    channels: 20,
    history_days: 30,
    refresh_hours: 24,
    priority_items: 0,
    alerts: "custom",
    seats: 3,
  },
};
const max: CatalogPlan = {
  ...pro,
  name: "max",
  label: "Max",
  skus: { monthly: "max_monthly", yearly: "max_yearly" },
  limits: {
    feeds: 5000,
    channels: null,
    history_days: null,
    refresh_hours: 12,
    priority_items: 100,
    alerts: "webhook",
    seats: 10,
  },
};

const subscription: Subscription = {
  plan: "pro",
  sku: "pro_monthly",
  status: "active",
  provider: "test",
  current_period_start: "2026-11-01T00:00:00.000Z",
  current_period_end: "2026-12-01T00:00:00.000Z",
  cancel_at_period_end: false,
  grace_until: null,
  operator_override: false,
  over_limit: { stopped_feeds: 0, stopped_channels: 0, read_only_members: 0 },
  usage: { feeds: 3, channels: 1, seats: 0, members: 0 },
};

describe("priceFor", () => {
  it("monthly: the monthly price is both the per-month figure and the invoice", () => {
    expect(priceFor(pro, "monthly")).toEqual({ perMonth: 99, billed: 99 });
  });
  it("yearly: the per-month equivalent, billed once as the yearly price", () => {
    expect(priceFor(pro, "yearly")).toEqual({ perMonth: 83.25, billed: 999 });
  });
});

describe("skuFor and intervalOf", () => {
  it("names the paid SKU of a plan and interval, none for Free", () => {
    expect(skuFor(pro, "yearly")).toBe("pro_yearly");
    expect(skuFor(max, "monthly")).toBe("max_monthly");
    expect(skuFor(free, "monthly")).toBeNull();
  });
  it("reads the interval from the SKU, Free as monthly", () => {
    expect(intervalOf("max_yearly")).toBe("yearly");
    expect(intervalOf("pro_monthly")).toBe("monthly");
    expect(intervalOf("free")).toBe("monthly");
  });
  it("reads the test checkout's period as an interval", () => {
    expect(intervalOfPeriod("year")).toBe("yearly");
    expect(intervalOfPeriod("month")).toBe("monthly");
  });
});

describe("planChange", () => {
  it("a higher plan is an upgrade, a lower one a downgrade", () => {
    expect(planChange("free", "free", "pro", "monthly")).toBe("upgrade");
    expect(planChange("pro", "pro_yearly", "max", "monthly")).toBe("upgrade");
    expect(planChange("max", "max_monthly", "pro", "monthly")).toBe("downgrade");
    expect(planChange("pro", "pro_monthly", "free", "yearly")).toBe("downgrade");
  });
  it("the same SKU is the current plan; the same plan on the other interval is an interval change", () => {
    expect(planChange("pro", "pro_monthly", "pro", "monthly")).toBe("current");
    expect(planChange("pro", "pro_monthly", "pro", "yearly")).toBe("interval");
    expect(planChange("free", "free", "free", "yearly")).toBe("current");
  });
});

describe("downgradeStops", () => {
  it("counts only what lies beyond each limit", () => {
    expect(downgradeStops({ feeds: 8, channels: 2, seats: 1, members: 1 }, free.limits)).toEqual({
      feeds: 3,
      channels: 2,
      seats: 1,
    });
    expect(downgradeStops({ feeds: 5, channels: 0, seats: 0, members: 0 }, free.limits)).toEqual({
      feeds: 0,
      channels: 0,
      seats: 0,
    });
  });
  it("stops nothing under an unlimited limit", () => {
    expect(downgradeStops({ feeds: 4000, channels: 300, seats: 12, members: 12 }, max.limits)).toEqual({
      feeds: 0,
      channels: 0,
      seats: 2,
    });
  });
  it("leaves read-only only the members beyond the seats: pending invitations take seats but nobody's access", () => {
    // Max → Pro (3 seats) with 1 member and 3 pending invitations: 4 seats taken, nobody loses access.
    expect(downgradeStops({ feeds: 0, channels: 0, seats: 4, members: 1 }, pro.limits).seats).toBe(0);
    expect(downgradeStops({ feeds: 0, channels: 0, seats: 6, members: 5 }, pro.limits).seats).toBe(2);
  });
  it("stopsAnything is true only when some count is positive", () => {
    expect(stopsAnything({ feeds: 0, channels: 0, seats: 0 })).toBe(false);
    expect(stopsAnything({ feeds: 0, channels: 1, seats: 0 })).toBe(true);
  });
});

describe("stoppedItems", () => {
  it("names only the kinds with something stopped, videos before channels", () => {
    expect(stoppedItems({ feeds: 3, channels: 1 })).toEqual([
      { kind: "videos", count: 3 },
      { kind: "channels", count: 1 },
    ]);
    expect(stoppedItems({ feeds: 0, channels: 2 })).toEqual([{ kind: "channels", count: 2 }]);
    expect(stoppedItems({ feeds: 0, channels: 0 })).toEqual([]);
  });
});

describe("meterFor", () => {
  it("fills in proportion and caps at 100 when over", () => {
    expect(meterFor(250, 1000)).toEqual({ used: 250, limit: 1000, percent: 25, over: false });
    expect(meterFor(7, 5)).toEqual({ used: 7, limit: 5, percent: 100, over: true });
  });
  it("unlimited shows no fill; a zero limit is over as soon as anything is used", () => {
    expect(meterFor(99, null)).toEqual({ used: 99, limit: null, percent: 0, over: false });
    expect(meterFor(0, 0)).toEqual({ used: 0, limit: 0, percent: 0, over: false });
    expect(meterFor(1, 0)).toEqual({ used: 1, limit: 0, percent: 100, over: true });
  });
});

describe("billingAccess", () => {
  it("Owner manages, Admin views, Analyst neither", () => {
    expect(billingAccess(Role.Owner)).toBe("manage");
    expect(billingAccess(Role.Admin)).toBe("view");
    expect(billingAccess(Role.Analyst)).toBe("none");
  });
});

describe("bannersFor", () => {
  it("an active subscription without changes has no banner", () => {
    expect(bannersFor(subscription)).toEqual([]);
  });
  it("past_due carries the grace date; cancel at period end carries the end date", () => {
    expect(
      bannersFor({
        ...subscription,
        status: "past_due",
        grace_until: "2026-12-08T00:00:00.000Z",
        cancel_at_period_end: true,
      }),
    ).toEqual([
      { kind: "past_due", graceUntil: "2026-12-08T00:00:00.000Z" },
      { kind: "ending", endsAt: "2026-12-01T00:00:00.000Z" },
    ]);
  });
  it("a canceled subscription no longer announces its end", () => {
    expect(bannersFor({ ...subscription, status: "canceled", cancel_at_period_end: true })).toEqual([]);
  });
  it("over-limit names what was stopped", () => {
    expect(
      bannersFor({ ...subscription, over_limit: { stopped_feeds: 0, stopped_channels: 2, read_only_members: 1 } }),
    ).toEqual([{ kind: "over_limit", stoppedFeeds: 0, stoppedChannels: 2, readOnlyMembers: 1 }]);
  });
});

describe("paymentState", () => {
  it("maps the spec's enumeration, a refund outranking paid", () => {
    expect(paymentState({ status: 0, refunded: false })).toBe("pending");
    expect(paymentState({ status: 1, refunded: false })).toBe("paid");
    expect(paymentState({ status: 2, refunded: false })).toBe("failed");
    expect(paymentState({ status: 1, refunded: true })).toBe("refunded");
  });
});

describe("cardDigits", () => {
  it("keeps digits only", () => {
    expect(cardDigits("4242 4242-4242 4242")).toBe("4242424242424242");
    expect(cardDigits(" ")).toBe("");
  });
});

describe("checkoutOpen", () => {
  it("an open session takes a card; a paid or expired one does not", () => {
    expect(checkoutOpen("open")).toBe(true);
    expect(checkoutOpen("paid")).toBe(false);
    expect(checkoutOpen("expired")).toBe(false);
  });
});
