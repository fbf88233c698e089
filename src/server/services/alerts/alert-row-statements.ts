// The statements of the alert store transaction (store-fired-alerts.ts), each ONE statement however many rows the
// batch fired: the pair locks, the events, the deliveries and the rule memories. Rows travel as one JSON parameter
// joined through jsonb_to_recordset (as getRuleStates and storeVideos send theirs): a multi-row VALUES list costs a
// bound parameter per cell (PostgreSQL's limit is 65,535 per statement, hence chunks and one round trip per chunk
// before), and a row-value list of a few hundred rows aborts PGlite's WebAssembly build (bench/RESULTS.md, alerts).
// Measured on the alert bench (bench/alerts-db.ts, bench/RESULTS.md 2026-11-26): the store transaction was 63 % of
// the evaluation's time.
import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** The store transaction, or (in tests) the database itself: each function runs one statement. */
type Tx = Pick<Db, "execute">;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The advisory-lock key of a (rule, item) pair: rule id and item id, channels negated (two int4 keys). */
export interface PairKey {
  ruleId: number;
  itemKey: number;
}

/**
 * Transaction-scoped advisory locks on the pairs, taken in ONE statement in ascending (rule, ±item) order by every
 * worker, so two batches sharing pairs never deadlock: a concurrent evaluation of the same pairs waits here until
 * this transaction commits its memories. The two-integer key space is used by nothing else in the application.
 * The ORDER BY sits in a subquery under the aggregate so the locks are taken in sorted order.
 */
export async function lockPairs(tx: Tx, keys: readonly PairKey[]): Promise<void> {
  if (!keys.length) return;
  const json = JSON.stringify(keys.map(({ ruleId, itemKey }) => ({ r: ruleId, i: itemKey })));
  await tx.execute(sql`SELECT count(pg_advisory_xact_lock(s.r, s.i)) FROM (
      SELECT DISTINCT k.r, k.i FROM jsonb_to_recordset(${json}::jsonb) AS k(r int, i int) ORDER BY k.r, k.i) AS s`);
}

export interface EventRow {
  teamId: number;
  ruleId: number;
  itemKind: string;
  itemId: number;
  snapshotKey: string;
  metric: number;
  calculation: number;
  threshold: number;
  value: number;
  previousValue: number | null;
}

export interface InsertedEvent {
  id: number;
  ruleId: number;
  kind: string;
  itemId: number;
}

/**
 * Inserts the events; a (rule, item, snapshot) already stored (a retried or concurrent evaluation of the same
 * capture) inserts nothing and is not returned, so only this evaluation's new events get deliveries.
 */
export async function insertEvents(tx: Tx, rows: readonly EventRow[]): Promise<InsertedEvent[]> {
  if (!rows.length) return [];
  const json = JSON.stringify(
    rows.map((row) => ({
      team_id: row.teamId,
      rule_id: row.ruleId,
      item_kind: row.itemKind,
      item_id: row.itemId,
      snapshot_key: row.snapshotKey,
      metric: row.metric,
      calculation: row.calculation,
      threshold: row.threshold,
      value: row.value,
      previous_value: row.previousValue,
    })),
  );
  const result = await tx.execute(sql`
    INSERT INTO alert_events (team_id, rule_id, item_kind, item_id, snapshot_key, metric, calculation, threshold,
      value, previous_value)
    SELECT r.team_id, r.rule_id, r.item_kind, r.item_id, r.snapshot_key, r.metric, r.calculation, r.threshold,
      r.value, r.previous_value
    FROM jsonb_to_recordset(${json}::jsonb) AS r(team_id int, rule_id int, item_kind text, item_id int,
      snapshot_key text, metric smallint, calculation smallint, threshold double precision, value double precision,
      previous_value double precision)
    ON CONFLICT DO NOTHING
    RETURNING id, rule_id, item_kind, item_id`);
  return rowsOf<{ id: number; rule_id: number; item_kind: string; item_id: number }>(result).map((row) => ({
    id: Number(row.id),
    ruleId: Number(row.rule_id),
    kind: row.item_kind,
    itemId: Number(row.item_id),
  }));
}

export interface DeliveryRow {
  teamId: number;
  eventId: number;
  destinationId: number;
  destinationType: number;
  status: "pending" | "skipped";
  error: string | null;
}

export interface InsertedDelivery {
  id: number;
  eventId: number;
  destinationId: number | null;
  status: string;
}

/** One delivery row per new event and destination of its rule's group (pending, or skipped with the reason). */
export async function insertDeliveries(tx: Tx, rows: readonly DeliveryRow[]): Promise<InsertedDelivery[]> {
  if (!rows.length) return [];
  const json = JSON.stringify(
    rows.map((row) => ({
      team_id: row.teamId,
      event_id: row.eventId,
      destination_id: row.destinationId,
      destination_type: row.destinationType,
      status: row.status,
      error: row.error,
    })),
  );
  const result = await tx.execute(sql`
    INSERT INTO alert_deliveries (team_id, event_id, destination_id, destination_type, status, error)
    SELECT r.team_id, r.event_id, r.destination_id, r.destination_type, r.status, r.error
    FROM jsonb_to_recordset(${json}::jsonb) AS r(team_id int, event_id int, destination_id int,
      destination_type smallint, status text, error text)
    RETURNING id, event_id, destination_id, status`);
  return rowsOf<{ id: number; event_id: number; destination_id: number | null; status: string }>(result).map((row) => ({
    id: Number(row.id),
    eventId: Number(row.event_id),
    destinationId: row.destination_id === null ? null : Number(row.destination_id),
    status: row.status,
  }));
}

export interface MemoryRow {
  teamId: number;
  ruleId: number;
  itemKind: string;
  itemId: number;
  aboveThreshold: boolean;
  lastSnapshotKey: string;
  lastFiredAt: Date | null;
}

/**
 * Upserts the rule memories that changed. An evaluation of an older capture that runs late (a retry after a newer
 * refresh) never rolls a memory back: the update applies only when the stored key is not newer.
 */
export async function upsertMemories(tx: Tx, rows: readonly MemoryRow[]): Promise<void> {
  if (!rows.length) return;
  const json = JSON.stringify(
    rows.map((row) => ({
      team_id: row.teamId,
      rule_id: row.ruleId,
      item_kind: row.itemKind,
      item_id: row.itemId,
      above_threshold: row.aboveThreshold,
      last_snapshot_key: row.lastSnapshotKey,
      last_fired_at: row.lastFiredAt === null ? null : row.lastFiredAt.toISOString(),
    })),
  );
  await tx.execute(sql`
    INSERT INTO alert_rule_states (team_id, rule_id, item_kind, item_id, above_threshold, last_snapshot_key,
      last_fired_at)
    SELECT r.team_id, r.rule_id, r.item_kind, r.item_id, r.above_threshold, r.last_snapshot_key, r.last_fired_at
    FROM jsonb_to_recordset(${json}::jsonb) AS r(team_id int, rule_id int, item_kind text, item_id int,
      above_threshold boolean, last_snapshot_key text, last_fired_at timestamptz)
    ON CONFLICT (rule_id, item_kind, item_id) DO UPDATE SET
      above_threshold = excluded.above_threshold,
      last_snapshot_key = excluded.last_snapshot_key,
      last_fired_at = excluded.last_fired_at,
      updated_at = now()
    WHERE alert_rule_states.last_snapshot_key IS NULL
      OR alert_rule_states.last_snapshot_key <= excluded.last_snapshot_key`);
}
