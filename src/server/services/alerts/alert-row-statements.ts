// The statements of the alert store transaction (store-fired-alerts.ts), each ONE statement however many rows the
// batch fired: the pair locks, the events, the deliveries and the rule memories. Rows travel as one JSON parameter
// joined through jsonb_to_recordset (as getRuleStates and storeVideos send theirs): a multi-row VALUES list costs a
// bound parameter per cell (PostgreSQL's limit is 65,535 per statement, hence chunks and one round trip per chunk
// before), and a row-value list of a few hundred rows aborts PGlite's WebAssembly build (bench/RESULTS.md, alerts).
// Measured on the alert bench (bench/alerts-db.ts, bench/RESULTS.md 2026-11-26): the store transaction was 63 % of
// the evaluation's time.
import "server-only";
import { type SQL, sql } from "drizzle-orm";
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
  await tx.execute(sql`SELECT ${pairLocks(keys)}`);
}

/** The lock statement's expression: takes every pair's lock, in order (a count, of no use to the caller). */
function pairLocks(keys: readonly PairKey[]) {
  const json = JSON.stringify(keys.map(({ ruleId, itemKey }) => ({ r: ruleId, i: itemKey })));
  return sql`(SELECT count(pg_advisory_xact_lock(s.r, s.i)) FROM (
      SELECT DISTINCT k.r, k.i FROM jsonb_to_recordset(${json}::jsonb) AS k(r int, i int) ORDER BY k.r, k.i) AS s)`;
}

/**
 * lockPairs, and in the same statement one read that needs none of the locks (a scalar subquery, e.g. the fired
 * rules' destinations): one round trip instead of two. Only a read that does not depend on the pairs' memories may
 * ride here, since a statement sees the data as of its start, before its locks are granted.
 */
export async function lockPairsReading<T>(tx: Tx, keys: readonly PairKey[], read: SQL<T>): Promise<T> {
  const locks = keys.length ? pairLocks(keys) : sql`0`;
  const result = await tx.execute(sql`SELECT ${locks} AS locked, ${read} AS value`);
  return (rowsOf<{ value: T }>(result)[0] as { value: T }).value;
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
  return rowsOf<EventReturned>(await tx.execute(eventsInsert(rows))).map(toInsertedEvent);
}

interface EventReturned {
  id: number;
  rule_id: number;
  item_kind: string;
  item_id: number;
}

const toInsertedEvent = (row: EventReturned): InsertedEvent => ({
  id: Number(row.id),
  ruleId: Number(row.rule_id),
  kind: row.item_kind,
  itemId: Number(row.item_id),
});

/** The events' INSERT … ON CONFLICT DO NOTHING RETURNING (id, rule_id, item_kind, item_id), as a statement or a CTE. */
function eventsInsert(rows: readonly EventRow[]) {
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
  return sql`
    INSERT INTO alert_events (team_id, rule_id, item_kind, item_id, snapshot_key, metric, calculation, threshold,
      value, previous_value)
    SELECT r.team_id, r.rule_id, r.item_kind, r.item_id, r.snapshot_key, r.metric, r.calculation, r.threshold,
      r.value, r.previous_value
    FROM jsonb_to_recordset(${json}::jsonb) AS r(team_id int, rule_id int, item_kind text, item_id int,
      snapshot_key text, metric smallint, calculation smallint, threshold double precision, value double precision,
      previous_value double precision)
    ON CONFLICT DO NOTHING
    RETURNING id, rule_id, item_kind, item_id`;
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
  return rowsOf<DeliveryReturned>(result).map(toInsertedDelivery);
}

interface DeliveryReturned {
  id: number;
  event_id: number;
  destination_id: number | null;
  status: string;
}

const toInsertedDelivery = (row: DeliveryReturned): InsertedDelivery => ({
  id: Number(row.id),
  eventId: Number(row.event_id),
  destinationId: row.destination_id === null ? null : Number(row.destination_id),
  status: row.status,
});

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
  await tx.execute(memoriesUpsert(rows));
}

function memoriesUpsert(rows: readonly MemoryRow[]) {
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
  return sql`
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
      OR alert_rule_states.last_snapshot_key <= excluded.last_snapshot_key`;
}

/** The delivery rows every new event of a rule gets: one per destination of the rule's group (pending or skipped). */
export interface DeliveryTemplate {
  ruleId: number;
  teamId: number;
  destinationId: number;
  destinationType: number;
  status: "pending" | "skipped";
  error: string | null;
}

/**
 * The events, the memories and the new events' deliveries in ONE statement (data-modifying CTEs; the store
 * transaction's largest cost was its round trips, bench/RESULTS.md session 7): a delivery row is made for each event
 * the INSERT returns (so none for an event already stored) and each template of its rule. Same rows, same rules as
 * insertEvents, upsertMemories and insertDeliveries one after another.
 */
export async function writeAlertRows(
  tx: Tx,
  input: { events: readonly EventRow[]; memories: readonly MemoryRow[]; deliveries: readonly DeliveryTemplate[] },
): Promise<{ events: InsertedEvent[]; deliveries: InsertedDelivery[] }> {
  if (!input.events.length && !input.memories.length) return { events: [], deliveries: [] };
  const templates = JSON.stringify(
    input.deliveries.map((row) => ({
      rule_id: row.ruleId,
      team_id: row.teamId,
      destination_id: row.destinationId,
      destination_type: row.destinationType,
      status: row.status,
      error: row.error,
    })),
  );
  const result = await tx.execute(sql`
    WITH ev AS (${eventsInsert(input.events)}),
    mem AS (${memoriesUpsert(input.memories)}),
    del AS (
      INSERT INTO alert_deliveries (team_id, event_id, destination_id, destination_type, status, error)
      SELECT t.team_id, ev.id, t.destination_id, t.destination_type, t.status, t.error
      FROM ev JOIN jsonb_to_recordset(${templates}::jsonb) AS t(rule_id int, team_id int, destination_id int,
        destination_type smallint, status text, error text) ON t.rule_id = ev.rule_id
      RETURNING id, event_id, destination_id, status)
    SELECT 'event' AS row_kind, id, rule_id, item_kind, item_id, NULL::int AS event_id, NULL::int AS destination_id,
      NULL::text AS status FROM ev
    UNION ALL
    SELECT 'delivery', id, NULL, NULL, NULL, event_id, destination_id, status FROM del`);
  const rows = rowsOf<EventReturned & DeliveryReturned & { row_kind: string }>(result);
  return {
    events: rows.filter((row) => row.row_kind === "event").map(toInsertedEvent),
    deliveries: rows.filter((row) => row.row_kind === "delivery").map(toInsertedDelivery),
  };
}
