// What fired for a team, newest first, optionally for one rule, a page at a time, each event with its deliveries'
// progress (issue 16 item 2) and the item's title, link and platform for the events log (item 6). Empty until
// evaluation writes alert_events.
import "server-only";
import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { AlertEventPage } from "@/domain/contracts/alerts";
import type { Db } from "../../db/client";
import { alertDeliveries, alertEvents, alertRules } from "../../db/schema";
import { eventItems } from "./event-items";

export async function listEvents(
  db: Db,
  teamId: number,
  params: { ruleId?: number; page: number; pageSize: number },
): Promise<AlertEventPage> {
  const where = and(
    eq(alertEvents.teamId, teamId),
    params.ruleId === undefined ? undefined : eq(alertEvents.ruleId, params.ruleId),
  );
  const [total] = await db.select({ n: count() }).from(alertEvents).where(where);
  const events = await db
    .select({ event: alertEvents, ruleName: alertRules.name })
    .from(alertEvents)
    .innerJoin(alertRules, eq(alertRules.id, alertEvents.ruleId))
    .where(where)
    .orderBy(desc(alertEvents.createdAt), desc(alertEvents.id))
    .limit(params.pageSize)
    .offset((params.page - 1) * params.pageSize);
  const ids = events.map((row) => row.event.id);
  const deliveries = ids.length
    ? await db
        .select()
        .from(alertDeliveries)
        .where(inArray(alertDeliveries.eventId, ids))
        .orderBy(asc(alertDeliveries.id))
    : [];
  const items = await eventItems(
    db,
    teamId,
    events.map(({ event }) => ({ kind: event.itemKind, id: event.itemId })),
  );
  return {
    list: events.map(({ event, ruleName }) => {
      const item = items.get(`${event.itemKind}:${event.itemId}`);
      return {
        id: event.id,
        rule_id: event.ruleId,
        rule_name: ruleName,
        item_kind: event.itemKind,
        item_id: event.itemId,
        item_title: item?.title ?? null,
        item_url: item?.url ?? null,
        item_platform: item?.platform ?? null,
        metric: event.metric,
        calculation: event.calculation,
        threshold: event.threshold,
        value: event.value,
        previous_value: event.previousValue,
        created_at: event.createdAt.toISOString(),
        deliveries: deliveries
          .filter((row) => row.eventId === event.id)
          .map((row) => ({
            id: row.id,
            destination_id: row.destinationId,
            type: row.destinationType,
            status: row.status,
            attempts: row.attempts,
            response_code: row.responseCode,
            error: row.error,
            next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
            delivered_at: row.deliveredAt?.toISOString() ?? null,
          })),
      };
    }),
    total: Number(total?.n ?? 0),
    page: params.page,
    page_size: params.pageSize,
  };
}
