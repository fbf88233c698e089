// Switching a rule back on asks the plan again (issue 16 item 2; README "Alerts", Plans): a team may have moved to a
// smaller plan since the rule was made. Free → 90001; Pro with a webhook group → 90001 naming Max; more active rules
// than the plan allows → 90001. Both ways of switching on are checked (POST /v1/alert/rule/{id}/active and PUT with
// active 1), a refused switch leaves the rule off, and switching off always works.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlertGroup, AlertRule, AlertTarget } from "@/domain/contracts/alerts";
import { ErrorCode } from "@/domain/error-codes";
import { PLANS } from "@/domain/plans";
import { fakeTelegramBotToken } from "../../../../tests/support/fake-telegram-token";
import { alertTargets, organization } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { markEmailVerified, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
const TELEGRAM = { type: 5, bot_token: fakeTelegramBotToken(), chat_id: "-1001234567890" };

async function ok<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await call<T>(method, path, { token, body });
  expect({ path, code: res.body.code, message: res.body.message }).toMatchObject({ path, code: 0 });
  return res.body.data;
}

async function setPlan(owner: SignedInUser, plan: "free" | "pro" | "max") {
  await env.handle.db.update(organization).set({ plan }).where(eq(organization.id, owner.team_info.id));
}

/** A verified owner on `plan` with an "all" target and a group of `destinations`. */
async function teamWith(plan: "pro" | "max", destinations: unknown[]) {
  const owner = await registerUser(api, env.handle.db, plan);
  await markEmailVerified(env.handle.db, owner.id);
  const target = await ok<AlertTarget>(owner.token, "POST", "/v1/alert/target", { kind: "all" });
  const group = await ok<AlertGroup>(owner.token, "POST", "/v1/alert/group", { name: "G", destinations });
  const rule = (name: string, active = 1) =>
    ok<AlertRule>(owner.token, "POST", "/v1/alert/rule", {
      name,
      target_id: target.id,
      group_id: group.id,
      metric: 1,
      calculation: 2,
      threshold: 1000,
      active,
    });
  return { owner, target, group, rule };
}

const ruleBody = (rule: AlertRule, active: 0 | 1) => ({
  name: rule.name,
  target_id: rule.target_id,
  group_id: rule.group_id,
  metric: rule.metric,
  calculation: rule.calculation,
  threshold: rule.threshold,
  active,
});

/** Both ways of switching on; each must be refused with 90001 and `plan`, leaving the rule off. */
async function expectRefusedOn(owner: SignedInUser, rule: AlertRule, plan: string, words: string) {
  const byFlag = await call<{ plan: string }>("POST", `/v1/alert/rule/${rule.id}/active`, {
    token: owner.token,
    body: { active: 1 },
  });
  const byPut = await call<{ plan: string }>("PUT", `/v1/alert/rule/${rule.id}/`, {
    token: owner.token,
    body: ruleBody(rule, 1),
  });
  for (const res of [byFlag, byPut]) {
    expect(res.body.code).toBe(ErrorCode.PlanLimitReached);
    expect(res.body.data.plan).toBe(plan);
    expect(res.body.message).toContain(words);
  }
  const now = await ok<AlertRule>(owner.token, "GET", `/v1/alert/rule/${rule.id}`);
  expect(now.active).toBe(0);
}

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  await env.teardown();
});

