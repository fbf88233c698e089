import { describe, expect, it } from "vitest";
import { cooldownOver, evaluateRule } from "./evaluate";
import {
  AlertMetric,
  type AlertMetricValue,
  type AlertRule,
  EMPTY_MEMORY,
  type MetricSnapshot,
  type RuleItemMemory,
} from "./types";

const T0 = new Date("2026-11-25T00:00:00.000Z");
const at = (hours: number, seconds = 0) => new Date(T0.getTime() + hours * 3_600_000 + seconds * 1000);
const FEED = { kind: "feed", id: 42 } as const;

const snap = (capturedAt: Date, counts: Partial<Omit<MetricSnapshot, "capturedAt">>): MetricSnapshot => ({
  capturedAt,
  views: null,
  likes: null,
  comments: null,
  shares: null,
  bookmarks: null,
  ...counts,
});
const views = (capturedAt: Date, value: number | null) => snap(capturedAt, { views: value });

const totalRule = (threshold: number, metric: AlertMetricValue = AlertMetric.Views): AlertRule => ({
  id: 7,
  metric,
  calculation: 2,
  threshold,
  cooldownHours: 6,
});
const incrementRule = (threshold: number, metric: AlertMetricValue = AlertMetric.Views): AlertRule => ({
  id: 8,
  metric,
  calculation: 1,
  threshold,
  cooldownHours: 6,
});
const outlierRule = (multiple: number): AlertRule => ({
  id: 9,
  metric: AlertMetric.OutlierMultiple,
  calculation: 2,
  threshold: multiple,
  cooldownHours: 6,
});

/** Feeds a series of view counts (one capture an hour) through a rule, returning which captures fired. */
function run(rule: AlertRule, series: readonly (number | null)[], median: number | null = null) {
  let memory: RuleItemMemory = EMPTY_MEMORY;
  const fired: number[] = [];
  series.forEach((value, hour) => {
    const before = hour === 0 ? null : views(at(hour - 1), series[hour - 1] ?? null);
    const result = evaluateRule({
      rule,
      item: FEED,
      snapshots: { now: views(at(hour), value), before, accountMedianViews: median },
      memory,
      now: at(hour),
    });
    if (result.fired) fired.push(hour);
    memory = result.memory;
  });
  return { fired, memory };
}

describe("Total rules fire once per crossing", () => {
  it("fires at the first capture at or above the threshold, then stays silent while above", () => {
    expect(run(totalRule(1000), [500, 999, 1000, 5000, 9000]).fired).toEqual([2]);
  });

  it("fires on the first sight when the value is already above (a new rule on a big video)", () => {
    expect(run(totalRule(1000), [2000, 3000]).fired).toEqual([0]);
  });

  it("fires again only after the value has been below: up, down, up", () => {
    // 1200 ≥ 1000 fires; 800 re-arms; 1100 fires; 1100 again stays silent; 999 re-arms; 1000 fires (equality).
    expect(run(totalRule(1000), [1200, 800, 1100, 1100, 999, 1000]).fired).toEqual([0, 2, 5]);
  });

  it("exact equality with the threshold fires; one below does not", () => {
    expect(run(totalRule(1000), [1000]).fired).toEqual([0]);
    expect(run(totalRule(1000), [999]).fired).toEqual([]);
  });

  it("an unknown value neither fires nor re-arms the rule", () => {
    // 1500 fires; null leaves "above" remembered; 1600 stays silent.
    expect(run(totalRule(1000), [1500, null, 1600]).fired).toEqual([0]);
    // 500 arms; null keeps it armed; 1500 fires.
    expect(run(totalRule(1000), [500, null, 1500]).fired).toEqual([2]);
  });

  it("stores when it fired and that the value is above", () => {
    const { memory } = run(totalRule(1000), [500, 1500]);
    expect(memory).toEqual({ lastFiredAt: at(1), belowThreshold: false, outlierFired: false });
  });

  it("writes no memory for an item that stays below, and re-arms after a fire once below", () => {
    expect(run(totalRule(1000), [10, 20, 30]).memory).toBe(EMPTY_MEMORY);
    expect(run(totalRule(1000), [1500, 900]).memory).toEqual({
      lastFiredAt: at(0),
      belowThreshold: true,
      outlierFired: false,
    });
  });

  it("reports the latest value and the one before", () => {
    const result = evaluateRule({
      rule: totalRule(1000),
      item: FEED,
      snapshots: { now: views(at(1), 1500), before: views(at(0), 900), accountMedianViews: null },
      memory: EMPTY_MEMORY,
      now: at(1),
    });
    expect(result.fired).toMatchObject({ value: 1500, current: 1500, previous: 900, threshold: 1000, ruleId: 7 });
  });
});

