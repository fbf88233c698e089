// Stores what one refresh batch fired, in ONE transaction (issue 16 items 3 and 4). The caller evaluated outside
// the transaction; another worker may have evaluated another capture of the same item meanwhile and stored its
// memory, so the transaction first locks the candidate (rule, item) pairs (advisory locks in one stable order, so
// two batches never deadlock), re-reads their memories and evaluates them again with the pure functions: a Total
// crossing fires once and an Increment cooldown holds across concurrent captures. Then: the events (unique per rule,
// item and snapshot: `ON CONFLICT DO NOTHING RETURNING` keeps only the ones this evaluation is the first to insert),
// one delivery row per new event and destination of the rule's group, the rule memories that changed, and one
// `alerts.deliver` job per destination and digest. The jobs are inserted through the same transaction
// (src/server/jobs/transaction-executor.ts), so they commit with the rows they name: a crash after the commit
// cannot lose a message, and a retried or concurrent evaluation of the same refresh inserts no event, hence no
// delivery and no job, so nothing is sent twice. The events, memories and deliveries are written by ONE statement
// whatever the batch size (alert-row-statements.ts writeAlertRows), and pg-boss inserts the deliver jobs in one
// statement too: BEGIN, locks (with the destinations of the candidates' groups), memories re-read, rows, jobs, COMMIT.
import "server-only";
import {
  type AlertDigest,
  buildDigests,
  evaluateRule,
  type FiredAlert,
  type ItemSnapshots,
  type RuleItemMemory,
} from "@/domain/alerts";
import { NotificationChannelType } from "@/domain/enums";
import type { Db } from "../../db/client";
import type { DeliverJobData } from "../../jobs/definitions/alerts";
import {
  type GroupDestination,
  groupDestinationsJson,
  toGroupDestinations,
} from "../../queries/alerts/get-group-destinations";
import { getRuleStates, memoryKey, memoryOf } from "../../queries/alerts/get-rule-memories";
import type { LoadedRule } from "../../queries/alerts/get-watching-rules";
import {
  type DeliveryTemplate,
  type EventRow,
  lockPairsReading,
  type MemoryRow,
  type PairKey,
  writeAlertRows,
} from "./alert-row-statements";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Enqueues deliver jobs inside the caller's transaction (the worker passes pg-boss bound to it). */
export type DeliverJobEnqueuer = (tx: Tx, jobs: DeliverJobData[]) => Promise<void>;

export interface ChangedMemory {
  rule: LoadedRule;
  item: FiredAlert["item"];
  memory: RuleItemMemory;
}

/** A (rule, item) pair whose evaluation outside the transaction fired or changed the memory: evaluated again inside. */
export interface Candidate {
  rule: LoadedRule;
  item: FiredAlert["item"];
  snapshots: ItemSnapshots;
}

export interface StoreInput {
  candidates: Candidate[];
  rules: ReadonlyMap<number, LoadedRule>;
  capturedAt: Date;
  enqueue: DeliverJobEnqueuer;
}

export interface StoreOutcome {
  /** Alerts that still fired with the memories read inside the transaction. */
  fired: number;
  events: number;
  deliveries: number;
  skipped: number;
  jobs: number;
}

/** The snapshot an event's value was read from: its capture time (ISO 8601, so keys also sort by time). */
export const snapshotKeyOf = (capturedAt: Date) => capturedAt.toISOString();

const itemKey = (ruleId: number, kind: string, itemId: number) => `${ruleId}:${kind}:${itemId}`;

/**
 * Why a destination gets a `skipped` row instead of a message. Skipped rows (rather than none) make the events log
 * say why a destination did not receive an alert: paused after repeated failures, an address not confirmed yet, or
 * a webhook kept after the team left Max. They are never sent and need no job.
 */
export function skipReason(destination: GroupDestination, rule: LoadedRule): string | null {
  if (destination.pausedAt !== null) return "Destination paused after repeated failed deliveries";
  if (destination.type === NotificationChannelType.Email && destination.confirmedAt === null) {
    return "Email address not confirmed yet";
  }
  if (destination.type === NotificationChannelType.Webhook && rule.alerts !== "webhook") {
    return "Webhook destinations need the Max plan";
  }
  return null;
}

function eventRows(fired: FiredAlert[], rules: ReadonlyMap<number, LoadedRule>): EventRow[] {
  return fired.flatMap((alert): EventRow[] => {
    const rule = rules.get(alert.ruleId);
    if (!rule) return [];
    return [
      {
        teamId: rule.teamId,
        ruleId: rule.id,
        itemKind: alert.item.kind,
        itemId: alert.item.id,
        snapshotKey: snapshotKeyOf(alert.capturedAt),
        metric: rule.metric,
        calculation: rule.calculation,
        threshold: rule.threshold,
        // The level at the capture and one cycle before, as messages show them ("12,400 (was 2,100)"); an
        // Increment rule compared their difference with the threshold.
        value: alert.current ?? alert.value,
        previousValue: alert.previous,
      },
    ];
  });
}

/** The advisory-lock keys of the candidates: (rule id, item id), channels negated. */
const pairKeys = (candidates: Candidate[]): PairKey[] =>
  candidates.map(({ rule, item }) => ({ ruleId: rule.id, itemKey: item.kind === "channel" ? -item.id : item.id }));

