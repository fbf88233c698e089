import { describe, expect, it } from "vitest";
import { leadersOf } from "./leaders";

const row = (...values: (number | null)[]) => values.map((value, index) => ({ id: index + 1, value }));

describe("leadersOf", () => {
  it("marks the single highest value when higher is better", () => {
    expect(leadersOf(row(10, 30, 20), "higher")).toEqual([2]);
  });

  it("marks the single lowest value when lower is better", () => {
    expect(leadersOf(row(10, 30, 5, 20), "lower")).toEqual([3]);
  });

  it("marks every channel on a tie, in input order", () => {
    expect(leadersOf(row(30, 10, 30, 30), "higher")).toEqual([1, 3, 4]);
    expect(leadersOf(row(0, 4, 0), "lower")).toEqual([1, 3]);
  });

  it("never lets an unknown value lead, whichever direction", () => {
    expect(leadersOf(row(null, 3, null), "higher")).toEqual([2]);
    expect(leadersOf(row(null, 3, null), "lower")).toEqual([2]);
    expect(leadersOf(row(Number.NaN, 1, Number.POSITIVE_INFINITY), "higher")).toEqual([2]);
    expect(leadersOf(row(Number.NEGATIVE_INFINITY, 1), "lower")).toEqual([2]);
  });

  it("has no leader when nothing is known", () => {
    expect(leadersOf(row(null, null), "higher")).toEqual([]);
    expect(leadersOf([], "lower")).toEqual([]);
  });

  it("treats 0 as a known value that can lead", () => {
    expect(leadersOf(row(null, 0), "higher")).toEqual([2]);
    expect(leadersOf(row(-5, 0), "higher")).toEqual([2]);
  });
});