describe("Increment rules fire on each cycle whose change reaches the threshold, once per cooldown", () => {
  const cycle = (before: number | null, now: number | null, memory: RuleItemMemory, when: Date) =>
    evaluateRule({
      rule: incrementRule(100),
      item: FEED,
      snapshots: { now: views(when, now), before: views(at(-1), before), accountMedianViews: null },
      memory,
      now: when,
    });

  it("fires when now − before reaches the threshold, equality included", () => {
    expect(cycle(1000, 1100, EMPTY_MEMORY, at(0)).fired?.value).toBe(100);
    expect(cycle(1000, 1099, EMPTY_MEMORY, at(0)).fired).toBeNull();
    expect(cycle(0, 5000, EMPTY_MEMORY, at(0)).fired).toMatchObject({ value: 5000, current: 5000, previous: 0 });
  });

  it("never fires on a negative change (a platform correcting its counts down)", () => {
    expect(cycle(5000, 3000, EMPTY_MEMORY, at(0)).fired).toBeNull();
    expect(cycle(5000, 5000, EMPTY_MEMORY, at(0)).fired).toBeNull();
  });

  it("an unknown now or before value never fires and keeps the memory object", () => {
    const memory: RuleItemMemory = { lastFiredAt: null, belowThreshold: null, outlierFired: false };
    const unknownNow = cycle(1000, null, memory, at(0));
    const unknownBefore = cycle(null, 5000, memory, at(0));
    expect(unknownNow).toEqual({ fired: null, memory });
    expect(unknownNow.memory).toBe(memory);
    expect(unknownBefore.memory).toBe(memory);
    expect(unknownBefore.fired).toBeNull();
  });

  it("an item captured once (no earlier capture) does not fire", () => {
    const result = evaluateRule({
      rule: incrementRule(100),
      item: FEED,
      snapshots: { now: views(at(0), 1_000_000), before: null, accountMedianViews: null },
      memory: EMPTY_MEMORY,
      now: at(0),
    });
    expect(result.fired).toBeNull();
  });

  it("respects the 6 h cooldown to the second", () => {
    const firedAt: RuleItemMemory = { lastFiredAt: at(0), belowThreshold: null, outlierFired: false };
    expect(cycle(0, 500, firedAt, at(6, -1)).fired).toBeNull();
    expect(cycle(0, 500, firedAt, at(6)).fired).not.toBeNull();
    expect(cycle(0, 500, firedAt, at(6, 1)).fired).not.toBeNull();
    expect(cycle(0, 500, firedAt, at(6, 1)).memory.lastFiredAt).toEqual(at(6, 1));
  });

  it("fires on consecutive hourly cycles only once the cooldown has passed", () => {
    // +200 every hour from hour 1 (hour 0 has no earlier capture): fires at 1, then 7 and 13.
    const series = Array.from({ length: 14 }, (_, hour) => 1000 + hour * 200);
    expect(run(incrementRule(100), series).fired).toEqual([1, 7, 13]);
  });

  it("a suppressed cycle does not move the cooldown", () => {
    const firedAt: RuleItemMemory = { lastFiredAt: at(0), belowThreshold: null, outlierFired: false };
    const suppressed = cycle(0, 500, firedAt, at(3));
    expect(suppressed.memory).toBe(firedAt);
  });
});

describe("Outlier rules fire once per video", () => {
  it("fires when views / median first reach the multiple, and never again", () => {
    // median 100: multiples 5, 9.99, 10, 20, 3, 15 → fires at hour 2 only.
    expect(run(outlierRule(10), [500, 999, 1000, 2000, 300, 1500], 100).fired).toEqual([2]);
  });

  it("reports the multiple, not the views", () => {
    const result = evaluateRule({
      rule: outlierRule(10),
      item: FEED,
      snapshots: { now: views(at(1), 2500), before: views(at(0), 500), accountMedianViews: 200 },
      memory: EMPTY_MEMORY,
      now: at(1),
    });
    expect(result.fired).toMatchObject({ value: 12.5, current: 12.5, previous: 2.5, threshold: 10 });
    expect(result.memory.outlierFired).toBe(true);
  });

  it("an unknown or zero median, or unknown views, never fires", () => {
    expect(run(outlierRule(10), [5000], null).fired).toEqual([]);
    expect(run(outlierRule(10), [5000], 0).fired).toEqual([]);
    expect(run(outlierRule(10), [null], 100).fired).toEqual([]);
  });

  it("ignores the calculation: an Increment outlier rule still compares the level", () => {
    const rule: AlertRule = { ...outlierRule(10), calculation: 1 };
    expect(run(rule, [1000, 1000], 100).fired).toEqual([0]);
  });

  it("a memory that already fired stays silent", () => {
    const result = evaluateRule({
      rule: outlierRule(10),
      item: FEED,
      snapshots: { now: views(at(0), 5000), before: null, accountMedianViews: 100 },
      memory: { lastFiredAt: null, belowThreshold: null, outlierFired: true },
      now: at(0),
    });
    expect(result.fired).toBeNull();
  });
});

