// Two workers evaluating the same refresh at once (a job retried while its first attempt still runs, or delivered
// twice) store one event, one set of deliveries and one deliver job per destination (issue 16: "idempotency under a
// retried refresh job and under two workers on PostgreSQL"). Runs on PGlite and, in CI's PostgreSQL pass
// (TEST_DATABASE_URL), with the two evaluations on separate connections whose transactions really overlap.
import { and, eq, inArray, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AlertCalculation, FeedStatus, Metric, NotificationChannelType, Platform } from "@/domain/enums";
import {
  alertDeliveries,
  alertDestinations,
  alertEvents,
  alertGroups,
  alertRuleStates,
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
    // Under the pair locks the second to store re-reads the first one's memories: each item fires once in all.
    expect(outcomes[0].fired + outcomes[1].fired).toBe(20);
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

describe("two evaluations of different captures of one item at once", () => {
  async function seed(name: string, calculation: number, threshold: number) {
    const db = env.handle.db;
    const [team] = await db
      .insert(organization)
      .values({ name, slug: `alerts-race-${name}-${Date.now()}`, plan: "max" })
      .returning({ id: organization.id });
    const teamId = team?.id as number;
    const [video] = await db
      .insert(platformVideos)
      .values({ platform: Platform.TikTok, platformId: `race-${name}` })
      .returning({ id: platformVideos.id });
    const videoId = video?.id as number;
    await db.insert(trackedFeeds).values({ teamId, videoId, status: FeedStatus.Tracking });
    const [group] = await db.insert(alertGroups).values({ teamId, name }).returning({ id: alertGroups.id });
    const groupId = group?.id as number;
    await db
      .insert(alertDestinations)
      .values({ teamId, groupId, type: NotificationChannelType.Telegram, botToken: "1:x", chatId: "-1" });
    const [target] = await db.insert(alertTargets).values({ teamId, kind: "all" }).returning({ id: alertTargets.id });
    const [rule] = await db
      .insert(alertRules)
      .values({ teamId, name, targetId: target?.id as number, groupId, metric: Metric.Views, calculation, threshold })
      .returning({ id: alertRules.id });
    return { videoId, ruleId: rule?.id as number };
  }

  const refresh = (videoId: number, capturedAt: Date) => ({
    kind: "videos" as const,
    refreshed: [videoId],
    missing: [],
    failed: [],
    capturedAt: capturedAt.toISOString(),
  });

  it("a Total crossing seen by both fires once and leaves the rule above the threshold", async () => {
    const db = env.handle.db;
    const { videoId, ruleId } = await seed("total", AlertCalculation.TotalAmount, 100);
    const first = new Date("2026-11-21T10:00:00.000Z");
    const second = new Date("2026-11-21T11:00:00.000Z");
    await db.insert(videoSnapshots).values([
      { videoId, capturedAt: first, views: 500 },
      { videoId, capturedAt: second, views: 900 },
    ]);
    const enqueue = deliverJobEnqueuer(boss);
    const outcomes = await Promise.all([
      evaluateRefresh(db, refresh(videoId, first), enqueue),
      evaluateRefresh(db, refresh(videoId, second), enqueue),
    ]);
    expect(outcomes[0].events + outcomes[1].events).toBe(1);
    const events = await db.select({ id: alertEvents.id }).from(alertEvents).where(eq(alertEvents.ruleId, ruleId));
    expect(events).toHaveLength(1);
    const [state] = await db
      .select({ above: alertRuleStates.aboveThreshold })
      .from(alertRuleStates)
      .where(and(eq(alertRuleStates.ruleId, ruleId), eq(alertRuleStates.itemKind, "feed")));
    expect(state?.above).toBe(true);
  });

  it("an Increment rule keeps its cooldown across two captures an hour apart", async () => {
    const db = env.handle.db;
    // Cooldown 6 h (the default); both captures grew by 1,000 views since the one before.
    const { videoId, ruleId } = await seed("increment", AlertCalculation.IncrementOfLastCycle, 500);
    const base = new Date("2026-11-21T09:00:00.000Z");
    const first = new Date("2026-11-21T10:00:00.000Z");
    const second = new Date("2026-11-21T11:00:00.000Z");
    await db.insert(videoSnapshots).values([
      { videoId, capturedAt: base, views: 1_000 },
      { videoId, capturedAt: first, views: 2_000 },
      { videoId, capturedAt: second, views: 3_000 },
    ]);
    const enqueue = deliverJobEnqueuer(boss);
    await Promise.all([
      evaluateRefresh(db, refresh(videoId, first), enqueue),
      evaluateRefresh(db, refresh(videoId, second), enqueue),
    ]);
    const events = await db.select({ id: alertEvents.id }).from(alertEvents).where(eq(alertEvents.ruleId, ruleId));
    expect(events).toHaveLength(1);
  });
});
