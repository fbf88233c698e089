// The store transaction's set-based statements (alert-row-statements.ts): each writes a whole batch in one
// statement, larger than the old 2,000-row chunks and with no row-value list (which aborts PGlite's WebAssembly
// build), stores exactly the rows it is given, and leaves alone the rows it must not touch: an event already stored
// for the same (rule, item, snapshot) is neither inserted again nor returned, and a memory written by a newer
// capture is not rolled back by an older one. Runs on PGlite and, in CI's PostgreSQL pass, on PostgreSQL.
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NotificationChannelType } from "@/domain/enums";
import {
  alertDeliveries,
  alertDestinations,
  alertEvents,
  alertGroups,
  alertRuleStates,
  alertRules,
  alertTargets,
  organization,
} from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { groupDestinationsJson, toGroupDestinations } from "../../queries/alerts/get-group-destinations";
import {
  type EventRow,
  insertDeliveries,
  insertEvents,
  lockPairs,
  lockPairsReading,
  upsertMemories,
  writeAlertRows,
} from "./alert-row-statements";

let env: Awaited<ReturnType<typeof setupTestDb>>;
let teamId: number;
let ruleId: number;
let otherRuleId: number;
let destinationIds: number[];

beforeAll(async () => {
  env = await setupTestDb();
  const db = env.handle.db;
  const [team] = await db
    .insert(organization)
    .values({ name: "Statements", slug: `statements-${Date.now()}`, plan: "max" })
    .returning({ id: organization.id });
  teamId = team?.id as number;
  const [group] = await db.insert(alertGroups).values({ teamId, name: "G" }).returning({ id: alertGroups.id });
  const groupId = group?.id as number;
  const destinations = await db
    .insert(alertDestinations)
    .values([
      { teamId, groupId, type: NotificationChannelType.Telegram, botToken: "1:x", chatId: "-1" },
      { teamId, groupId, type: NotificationChannelType.Discord, url: "https://discord.com/api/webhooks/1/a" },
    ])
    .returning({ id: alertDestinations.id });
  destinationIds = destinations.map((row) => row.id);
  const [target] = await db.insert(alertTargets).values({ teamId, kind: "all" }).returning({ id: alertTargets.id });
  const rules = await db
    .insert(alertRules)
    .values(
      ["A", "B"].map((name) => ({
        teamId,
        name,
        targetId: target?.id as number,
        groupId,
        metric: 1,
        calculation: 2,
        threshold: 1_000,
      })),
    )
    .returning({ id: alertRules.id });
  ruleId = rules[0]?.id as number;
  otherRuleId = rules[1]?.id as number;
});

afterAll(async () => {
  await env.teardown();
});

const event = (itemId: number, snapshotKey: string, over: Partial<EventRow> = {}): EventRow => ({
  teamId,
  ruleId,
  itemKind: "feed",
  itemId,
  snapshotKey,
  metric: 1,
  calculation: 2,
  threshold: 1_000,
  value: 1_000 + itemId,
  previousValue: itemId % 2 ? null : 900,
  ...over,
});

