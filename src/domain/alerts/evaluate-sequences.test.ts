// Long seeded sequences against oracles written from the rules' wording (issue 16, item 3), not from the code:
// Total fires where the latest known value is at or above the threshold and the known value before it was below
// (or there was none); Increment fires where both captures are known, the change reaches the threshold and the
// cooldown has passed since its last firing; Outlier fires at the first multiple at or above the threshold only.
import { describe, expect, it } from "vitest";
import { mulberry32 } from "../mulberry32";
import { evaluateRule } from "./evaluate";
import { AlertMetric, type AlertRule, EMPTY_MEMORY, type RuleItemMemory } from "./types";

const HOUR = 3_600_000;
const T0 = Date.UTC(2026, 10, 1);
const ITEM = { kind: "feed", id: 1 } as const;

/** A wandering series of view counts with unknown values and downward corrections. */
function series(seed: number, length: number): (number | null)[] {
  const random = mulberry32(seed);
  let value = 900 + Math.floor(random() * 200);
  return Array.from({ length }, () => {
    value = Math.max(0, value + Math.floor((random() - 0.45) * 300));
    return random() < 0.1 ? null : value;
  });
}

function firings(rule: AlertRule, values: readonly (number | null)[], median: number | null = null): number[] {
  let memory: RuleItemMemory = EMPTY_MEMORY;
  const fired: number[] = [];
  values.forEach((views, hour) => {
    const capture = (h: number, v: number | null) => ({
      capturedAt: new Date(T0 + h * HOUR),
      views: v,
      likes: null,
      comments: null,
      shares: null,
      bookmarks: null,
    });
    const snapshots = {
      now: capture(hour, views),
      before: hour === 0 ? null : capture(hour - 1, values[hour - 1] ?? null),
      accountMedianViews: median,
    };
    const result = evaluateRule({ rule, item: ITEM, snapshots, memory, now: new Date(T0 + hour * HOUR) });
    if (result.fired) fired.push(hour);
    memory = result.memory;
  });
  return fired;
}

const SEEDS = Array.from({ length: 40 }, (_, i) => i + 1);

describe("seeded sequences against the rules' wording", () => {
  it.each(SEEDS)("Total, seed %i", (seed) => {
    const values = series(seed, 200);
    const threshold = 1000;
    const expected: number[] = [];
    let lastKnown: number | null = null;
    values.forEach((value, hour) => {
      if (value === null) return;
      if (value >= threshold && (lastKnown === null || lastKnown < threshold)) expected.push(hour);
      lastKnown = value;
    });
    const rule: AlertRule = { id: 1, metric: AlertMetric.Views, calculation: 2, threshold, cooldownHours: 6 };
    expect(firings(rule, values)).toEqual(expected);
  });

  it.each(SEEDS)("Increment with a 5 h cooldown, seed %i", (seed) => {
    const values = series(seed, 200);
    const threshold = 60;
    const expected: number[] = [];
    let last: number | null = null;
    values.forEach((value, hour) => {
      const before = hour === 0 ? null : (values[hour - 1] ?? null);
      if (value === null || before === null || value - before < threshold) return;
      if (last !== null && hour - last < 5) return;
      expected.push(hour);
      last = hour;
    });
    const rule: AlertRule = { id: 1, metric: AlertMetric.Views, calculation: 1, threshold, cooldownHours: 5 };
    expect(firings(rule, values)).toEqual(expected);
  });

  it.each(SEEDS)("Outlier at 1.1× a median of 1,000, seed %i", (seed) => {
    const values = series(seed, 200);
    const first = values.findIndex((value) => value !== null && value / 1000 >= 1.1);
    const rule: AlertRule = {
      id: 1,
      metric: AlertMetric.OutlierMultiple,
      calculation: 2,
      threshold: 1.1,
      cooldownHours: 6,
    };
    expect(firings(rule, values, 1000)).toEqual(first === -1 ? [] : [first]);
  });

  it("the sequences exercise the rules (firings, silences and unknowns all occur)", () => {
    const totals = SEEDS.map((seed) => {
      const values = series(seed, 200);
      const rule: AlertRule = { id: 1, metric: AlertMetric.Views, calculation: 2, threshold: 1000, cooldownHours: 6 };
      return { fired: firings(rule, values).length, unknown: values.filter((v) => v === null).length };
    });
    expect(totals.filter((t) => t.fired > 1).length).toBeGreaterThan(10);
    expect(totals.every((t) => t.unknown > 0)).toBe(true);
    const increment: AlertRule = { id: 1, metric: AlertMetric.Views, calculation: 1, threshold: 60, cooldownHours: 5 };
    expect(SEEDS.filter((seed) => firings(increment, series(seed, 200)).length > 1).length).toBeGreaterThan(10);
    expect(SEEDS.some((seed) => series(seed, 200).some((v) => v !== null && v < 1100))).toBe(true);
  });
});
