// The rule memories of a batch are looked up by exact (rule, item kind, item) pairs, however many the batch has:
// a 50-video job of a team whose "all" rules watch every item asks for thousands of pairs, which as a row-value IN
// list aborted PGlite's WebAssembly build (bench/RESULTS.md, alerts). Stored rows of other pairs sharing a rule, an
// item or a kind must not be returned.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertGroups, alertRuleStates, alertRules, alertTargets, organization } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { getRuleStates, memoryKey } from "./get-rule-memories";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const RULES = 40;

beforeAll(async () => {
  env = await setupTestDb();
  const db = env.handle.db;
  const [team] = await db
    .insert(organization)
    .values({ name: "Memories", slug: `memories-${Date.now()}`, plan: "max" })
    .returning({ id: organization.id });
  const teamId = team?.id as number;
  const [group] = await db.insert(alertGroups).values({ teamId, name: "G" }).returning({ id: alertGroups.id });
  const [target] = await db.insert(alertTargets).values({ teamId, kind: "all" }).returning({ id: alertTargets.id });
  const rules = await db
    .insert(alertRules)
    .values(
      Array.from({ length: RULES }, (_, i) => ({
        teamId,
        name: `R${i}`,
        targetId: target?.id as number,
        groupId: group?.id as number,
        metric: 1,
        calculation: 2,
        threshold: 10,
      })),
    )
    .returning({ id: alertRules.id });
  // Stored: every rule for even feed items 0..98, and every rule for channel item 1 (kind must matter).
  await db.insert(alertRuleStates).values(
    rules.flatMap((rule) => [
      ...Array.from({ length: 50 }, (_, i) => ({
        teamId,
        ruleId: rule.id,
        itemKind: "feed",
        itemId: i * 2,
        aboveThreshold: true,
        lastFiredAt: new Date("2026-11-20T00:00:00Z"),
      })),
      { teamId, ruleId: rule.id, itemKind: "channel", itemId: 1, aboveThreshold: false },
    ]),
  );
  ruleIds.push(...rules.map((rule) => rule.id));
});
const ruleIds: number[] = [];

afterAll(async () => {
  await env.teardown();
});

describe("getRuleStates", () => {
  it("answers exactly the asked pairs that are stored, for a batch of 4,000 pairs", async () => {
    // Asked: every rule × feed items 0..99 (even ones stored, odd ones not) = 4,000 pairs; never channel 1.
    const pairs = ruleIds.flatMap((ruleId) =>
      Array.from({ length: 100 }, (_, itemId) => ({ ruleId, kind: "feed", itemId })),
    );
    expect(pairs).toHaveLength(4_000);
    const found = await getRuleStates(env.handle.db, pairs);
    const expected = ruleIds.flatMap((ruleId) =>
      Array.from({ length: 50 }, (_, i) => memoryKey(ruleId, "feed", i * 2)),
    );
    expect([...found.keys()].sort()).toEqual(expected.sort());
    const first = found.get(memoryKey(ruleIds[0] as number, "feed", 0));
    expect(first).toMatchObject({ aboveThreshold: true, lastFiredAt: new Date("2026-11-20T00:00:00Z") });
  });

  it("tells item kinds apart and answers nothing for no pairs", async () => {
    const ruleId = ruleIds[1] as number;
    const found = await getRuleStates(env.handle.db, [
      { ruleId, kind: "channel", itemId: 1 },
      { ruleId, kind: "feed", itemId: 1 },
      { ruleId, kind: "channel", itemId: 2 },
    ]);
    expect([...found.keys()]).toEqual([memoryKey(ruleId, "channel", 1)]);
    expect(found.get(memoryKey(ruleId, "channel", 1))?.aboveThreshold).toBe(false);
    expect((await getRuleStates(env.handle.db, [])).size).toBe(0);
  });
});
