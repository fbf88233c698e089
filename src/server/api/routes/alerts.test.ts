// Alert targets, rules and the events log through /v1 (issue 16 item 2): every route with the Owner, the Admin
// and the Analyst of one Pro team, and with another team's ids (404); the plan rules (Free 90001, the rule cap,
// Max); deleting a target or group a rule uses (409 naming the rules); with and without a trailing slash.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlertEventPage, AlertGroup, AlertRule, AlertTarget } from "@/domain/contracts/alerts";
import { ErrorCode } from "@/domain/error-codes";
import { PLANS } from "@/domain/plans";
import { Role } from "@/domain/roles";
import { fakeTelegramBotToken } from "../../../../tests/support/fake-telegram-token";
import {
  alertDeliveries,
  alertDestinations,
  alertEvents,
  alertGroups,
  alertRules,
  alertTargets,
  organization,
} from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { type TeamOfThree, teamOfThree } from "../test/role-team-fixtures";
import { demoShortUrl, markEmailVerified, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;

let team: TeamOfThree;
let stranger: SignedInUser;
const ids = { feed: 0, channel: 0, collection: "", strangerFeed: 0, strangerChannel: 0, strangerCollection: "" };
const TELEGRAM = { type: 5, bot_token: fakeTelegramBotToken(), chat_id: "-1001234567890" };

async function ok<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await call<T>(method, path, { token, body });
  expect({ path, code: res.body.code, message: res.body.message }).toMatchObject({ path, code: 0 });
  return res.body.data;
}

async function track(owner: SignedInUser, n: number) {
  const feed = await ok<{ id: number }>("POST", "/v1/feed", owner.token, { url: demoShortUrl(n) });
  const channel = await ok<{ id: number }>("POST", "/v1/channel", owner.token, {
    url: `https://www.tiktok.com/@alerts_${n}`,
    video_limit: 1,
  });
  const collection = await ok<{ hash_id: string }>("POST", "/v1/collection", owner.token, { name: `Launch ${n}` });
  return { feed: feed.id, channel: channel.id, collection: collection.hash_id };
}

beforeAll(async () => {
  env = await setupTestDb();
  team = await teamOfThree(api, env.handle.db, "pro");
  stranger = await registerUser(api, env.handle.db, "pro");
  await markEmailVerified(env.handle.db, stranger.id);
  const mine = await track(team.owner, 5101);
  const theirs = await track(stranger, 5102);
  Object.assign(ids, {
    ...mine,
    strangerFeed: theirs.feed,
    strangerChannel: theirs.channel,
    strangerCollection: theirs.collection,
  });
});
afterAll(async () => {
  await env.teardown();
});

