// The evaluation worker's per-team rule cache (watching-rules-cache.ts) and the alert version that keys it
// (triggers of drizzle/0017_alert_rule_version.sql). The oracle is the rules table itself: after any write to a
// team's rules or targets, or a plan change — made here with plain SQL, as another process or code path would —
// the rules the next evaluation runs are exactly the rows the table holds; a write that bypasses the triggers
// proves a hit is served from the cache; another team's rules are never mixed in.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AlertCalculation, FeedStatus, Metric, Platform } from "@/domain/enums";
import { alertGroups, alertRules, alertTargets, organization, platformVideos, trackedFeeds } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { getRefreshedItems } from "../../queries/alerts/get-refreshed-items";
import { rulesOfTeams } from "./watching-rules-cache";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const db = () => env.handle.db;
let serial = 0;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  await env.teardown();
});

async function team(plan: "free" | "pro" | "max") {
  serial += 1;
  const [row] = await db()
    .insert(organization)
    .values({ name: `Cache ${serial}`, slug: `rule-cache-${serial}-${Date.now()}`, plan })
    .returning({ id: organization.id });
  return (row as { id: number }).id;
}

async function rule(teamId: number, threshold: number) {
  const [target] = await db().insert(alertTargets).values({ teamId, kind: "all" }).returning({ id: alertTargets.id });
  const [group] = await db().insert(alertGroups).values({ teamId, name: "G" }).returning({ id: alertGroups.id });
  const [row] = await db()
    .insert(alertRules)
    .values({
      teamId,
      name: `R${threshold}`,
      targetId: (target as { id: number }).id,
      groupId: (group as { id: number }).id,
      metric: Metric.Views,
      calculation: AlertCalculation.TotalAmount,
      threshold,
    })
    .returning({ id: alertRules.id });
  return { id: (row as { id: number }).id, targetId: (target as { id: number }).id };
}

/** The version each team's items carry, read the way evaluation reads it (through a tracked feed's refresh). */
async function versionsOf(teamIds: number[]): Promise<Map<number, string>> {
  serial += 1;
  const [video] = await db()
    .insert(platformVideos)
    .values({ platform: Platform.TikTok, platformId: `cache-${serial}` })
    .returning({ id: platformVideos.id });
  const videoId = (video as { id: number }).id;
  for (const teamId of teamIds)
    await db().insert(trackedFeeds).values({ teamId, videoId, status: FeedStatus.Tracking });
  const items = await getRefreshedItems(db(), { videoIds: [videoId], accountIds: [], capturedAt: new Date() });
  return new Map(items.map((item) => [item.teamId, item.alertVersion]));
}

const thresholds = (rules: { teamId: number; threshold: number }[], teamId: number) =>
  rules
    .filter((r) => r.teamId === teamId)
    .map((r) => r.threshold)
    .sort((a, b) => a - b);

