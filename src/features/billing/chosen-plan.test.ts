// The chosen plan read from a query string: only a paid plan counts, and the period defaults to monthly.
import { describe, expect, it } from "vitest";
import { chosenPlanQuery, readChosenPlan, subscriptionsHref } from "./chosen-plan";

const read = (query: string) => readChosenPlan(new URLSearchParams(query));

describe("readChosenPlan", () => {
  it("reads a paid plan with its period", () => {
    expect(read("plan=pro&period=yearly")).toEqual({ plan: "pro", period: "yearly" });
    expect(read("period=monthly&plan=max")).toEqual({ plan: "max", period: "monthly" });
  });

  it("defaults an absent or unknown period to monthly", () => {
    expect(read("plan=max")).toEqual({ plan: "max", period: "monthly" });
    expect(read("plan=pro&period=weekly")).toEqual({ plan: "pro", period: "monthly" });
  });

  it("ignores Free, unknown plans and a missing plan", () => {
    expect(read("plan=free&period=yearly")).toBeNull();
    expect(read("plan=enterprise")).toBeNull();
    expect(read("plan=PRO")).toBeNull();
    expect(read("period=yearly")).toBeNull();
    expect(read("")).toBeNull();
  });

  it("writes the choice back as the query the subscriptions page reads", () => {
    expect(chosenPlanQuery({ plan: "max", period: "yearly" })).toBe("plan=max&period=yearly");
    expect(subscriptionsHref({ plan: "pro", period: "monthly" })).toBe(
      "/dashboard/subscriptions/?plan=pro&period=monthly",
    );
    expect(read(chosenPlanQuery({ plan: "max", period: "yearly" }))).toEqual({ plan: "max", period: "yearly" });
  });
});
