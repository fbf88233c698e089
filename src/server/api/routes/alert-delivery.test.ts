// The `alerts.deliver` handler against loopback receivers (tests/fixtures/fake-notify), on a Max team whose groups,
// target and rule are made through /v1 and whose alert events are inserted as evaluation inserts them: delivered
// (one signed request for a digest, largest value first); 500 then 200 (a new job with attempt 2 after the backoff);
// 429 with Retry-After honoured; 404 not retried; a redelivered job never sends twice; 20 failures in a row pause the
// destination and email its team's Owner and Admin (not the Analyst); paused, unconfirmed and removed destinations
// are skipped with why, until saving the group resumes them. Expected values are written from issue 16 item 4 and README "Alerts", not from the code.
import { createHmac } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AlertGroup, AlertRule, AlertTarget } from "@/domain/contracts/alerts";
import {
  type FakeNotify,
  type FakeNotifyOptions,
  startFakeNotify,
} from "../../../../tests/fixtures/fake-notify/server";
import { setClock } from "../../clock";
import { alertDeliveries, alertDestinations, alertEvents, emailOutbox, organization } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { alertJobs, type DeliverJobData } from "../../jobs/definitions/alerts";
import { type RunningWorker, startWorker } from "../../jobs/worker";
import {
  DeliveryInFlightError,
  deliverAlert,
  MAX_DELIVERY_ATTEMPTS,
  STALE_SENDING_MS,
} from "../../services/alerts/deliver";
import { createTestApi } from "../test/api-client";
import { type TeamOfThree, teamOfThree } from "../test/role-team-fixtures";
import { demoShortUrl } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
let team: TeamOfThree;
let fake: FakeNotify;
const fakeOptions: FakeNotifyOptions = {};
const savedAllowHosts = process.env.OUTBOUND_ALLOW_HOSTS;
const T0 = new Date("2026-11-25T18:00:00.000Z");
let clock = T0;
const feeds: number[] = [];
let ruleId = 0;

/** The receiver's own check of Feedscope-Signature (issue 16 item 5), written here from the words. */
function signatureValid(rawBody: string, header: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=")));
  const expected = createHmac("sha256", secret).update(`${parts.t}.${rawBody}`).digest("hex");
  return parts.v1 === expected && Math.abs(Number(parts.t) - clock.getTime() / 1000) < 300;
}

async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await api.call<T>(method, path, { token: team.owner.token, body });
  expect({ path, code: res.body.code, message: res.body.message }).toMatchObject({ path, code: 0 });
  return res.body.data;
}

/** A webhook group at the fake receiver (the path picks the fake's answer: /hooks/… signed, others 404). */
async function webhookGroup(path = "/hooks/feedscope") {
  const group = await ok<AlertGroup>("POST", "/v1/alert/group", {
    name: `Hooks ${path}`,
    destinations: [{ type: 7, url: `${fake.baseUrl}${path}` }],
  });
  const destination = group.destinations[0];
  if (!destination?.secret) throw new Error("no webhook secret answered");
  fakeOptions.webhookSecret = destination.secret;
  return { groupId: group.id, destinationId: destination.id, secret: destination.secret };
}

let snapshot = 0;
/** One alert event per feed with its delivery row for `destinationId`, as evaluation writes them. */
async function fire(destinationId: number | null, values: number[], type = 7): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, value] of values.entries()) {
    snapshot += 1;
    const [event] = await env.handle.db
      .insert(alertEvents)
      .values({
        teamId: team.teamId,
        ruleId,
        itemKind: "feed",
        itemId: feeds[index % feeds.length] ?? 0,
        snapshotKey: `s${snapshot}`,
        metric: 1,
        calculation: 2,
        threshold: 1000,
        value,
        previousValue: value - 500,
      })
      .returning({ id: alertEvents.id });
    const [delivery] = await env.handle.db
      .insert(alertDeliveries)
      .values({ teamId: team.teamId, eventId: event?.id ?? 0, destinationId, destinationType: type })
      .returning({ id: alertDeliveries.id });
    ids.push(delivery?.id ?? 0);
  }
  return ids;
}

const enqueued: { data: DeliverJobData; startAfter: Date }[] = [];
const deps = {
  enqueueRetry: async (data: DeliverJobData, startAfter: Date) => {
    enqueued.push({ data, startAfter });
  },
  random: () => 0.5,
};

