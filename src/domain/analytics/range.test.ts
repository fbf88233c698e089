import { describe, expect, it } from "vitest";
import { rangeOf } from "./range";
import { forAll } from "./testing/seeded-random";

describe("rangeOf", () => {
  it("is null for no values", () => {
    expect(rangeOf([])).toBeNull();
  });

  it("is a point for one value", () => {
    expect(rangeOf([7])).toEqual({ min: 7, max: 7 });
  });

  it("finds the smallest and largest in any order", () => {
    expect(rangeOf([5, 0, 12, 3])).toEqual({ min: 0, max: 12 });
    expect(rangeOf([2.5, 2.5])).toEqual({ min: 2.5, max: 2.5 });
  });

  it("handles more values than a spread call could take", () => {
    const values = Array.from({ length: 300_000 }, (_, index) => index);
    expect(rangeOf(values)).toEqual({ min: 0, max: 299_999 });
  });

  it("property: agrees with Math.min and Math.max", () => {
    forAll(200, (random) => {
      const values = Array.from({ length: random.int(1, 40) }, () => random.int(-500, 500));
      expect(rangeOf(values)).toEqual({ min: Math.min(...values), max: Math.max(...values) });
    });
  });
});
