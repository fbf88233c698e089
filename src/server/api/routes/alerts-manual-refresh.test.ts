// A manual refresh through /v1 publishes `tracking.refreshed` like a scheduled one, and with the worker running in
// this process the alert evaluation stores the event and its delivery and enqueues the deliver job (issue 16 item 3).
// The oracle is the refreshed snapshot itself: the event's value is the views captured at the refresh's time.
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlertGroup, AlertRule, AlertTarget } from "@/domain/contracts/alerts";
import { fakeTelegramBotToken } from "../../../../tests/support/fake-telegram-token";
import { alertDeliveries, alertEvents, trackedFeeds, videoSnapshots } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { alertJobs, type DeliverJobData, type TrackingRefreshedEvent } from "../../jobs/definitions/alerts";
import { type RunningWorker, startWorker } from "../../jobs/worker";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { demoShortUrl, markEmailVerified, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
let owner: SignedInUser;
let worker: RunningWorker | null = null;

async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await api.call<T>(method, path, { token: owner.token, body });
  expect({ path, code: res.body.code, message: res.body.message }).toMatchObject({ path, code: 0 });
  return res.body.data;
}

async function jobsNamed<T>(name: string): Promise<T[]> {
  const result = (await env.handle.db.execute(
    sql`SELECT data FROM pgboss.job WHERE name = ${name} ORDER BY created_on`,
  )) as unknown as { rows: { data: T }[] };
  return result.rows.map((row) => row.data);
}

beforeAll(async () => {
  env = await setupTestDb();
  owner = await registerUser(api, env.handle.db, "pro");
  await markEmailVerified(env.handle.db, owner.id);
});
afterAll(async () => {
  await worker?.stop();
  await env.teardown();
});

describe("a manual refresh", () => {
  it("publishes the refresh, and the worker stores the alert it fires with its delivery and deliver job", async () => {
    const feed = await ok<{ id: number }>("POST", "/v1/feed", { url: demoShortUrl(7301) });
    const target = await ok<AlertTarget>("POST", "/v1/alert/target", { kind: "feed", id: feed.id });
    const group = await ok<AlertGroup>("POST", "/v1/alert/group", {
      name: "Growth",
      destinations: [{ type: 5, bot_token: fakeTelegramBotToken(), chat_id: "-1001" }],
    });
    const rule = await ok<AlertRule>("POST", "/v1/alert/rule", {
      name: "Any views",
      target_id: target.id,
      group_id: group.id,
      metric: 1,
      calculation: 2,
      threshold: 1,
    });

    worker = await startWorker(env.handle, "in-process");
    await ok("POST", `/v1/feed/${feed.id}/refresh`);
    const [tracked] = await env.handle.db
      .select({ videoId: trackedFeeds.videoId, refreshedAt: trackedFeeds.lastManualRefreshAt })
      .from(trackedFeeds)
      .where(eq(trackedFeeds.id, feed.id));
    const capturedAt = tracked?.refreshedAt as Date;
    const published = await jobsNamed<TrackingRefreshedEvent>(alertJobs.evaluate.name);
    expect(published).toContainEqual({
      kind: "videos",
      refreshed: [tracked?.videoId],
      missing: [],
      failed: [],
      capturedAt: capturedAt.toISOString(),
    });

    const deadline = Date.now() + 20_000;
    let events: (typeof alertEvents.$inferSelect)[] = [];
    while (Date.now() < deadline) {
      events = await env.handle.db.select().from(alertEvents).where(eq(alertEvents.ruleId, rule.id));
      if (events.length) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const [snapshot] = await env.handle.db
      .select({ views: videoSnapshots.views })
      .from(videoSnapshots)
      .where(and(eq(videoSnapshots.videoId, tracked?.videoId as number), eq(videoSnapshots.capturedAt, capturedAt)))
      .orderBy(desc(videoSnapshots.capturedAt));
    expect(snapshot?.views).toBeGreaterThanOrEqual(1);
    expect(events.map((e) => ({ item: e.itemId, key: e.snapshotKey, value: e.value }))).toEqual([
      { item: feed.id, key: capturedAt.toISOString(), value: snapshot?.views },
    ]);
    const deliveries = await env.handle.db
      .select({ id: alertDeliveries.id, status: alertDeliveries.status })
      .from(alertDeliveries)
      .where(eq(alertDeliveries.eventId, events[0]?.id as number));
    expect(deliveries.map((d) => d.status)).toEqual(["pending"]);
    const deliverJobs = await jobsNamed<DeliverJobData>(alertJobs.deliver.name);
    expect(deliverJobs.filter((job) => job.deliveryIds.includes(deliveries[0]?.id as number))).toEqual([
      { deliveryIds: [deliveries[0]?.id], attempt: 1 },
    ]);
  }, 60_000);
});