async function rowsOf(ids: number[]) {
  return env.handle.db
    .select()
    .from(alertDeliveries)
    .where(inArray(alertDeliveries.id, ids))
    .orderBy(alertDeliveries.id);
}

async function destinationRow(id: number) {
  const [row] = await env.handle.db.select().from(alertDestinations).where(eq(alertDestinations.id, id));
  return row;
}

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => clock);
  fake = await startFakeNotify(fakeOptions);
  fakeOptions.verifyWebhook = signatureValid;
  process.env.OUTBOUND_ALLOW_HOSTS = `127.0.0.1:${fake.port}`;
  team = await teamOfThree(api, env.handle.db, "max");
  for (const n of [7101, 7102, 7103])
    feeds.push((await ok<{ id: number }>("POST", "/v1/feed", { url: demoShortUrl(n) })).id);
  const target = await ok<AlertTarget>("POST", "/v1/alert/target", { kind: "all" });
  const { groupId } = await webhookGroup();
  const rule = await ok<AlertRule>("POST", "/v1/alert/rule", {
    name: "Launch views",
    target_id: target.id,
    group_id: groupId,
    metric: 1,
    calculation: 2,
    threshold: 1000,
  });
  ruleId = rule.id;
});
beforeEach(() => {
  fake.calls.length = 0;
  fake.setMode("ok");
  enqueued.length = 0;
  clock = new Date(clock.getTime() + 60_000);
});
afterAll(async () => {
  setClock(null);
  process.env.OUTBOUND_ALLOW_HOSTS = savedAllowHosts ?? "";
  await fake.close();
  await env.teardown();
});

describe("a delivery that arrives", () => {
  it("sends one signed request for a digest, largest value first, and records it on every row", async () => {
    const { destinationId } = await webhookGroup();
    await env.handle.db
      .update(alertDestinations)
      .set({ consecutiveFailures: 7 })
      .where(eq(alertDestinations.id, destinationId));
    const ids = await fire(destinationId, [1500, 9000, 4000]);
    const result = await deliverAlert(env.handle.db, { deliveryIds: ids, attempt: 1 }, deps);
    expect(result).toMatchObject({ status: "delivered", responseCode: 200 });

    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0];
    const body = JSON.parse(call?.body ?? "{}");
    expect(body.event).toBe("alert.triggered");
    expect(body.rule).toMatchObject({ id: ruleId, name: "Launch views", metric: 1, calculation: 2, threshold: 1000 });
    expect(body.items.map((item: { value: number }) => item.value)).toEqual([9000, 4000, 1500]);
    expect(body.items[0]).toMatchObject({ kind: "feed", id: feeds[1], platform: "youtube", previous_value: 8500 });
    const [firstEvent] = await env.handle.db
      .select({ id: alertEvents.id })
      .from(alertDeliveries)
      .innerJoin(alertEvents, eq(alertEvents.id, alertDeliveries.eventId))
      .where(eq(alertDeliveries.id, ids[0] ?? 0));
    expect(call?.headers["feedscope-event-id"]).toBe(`evt_${firstEvent?.id}`);
    expect(
      signatureValid(call?.body ?? "", String(call?.headers["feedscope-signature"]), fakeOptions.webhookSecret ?? ""),
    ).toBe(true);

    for (const row of await rowsOf(ids)) {
      expect(row).toMatchObject({
        status: "delivered",
        attempts: 1,
        responseCode: 200,
        error: null,
        nextAttemptAt: null,
      });
      expect(row.deliveredAt?.toISOString()).toBe(clock.toISOString());
    }
    expect((await destinationRow(destinationId))?.consecutiveFailures).toBe(0);
    expect(enqueued).toEqual([]);
  });

  it("emails a confirmed address through the mailer and skips an unconfirmed one, saying why", async () => {
    const group = await ok<AlertGroup>("POST", "/v1/alert/group", {
      name: "Mail",
      destinations: [
        { type: 1, email: "confirmed.alerts@example.com" },
        { type: 1, email: "unconfirmed.alerts@example.com" },
      ],
    });
    const [confirmed, unconfirmed] = group.destinations;
    await env.handle.db
      .update(alertDestinations)
      .set({ confirmedAt: clock })
      .where(eq(alertDestinations.id, confirmed?.id ?? 0));
    const sent = await fire(confirmed?.id ?? 0, [2500], 1);
    expect(await deliverAlert(env.handle.db, { deliveryIds: sent, attempt: 1 }, deps)).toMatchObject({
      status: "delivered",
    });
    const [mail] = await env.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "confirmed.alerts@example.com"), eq(emailOutbox.kind, "alert")));
    expect(mail?.subject).toContain("Launch views");

    const skipped = await fire(unconfirmed?.id ?? 0, [2500], 1);
    const result = await deliverAlert(env.handle.db, { deliveryIds: skipped, attempt: 1 }, deps);
    expect(result).toMatchObject({ status: "skipped" });
    const [row] = await rowsOf(skipped);
    expect(row).toMatchObject({ status: "skipped", attempts: 0 });
    expect(row?.error).toContain("not confirmed");
    const toUnconfirmed = await env.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "unconfirmed.alerts@example.com"), eq(emailOutbox.kind, "alert")));
    expect(toUnconfirmed).toEqual([]);
  });

  it("skips a row whose destination was removed from its group", async () => {
    const ids = await fire(null, [3000]);
    expect(await deliverAlert(env.handle.db, { deliveryIds: ids, attempt: 1 }, deps)).toMatchObject({
      status: "skipped",
    });
    expect((await rowsOf(ids))[0]).toMatchObject({ status: "skipped", error: expect.stringContaining("removed") });
    expect(fake.calls).toEqual([]);
  });
});

