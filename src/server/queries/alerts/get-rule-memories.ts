// What each rule remembers about each refreshed item (alert_rule_states), read once per batch for the rules and
// items in it, and turned into the evaluation's memory (src/domain/alerts/types.ts RuleItemMemory).
// The stored row says whether the value was at or above the threshold and when the rule last fired; the domain's
// three fields follow from it: a row exists only once a value was known or the rule fired, so "below" is the
// negation of "above" (Total rules write a row only when they fire or re-arm), and an Outlier rule fired for the
// video exactly when it has a last firing.
import "server-only";
import { sql } from "drizzle-orm";
import { AlertMetric, type AlertRule, EMPTY_MEMORY, type RuleItemMemory } from "@/domain/alerts";
import type { Db } from "../../db/client";
import { alertRuleStates } from "../../db/schema";

export interface StoredRuleState {
  ruleId: number;
  itemKind: string;
  itemId: number;
  aboveThreshold: boolean;
  lastSnapshotKey: string | null;
  lastFiredAt: Date | null;
}

/**
 * Pairs per lookup. They travel as one JSON parameter joined as a set (jsonb_to_recordset, as storeVideos sends its
 * rows): a row-value IN list of a few hundred pairs or more aborts PGlite's WebAssembly build (a RuntimeError that
 * ends the process, not an SQL error; bench/RESULTS.md, alerts), so the lookup must not grow with the batch.
 */
const PAIRS_PER_QUERY = 5_000;

export function* chunked<T>(values: readonly T[], size: number): Generator<T[]> {
  for (let start = 0; start < values.length; start += size) yield values.slice(start, start + size);
}

export const memoryKey = (ruleId: number, kind: string, itemId: number) => `${ruleId}:${kind}:${itemId}`;

/**
 * The stored states of exactly the (rule, item) pairs being evaluated, looked up by the table's primary key (a
 * filter on rule ids and item ids separately would read every state of those rules).
 */
export async function getRuleStates(
  db: Pick<Db, "select">,
  pairs: readonly { ruleId: number; kind: string; itemId: number }[],
): Promise<Map<string, StoredRuleState>> {
  const found = new Map<string, StoredRuleState>();
  for (const part of chunked(pairs, PAIRS_PER_QUERY)) {
    for (const row of await readStates(db, part)) found.set(memoryKey(row.ruleId, row.itemKind, row.itemId), row);
  }
  return found;
}

async function readStates(
  db: Pick<Db, "select">,
  pairs: readonly { ruleId: number; kind: string; itemId: number }[],
): Promise<StoredRuleState[]> {
  const wanted = JSON.stringify(pairs.map((pair) => ({ rule_id: pair.ruleId, kind: pair.kind, item_id: pair.itemId })));
  return db
    .select({
      ruleId: alertRuleStates.ruleId,
      itemKind: alertRuleStates.itemKind,
      itemId: alertRuleStates.itemId,
      aboveThreshold: alertRuleStates.aboveThreshold,
      lastSnapshotKey: alertRuleStates.lastSnapshotKey,
      lastFiredAt: alertRuleStates.lastFiredAt,
    })
    .from(alertRuleStates)
    .innerJoin(
      sql`jsonb_to_recordset(${wanted}::jsonb) AS wanted(rule_id int, kind text, item_id int)`,
      sql`${alertRuleStates.ruleId} = wanted.rule_id AND ${alertRuleStates.itemKind} = wanted.kind
        AND ${alertRuleStates.itemId} = wanted.item_id`,
    );
}

export function memoryOf(
  state: Pick<StoredRuleState, "aboveThreshold" | "lastFiredAt"> | undefined,
  rule: Pick<AlertRule, "metric">,
): RuleItemMemory {
  if (state === undefined) return EMPTY_MEMORY;
  return {
    lastFiredAt: state.lastFiredAt,
    belowThreshold: !state.aboveThreshold,
    outlierFired: rule.metric === AlertMetric.OutlierMultiple && state.lastFiredAt !== null,
  };
}
