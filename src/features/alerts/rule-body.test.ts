// A cleared cooldown field is left out of the rule's body (the API then keeps or defaults it), never sent as 0.
import { describe, expect, it } from "vitest";
import { cooldownHoursOf } from "./rule-body";

describe("the cooldown field", () => {
  it("is left out when cleared or blank", () => {
    expect(cooldownHoursOf("")).toBeUndefined();
    expect(cooldownHoursOf("   ")).toBeUndefined();
  });

  it("sends what was typed, an explicit 0 included", () => {
    expect(cooldownHoursOf("12")).toBe(12);
    expect(cooldownHoursOf("0")).toBe(0);
    expect(cooldownHoursOf(" 1.5 ")).toBe(1.5);
  });
});