describe("targets", () => {
  it("are created for each kind by Owner and Admin, read by every member, and show what they watch", async () => {
    const feed = await ok<AlertTarget>("POST", "/v1/alert/target", team.owner.token, { kind: "feed", id: ids.feed });
    expect(feed).toMatchObject({ kind: "feed", ref_id: ids.feed, platform: "youtube", missing: false, rule_count: 0 });
    const channel = await ok<AlertTarget>("POST", "/v1/alert/target/", team.admin.token, {
      kind: "channel",
      id: ids.channel,
    });
    expect(channel).toMatchObject({ kind: "channel", ref_id: ids.channel, platform: "tiktok" });
    const collection = await ok<AlertTarget>("POST", "/v1/alert/target", team.owner.token, {
      kind: "collection",
      id: ids.collection,
      platform: "tiktok",
    });
    expect(collection).toMatchObject({
      kind: "collection",
      ref_id: ids.collection,
      platform: "tiktok",
      label: "Launch 5101",
    });
    const all = await ok<AlertTarget>("POST", "/v1/alert/target", team.owner.token, { kind: "all" });
    expect(all).toMatchObject({ kind: "all", ref_id: null, platform: null, label: null, missing: false });

    for (const who of ["owner", "admin", "analyst"] as const) {
      const list = await ok<{ list: AlertTarget[] }>("GET", "/v1/alert/target/", team[who].token);
      expect(list.list.map((t) => t.id)).toEqual([feed.id, channel.id, collection.id, all.id]);
      expect(await ok<AlertTarget>("GET", `/v1/alert/target/${all.id}`, team[who].token)).toEqual(all);
    }
    const theirs = await ok<{ list: AlertTarget[] }>("GET", "/v1/alert/target", stranger.token);
    expect(theirs.list).toEqual([]);
  });

  it("refuse another team's channel, feed and collection (404) and a malformed body (400)", async () => {
    for (const body of [
      { kind: "feed", id: ids.strangerFeed },
      { kind: "channel", id: ids.strangerChannel },
      { kind: "collection", id: ids.strangerCollection },
    ]) {
      const res = await call("POST", "/v1/alert/target", { token: team.owner.token, body });
      expect({ kind: body.kind, status: res.status }).toEqual({ kind: body.kind, status: 404 });
    }
    for (const [body, field] of [
      [{ kind: "feed" }, "id"],
      [{ kind: "all", id: 3 }, "id"],
      [{ kind: "feed", id: ids.feed, platform: "tiktok" }, "platform"],
      [{ kind: "playlist", id: 1 }, "kind"],
    ] as const) {
      const res = await call<{ errors: Record<string, string> }>("POST", "/v1/alert/target", {
        token: team.owner.token,
        body,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ErrorCode.Validation);
      expect(Object.keys(res.body.data.errors)).toContain(field);
    }
  });

  it("are refused to the Analyst (403 40303 naming the role) and changed by the Admin", async () => {
    const target = await ok<AlertTarget>("POST", "/v1/alert/target", team.owner.token, { kind: "all" });
    for (const [method, path, body] of [
      ["POST", "/v1/alert/target", { kind: "all" }],
      ["PUT", `/v1/alert/target/${target.id}`, { kind: "feed", id: ids.feed }],
      ["DELETE", `/v1/alert/target/${target.id}`, undefined],
    ] as const) {
      const res = await call<{ required_role: number }>(method, path, { token: team.analyst.token, body });
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 403,
        code: ErrorCode.RoleRequired,
      });
      expect(res.body.data.required_role).toBe(Role.Admin);
    }
    const changed = await ok<AlertTarget>("PUT", `/v1/alert/target/${target.id}/`, team.admin.token, {
      kind: "feed",
      id: ids.feed,
    });
    expect(changed).toMatchObject({ id: target.id, kind: "feed", ref_id: ids.feed });
    await ok("DELETE", `/v1/alert/target/${target.id}`, team.admin.token);
    expect((await call("GET", `/v1/alert/target/${target.id}`, { token: team.owner.token })).status).toBe(404);
  });

  it("of another team are not found on read, change or delete", async () => {
    const theirs = await ok<AlertTarget>("POST", "/v1/alert/target", stranger.token, { kind: "all" });
    for (const [method, body] of [
      ["GET", undefined],
      ["PUT", { kind: "all" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await call(method, `/v1/alert/target/${theirs.id}`, { token: team.owner.token, body });
      expect({ method, status: res.status }).toEqual({ method, status: 404 });
    }
    expect(await ok<AlertTarget>("GET", `/v1/alert/target/${theirs.id}`, stranger.token)).toMatchObject({
      kind: "all",
    });
  });

  it("stay when the watched feed is deleted, marked missing", async () => {
    const feed = await ok<{ id: number }>("POST", "/v1/feed", team.owner.token, { url: demoShortUrl(5103) });
    const target = await ok<AlertTarget>("POST", "/v1/alert/target", team.owner.token, { kind: "feed", id: feed.id });
    await ok("DELETE", `/v1/feed/${feed.id}`, team.owner.token);
    expect(await ok<AlertTarget>("GET", `/v1/alert/target/${target.id}`, team.owner.token)).toMatchObject({
      kind: "feed",
      ref_id: null,
      missing: true,
    });
  });
});

describe("rules", () => {
  let target: AlertTarget;
  let group: AlertGroup;

  beforeAll(async () => {
    target = await ok<AlertTarget>("POST", "/v1/alert/target", team.owner.token, { kind: "feed", id: ids.feed });
    group = await ok<AlertGroup>("POST", "/v1/alert/group", team.owner.token, {
      name: "Growth team",
      destinations: [TELEGRAM],
    });
  });

  it("are created with the default cooldown and active flag, read by every member, switched and changed", async () => {
    const rule = await ok<AlertRule>("POST", "/v1/alert/rule", team.admin.token, {
      name: "Views jump",
      target_id: target.id,
      group_id: group.id,
      metric: 1,
      calculation: 1,
      threshold: 10_000,
    });
    expect(rule).toMatchObject({ name: "Views jump", metric: 1, calculation: 1, threshold: 10_000 });
    expect(rule).toMatchObject({ cooldown_hours: 6, active: 1 });
    for (const who of ["owner", "admin", "analyst"] as const) {
      expect(await ok<AlertRule>("GET", `/v1/alert/rule/${rule.id}/`, team[who].token)).toEqual(rule);
      const list = await ok<{ list: AlertRule[] }>("GET", "/v1/alert/rule", team[who].token);
      expect(list.list.map((r) => r.id)).toContain(rule.id);
    }
    const off = await ok<AlertRule>("POST", `/v1/alert/rule/${rule.id}/active/`, team.owner.token, { active: 0 });
    expect(off.active).toBe(0);
    const changed = await ok<AlertRule>("PUT", `/v1/alert/rule/${rule.id}`, team.admin.token, {
      name: "Viral",
      target_id: target.id,
      group_id: group.id,
      metric: 7,
      calculation: 2,
      threshold: 10,
      cooldown_hours: 12,
    });
    // active left out keeps its value (0); the rest is replaced.
    expect(changed).toMatchObject({
      name: "Viral",
      metric: 7,
      calculation: 2,
      threshold: 10,
      cooldown_hours: 12,
      active: 0,
    });
    const analyst = await call("POST", `/v1/alert/rule/${rule.id}/active`, {
      token: team.analyst.token,
      body: { active: 1 },
    });
    expect(analyst.status).toBe(403);
    expect(analyst.body.code).toBe(ErrorCode.RoleRequired);
    const [row] = await env.handle.db.select().from(alertRules).where(eq(alertRules.id, rule.id));
    expect(row?.active).toBe(0);
  });

  it("refuse bodies that make no sense, per field", async () => {
    const base = { name: "R", target_id: target.id, group_id: group.id, metric: 1, calculation: 2, threshold: 5 };
    for (const [patch, field] of [
      [{ metric: 9 }, "metric"],
      [{ calculation: 3 }, "calculation"],
      [{ threshold: 0 }, "threshold"],
      [{ threshold: 2.5 }, "threshold"],
      [{ metric: 7, calculation: 1 }, "calculation"],
      [{ cooldown_hours: -1 }, "cooldown_hours"],
      [{ active: 2 }, "active"],
      [{ name: "" }, "name"],
    ] as const) {
      const res = await call<{ errors: Record<string, string> }>("POST", "/v1/alert/rule", {
        token: team.owner.token,
        body: { ...base, ...patch },
      });
      expect({ patch, status: res.status }).toEqual({ patch, status: 400 });
      expect(Object.keys(res.body.data.errors)).toContain(field);
    }
  });

  it("need the team's own target and group (404), and their own rule ids (404)", async () => {
    const theirTarget = await ok<AlertTarget>("POST", "/v1/alert/target", stranger.token, { kind: "all" });
    const theirGroup = await ok<AlertGroup>("POST", "/v1/alert/group", stranger.token, {
      name: "Theirs",
      destinations: [TELEGRAM],
    });
    const theirRule = await ok<AlertRule>("POST", "/v1/alert/rule", stranger.token, {
      name: "Theirs",
      target_id: theirTarget.id,
      group_id: theirGroup.id,
      metric: 2,
      calculation: 2,
      threshold: 100,
    });
    const base = { name: "R", metric: 1, calculation: 2, threshold: 5 };
    for (const refs of [
      { target_id: theirTarget.id, group_id: group.id },
      { target_id: target.id, group_id: theirGroup.id },
    ]) {
      const res = await call("POST", "/v1/alert/rule", { token: team.owner.token, body: { ...base, ...refs } });
      expect(res.status).toBe(404);
    }
    for (const [method, path, body] of [
      ["GET", `/v1/alert/rule/${theirRule.id}`, undefined],
      ["PUT", `/v1/alert/rule/${theirRule.id}`, { ...base, target_id: target.id, group_id: group.id }],
      ["POST", `/v1/alert/rule/${theirRule.id}/active`, { active: 0 }],
      ["DELETE", `/v1/alert/rule/${theirRule.id}`, undefined],
      ["GET", `/v1/alert/group/${theirGroup.id}`, undefined],
      ["DELETE", `/v1/alert/group/${theirGroup.id}`, undefined],
    ] as const) {
      const res = await call(method, path, { token: team.admin.token, body });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 404 });
    }
    expect(await ok<AlertRule>("GET", `/v1/alert/rule/${theirRule.id}`, stranger.token)).toMatchObject({ active: 1 });
  });

  it("keep their target and group: deleting either answers 409 naming the rules, then works once they are gone", async () => {
    const other = await ok<AlertTarget>("POST", "/v1/alert/target", team.owner.token, { kind: "all" });
    const spare = await ok<AlertGroup>("POST", "/v1/alert/group", team.owner.token, {
      name: "Spare",
      destinations: [TELEGRAM],
    });
    const first = await ok<AlertRule>("POST", "/v1/alert/rule", team.owner.token, {
      name: "Likes pile up",
      target_id: other.id,
      group_id: spare.id,
      metric: 2,
      calculation: 2,
      threshold: 1000,
    });
    const second = await ok<AlertRule>("POST", "/v1/alert/rule", team.owner.token, {
      name: "Shares pile up",
      target_id: other.id,
      group_id: spare.id,
      metric: 4,
      calculation: 2,
      threshold: 50,
    });
    for (const path of [`/v1/alert/target/${other.id}`, `/v1/alert/group/${spare.id}`]) {
      const res = await call("DELETE", path, { token: team.owner.token });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe(ErrorCode.Conflict);
      expect(res.body.message).toContain('"Likes pile up"');
      expect(res.body.message).toContain('"Shares pile up"');
      expect(res.body.message).not.toContain("Views jump");
    }
    expect((await ok<AlertTarget>("GET", `/v1/alert/target/${other.id}`, team.owner.token)).rule_count).toBe(2);
    await ok("DELETE", `/v1/alert/rule/${first.id}`, team.owner.token);
    await ok("DELETE", `/v1/alert/rule/${second.id}`, team.admin.token);
    await ok("DELETE", `/v1/alert/target/${other.id}`, team.owner.token);
    await ok("DELETE", `/v1/alert/group/${spare.id}`, team.owner.token);
    expect((await call("GET", `/v1/alert/group/${spare.id}`, { token: team.owner.token })).status).toBe(404);
  });
});

