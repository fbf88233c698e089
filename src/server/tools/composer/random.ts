// Seeded randomness: every run starts from a crypto-random seed (results differ between runs), tests may pass a
// fixed one to reproduce a failure.
import "server-only";
import { randomInt } from "node:crypto";
import { mulberry32 } from "@/domain/mulberry32";

export interface Rng {
  next(): number;
  int(maxExclusive: number): number;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order (fewer if the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
}

export function createRng(seed: number = randomInt(0, 2 ** 32 - 1)): Rng {
  const next = mulberry32(seed);
  const int = (max: number) => Math.floor(next() * max);
  const shuffle = <T>(items: readonly T[]) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = int(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  };
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
    sample: <T>(items: readonly T[], count: number) => shuffle(items).slice(0, count),
    shuffle,
  };
}
