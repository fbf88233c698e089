// Two workers evaluating the same refresh at once (a job retried while its first attempt still runs, or delivered
// twice) store one event, one set of deliveries and one deliver job per destination (issue 16: "idempotency under a
// retried refresh job and under two workers on PostgreSQL"). Runs on PGlite and, in CI's PostgreSQL pass
// (TEST_DATABASE_URL), with the two evaluations on separate connections whose transactions really overlap.
import { eq, inArray, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AlertCalculation, FeedStatus, Metric, NotificationChannelType, Platform } from "@/domain/enums";
import {
  alertDeliveries,
  alertDestinations,
  alertEvents,
  alertGroups,
  alertRules,
  alertTargets,
  organization,
  platformAccounts,
  platformVideos,
  trackedFeeds,
  videoSnapshots,
} from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { deliverJobEnqueuer } from "../../jobs/alert-evaluate-jobs";
import { createBoss } from "../../jobs/boss";
import { alertJobs, type DeliverJobData } from "../../jobs/definitions/alerts";
import { evaluateRefresh } from "./evaluate-refresh";

let env: Awaited<ReturnType<typeof setupTestDb>>;
let boss: PgBoss;

beforeAll(async () => {
  env = await setupTestDb();
  boss = createBoss(env.handle, { sendOnly: true });
  await boss.start();
  await boss.createQueue(alertJobs.deliver.name);
});
afterAll(async () => {
  await boss.stop({ graceful: false, close: true });
  await env.teardown();
});

describe("two evaluations of one refresh at once", () => {
  it("insert one event per item, one delivery per destination and one deliver job per destination", async () => {
    const db = env.handle.db;
    const [team] = await db
      .insert(organization)
      .values({ name: "Race", slug: `alerts-race-${Date.now()}`, plan: "max" })
      .returning({ id: organization.id });
    const teamId = team?.id as number;
    const [owner] = await db
      .insert(platformAccounts)
      .values({ platform: Platform.TikTok, platformId: "race-account" })
      .returning({ id: platformAccounts.id });
    const videos = await db
      .insert(platformVideos)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          platform: Platform.TikTok,
          platformId: `race-${i}`,
          accountId: owner?.id,
        })),
      )
      .returning({ id: platformVideos.id });
    const videoIds = videos.map((v) => v.id);
    await db.insert(trackedFeeds).values(videoIds.map((videoId) => ({ teamId, videoId, status: FeedStatus.Tracking })));
    const [group] = await db.insert(alertGroups).values({ teamId, name: "Race" }).returning({ id: alertGroups.id });
    const groupId = group?.id as number;
    await db.insert(alertDestinations).values([
      { teamId, groupId, type: NotificationChannelType.Telegram, botToken: "1:x", chatId: "-1" },
      { teamId, groupId, type: NotificationChannelType.Webhook, url: "https://hooks.example.com/a", secret: "s" },
    ]);
    const [target] = await db.insert(alertTargets).values({ teamId, kind: "all" }).returning({ id: alertTargets.id });
    const [rule] = await db
      .insert(alertRules)
      .values({
        teamId,
        name: "Race",
        targetId: target?.id as number,
        groupId,
        metric: Metric.Views,
        calculation: AlertCalculation.TotalAmount,
        threshold: 100,
      })
      .returning({ id: alertRules.id });
    const capturedAt = new Date("2026-11-21T10:00:00.000Z");
    await db.insert(videoSnapshots).values(videoIds.map((videoId) => ({ videoId, capturedAt, views: 500 })));

    const event = {
      kind: "videos" as const,
      refreshed: videoIds,
      missing: [],
      failed: [],
      capturedAt: capturedAt.toISOString(),
    };
    const enqueue = deliverJobEnqueuer(boss);
    const outcomes = await Promise.all([evaluateRefresh(db, event, enqueue), evaluateRefresh(db, event, enqueue)]);
    // Both fired every item; between them they stored each event once.
    expect(outcomes.map((o) => o.fired)).toEqual([20, 20]);
    expect(outcomes[0].events + outcomes[1].events).toBe(20);

    const events = await db
      .select({ id: alertEvents.id })
      .from(alertEvents)
      .where(eq(alertEvents.ruleId, rule?.id as number));
    expect(events).toHaveLength(20);
    const deliveries = await db
      .select({ id: alertDeliveries.id, status: alertDeliveries.status })
      .from(alertDeliveries)
      .where(
        inArray(
          alertDeliveries.eventId,
          events.map((e) => e.id),
        ),
      );
    expect(deliveries).toHaveLength(40);
    expect(deliveries.every((d) => d.status === "pending")).toBe(true);
    const jobs = (await db.execute(
      sql`SELECT data FROM pgboss.job WHERE name = ${alertJobs.deliver.name}`,
    )) as unknown as { rows: { data: DeliverJobData }[] };
    const named = jobs.rows.flatMap((row) => row.data.deliveryIds);
    // Each delivery row in exactly one job; one digest job per destination (whichever evaluation inserted the
    // events: if they split the items between them, each sends its own share, still once).
    expect(named.sort((a, b) => a - b)).toEqual(deliveries.map((d) => d.id).sort((a, b) => a - b));
    expect(jobs.rows.length).toBeLessThanOrEqual(4);
  });
});
