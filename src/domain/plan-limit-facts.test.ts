import { describe, expect, it } from "vitest";
import { planLimitFacts } from "./plan-limit-facts";

describe("planLimitFacts", () => {
  it("names the team's limit and the plan that lifts it, from the catalogue", () => {
    // Plan cards: Free 5 feeds and no channels, Pro 1,000 feeds and 20 channels, Max unlimited channels.
    expect(planLimitFacts("channels", "free", "pro")).toEqual({
      kind: "channels",
      current: { label: "Free", limit: 0 },
      lifting: { label: "Pro", limit: 20 },
    });
    expect(planLimitFacts("feeds", "free", "pro")).toEqual({
      kind: "feeds",
      current: { label: "Free", limit: 5 },
      lifting: { label: "Pro", limit: 1000 },
    });
    expect(planLimitFacts("channels", "pro", "max")).toEqual({
      kind: "channels",
      current: { label: "Pro", limit: 20 },
      lifting: { label: "Max", limit: null },
    });
  });

  it("names Max's 100 priority items below Max and at Max's own limit (issue 18 item 3)", () => {
    expect(planLimitFacts("priority", "pro", "max")).toEqual({
      kind: "priority",
      current: { label: "Pro", limit: 0 },
      lifting: { label: "Max", limit: 100 },
    });
    expect(planLimitFacts("priority", "max", undefined)).toEqual({
      kind: "priority",
      current: { label: "Max", limit: 100 },
      lifting: null,
    });
  });

  it("names seats and alert rules the same way (plan cards: seats Free 0, Pro 3, Max 10; rules 0, 20, 200)", () => {
    expect(planLimitFacts("seats", "free", "pro")).toEqual({
      kind: "seats",
      current: { label: "Free", limit: 0 },
      lifting: { label: "Pro", limit: 3 },
    });
    expect(planLimitFacts("seats", "pro", "max")).toEqual({
      kind: "seats",
      current: { label: "Pro", limit: 3 },
      lifting: { label: "Max", limit: 10 },
    });
    expect(planLimitFacts("alertRules", "free", "pro")).toEqual({
      kind: "alertRules",
      current: { label: "Free", limit: 0 },
      lifting: { label: "Pro", limit: 20 },
    });
    expect(planLimitFacts("alertRules", "pro", "max")).toEqual({
      kind: "alertRules",
      current: { label: "Pro", limit: 20 },
      lifting: { label: "Max", limit: 200 },
    });
    // Max is the largest plan: its rule limit is named with no plan that lifts it.
    expect(planLimitFacts("alertRules", "max", undefined)?.lifting).toBeNull();
  });

  it("says nothing specific without a known kind, and names no lifting plan it cannot find", () => {
    expect(planLimitFacts(undefined, "free", "pro")).toBeNull();
    expect(planLimitFacts("members", "free", "pro")).toBeNull();
    expect(planLimitFacts("channels", "max", null)).toBeNull();
    expect(planLimitFacts("feeds", "max", undefined)).toEqual({
      kind: "feeds",
      current: { label: "Max", limit: 5000 },
      lifting: null,
    });
    expect(planLimitFacts("feeds", "pro", "pro")?.lifting).toBeNull();
    expect(planLimitFacts("feeds", "pro", "gold")?.lifting).toBeNull();
  });
});