describe("plan rules", () => {
  it("Free creates no target, group or rule (90001)", async () => {
    const free = await registerUser(api, env.handle.db, "free");
    await markEmailVerified(env.handle.db, free.id);
    for (const [path, body] of [
      ["/v1/alert/target", { kind: "all" }],
      ["/v1/alert/group", { name: "G", destinations: [TELEGRAM] }],
    ] as const) {
      const res = await call<{ plan: string }>("POST", path, { token: free.token, body });
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 403,
        code: ErrorCode.PlanLimitReached,
      });
      expect(res.body.data).toEqual({ limit_kind: "alertRules", plan: "pro" });
    }
    expect((await ok<{ list: unknown[] }>("GET", "/v1/alert/target", free.token)).list).toEqual([]);
  });

  it("an unverified address cannot create (40301) but reads", async () => {
    const unverified = await registerUser(api, env.handle.db, "max");
    const res = await call("POST", "/v1/alert/target", { token: unverified.token, body: { kind: "all" } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.EmailNotVerified);
    expect((await call("GET", "/v1/alert/rule", { token: unverified.token })).body.code).toBe(0);
  });

  it("caps rules per plan: Pro stops at 20 naming Max, Max goes past 20", async () => {
    for (const plan of ["pro", "max"] as const) {
      const owner = await registerUser(api, env.handle.db, plan);
      await markEmailVerified(env.handle.db, owner.id);
      const target = await ok<AlertTarget>("POST", "/v1/alert/target", owner.token, { kind: "all" });
      const group = await ok<AlertGroup>("POST", "/v1/alert/group", owner.token, {
        name: "G",
        destinations: [TELEGRAM],
      });
      const body = (n: number) => ({
        name: `Rule ${n}`,
        target_id: target.id,
        group_id: group.id,
        metric: 1,
        calculation: 2,
        threshold: n,
      });
      for (let n = 1; n <= PLANS.pro.limits.alertRules; n++) await ok("POST", "/v1/alert/rule", owner.token, body(n));
      const next = await call<{ plan: string }>("POST", "/v1/alert/rule", { token: owner.token, body: body(21) });
      if (plan === "pro") {
        expect(next.status).toBe(403);
        expect(next.body.code).toBe(ErrorCode.PlanLimitReached);
        expect(next.body.message).toContain("Max");
        expect(next.body.data).toEqual({ limit_kind: "alertRules", plan: "max" });
      } else {
        expect(next.body.code).toBe(0);
      }
      const list = await ok<{ list: AlertRule[] }>("GET", "/v1/alert/rule", owner.token);
      expect(list.list).toHaveLength(plan === "pro" ? 20 : 21);
    }
  });
});