describe("switching a rule back on", () => {
  it("on Free: 90001 naming Pro; switching off still works", async () => {
    const { owner, rule } = await teamWith("pro", [TELEGRAM]);
    const on = await rule("On");
    const off = await rule("Off", 0);
    await setPlan(owner, "free");
    await expectRefusedOn(owner, off, "pro", PLANS.pro.label);
    const switchedOff = await ok<AlertRule>(owner.token, "POST", `/v1/alert/rule/${on.id}/active`, { active: 0 });
    expect(switchedOff.active).toBe(0);
  });

  it("on Pro with a webhook group: 90001 naming Max; a rule on a chat group switches on", async () => {
    const { owner, rule } = await teamWith("max", [TELEGRAM, { type: 7, url: "https://hooks.example.com/in" }]);
    const hooked = await rule("Hooked", 0);
    const chat = await teamWith("max", [TELEGRAM]);
    const chatRule = await chat.rule("Chat", 0);
    await setPlan(owner, "pro");
    await setPlan(chat.owner, "pro");
    await expectRefusedOn(owner, hooked, "max", PLANS.max.label);
    const on = await ok<AlertRule>(chat.owner.token, "POST", `/v1/alert/rule/${chatRule.id}/active`, { active: 1 });
    expect(on.active).toBe(1);
    // An edit that keeps the rule off is not a switch: it is saved.
    const edited = await ok<AlertRule>(owner.token, "PUT", `/v1/alert/rule/${hooked.id}`, {
      ...ruleBody(hooked, 0),
      threshold: 5000,
    });
    expect(edited).toMatchObject({ active: 0, threshold: 5000 });
  });

  it("past the plan's active rules: 90001 naming Max, until one is switched off", async () => {
    const limit = PLANS.pro.limits.alertRules;
    const { owner, rule } = await teamWith("max", [TELEGRAM]);
    const rules: AlertRule[] = [];
    for (let n = 0; n <= limit; n += 1) rules.push(await rule(`R${n}`, n < limit - 1 ? 1 : 0));
    // Max → Pro with limit − 1 rules on and two off.
    await setPlan(owner, "pro");
    const [secondLast, last] = rules.slice(-2) as [AlertRule, AlertRule];
    const filled = await ok<AlertRule>(owner.token, "POST", `/v1/alert/rule/${secondLast.id}/active/`, { active: 1 });
    expect(filled.active).toBe(1);
    await expectRefusedOn(owner, last, "max", `${limit} active alert rules`);
    await ok(owner.token, "POST", `/v1/alert/rule/${rules[0]?.id}/active`, { active: 0 });
    const switched = await ok<AlertRule>(owner.token, "PUT", `/v1/alert/rule/${last.id}`, ruleBody(last, 1));
    expect(switched.active).toBe(1);
    // Switching on a rule that is already on counts it once, not twice.
    const again = await ok<AlertRule>(owner.token, "POST", `/v1/alert/rule/${last.id}/active`, { active: 1 });
    expect(again.active).toBe(1);
  });

  it("targets and groups stop at the plan's rule count: 90001 naming Max on Pro, Max still has room", async () => {
    const limit = PLANS.pro.limits.alertRules;
    const pro = await teamWith("pro", [TELEGRAM]);
    const max = await teamWith("max", [TELEGRAM]);
    // teamWith made one target and one group each; fill Pro's to the limit (targets straight into the table: the
    // API refuses a second identical target, and a team has only five distinct "all" targets).
    const teamId = pro.owner.team_info.id;
    await env.handle.db
      .insert(alertTargets)
      .values(Array.from({ length: limit - 1 }, () => ({ teamId, kind: "all" as const })));
    for (let n = 1; n < limit; n += 1) {
      await ok(pro.owner.token, "POST", "/v1/alert/group", { name: `G${n}`, destinations: [TELEGRAM] });
    }
    for (const [path, body, noun] of [
      ["/v1/alert/target/", { kind: "all" }, "targets"],
      ["/v1/alert/group/", { name: "One more", destinations: [TELEGRAM] }, "groups"],
    ] as const) {
      const refused = await call("POST", path, { token: pro.owner.token, body });
      expect(refused.body).toMatchObject({ code: ErrorCode.PlanLimitReached, data: { plan: "max" } });
      expect(refused.body.message).toContain(`${limit} alert ${noun}`);
      // Another team's count is its own: the Max team still adds one.
      expect((await call("POST", path, { token: max.owner.token, body })).body.code).toBe(0);
    }
    const listed = await call<{ list: unknown[] }>("GET", "/v1/alert/target", { token: pro.owner.token });
    expect(listed.body.data.list).toHaveLength(limit);
  });
});
