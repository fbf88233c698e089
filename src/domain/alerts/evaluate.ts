// Whether one rule fires for one refreshed item (issue 16, item 3), and what it remembers afterwards:
// - Total fires the first time it sees the value at or above the threshold, then not again until the value has
//   been below it (a crossing, not a level);
// - Increment fires on each cycle whose change (now − before) reaches the threshold, at most once per cooldown per
//   item;
// - Outlier multiple fires once per video, the first time the multiple reaches the threshold;
// - an unknown value never fires and leaves the memory as it was.
// `now` is the time the cooldown is measured at. The worker should pass the capture time of the refresh (reused by
// its retries) so that a retried job evaluates exactly as the first attempt did.

import { AlertCalculation } from "../enums";
import { alertEventKey } from "./event-key";
import { readMetric } from "./metric-value";
import {
  type AlertItemRef,
  AlertMetric,
  type AlertRule,
  type FiredAlert,
  type ItemSnapshots,
  type MetricReading,
  type RuleItemMemory,
} from "./types";

const HOUR_MS = 3_600_000;

export interface EvaluationInput {
  rule: AlertRule;
  item: AlertItemRef;
  snapshots: ItemSnapshots;
  memory: RuleItemMemory;
  now: Date;
}

export interface Evaluation {
  /** The fired alert, or null when the rule stays silent. */
  fired: FiredAlert | null;
  /** The memory to store; the same object as the input when nothing changed. */
  memory: RuleItemMemory;
}

/** A rule's cooldown when none is given (issue 16: "a cooldown (default 6 h)"). */
export const DEFAULT_COOLDOWN_HOURS = 6;

/**
 * True once `cooldownHours` have passed since `lastFiredAt` (exactly the cooldown counts as passed). A negative
 * cooldown counts as none; a cooldown that is not a number as the default; an invalid last firing as no firing.
 */
export function cooldownOver(lastFiredAt: Date | null, cooldownHours: number, now: Date): boolean {
  const firedAt = lastFiredAt?.getTime() ?? Number.NaN;
  if (!Number.isFinite(firedAt)) return true;
  const hours = Number.isFinite(cooldownHours) ? Math.max(0, cooldownHours) : DEFAULT_COOLDOWN_HOURS;
  return now.getTime() - firedAt >= hours * HOUR_MS;
}

export function evaluateRule(input: EvaluationInput): Evaluation {
  const { rule, memory, now } = input;
  const reading = readMetric(rule, input.snapshots);
  const value = reading.value;
  if (value === null || !Number.isFinite(value)) return { fired: null, memory };
  const reached = value >= rule.threshold;

  if (rule.metric === AlertMetric.OutlierMultiple) {
    if (!reached || memory.outlierFired) return { fired: null, memory };
    return { fired: firedAlert(input, value, reading), memory: { ...memory, outlierFired: true, lastFiredAt: now } };
  }

  if (rule.calculation === AlertCalculation.TotalAmount) {
    // Below the threshold re-arms the rule. Never-known (null) already arms it, so only "above" is rewritten: a
    // rule watching many items that stay below writes no memory for them.
    if (!reached) {
      return { fired: null, memory: memory.belowThreshold === false ? { ...memory, belowThreshold: true } : memory };
    }
    if (memory.belowThreshold === false) return { fired: null, memory };
    return { fired: firedAlert(input, value, reading), memory: { ...memory, belowThreshold: false, lastFiredAt: now } };
  }

  if (!reached || !cooldownOver(memory.lastFiredAt, rule.cooldownHours, now)) return { fired: null, memory };
  return { fired: firedAlert(input, value, reading), memory: { ...memory, lastFiredAt: now } };
}

function firedAlert(input: EvaluationInput, value: number, reading: MetricReading): FiredAlert {
  const { rule, item } = input;
  const capturedAt = input.snapshots.now.capturedAt;
  return {
    key: alertEventKey(rule.id, item, capturedAt),
    ruleId: rule.id,
    item,
    capturedAt,
    value,
    current: reading.current,
    previous: reading.previous,
    threshold: rule.threshold,
  };
}