describe("the rule cache follows every change of a team's rules, targets and plan", () => {
  it("reads again after SQL writes from outside the service, and never mixes teams", async () => {
    const a = await team("max");
    const b = await team("max");
    const first = await rule(a, 100);
    await rule(b, 999);
    expect(thresholds(await rulesOfTeams(db(), await versionsOf([a, b])), a)).toEqual([100]);

    // An update, an insert and a team's second rule.
    await db().execute(sql`UPDATE alert_rules SET threshold = 150 WHERE id = ${first.id}`);
    const second = await rule(a, 300);
    let rules = await rulesOfTeams(db(), await versionsOf([a, b]));
    expect(thresholds(rules, a)).toEqual([150, 300]);
    expect(thresholds(rules, b)).toEqual([999]);

    // Deactivated, deleted.
    await db().execute(sql`UPDATE alert_rules SET active = 0 WHERE id = ${second.id}`);
    rules = await rulesOfTeams(db(), await versionsOf([a]));
    expect(thresholds(rules, a)).toEqual([150]);
    await db().delete(alertRules).where(eq(alertRules.id, first.id));
    rules = await rulesOfTeams(db(), await versionsOf([a, b]));
    expect(thresholds(rules, a)).toEqual([]);
    expect(thresholds(rules, b)).toEqual([999]);
  });

  it("a target change and a plan change give a new version; other team settings do not", async () => {
    const a = await team("max");
    const { targetId } = await rule(a, 10);
    const v1 = (await versionsOf([a])).get(a);
    await db().execute(sql`UPDATE organization SET name = 'Renamed', timezone = 60 WHERE id = ${a}`);
    expect((await versionsOf([a])).get(a)).toBe(v1);

    await db().execute(sql`UPDATE alert_targets SET platform = ${Platform.YouTube} WHERE id = ${targetId}`);
    const v2 = (await versionsOf([a])).get(a);
    expect(v2).not.toBe(v1);
    const rules = await rulesOfTeams(db(), new Map([[a, v2 as string]]));
    expect(rules.map((r) => r.targets[0]?.platform)).toEqual([Platform.YouTube]);

    // Moving to Free (no alerts) leaves the rule in the table but runs none of it.
    await db().execute(sql`UPDATE organization SET plan = 'free' WHERE id = ${a}`);
    const v3 = (await versionsOf([a])).get(a);
    expect(v3).not.toBe(v2);
    expect(await rulesOfTeams(db(), new Map([[a, v3 as string]]))).toEqual([]);
  });

  it("serves a hit from the cache without reading the rules (a write that bypasses the triggers is not seen)", async () => {
    const a = await team("max");
    const { id } = await rule(a, 42);
    const versions = await versionsOf([a]);
    expect(thresholds(await rulesOfTeams(db(), versions), a)).toEqual([42]);
    await db().execute(sql`ALTER TABLE alert_rules DISABLE TRIGGER alert_rules_touch_alert_version`);
    try {
      await db().execute(sql`UPDATE alert_rules SET threshold = 43 WHERE id = ${id}`);
      expect(thresholds(await rulesOfTeams(db(), versions), a)).toEqual([42]);
      // The same write seen once the version moves (here by hand; the trigger does it in every real write).
      await db().execute(sql`UPDATE organization SET alert_version = gen_random_uuid() WHERE id = ${a}`);
      expect(thresholds(await rulesOfTeams(db(), await versionsOf([a])), a)).toEqual([43]);
    } finally {
      await db().execute(sql`ALTER TABLE alert_rules ENABLE TRIGGER alert_rules_touch_alert_version`);
    }
  });

  it("a target's item deleted (ON DELETE SET NULL) leaves the version alone; the rule then matches nothing", async () => {
    const a = await team("max");
    serial += 1;
    const [video] = await db()
      .insert(platformVideos)
      .values({ platform: Platform.TikTok, platformId: `cache-del-${serial}` })
      .returning({ id: platformVideos.id });
    const [feed] = await db()
      .insert(trackedFeeds)
      .values({ teamId: a, videoId: (video as { id: number }).id, status: FeedStatus.Tracking })
      .returning({ id: trackedFeeds.id });
    const feedId = (feed as { id: number }).id;
    const { targetId } = await rule(a, 7);
    await db().execute(sql`UPDATE alert_targets SET kind = 'feed', tracked_feed_id = ${feedId} WHERE id = ${targetId}`);
    const before = (await versionsOf([a])).get(a);
    await db().delete(trackedFeeds).where(eq(trackedFeeds.id, feedId));
    const [target] = await db().select().from(alertTargets).where(eq(alertTargets.id, targetId));
    expect(target?.trackedFeedId).toBeNull();
    expect((await versionsOf([a])).get(a)).toBe(before);
  });

  it("deleting a team with rules and targets works (the triggers meet a team being deleted)", async () => {
    const a = await team("max");
    await rule(a, 5);
    await versionsOf([a]);
    await db().delete(organization).where(eq(organization.id, a));
    const left = await db().select({ id: alertRules.id }).from(alertRules).where(eq(alertRules.teamId, a));
    expect(left).toEqual([]);
    expect(await rulesOfTeams(db(), new Map([[a, "gone"]]))).toEqual([]);
  });
});