describe("retries", () => {
  it("500 then 200: a new job with attempt 2 after the backoff, then delivered", async () => {
    const { destinationId } = await webhookGroup();
    const ids = await fire(destinationId, [5000, 6000]);
    fake.setMode("server-error");
    const first = await deliverAlert(env.handle.db, { deliveryIds: ids, attempt: 1 }, deps);
    expect(first).toMatchObject({ status: "retry", responseCode: 500 });
    // Backoff after attempt 1: half of 30 s plus the jitter's half of the other half (random pinned at 0.5).
    const expectedStart = new Date(clock.getTime() + 22_500);
    expect(enqueued).toEqual([{ data: { deliveryIds: ids, attempt: 2 }, startAfter: expectedStart }]);
    for (const row of await rowsOf(ids)) {
      expect(row).toMatchObject({ status: "pending", attempts: 1, responseCode: 500, nextAttemptAt: expectedStart });
      expect(row.error).toContain("HTTP 500");
    }
    expect((await destinationRow(destinationId))?.consecutiveFailures).toBe(1);

    fake.setMode("ok");
    clock = expectedStart;
    const second = await deliverAlert(env.handle.db, enqueued[0]?.data as DeliverJobData, deps);
    expect(second).toMatchObject({ status: "delivered", responseCode: 200 });
    expect(fake.calls).toHaveLength(2);
    for (const row of await rowsOf(ids)) expect(row).toMatchObject({ status: "delivered", attempts: 2, error: null });
    expect((await destinationRow(destinationId))?.consecutiveFailures).toBe(0);
  });

  it("429 with Retry-After: the next attempt starts when the receiver said", async () => {
    const { destinationId } = await webhookGroup();
    const ids = await fire(destinationId, [5000]);
    fake.setMode("rate-limited");
    expect(await deliverAlert(env.handle.db, { deliveryIds: ids, attempt: 1 }, deps)).toMatchObject({
      status: "retry",
      responseCode: 429,
    });
    // The fake answers Retry-After: 120.
    const when = new Date(clock.getTime() + 120_000);
    expect(enqueued).toEqual([{ data: { deliveryIds: ids, attempt: 2 }, startAfter: when }]);
    expect((await rowsOf(ids))[0]).toMatchObject({ status: "pending", attempts: 1, nextAttemptAt: when });
  });

  it("404 is not retried: failed at once", async () => {
    const { destinationId } = await webhookGroup("/gone");
    const ids = await fire(destinationId, [5000]);
    const result = await deliverAlert(env.handle.db, { deliveryIds: ids, attempt: 1 }, deps);
    expect(result).toMatchObject({ status: "failed", responseCode: 404 });
    expect(enqueued).toEqual([]);
    expect((await rowsOf(ids))[0]).toMatchObject({ status: "failed", attempts: 1, responseCode: 404 });
  });

  it(`gives up after ${MAX_DELIVERY_ATTEMPTS} attempts`, async () => {
    const { destinationId } = await webhookGroup();
    const ids = await fire(destinationId, [5000]);
    await env.handle.db
      .update(alertDeliveries)
      .set({ attempts: MAX_DELIVERY_ATTEMPTS - 1 })
      .where(inArray(alertDeliveries.id, ids));
    fake.setMode("server-error");
    const result = await deliverAlert(env.handle.db, { deliveryIds: ids, attempt: MAX_DELIVERY_ATTEMPTS }, deps);
    expect(result).toMatchObject({ status: "failed", responseCode: 500 });
    expect(enqueued).toEqual([]);
    expect((await rowsOf(ids))[0]?.error).toContain(`gave up after ${MAX_DELIVERY_ATTEMPTS} attempts`);
  });
});