describe("the rule cap under parallel creates", () => {
  it("lets exactly one of five parallel creates take the last Pro rule", async () => {
    const owner = await registerUser(api, env.handle.db, "pro");
    await markEmailVerified(env.handle.db, owner.id);
    const target = await ok<AlertTarget>("POST", "/v1/alert/target", owner.token, { kind: "all" });
    const group = await ok<AlertGroup>("POST", "/v1/alert/group", owner.token, { name: "G", destinations: [TELEGRAM] });
    const body = (n: number) => ({
      name: `Rule ${n}`,
      target_id: target.id,
      group_id: group.id,
      metric: 3,
      calculation: 1,
      threshold: n,
    });
    const cap = PLANS.pro.limits.alertRules;
    for (let n = 1; n < cap; n++) await ok("POST", "/v1/alert/rule", owner.token, body(n));
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => call("POST", "/v1/alert/rule", { token: owner.token, body: body(100 + n) })),
    );
    const codes = results.map((res) => res.body.code).sort();
    expect(codes).toEqual([0, 90001, 90001, 90001, 90001]);
    const rows = await env.handle.db.select().from(alertRules).where(eq(alertRules.teamId, owner.team_info.id));
    expect(rows).toHaveLength(cap);
  });
});

describe("events", () => {
  it("are empty until evaluation writes them, then newest first with deliveries, filtered by rule, paged", async () => {
    const owner = await registerUser(api, env.handle.db, "pro");
    await markEmailVerified(env.handle.db, owner.id);
    const empty = await ok<AlertEventPage>("GET", "/v1/alert/events", owner.token);
    expect(empty).toEqual({ list: [], total: 0, page: 1, page_size: 20 });

    const target = await ok<AlertTarget>("POST", "/v1/alert/target", owner.token, { kind: "all" });
    const group = await ok<AlertGroup>("POST", "/v1/alert/group", owner.token, { name: "G", destinations: [TELEGRAM] });
    const rule = (name: string) =>
      ok<AlertRule>("POST", "/v1/alert/rule", owner.token, {
        name,
        target_id: target.id,
        group_id: group.id,
        metric: 1,
        calculation: 2,
        threshold: 100,
      });
    const [a, b] = [await rule("A"), await rule("B")];
    const db = env.handle.db;
    const fire = async (ruleId: number, key: string, at: string) => {
      const [row] = await db
        .insert(alertEvents)
        .values({
          teamId: owner.team_info.id,
          ruleId,
          itemKind: "feed",
          itemId: 1,
          snapshotKey: key,
          metric: 1,
          calculation: 2,
          threshold: 100,
          value: 150,
          previousValue: 90,
          createdAt: new Date(at),
        })
        .returning({ id: alertEvents.id });
      return row?.id ?? 0;
    };
    const old = await fire(a.id, "s1", "2026-11-01T10:00:00Z");
    const newer = await fire(b.id, "s2", "2026-11-02T10:00:00Z");
    const newest = await fire(a.id, "s3", "2026-11-03T10:00:00Z");
    // A retried evaluation of the same snapshot inserts nothing (the unique key).
    await db
      .insert(alertEvents)
      .values({
        teamId: owner.team_info.id,
        ruleId: a.id,
        itemKind: "feed",
        itemId: 1,
        snapshotKey: "s1",
        metric: 1,
        calculation: 2,
        threshold: 100,
        value: 150,
      })
      .onConflictDoNothing();
    await db.insert(alertDeliveries).values({
      teamId: owner.team_info.id,
      eventId: newest,
      destinationId: group.destinations[0]?.id ?? null,
      destinationType: 5,
      status: "failed",
      attempts: 3,
      responseCode: 400,
      error: "Bad Request: chat not found",
    });

    const page = await ok<AlertEventPage>("GET", "/v1/alert/events/", owner.token);
    expect(page.total).toBe(3);
    expect(page.list.map((e) => e.id)).toEqual([newest, newer, old]);
    expect(page.list[0]).toMatchObject({ rule_id: a.id, rule_name: "A", value: 150, previous_value: 90 });
    expect(page.list[0]?.deliveries).toEqual([
      expect.objectContaining({
        type: 5,
        status: "failed",
        attempts: 3,
        response_code: 400,
        error: "Bad Request: chat not found",
      }),
    ]);
    expect(page.list[1]?.deliveries).toEqual([]);

    const onlyA = await ok<AlertEventPage>("GET", `/v1/alert/events?rule_id=${a.id}&page_size=1&page=2`, owner.token);
    expect(onlyA).toMatchObject({ total: 2, page: 2, page_size: 1 });
    expect(onlyA.list.map((e) => e.id)).toEqual([old]);

    for (const who of ["owner", "analyst"] as const) {
      const mine = await ok<AlertEventPage>("GET", "/v1/alert/events", team[who].token);
      expect(mine.list.map((e) => e.id)).not.toContain(newest);
    }
    const bad = await call("GET", "/v1/alert/events?rule_id=abc", { token: owner.token });
    expect(bad.status).toBe(400);
  });
});

