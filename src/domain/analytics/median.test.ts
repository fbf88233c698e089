import { describe, expect, it } from "vitest";
import { median } from "./median";
import { rangeOf } from "./range";
import { forAll } from "./testing/seeded-random";

describe("median", () => {
  it("is null for no values", () => {
    expect(median([])).toBeNull();
  });

  it("is the value itself for one value", () => {
    expect(median([42])).toBe(42);
    expect(median([0])).toBe(0);
  });

  it("is the middle value of an odd count, whatever the order", () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([100, 1, 2, 3, 99])).toBe(3);
  });

  it("is the mean of the two middle values of an even count", () => {
    expect(median([1, 2])).toBe(1.5);
    expect(median([10, 1, 4, 3])).toBe(3.5);
    expect(median([0, 0, 1, 1])).toBe(0.5);
  });

  it("sorts numerically, not as strings", () => {
    expect(median([9, 10, 100])).toBe(10);
  });

  it("does not reorder the caller's array", () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it("stays finite for values near the top of the number range", () => {
    expect(median([Number.MAX_VALUE, Number.MAX_VALUE])).toBe(Number.MAX_VALUE);
  });

  it("property: lies within min..max and does not depend on order", () => {
    forAll(300, (random) => {
      const values = Array.from({ length: random.int(1, 30) }, () => random.int(0, 1000));
      const result = median(values);
      const range = rangeOf(values);
      expect(result).not.toBeNull();
      expect(range).not.toBeNull();
      if (result === null || range === null) return;
      expect(result).toBeGreaterThanOrEqual(range.min);
      expect(result).toBeLessThanOrEqual(range.max);
      expect(median([...values].reverse())).toBe(result);
    });
  });

  it("property: at most half of the values lie strictly on either side", () => {
    forAll(300, (random) => {
      const values = Array.from({ length: random.int(1, 30) }, () => random.int(0, 20));
      const result = median(values) ?? Number.NaN;
      expect(values.filter((value) => value < result).length).toBeLessThanOrEqual(values.length / 2);
      expect(values.filter((value) => value > result).length).toBeLessThanOrEqual(values.length / 2);
    });
  });

  it("property: scales with its inputs", () => {
    forAll(200, (random) => {
      const values = Array.from({ length: random.int(1, 25) }, () => random.int(0, 10_000));
      const factor = random.int(1, 50);
      expect(median(values.map((value) => value * factor))).toBe((median(values) ?? 0) * factor);
    });
  });
});
