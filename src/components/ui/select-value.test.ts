import { describe, expect, it } from "vitest";
import { EMPTY_OPTION, fromRadixValue, toRadixValue } from "./select-value";

describe("select value mapping", () => {
  it("carries the empty 'all' value across Radix as a sentinel and back", () => {
    expect(toRadixValue("")).toBe("__empty__");
    expect(fromRadixValue("__empty__")).toBe("");
    expect(EMPTY_OPTION).not.toBe("");
  });

  it("leaves every other value as it is, both ways", () => {
    for (const value of ["youtube", "0", "tracked_at:desc", " ", "__empty"]) {
      expect(toRadixValue(value)).toBe(value);
      expect(fromRadixValue(value)).toBe(value);
    }
  });
});