describe("a job that comes again", () => {
  it("does not send what was already sent, for the same or an earlier attempt", async () => {
    const { destinationId } = await webhookGroup();
    const ids = await fire(destinationId, [5000]);
    await deliverAlert(env.handle.db, { deliveryIds: ids, attempt: 1 }, deps);
    expect(fake.calls).toHaveLength(1);
    expect(await deliverAlert(env.handle.db, { deliveryIds: ids, attempt: 1 }, deps)).toEqual({
      status: "nothing-to-do",
    });
    expect(await deliverAlert(env.handle.db, { deliveryIds: ids, attempt: 2 }, deps)).toEqual({
      status: "nothing-to-do",
    });
    expect(fake.calls).toHaveLength(1);
    expect((await rowsOf(ids))[0]).toMatchObject({ status: "delivered", attempts: 1 });
  });

  it("waits while another worker is sending, and takes over once that worker is gone", async () => {
    const { destinationId } = await webhookGroup();
    const ids = await fire(destinationId, [5000]);
    // Another worker claimed the rows a moment ago and has not recorded an outcome.
    await env.handle.db
      .update(alertDeliveries)
      .set({ status: "sending", lastAttemptAt: clock })
      .where(inArray(alertDeliveries.id, ids));
    await expect(deliverAlert(env.handle.db, { deliveryIds: ids, attempt: 1 }, deps)).rejects.toBeInstanceOf(
      DeliveryInFlightError,
    );
    expect(fake.calls).toEqual([]);
    clock = new Date(clock.getTime() + STALE_SENDING_MS + 1000);
    expect(await deliverAlert(env.handle.db, { deliveryIds: ids, attempt: 1 }, deps)).toMatchObject({
      status: "delivered",
    });
    expect(fake.calls).toHaveLength(1);
  });
});

describe("two workers on one job", () => {
  it("send it once: the other claims nothing (and waits if the first is still sending)", async () => {
    const { destinationId } = await webhookGroup();
    const ids = await fire(destinationId, [5000, 7000]);
    const job = { deliveryIds: ids, attempt: 1 };
    const settled = await Promise.allSettled([
      deliverAlert(env.handle.db, job, deps),
      deliverAlert(env.handle.db, job, deps),
    ]);
    const delivered = settled.filter((s) => s.status === "fulfilled" && s.value.status === "delivered");
    expect(delivered).toHaveLength(1);
    const other = settled.find((s) => !(s.status === "fulfilled" && s.value.status === "delivered"));
    if (other?.status === "rejected") expect(other.reason).toBeInstanceOf(DeliveryInFlightError);
    else expect(other?.value).toEqual({ status: "nothing-to-do" });
    expect(fake.calls).toHaveLength(1);
    for (const row of await rowsOf(ids)) expect(row).toMatchObject({ status: "delivered", attempts: 1 });
  });
});

