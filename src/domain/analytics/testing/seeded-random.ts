// A tiny seeded generator for the property tests (fast-check is not a dependency). Seeded, so a failing case
// reproduces: forAll reports the run's seed, and the same seed always builds the same input.
import { mulberry32 } from "@/domain/mulberry32";
import type { Snapshot, VideoStats } from "../types";

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

export function seededRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error("pick from an empty list");
      return item;
    },
  };
}

/** Runs the property for `runs` seeds; a failure names the seed so the case can be replayed alone. */
export function forAll(runs: number, property: (random: Random, seed: number) => void, firstSeed = 1): void {
  for (let seed = firstSeed; seed < firstSeed + runs; seed += 1) {
    try {
      property(seededRandom(seed), seed);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`property failed for seed ${seed}: ${message}`, { cause: error });
    }
  }
}

export interface VideoShape {
  /** Probability that each count, the duration and the publish time are unknown. */
  unknownRate?: number;
  /** Probability of a zero count, so zero medians and zero views come up often. */
  zeroRate?: number;
  maxViews?: number;
}

const EPOCH_2024 = Date.UTC(2024, 0, 1);
const YEAR_MS = 366 * 24 * 3600 * 1000;

function count(random: Random, max: number, shape: Required<VideoShape>): number | null {
  if (random.chance(shape.unknownRate)) return null;
  if (random.chance(shape.zeroRate)) return 0;
  // Skewed towards small values with a long tail, like real view counts; sometimes a huge outlier.
  const scale = random.chance(0.1) ? max : Math.max(1, Math.floor(max / 1000));
  return Math.floor(random.next() ** 2 * scale);
}

export function randomVideo(random: Random, index: number, shape: VideoShape = {}): VideoStats {
  const full: Required<VideoShape> = { unknownRate: 0.15, zeroRate: 0.05, maxViews: 50_000_000, ...shape };
  const views = count(random, full.maxViews, full);
  const part = (divisor: number) => count(random, Math.max(1, Math.floor(full.maxViews / divisor)), full);
  return {
    id: `v${index}`,
    views,
    likes: part(10),
    comments: part(200),
    shares: part(100),
    bookmarks: part(150),
    durationSeconds: random.chance(full.unknownRate) ? null : random.int(0, 400) + (random.chance(0.2) ? 0.5 : 0),
    publishedAt: random.chance(full.unknownRate) ? null : new Date(EPOCH_2024 + Math.floor(random.next() * YEAR_MS)),
  };
}

export function randomVideos(random: Random, maxLength = 40, shape: VideoShape = {}): VideoStats[] {
  const length = random.int(0, maxLength);
  return Array.from({ length }, (_, index) => randomVideo(random, index, shape));
}

/** A snapshot series whose counts never decrease (true of real counters, barring platform corrections). */
export function randomMonotonicSnapshots(random: Random, maxLength = 30): Snapshot[] {
  const length = random.int(0, maxLength);
  let time = EPOCH_2024;
  let views = random.int(0, 1000);
  let likes = random.int(0, 100);
  const snapshots: Snapshot[] = [];
  for (let index = 0; index < length; index += 1) {
    time += random.int(1, 72) * 3600 * 1000;
    views += random.int(0, 5000);
    likes += random.int(0, 500);
    snapshots.push({
      capturedAt: new Date(time),
      views: random.chance(0.1) ? null : views,
      likes,
      comments: random.chance(0.5) ? null : index,
      shares: null,
      bookmarks: index * 2,
    });
  }
  // Shuffled: the growth functions must not rely on the caller's order.
  for (let index = snapshots.length - 1; index > 0; index -= 1) {
    const other = random.int(0, index);
    const a = snapshots[index];
    const b = snapshots[other];
    if (a && b) {
      snapshots[index] = b;
      snapshots[other] = a;
    }
  }
  return snapshots;
}
