// Seeded randomness for the demo platform: a string hash (FNV-1a with a murmur3 finalizer) and mulberry32.
// Everything the sandbox makes up comes from here, so the same inputs give the same data on every run and every
// machine. Math.random is never used.
import "server-only";
import { mulberry32 } from "@/domain/mulberry32";

export { mulberry32 };

/** Murmur3's final mix: spreads nearby inputs (handles that differ by one letter) far apart. */
function finalize(value: number): number {
  let h = value;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A 32-bit hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return finalize(h);
}

/** A 32-bit hash of a few unsigned integers (an account key and an upload number…). */
export function hashInts(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) h = finalize((h ^ value) + 0x7f4a7c15);
  return h;
}

/** The draws the demo model needs, over one seeded stream. */
export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** Uniform in [0, 1). */
  unit(): number {
    return this.next();
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** A whole number in [min, max]. */
  int(min: number, max: number): number {
    return Math.floor(this.between(min, max + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Standard normal (Box–Muller); 1 − u keeps the logarithm away from 0. */
  normal(): number {
    const u = 1 - this.next();
    const v = this.next();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal with the given median; `sigma` is the spread of its logarithm. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("Random.pick needs a non-empty list");
    return item;
  }

  /** 32 random bits, to seed another stream. */
  seed(): number {
    return Math.floor(this.next() * 4_294_967_296) >>> 0;
  }
}