describe("a team's deletion", () => {
  it("removes its targets, groups, destinations, rules, events and deliveries in one cascade", async () => {
    const owner = await registerUser(api, env.handle.db, "pro");
    await markEmailVerified(env.handle.db, owner.id);
    const teamId = owner.team_info.id;
    const target = await ok<AlertTarget>("POST", "/v1/alert/target", owner.token, { kind: "all" });
    const group = await ok<AlertGroup>("POST", "/v1/alert/group", owner.token, { name: "G", destinations: [TELEGRAM] });
    const rule = await ok<AlertRule>("POST", "/v1/alert/rule", owner.token, {
      name: "R",
      target_id: target.id,
      group_id: group.id,
      metric: 1,
      calculation: 2,
      threshold: 1,
    });
    const db = env.handle.db;
    const [event] = await db
      .insert(alertEvents)
      .values({
        teamId,
        ruleId: rule.id,
        itemKind: "feed",
        itemId: 1,
        snapshotKey: "k",
        metric: 1,
        calculation: 2,
        threshold: 1,
        value: 2,
      })
      .returning({ id: alertEvents.id });
    await db.insert(alertDeliveries).values({
      teamId,
      eventId: event?.id ?? 0,
      destinationId: group.destinations[0]?.id ?? null,
      destinationType: 5,
    });
    await db.delete(organization).where(eq(organization.id, teamId));
    for (const table of [alertTargets, alertGroups, alertDestinations, alertRules, alertEvents, alertDeliveries]) {
      expect(await db.select().from(table).where(eq(table.teamId, teamId))).toEqual([]);
    }
    // Other teams keep theirs.
    expect((await ok<{ list: AlertRule[] }>("GET", "/v1/alert/rule", team.owner.token)).list.length).toBeGreaterThan(0);
  });
});