describe("insertEvents and insertDeliveries", () => {
  it("insert a 5,000-event batch in one call and return each new event once with its id", async () => {
    const key = "2026-11-26T00:00:00.000Z";
    const rows = Array.from({ length: 5_000 }, (_, i) => event(i, key));
    const inserted = await insertEvents(env.handle.db, rows);
    expect(inserted).toHaveLength(5_000);
    expect(new Set(inserted.map((row) => row.itemId)).size).toBe(5_000);
    const stored = await env.handle.db
      .select()
      .from(alertEvents)
      .where(eq(alertEvents.snapshotKey, key))
      .orderBy(asc(alertEvents.itemId));
    expect(stored).toHaveLength(5_000);
    expect(stored[3]).toMatchObject({ ruleId, itemKind: "feed", itemId: 3, value: 1_003, previousValue: null });
    expect(stored[4]).toMatchObject({ itemId: 4, value: 1_004, previousValue: 900, threshold: 1_000, metric: 1 });
    const idOfItem = new Map(stored.map((row) => [row.itemId, row.id]));
    for (const row of inserted) expect(row.id).toBe(idOfItem.get(row.itemId));
  });

  it("skip events already stored for the same rule, item and snapshot, and return only the new ones", async () => {
    const key = "2026-11-26T12:00:00.000Z";
    const first = await insertEvents(env.handle.db, [event(1, key), event(2, key)]);
    expect(first).toHaveLength(2);
    // Item 1 again (same snapshot: a retried evaluation), item 1 under another rule, item 1 as a channel, item 3.
    const again = await insertEvents(env.handle.db, [
      event(1, key, { value: 99 }),
      event(1, key, { ruleId: otherRuleId }),
      event(1, key, { itemKind: "channel" }),
      event(3, key),
    ]);
    expect(again.map((row) => `${row.ruleId}:${row.kind}:${row.itemId}`).sort()).toEqual(
      [`${otherRuleId}:feed:1`, `${ruleId}:channel:1`, `${ruleId}:feed:3`].sort(),
    );
    const kept = await env.handle.db
      .select({ value: alertEvents.value })
      .from(alertEvents)
      .where(sql`${alertEvents.snapshotKey} = ${key} AND ${alertEvents.ruleId} = ${ruleId}
        AND ${alertEvents.itemKind} = 'feed' AND ${alertEvents.itemId} = 1`);
    expect(kept).toEqual([{ value: 1_001 }]);
    expect(await insertEvents(env.handle.db, [])).toEqual([]);
  });

  it("insert one delivery row per given event and destination with its status and reason", async () => {
    const events = await insertEvents(env.handle.db, [event(1, "d1"), event(2, "d1")]);
    const [telegram, discord] = destinationIds as [number, number];
    const rows = events.flatMap((row) => [
      { teamId, eventId: row.id, destinationId: telegram, destinationType: 5, status: "pending" as const, error: null },
      { teamId, eventId: row.id, destinationId: discord, destinationType: 6, status: "skipped" as const, error: "x" },
    ]);
    const inserted = await insertDeliveries(env.handle.db, rows);
    expect(inserted).toHaveLength(4);
    const stored = await env.handle.db
      .select({
        id: alertDeliveries.id,
        eventId: alertDeliveries.eventId,
        destinationId: alertDeliveries.destinationId,
        status: alertDeliveries.status,
        error: alertDeliveries.error,
        attempts: alertDeliveries.attempts,
      })
      .from(alertDeliveries)
      .where(
        sql`${alertDeliveries.eventId} IN (${sql.join(
          events.map((row) => sql`${row.id}`),
          sql`, `,
        )})`,
      );
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    expect(stored.sort(byId)).toEqual(
      inserted.map((row) => ({ ...row, error: row.status === "skipped" ? "x" : null, attempts: 0 })).sort(byId),
    );
    expect(stored.filter((row) => row.status === "pending").map((row) => row.destinationId)).toEqual([
      telegram,
      telegram,
    ]);
    expect(await insertDeliveries(env.handle.db, [])).toEqual([]);
  });
});

describe("upsertMemories", () => {
  const memory = (itemId: number, key: string, above: boolean, firedAt: string | null) => ({
    teamId,
    ruleId,
    itemKind: "feed",
    itemId,
    aboveThreshold: above,
    lastSnapshotKey: key,
    lastFiredAt: firedAt === null ? null : new Date(firedAt),
  });
  const read = async (itemIds: number[]) =>
    (
      await env.handle.db
        .select({
          itemId: alertRuleStates.itemId,
          above: alertRuleStates.aboveThreshold,
          key: alertRuleStates.lastSnapshotKey,
          firedAt: alertRuleStates.lastFiredAt,
        })
        .from(alertRuleStates)
        .where(sql`${alertRuleStates.ruleId} = ${ruleId} AND ${alertRuleStates.itemKind} = 'feed'
          AND ${alertRuleStates.itemId} IN (${sql.join(
            itemIds.map((id) => sql`${id}`),
            sql`, `,
          )})`)
        .orderBy(asc(alertRuleStates.itemId))
    ).map((row) => ({ ...row, firedAt: row.firedAt?.toISOString() ?? null }));

  it("inserts new memories and updates older ones, but never rolls back a newer capture's memory", async () => {
    const t1 = "2026-11-25T00:00:00.000Z";
    const t2 = "2026-11-25T12:00:00.000Z";
    const t3 = "2026-11-26T00:00:00.000Z";
    await upsertMemories(env.handle.db, [
      memory(101, t2, true, t2),
      memory(102, t2, true, t2),
      memory(103, t2, false, null),
    ]);
    // 101 from a newer capture (applies), 102 from an older one (a late retry: ignored), 104 new.
    await upsertMemories(env.handle.db, [
      memory(101, t3, false, t2),
      memory(102, t1, false, null),
      memory(104, t3, true, t3),
    ]);
    expect(await read([101, 102, 103, 104, 105])).toEqual([
      { itemId: 101, above: false, key: t3, firedAt: t2 },
      { itemId: 102, above: true, key: t2, firedAt: t2 },
      { itemId: 103, above: false, key: t2, firedAt: null },
      { itemId: 104, above: true, key: t3, firedAt: t3 },
    ]);
  });

  it("writes a 5,000-memory batch in one call", async () => {
    const key = "2026-11-27T00:00:00.000Z";
    await upsertMemories(
      env.handle.db,
      Array.from({ length: 5_000 }, (_, i) => memory(10_000 + i, key, i % 2 === 0, null)),
    );
    const [row] = await env.handle.db
      .select({ n: sql<number>`count(*)::int`, above: sql<number>`count(*) FILTER (WHERE above_threshold)::int` })
      .from(alertRuleStates)
      .where(eq(alertRuleStates.lastSnapshotKey, key));
    expect(row).toEqual({ n: 5_000, above: 2_500 });
  });
});

