import { describe, expect, it } from "vitest";
import { hashInts, hashString, mulberry32, Random } from "./random";

describe("hashString", () => {
  it("is stable and spreads nearby strings", () => {
    expect(hashString("maya.cooks")).toBe(hashString("maya.cooks"));
    expect(hashString("maya.cooks")).not.toBe(hashString("maya.cook"));
    expect(hashString("a")).toBeGreaterThanOrEqual(0);
    expect(hashString("a")).toBeLessThan(2 ** 32);
  });
});

describe("hashInts", () => {
  it("depends on order and every value", () => {
    expect(hashInts(1, 2)).toBe(hashInts(1, 2));
    expect(hashInts(1, 2)).not.toBe(hashInts(2, 1));
    expect(hashInts(1, 2, 3)).not.toBe(hashInts(1, 2, 4));
  });
});

describe("mulberry32", () => {
  it("repeats its stream for the same seed and stays in [0, 1)", () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const value = a();
      expect(value).toBe(b());
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});

describe("Random", () => {
  it("draws standard normals with mean ≈ 0 and spread ≈ 1", () => {
    const random = new Random(7);
    const draws = Array.from({ length: 20_000 }, () => random.normal());
    const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length;
    const variance = draws.reduce((sum, x) => sum + (x - mean) ** 2, 0) / draws.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });

  it("keeps int() within its bounds, both included", () => {
    const random = new Random(1);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(3, 5)));
    expect([...seen].sort()).toEqual([3, 4, 5]);
  });
});
