import { describe, expect, it } from "vitest";
import { knownCount, knownCounts, knownDate, ratioOrNull } from "./known";

describe("knownCount", () => {
  it.each([0, 1, 12.5, 1_000_000_000, Number.MAX_SAFE_INTEGER])("keeps %d", (value) => {
    expect(knownCount(value)).toBe(value);
  });

  it.each([
    null,
    undefined,
    -1,
    -0.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    Number.MAX_SAFE_INTEGER + 2,
  ])("treats %s as unknown", (value) => {
    expect(knownCount(value)).toBeNull();
  });
});

describe("knownCounts", () => {
  it("keeps the known values in order and drops the rest", () => {
    expect(knownCounts([3, null, 0, Number.NaN, -2, 7, undefined])).toEqual([3, 0, 7]);
  });

  it("accepts any iterable", () => {
    expect(knownCounts(new Set([1, null, 2]))).toEqual([1, 2]);
  });
});

describe("knownDate", () => {
  it("keeps a valid date (same instance)", () => {
    const date = new Date("2024-05-01T10:00:00Z");
    expect(knownDate(date)).toBe(date);
  });

  it("treats null, undefined and Invalid Date as unknown", () => {
    expect(knownDate(null)).toBeNull();
    expect(knownDate(undefined)).toBeNull();
    expect(knownDate(new Date("not a date"))).toBeNull();
  });
});

describe("ratioOrNull", () => {
  it("divides", () => {
    expect(ratioOrNull(10, 4)).toBe(2.5);
    expect(ratioOrNull(0, 4)).toBe(0);
  });

  it("is null for a zero denominator, including 0 / 0", () => {
    expect(ratioOrNull(5, 0)).toBeNull();
    expect(ratioOrNull(0, 0)).toBeNull();
    expect(ratioOrNull(5, -0)).toBeNull();
  });

  it("is null when the quotient overflows", () => {
    expect(ratioOrNull(Number.MAX_SAFE_INTEGER, Number.MIN_VALUE)).toBeNull();
  });
});