describe("writeAlertRows", () => {
  it("writes events, memories and the NEW events' deliveries in one statement, none for a stored event", async () => {
    const key = "2026-11-28T00:00:00.000Z";
    const [telegram, discord] = destinationIds as [number, number];
    // Item 1 was stored by an earlier evaluation of the same capture (a retry): it must get no delivery.
    const [stored] = await insertEvents(env.handle.db, [event(1, key)]);
    const template = (rule: number, destinationId: number, status: "pending" | "skipped") => ({
      ruleId: rule,
      teamId,
      destinationId,
      destinationType: destinationId === telegram ? 5 : 6,
      status,
      error: status === "skipped" ? "paused" : null,
    });
    const written = await writeAlertRows(env.handle.db, {
      events: [event(1, key), event(2, key), event(3, key, { ruleId: otherRuleId })],
      memories: [
        { teamId, ruleId, itemKind: "feed", itemId: 2, aboveThreshold: true, lastSnapshotKey: key, lastFiredAt: null },
      ],
      // Templates of a rule: ruleId's two destinations; otherRuleId's telegram only.
      deliveries: [
        template(ruleId, telegram, "pending"),
        template(ruleId, discord, "skipped"),
        template(otherRuleId, telegram, "pending"),
      ],
    });
    expect(written.events.map((row) => `${row.ruleId}:${row.itemId}`).sort()).toEqual(
      [`${ruleId}:2`, `${otherRuleId}:3`].sort(),
    );
    const eventOf = (itemId: number) => written.events.find((row) => row.itemId === itemId)?.id as number;
    const rows = await env.handle.db
      .select({
        id: alertDeliveries.id,
        eventId: alertDeliveries.eventId,
        destinationId: alertDeliveries.destinationId,
        status: alertDeliveries.status,
        error: alertDeliveries.error,
        teamId: alertDeliveries.teamId,
      })
      .from(alertDeliveries)
      .innerJoin(alertEvents, eq(alertEvents.id, alertDeliveries.eventId))
      .where(eq(alertEvents.snapshotKey, key));
    const summary = (list: { eventId: number; destinationId: number | null; status: string }[]) =>
      list.map((row) => `${row.eventId}:${row.destinationId}:${row.status}`).sort();
    expect(summary(rows)).toEqual(
      summary([
        { eventId: eventOf(2), destinationId: telegram, status: "pending" },
        { eventId: eventOf(2), destinationId: discord, status: "skipped" },
        { eventId: eventOf(3), destinationId: telegram, status: "pending" },
      ]),
    );
    expect(rows.every((row) => row.eventId !== stored?.id && row.teamId === teamId)).toBe(true);
    expect(rows.find((row) => row.status === "skipped")?.error).toBe("paused");
    // What it returns is what it stored.
    expect(summary(written.deliveries)).toEqual(summary(rows));
    expect(written.deliveries.map((row) => row.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const [memoryRow] = await env.handle.db
      .select({ above: alertRuleStates.aboveThreshold, key: alertRuleStates.lastSnapshotKey })
      .from(alertRuleStates)
      .where(sql`${alertRuleStates.ruleId} = ${ruleId} AND ${alertRuleStates.itemKind} = 'feed'
        AND ${alertRuleStates.itemId} = 2`);
    expect(memoryRow).toEqual({ above: true, key });
  });

  it("stores memories alone when nothing fired, and does nothing with nothing to write", async () => {
    const key = "2026-11-29T00:00:00.000Z";
    const written = await writeAlertRows(env.handle.db, {
      events: [],
      memories: [
        {
          teamId,
          ruleId,
          itemKind: "feed",
          itemId: 77,
          aboveThreshold: false,
          lastSnapshotKey: key,
          lastFiredAt: null,
        },
      ],
      deliveries: [],
    });
    expect(written).toEqual({ events: [], deliveries: [] });
    const [row] = await env.handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(alertRuleStates)
      .where(eq(alertRuleStates.lastSnapshotKey, key));
    expect(row?.n).toBe(1);
    expect(await writeAlertRows(env.handle.db, { events: [], memories: [], deliveries: [] })).toEqual({
      events: [],
      deliveries: [],
    });
  });
});

describe("lockPairs", () => {
  it("holds one transaction lock per distinct pair (channels negated) until the transaction ends", async () => {
    const held = await env.handle.db.transaction(async (tx) => {
      await lockPairs(tx, [
        { ruleId: 7, itemKey: 3 },
        { ruleId: 7, itemKey: -3 },
        { ruleId: 7, itemKey: 3 },
        { ruleId: 2, itemKey: 9 },
      ]);
      const result = await tx.execute(sql`SELECT classid::bigint AS r, objid::bigint AS i FROM pg_locks
        WHERE locktype = 'advisory' AND objsubid = 2 AND pid = pg_backend_pid() ORDER BY 1, 2`);
      return (result as unknown as { rows: { r: unknown; i: unknown }[] }).rows.map((row) => [
        Number(row.r),
        Number(row.i),
      ]);
    });
    // The two-key form stores each int4 key as an unsigned oid: -3 reads as 2^32 - 3.
    expect(held).toEqual([
      [2, 9],
      [7, 3],
      [7, 2 ** 32 - 3],
    ]);
    const after = await env.handle.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`,
    );
    expect((after as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it("locks a 2,000-pair batch in one statement", async () => {
    const keys = Array.from({ length: 2_000 }, (_, i) => ({ ruleId: 1 + (i % 50), itemKey: i }));
    const count = await env.handle.db.transaction(async (tx) => {
      await lockPairs(tx, keys);
      const result = await tx.execute(sql`SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND objsubid = 2 AND pid = pg_backend_pid()`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n;
    });
    expect(count).toBe(2_000);
  });
});

describe("lockPairsReading (the pair locks and the fired groups' destinations in one statement)", () => {
  it("holds the locks and answers exactly the asked groups' destinations, each group in position order", async () => {
    const db = env.handle.db;
    const groups = await db
      .insert(alertGroups)
      .values([
        { teamId, name: "Asked" },
        { teamId, name: "Not asked" },
        { teamId, name: "Asked, empty" },
      ])
      .returning({ id: alertGroups.id });
    const [asked, notAsked, empty] = groups.map((row) => row.id) as [number, number, number];
    const paused = new Date("2026-11-20T08:00:00.123Z");
    const confirmed = new Date("2026-11-19T10:30:00.000Z");
    const rows = await db
      .insert(alertDestinations)
      .values([
        {
          teamId,
          groupId: asked,
          position: 2,
          type: NotificationChannelType.Slack,
          url: "https://hooks.slack.com/x",
          pausedAt: paused,
        },
        {
          teamId,
          groupId: asked,
          position: 0,
          type: NotificationChannelType.Email,
          email: "a@example.com",
          confirmedAt: confirmed,
        },
        {
          teamId,
          groupId: notAsked,
          position: 0,
          type: NotificationChannelType.Telegram,
          botToken: "1:x",
          chatId: "-1",
        },
        { teamId, groupId: asked, position: 1, type: NotificationChannelType.Telegram, botToken: "1:y", chatId: "-2" },
      ])
      .returning({ id: alertDestinations.id });
    const [slack, email, , telegram] = rows.map((row) => row.id) as [number, number, number, number];
    const { value, held } = await db.transaction(async (tx) => {
      const read = await lockPairsReading(
        tx,
        [
          { ruleId: 5, itemKey: 8 },
          { ruleId: 5, itemKey: -8 },
        ],
        groupDestinationsJson([asked, empty]),
      );
      const locks = await tx.execute(sql`SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND objsubid = 2 AND pid = pg_backend_pid()`);
      return { value: read, held: (locks as unknown as { rows: { n: number }[] }).rows[0]?.n };
    });
    expect(held).toBe(2);
    expect([...toGroupDestinations(value)]).toEqual([
      [
        asked,
        [
          { id: email, groupId: asked, type: NotificationChannelType.Email, confirmedAt: confirmed, pausedAt: null },
          { id: telegram, groupId: asked, type: NotificationChannelType.Telegram, confirmedAt: null, pausedAt: null },
          { id: slack, groupId: asked, type: NotificationChannelType.Slack, confirmedAt: null, pausedAt: paused },
        ],
      ],
    ]);
    // No group asked: nothing, and no pair either: no lock, still one answer.
    expect(await lockPairsReading(db, [], groupDestinationsJson([]))).toEqual([]);
  });
});