describe("engagement with unknown parts", () => {
  it("Total sums the known parts", () => {
    const result = evaluateRule({
      rule: totalRule(150, AlertMetric.Engagement),
      item: FEED,
      snapshots: {
        now: snap(at(0), { likes: 100, comments: null, shares: 40, bookmarks: 10 }),
        before: null,
        accountMedianViews: null,
      },
      memory: EMPTY_MEMORY,
      now: at(0),
    });
    expect(result.fired?.value).toBe(150);
  });

  it("Total with every part unknown never fires", () => {
    const result = evaluateRule({
      rule: totalRule(0, AlertMetric.Engagement),
      item: FEED,
      snapshots: { now: snap(at(0), { views: 99 }), before: null, accountMedianViews: null },
      memory: EMPTY_MEMORY,
      now: at(0),
    });
    expect(result).toEqual({ fired: null, memory: EMPTY_MEMORY });
  });

  it("Increment counts only parts known in both captures (a part that appears is not growth)", () => {
    // likes 100 → 130 (+30), comments 10 → 15 (+5), shares unknown → 500 (left out), bookmarks unknown in both.
    const snapshots = {
      now: snap(at(1), { likes: 130, comments: 15, shares: 500 }),
      before: snap(at(0), { likes: 100, comments: 10, shares: null }),
      accountMedianViews: null,
    };
    const reach35 = evaluateRule({
      rule: incrementRule(35, AlertMetric.Engagement),
      item: FEED,
      snapshots,
      memory: EMPTY_MEMORY,
      now: at(1),
    });
    const reach36 = evaluateRule({
      rule: incrementRule(36, AlertMetric.Engagement),
      item: FEED,
      snapshots,
      memory: EMPTY_MEMORY,
      now: at(1),
    });
    expect(reach35.fired).toMatchObject({ value: 35, current: 645, previous: 110 });
    expect(reach36.fired).toBeNull();
  });

  it("Increment with no part known in both captures never fires", () => {
    const result = evaluateRule({
      rule: incrementRule(1, AlertMetric.Engagement),
      item: FEED,
      snapshots: {
        now: snap(at(1), { likes: 100 }),
        before: snap(at(0), { comments: 10 }),
        accountMedianViews: null,
      },
      memory: EMPTY_MEMORY,
      now: at(1),
    });
    expect(result.fired).toBeNull();
  });
});

describe("each count metric reads its own field", () => {
  const counts = { views: 1, likes: 2, comments: 3, shares: 4, bookmarks: 5 };
  const cases: [AlertMetricValue, number][] = [
    [AlertMetric.Views, 1],
    [AlertMetric.Likes, 2],
    [AlertMetric.Comments, 3],
    [AlertMetric.Shares, 4],
    [AlertMetric.Bookmarks, 5],
    [AlertMetric.Engagement, 14],
  ];
  it.each(cases)("metric %i reads %i", (metric, expected) => {
    const result = evaluateRule({
      rule: totalRule(0, metric),
      item: FEED,
      snapshots: { now: snap(at(0), counts), before: null, accountMedianViews: null },
      memory: EMPTY_MEMORY,
      now: at(0),
    });
    expect(result.fired?.value).toBe(expected);
  });

  it("a metric outside the enumeration or a threshold that is not a number never fires", () => {
    const rule = { ...totalRule(0), metric: 8 as AlertMetricValue };
    expect(run(rule, [5000]).fired).toEqual([]);
    expect(run(totalRule(Number.NaN), [5000]).fired).toEqual([]);
  });

  it("garbage counts (negative, NaN) are unknown", () => {
    for (const value of [-1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(run(totalRule(0), [value]).fired).toEqual([]);
    }
  });
});

describe("cooldownOver", () => {
  it("is true without a previous firing and from exactly the cooldown on", () => {
    expect(cooldownOver(null, 6, at(0))).toBe(true);
    expect(cooldownOver(at(0), 6, at(6, -1))).toBe(false);
    expect(cooldownOver(at(0), 6, at(6))).toBe(true);
    expect(cooldownOver(at(0), 0, at(0))).toBe(true);
  });

  it("treats a negative cooldown as none, a non-number as 6 h, an invalid last firing as none", () => {
    expect(cooldownOver(at(0), -3, at(0))).toBe(true);
    expect(cooldownOver(at(0), Number.NaN, at(6, -1))).toBe(false);
    expect(cooldownOver(at(0), Number.NaN, at(6))).toBe(true);
    expect(cooldownOver(new Date(Number.NaN), 6, at(0))).toBe(true);
  });
});

describe("idempotency under a retried refresh", () => {
  it("the same capture evaluated twice from the same memory gives the same key", () => {
    const input = {
      rule: totalRule(1000),
      item: FEED,
      snapshots: { now: views(at(1), 1500), before: views(at(0), 500), accountMedianViews: null },
      memory: EMPTY_MEMORY,
      now: at(1),
    };
    const first = evaluateRule(input);
    const retry = evaluateRule({ ...input, now: at(1, 30) });
    expect(first.fired?.key).toBe(`rule:7:feed:42:${at(1).getTime()}`);
    expect(retry.fired?.key).toBe(first.fired?.key);
  });
});
