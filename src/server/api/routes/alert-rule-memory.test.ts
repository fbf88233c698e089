// Editing a rule (PUT /v1/alert/rule/{id}) forgets what it remembered about its items when what it compares changes
// (metric, calculation, threshold or target), so the new definition fires on its own crossing; a change of name,
// group or cooldown keeps the memory (the rule still means the same). Another rule's memory is never touched.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlertGroup, AlertRule, AlertTarget } from "@/domain/contracts/alerts";
import { fakeTelegramBotToken } from "../../../../tests/support/fake-telegram-token";
import { alertRuleStates } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { markEmailVerified, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
let owner: SignedInUser;
let target: AlertTarget;
let otherTarget: AlertTarget;
let group: AlertGroup;
const TELEGRAM = { type: 5, bot_token: fakeTelegramBotToken(), chat_id: "-1001234567890" };

async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await api.call<T>(method, path, { token: owner.token, body });
  expect({ path, code: res.body.code, message: res.body.message }).toMatchObject({ path, code: 0 });
  return res.body.data;
}

const body = (rule: AlertRule, change: Partial<Record<string, unknown>>) => ({
  name: rule.name,
  target_id: rule.target_id,
  group_id: rule.group_id,
  metric: rule.metric,
  calculation: rule.calculation,
  threshold: rule.threshold,
  cooldown_hours: rule.cooldown_hours,
  ...change,
});

/** A rule that remembers one feed above its threshold, fired an hour ago. */
async function rememberingRule(name: string): Promise<AlertRule> {
  const rule = await ok<AlertRule>("POST", "/v1/alert/rule", {
    name,
    target_id: target.id,
    group_id: group.id,
    metric: 1,
    calculation: 2,
    threshold: 1000,
  });
  await env.handle.db.insert(alertRuleStates).values({
    teamId: owner.team_info.id,
    ruleId: rule.id,
    itemKind: "feed",
    itemId: 1,
    aboveThreshold: true,
    lastSnapshotKey: "2026-11-25T10:00:00.000Z",
    lastFiredAt: new Date("2026-11-25T10:00:00.000Z"),
  });
  return rule;
}

const memoryOf = async (ruleId: number) =>
  env.handle.db.select().from(alertRuleStates).where(eq(alertRuleStates.ruleId, ruleId));

beforeAll(async () => {
  env = await setupTestDb();
  owner = await registerUser(api, env.handle.db, "pro");
  await markEmailVerified(env.handle.db, owner.id);
  target = await ok<AlertTarget>("POST", "/v1/alert/target", { kind: "all" });
  otherTarget = await ok<AlertTarget>("POST", "/v1/alert/target", { kind: "all", platform: "tiktok" });
  group = await ok<AlertGroup>("POST", "/v1/alert/group", { name: "G", destinations: [TELEGRAM] });
});
afterAll(async () => {
  await env.teardown();
});

describe("editing a rule", () => {
  it.each([
    ["metric", { metric: 2 }],
    ["calculation", { calculation: 1 }],
    ["threshold", { threshold: 5000 }],
    ["target", { target: true }],
  ])("forgets its memory when the %s changes, and only its own", async (what, change) => {
    const rule = await rememberingRule(`Edited ${what}`);
    const bystander = await rememberingRule(`Bystander ${what}`);
    const edit = "target" in change ? { target_id: otherTarget.id } : change;
    await ok<AlertRule>("PUT", `/v1/alert/rule/${rule.id}`, body(rule, edit));
    expect(await memoryOf(rule.id)).toEqual([]);
    expect(await memoryOf(bystander.id)).toHaveLength(1);
  });

  it("keeps its memory when only the name, group or cooldown changes", async () => {
    const rule = await rememberingRule("Renamed");
    const other = await ok<AlertGroup>("POST", "/v1/alert/group", { name: "G2", destinations: [TELEGRAM] });
    await ok<AlertRule>(
      "PUT",
      `/v1/alert/rule/${rule.id}/`,
      body(rule, { name: "Renamed again", group_id: other.id, cooldown_hours: 12 }),
    );
    expect(await memoryOf(rule.id)).toMatchObject([{ aboveThreshold: true, itemKind: "feed", itemId: 1 }]);
  });
});
