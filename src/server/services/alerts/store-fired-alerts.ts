// Stores what one refresh batch fired, in ONE transaction (issue 16 items 3 and 4): the events (unique per rule,
// item and snapshot: `ON CONFLICT DO NOTHING RETURNING` keeps only the ones this evaluation is the first to insert),
// one delivery row per new event and destination of the rule's group, the rule memories that changed, and one
// `alerts.deliver` job per destination and digest. The jobs are inserted through the same transaction
// (src/server/jobs/transaction-executor.ts), so they commit with the rows they name: a crash after the commit
// cannot lose a message, and a retried or concurrent evaluation of the same refresh inserts no event, hence no
// delivery and no job, so nothing is sent twice.
import "server-only";
import { sql } from "drizzle-orm";
import { type AlertDigest, buildDigests, type FiredAlert, type RuleItemMemory } from "@/domain/alerts";
import { NotificationChannelType } from "@/domain/enums";
import type { Db } from "../../db/client";
import { alertDeliveries, alertEvents, alertRuleStates } from "../../db/schema";
import type { DeliverJobData } from "../../jobs/definitions/alerts";
import type { GroupDestination } from "../../queries/alerts/get-group-destinations";
import type { LoadedRule } from "../../queries/alerts/get-watching-rules";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Enqueues deliver jobs inside the caller's transaction (the worker passes pg-boss bound to it). */
export type DeliverJobEnqueuer = (tx: Tx, jobs: DeliverJobData[]) => Promise<void>;

export interface ChangedMemory {
  rule: LoadedRule;
  item: FiredAlert["item"];
  memory: RuleItemMemory;
}

export interface StoreInput {
  fired: FiredAlert[];
  memories: ChangedMemory[];
  rules: ReadonlyMap<number, LoadedRule>;
  destinations: ReadonlyMap<number, GroupDestination[]>;
  capturedAt: Date;
  enqueue: DeliverJobEnqueuer;
}

export interface StoreOutcome {
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

function eventRows(fired: FiredAlert[], rules: ReadonlyMap<number, LoadedRule>) {
  return fired.flatMap((alert) => {
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

async function writeMemories(tx: Tx, memories: ChangedMemory[], capturedAt: Date): Promise<void> {
  if (!memories.length) return;
  const key = snapshotKeyOf(capturedAt);
  await tx
    .insert(alertRuleStates)
    .values(
      memories.map(({ rule, item, memory }) => ({
        teamId: rule.teamId,
        ruleId: rule.id,
        itemKind: item.kind,
        itemId: item.id,
        aboveThreshold: memory.belowThreshold === false,
        lastSnapshotKey: key,
        lastFiredAt: memory.lastFiredAt,
      })),
    )
    .onConflictDoUpdate({
      target: [alertRuleStates.ruleId, alertRuleStates.itemKind, alertRuleStates.itemId],
      set: {
        aboveThreshold: sql`excluded.above_threshold`,
        lastSnapshotKey: sql`excluded.last_snapshot_key`,
        lastFiredAt: sql`excluded.last_fired_at`,
        updatedAt: sql`now()`,
      },
      // An evaluation of an older capture that runs late (a retry after a newer refresh) never rolls memory back.
      setWhere: sql`${alertRuleStates.lastSnapshotKey} IS NULL OR ${alertRuleStates.lastSnapshotKey} <= excluded.last_snapshot_key`,
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
  const { rules, destinations } = input;
  return db.transaction(async (tx) => {
    const rows = eventRows(input.fired, rules);
    const inserted = rows.length
      ? await tx.insert(alertEvents).values(rows).onConflictDoNothing().returning({
          id: alertEvents.id,
          ruleId: alertEvents.ruleId,
          kind: alertEvents.itemKind,
          itemId: alertEvents.itemId,
        })
      : [];
    await writeMemories(tx, input.memories, input.capturedAt);
    if (!inserted.length) return { events: 0, deliveries: 0, skipped: 0, jobs: 0 };

    const deliveryRows = inserted.flatMap((event) => {
      const rule = rules.get(event.ruleId) as LoadedRule;
      return (destinations.get(rule.groupId) ?? []).map((destination) => {
        const reason = skipReason(destination, rule);
        return {
          teamId: rule.teamId,
          eventId: event.id,
          destinationId: destination.id,
          destinationType: destination.type,
          status: reason === null ? "pending" : "skipped",
          error: reason,
        };
      });
    });
    const deliveries = deliveryRows.length
      ? await tx.insert(alertDeliveries).values(deliveryRows).returning({
          id: alertDeliveries.id,
          eventId: alertDeliveries.eventId,
          destinationId: alertDeliveries.destinationId,
          status: alertDeliveries.status,
        })
      : [];
    const pending = new Map<string, number>();
    for (const row of deliveries)
      if (row.status === "pending") pending.set(`${row.eventId}:${row.destinationId}`, row.id);

    // Digests over the alerts this evaluation inserted: one message per rule and group for the batch.
    const eventIdOfItem = new Map(inserted.map((event) => [itemKey(event.ruleId, event.kind, event.itemId), event.id]));
    const fresh = input.fired.filter((alert) =>
      eventIdOfItem.has(itemKey(alert.ruleId, alert.item.kind, alert.item.id)),
    );
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
      events: inserted.length,
      deliveries: pending.size,
      skipped: deliveries.length - pending.size,
      jobs: jobs.length,
    };
  });
}