describe("20 failures in a row", () => {
  it("pause the destination, email the team's Owner and Admin once, and later rows are skipped", async () => {
    const { destinationId, groupId: group } = await webhookGroup();
    fake.setMode("bad-request");
    for (let attempt = 1; attempt <= 19; attempt += 1) {
      const ids = await fire(destinationId, [5000]);
      await deliverAlert(env.handle.db, { deliveryIds: ids, attempt: 1 }, deps);
    }
    expect(await destinationRow(destinationId)).toMatchObject({ consecutiveFailures: 19, pausedAt: null });
    const twentieth = await fire(destinationId, [5000]);
    const result = await deliverAlert(env.handle.db, { deliveryIds: twentieth, attempt: 1 }, deps);
    expect(result).toMatchObject({ status: "failed", pausedNow: true });
    expect(await destinationRow(destinationId)).toMatchObject({ consecutiveFailures: 20, pausedAt: clock });
    expect((await rowsOf(twentieth))[0]?.error).toContain("paused");

    const paused = async (to: string) =>
      env.handle.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, "alert-destination-paused")))
        .orderBy(desc(emailOutbox.id));
    for (const who of ["owner", "admin"] as const) {
      const mails = await paused(team[who].email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(`127.0.0.1:${fake.port}`);
      expect(mails[0]?.text).toContain("HTTP 400");
      expect(mails[0]?.text).toContain("/dashboard/alerts/group/");
    }
    expect(await paused(team.analyst.email)).toEqual([]);
    expect(fake.calls).toHaveLength(20);

    const later = await fire(destinationId, [5000]);
    expect(await deliverAlert(env.handle.db, { deliveryIds: later, attempt: 1 }, deps)).toMatchObject({
      status: "skipped",
    });
    expect((await rowsOf(later))[0]?.error).toContain("Paused after 20 failed deliveries");
    expect(fake.calls).toHaveLength(20);

    // The group's answer says so; saving the group (the destination kept by its id) resumes it.
    const shown = await ok<AlertGroup>("GET", `/v1/alert/group/${group}`);
    expect(shown.destinations[0]).toMatchObject({ id: destinationId, paused: true });
    const saved = await ok<AlertGroup>("PUT", `/v1/alert/group/${group}`, {
      name: shown.name,
      destinations: [{ id: destinationId, type: 7 }],
    });
    expect(saved.destinations[0]).toMatchObject({ id: destinationId, paused: false });
    expect(await destinationRow(destinationId)).toMatchObject({ consecutiveFailures: 0, pausedAt: null });
    fake.setMode("ok");
    const resumed = await fire(destinationId, [5000]);
    expect(await deliverAlert(env.handle.db, { deliveryIds: resumed, attempt: 1 }, deps)).toMatchObject({
      status: "delivered",
    });
  });

  it("a success in between starts the count again", async () => {
    const { destinationId } = await webhookGroup();
    fake.setMode("bad-request");
    for (let attempt = 1; attempt <= 5; attempt += 1)
      await deliverAlert(env.handle.db, { deliveryIds: await fire(destinationId, [5000]), attempt: 1 }, deps);
    expect((await destinationRow(destinationId))?.consecutiveFailures).toBe(5);
    fake.setMode("ok");
    await deliverAlert(env.handle.db, { deliveryIds: await fire(destinationId, [5000]), attempt: 1 }, deps);
    expect((await destinationRow(destinationId))?.consecutiveFailures).toBe(0);
  });
});