/** Evaluates the candidates again against the memories committed so far (read under the pair locks). */
async function reevaluate(tx: Tx, candidates: Candidate[], capturedAt: Date) {
  const states = await getRuleStates(
    tx,
    candidates.map(({ rule, item }) => ({ ruleId: rule.id, kind: item.kind, itemId: item.id })),
  );
  const fired: FiredAlert[] = [];
  const memories: ChangedMemory[] = [];
  for (const { rule, item, snapshots } of candidates) {
    const memory = memoryOf(states.get(memoryKey(rule.id, item.kind, item.id)), rule);
    const result = evaluateRule({ rule, item, snapshots, memory, now: capturedAt });
    if (result.fired) fired.push(result.fired);
    if (result.memory !== memory) memories.push({ rule, item, memory: result.memory });
  }
  return { fired, memories };
}

function memoryRows(memories: ChangedMemory[], capturedAt: Date): MemoryRow[] {
  const key = snapshotKeyOf(capturedAt);
  return memories.map(({ rule, item, memory }) => ({
    teamId: rule.teamId,
    ruleId: rule.id,
    itemKind: item.kind,
    itemId: item.id,
    aboveThreshold: memory.belowThreshold === false,
    lastSnapshotKey: key,
    lastFiredAt: memory.lastFiredAt,
  }));
}

/** Per rule that fired: the delivery row each of its new events gets for each destination of the rule's group. */
function deliveryTemplates(
  fired: FiredAlert[],
  rules: ReadonlyMap<number, LoadedRule>,
  destinations: ReadonlyMap<number, GroupDestination[]>,
): DeliveryTemplate[] {
  return [...new Set(fired.map((alert) => alert.ruleId))].flatMap((ruleId) => {
    const rule = rules.get(ruleId);
    if (!rule) return [];
    return (destinations.get(rule.groupId) ?? []).map((destination): DeliveryTemplate => {
      const reason = skipReason(destination, rule);
      return {
        ruleId: rule.id,
        teamId: rule.teamId,
        destinationId: destination.id,
        destinationType: destination.type,
        status: reason === null ? "pending" : "skipped",
        error: reason,
      };
    });
  });
}

/** One job per digest and destination with pending deliveries, naming that destination's rows of the digest. */
function deliverJobs(
  digests: AlertDigest[],
  eventIdOfKey: ReadonlyMap<string, number>,
  pending: ReadonlyMap<string, number>,
  destinations: ReadonlyMap<number, GroupDestination[]>,
): DeliverJobData[] {
  const jobs: DeliverJobData[] = [];
  for (const digest of digests) {
    for (const destination of destinations.get(digest.groupId) ?? []) {
      const deliveryIds: number[] = [];
      for (const key of digest.eventKeys) {
        const eventId = eventIdOfKey.get(key);
        const deliveryId = eventId === undefined ? undefined : pending.get(`${eventId}:${destination.id}`);
        if (deliveryId !== undefined) deliveryIds.push(deliveryId);
      }
      if (deliveryIds.length) jobs.push({ deliveryIds, attempt: 1 });
    }
  }
  return jobs;
}

export async function storeFiredAlerts(db: Db, input: StoreInput): Promise<StoreOutcome> {
  const { rules } = input;
  const groupIds = [...new Set(input.candidates.map(({ rule }) => rule.groupId))];
  return db.transaction(async (tx) => {
    // The candidates' destinations come with the locks (one round trip); they need none of them.
    const destinations = toGroupDestinations(
      await lockPairsReading(tx, pairKeys(input.candidates), groupDestinationsJson(groupIds)),
    );
    const { fired, memories } = await reevaluate(tx, input.candidates, input.capturedAt);
    // Events, memories and the new events' deliveries: one statement (alert-row-statements.ts writeAlertRows).
    const { events: inserted, deliveries } = await writeAlertRows(tx, {
      events: eventRows(fired, rules),
      memories: memoryRows(memories, input.capturedAt),
      deliveries: deliveryTemplates(fired, rules, destinations),
    });
    if (!inserted.length) return { fired: fired.length, events: 0, deliveries: 0, skipped: 0, jobs: 0 };

    const pending = new Map<string, number>();
    for (const row of deliveries)
      if (row.status === "pending") pending.set(`${row.eventId}:${row.destinationId}`, row.id);

    // Digests over the alerts this evaluation inserted: one message per rule and group for the batch.
    const eventIdOfItem = new Map(inserted.map((event) => [itemKey(event.ruleId, event.kind, event.itemId), event.id]));
    const fresh = fired.filter((alert) => eventIdOfItem.has(itemKey(alert.ruleId, alert.item.kind, alert.item.id)));
    const eventIdOfKey = new Map(
      fresh.map((alert) => [
        alert.key,
        eventIdOfItem.get(itemKey(alert.ruleId, alert.item.kind, alert.item.id)) as number,
      ]),
    );
    const groupOfRule = new Map([...rules.values()].map((rule) => [rule.id, rule.groupId]));
    const jobs = deliverJobs(buildDigests(fresh, groupOfRule), eventIdOfKey, pending, destinations);
    if (jobs.length) await input.enqueue(tx, jobs);
    return {
      fired: fired.length,
      events: inserted.length,
      deliveries: pending.size,
      skipped: deliveries.length - pending.size,
      jobs: jobs.length,
    };
  });
}
