import { describe, expect, it } from "vitest";
import { forAll, randomMonotonicSnapshots, randomVideos, seededRandom } from "./seeded-random";

describe("seededRandom", () => {
  it("repeats the same sequence for the same seed and differs across seeds", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const c = seededRandom(43);
    const seqA = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA);
  });

  it("keeps next in [0, 1) and int within its inclusive bounds, reaching both ends", () => {
    const random = seededRandom(7);
    const ints = new Set<number>();
    for (let index = 0; index < 2000; index += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      ints.add(random.int(-2, 2));
    }
    expect([...ints].sort()).toEqual([-1, -2, 0, 1, 2].sort());
  });

  it("pick throws on an empty list instead of returning undefined", () => {
    expect(() => seededRandom(1).pick([])).toThrow();
  });
});

describe("forAll", () => {
  it("names the failing seed", () => {
    expect(() =>
      forAll(10, (_random, seed) => {
        if (seed === 4) throw new Error("boom");
      }),
    ).toThrow("property failed for seed 4: boom");
  });

  it("builds the same videos and snapshots from the same seed", () => {
    expect(randomVideos(seededRandom(9))).toEqual(randomVideos(seededRandom(9)));
    expect(randomMonotonicSnapshots(seededRandom(9))).toEqual(randomMonotonicSnapshots(seededRandom(9)));
  });
});