describe("through pg-boss", () => {
  let worker: RunningWorker | null = null;
  afterAll(async () => {
    await worker?.stop();
  });

  async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it("the worker runs a queued job; a 500 enqueues attempt 2 to start at next_attempt_at, which then delivers", async () => {
    // pg-boss schedules by the database's clock: the app's clock follows the real one here.
    clock = new Date();
    worker = await startWorker(env.handle, "in-process");
    const { destinationId } = await webhookGroup();
    const ids = await fire(destinationId, [5000]);
    fake.setMode("server-error");
    await worker.boss.send(alertJobs.deliver.name, { deliveryIds: ids, attempt: 1 } satisfies DeliverJobData);
    const [pending] = await until(
      "the first attempt",
      () => rowsOf(ids),
      (rows) => rows[0]?.attempts === 1 && rows[0]?.status !== "sending",
    );
    expect(pending).toMatchObject({ status: "pending", responseCode: 500 });
    type RetryJob = { id: string; start_after: Date | string; retry_limit: number };
    // Both drivers answer { rows } (PGlite and node-postgres).
    const { rows } = (await env.handle.db.execute(
      sql`select id, start_after, retry_limit from pgboss.job
          where name = ${alertJobs.deliver.name} and data->>'attempt' = '2' and data->'deliveryIds' = ${JSON.stringify(ids)}::jsonb`,
    )) as unknown as { rows: RetryJob[] };
    expect(rows).toHaveLength(1);
    const retry = rows[0] as RetryJob;
    expect(new Date(retry.start_after).getTime()).toBe(pending?.nextAttemptAt?.getTime());
    expect(retry.retry_limit).toBe(5);
    expect(fake.calls).toHaveLength(1);

    // Instead of waiting out the backoff: the retry's start moves to now, and the receiver is back.
    fake.setMode("ok");
    clock = new Date();
    await env.handle.db.execute(sql`update pgboss.job set start_after = now() where id = ${retry.id}::uuid`);
    const [delivered] = await until(
      "the retry",
      () => rowsOf(ids),
      (rows) => rows[0]?.status === "delivered",
    );
    expect(delivered).toMatchObject({ attempts: 2, responseCode: 200 });
    expect(fake.calls).toHaveLength(2);
  }, 60_000);
});

describe("a team that moved to a smaller plan after the alert fired", () => {
  const setPlan = (plan: string) =>
    env.handle.db.update(organization).set({ plan }).where(eq(organization.id, team.teamId));

  it("on Pro skips the webhook with why; on Free skips every destination; nothing is sent", async () => {
    const { destinationId } = await webhookGroup();
    const mail = await ok<AlertGroup>("POST", "/v1/alert/group", {
      name: "Plan mail",
      destinations: [{ type: 1, email: "plan.alerts@example.com" }],
    });
    const mailId = mail.destinations[0]?.id ?? 0;
    await env.handle.db.update(alertDestinations).set({ confirmedAt: clock }).where(eq(alertDestinations.id, mailId));
    try {
      await setPlan("pro");
      const hook = await fire(destinationId, [3000]);
      expect(await deliverAlert(env.handle.db, { deliveryIds: hook, attempt: 1 }, deps)).toMatchObject({
        status: "skipped",
      });
      expect((await rowsOf(hook))[0]).toMatchObject({ status: "skipped", error: expect.stringContaining("Max") });

      await setPlan("free");
      const mailed = await fire(mailId, [3000], 1);
      expect(await deliverAlert(env.handle.db, { deliveryIds: mailed, attempt: 1 }, deps)).toMatchObject({
        status: "skipped",
      });
      expect((await rowsOf(mailed))[0]).toMatchObject({ status: "skipped", error: expect.stringContaining("Pro") });
      expect(fake.calls).toEqual([]);
      const sent = await env.handle.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, "plan.alerts@example.com"), eq(emailOutbox.kind, "alert")));
      expect(sent).toEqual([]);
    } finally {
      await setPlan("max");
    }
  });
});

describe("a failure-count reset that fails after a send", () => {
  it("still records the rows as delivered, so the message is not sent again", async () => {
    const { destinationId } = await webhookGroup();
    await env.handle.db
      .update(alertDestinations)
      .set({ consecutiveFailures: 3 })
      .where(eq(alertDestinations.id, destinationId));
    const db = env.handle.db;
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_destination_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'destination row unavailable'; END $$`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER refuse_destination_update BEFORE UPDATE ON alert_destinations
        FOR EACH ROW EXECUTE FUNCTION refuse_destination_update()`),
    );
    try {
      const ids = await fire(destinationId, [2000]);
      const result = await deliverAlert(db, { deliveryIds: ids, attempt: 1 }, deps);
      expect(result).toMatchObject({ status: "delivered" });
      expect((await rowsOf(ids))[0]).toMatchObject({ status: "delivered", attempts: 1 });
      // A redelivered job finds nothing to send.
      expect(await deliverAlert(db, { deliveryIds: ids, attempt: 1 }, deps)).toEqual({ status: "nothing-to-do" });
      expect(fake.calls).toHaveLength(1);
    } finally {
      await db.execute(sql.raw("DROP TRIGGER refuse_destination_update ON alert_destinations"));
      await db.execute(sql.raw("DROP FUNCTION refuse_destination_update()"));
    }
  });
});
