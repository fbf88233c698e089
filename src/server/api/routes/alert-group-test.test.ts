// POST /v1/alert/group/{id}/test (issue 16 item 2): an alert.test sample to every destination of the group now, each
// answered with its result, against loopback fakes shaped like Telegram, Discord, Slack, Lark and a webhook receiver
// (tests/fixtures/fake-notify) and the email outbox. Paused destinations and unconfirmed addresses are skipped with
// why; receivers' refusals come back as failed with their answer. Owner and Admin only, another team's group 404,
// rate limited per team, with and without a trailing slash.
import { createHmac, randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { AlertGroup, AlertGroupTestAnswer } from "@/domain/contracts/alerts";
import { ErrorCode } from "@/domain/error-codes";
import {
  type FakeNotify,
  type FakeNotifyOptions,
  startFakeNotify,
} from "../../../../tests/fixtures/fake-notify/server";
import { alertDestinations, emailOutbox, organization } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { type TeamOfThree, teamOfThree } from "../test/role-team-fixtures";
import { markEmailVerified, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
let team: TeamOfThree;
let stranger: SignedInUser;
let fake: FakeNotify;
const fakeOptions: FakeNotifyOptions = {};
const ENV_KEYS = [
  "TELEGRAM_API_BASE_URL",
  "DISCORD_API_BASE_URL",
  "SLACK_API_BASE_URL",
  "LARK_API_BASE_URL",
  "OUTBOUND_ALLOW_HOSTS",
];
const saved = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));

// Credentials in the real services' shapes, fresh each run.
const BOT_TOKEN = `110201543:AA${randomBytes(17).toString("hex").slice(0, 33)}`;
const DISCORD_TOKEN = randomBytes(34).toString("hex");
const SLACK_TOKEN = randomBytes(12).toString("hex");
const LARK_HOOK = randomUUID();
const CONFIRMED = `confirmed.${randomBytes(4).toString("hex")}@example.com`;
const UNCONFIRMED = `waiting.${randomBytes(4).toString("hex")}@example.com`;

/** The receiver's check of Feedscope-Signature, written from the words (issue 16 item 5). */
function signatureValid(rawBody: string, header: string, secret: string): boolean {
  const parts = Object.fromEntries(header.split(",").map((part) => part.split("=")));
  return parts.v1 === createHmac("sha256", secret).update(`${parts.t}.${rawBody}`).digest("hex");
}

let group: AlertGroup;
/** Destination ids by what they are. */
const ids = { confirmed: 0, unconfirmed: 0, telegram: 0, discord: 0, slack: 0, lark: 0, webhook: 0, paused: 0 };

const test = (token: string, id = group.id, suffix = "") =>
  call<AlertGroupTestAnswer>("POST", `/v1/alert/group/${id}/test${suffix}`, { token });

beforeAll(async () => {
  env = await setupTestDb();
  fake = await startFakeNotify(fakeOptions);
  fakeOptions.verifyWebhook = signatureValid;
  for (const key of ENV_KEYS.slice(0, 4)) process.env[key] = fake.baseUrl;
  process.env.OUTBOUND_ALLOW_HOSTS = `127.0.0.1:${fake.port}`;
  team = await teamOfThree(api, env.handle.db, "max");
  stranger = await registerUser(api, env.handle.db, "pro");
  await markEmailVerified(env.handle.db, stranger.id);

  const res = await call<AlertGroup>("POST", "/v1/alert/group", {
    token: team.owner.token,
    body: {
      name: "Growth team",
      destinations: [
        { type: 1, email: CONFIRMED },
        { type: 1, email: UNCONFIRMED },
        { type: 5, bot_token: BOT_TOKEN, chat_id: "-1001234567890" },
        { type: 6, url: `https://discord.com/api/webhooks/1316513795635413012/${DISCORD_TOKEN}` },
        { type: 8, url: `https://hooks.slack.com/services/TH7FEDVUH/B018WQN0D2Z/${SLACK_TOKEN}` },
        { type: 2, url: `https://open.larksuite.com/open-apis/bot/v2/hook/${LARK_HOOK}` },
        { type: 7, url: `${fake.baseUrl}/hooks/feedscope` },
        { type: 8, url: `https://hooks.slack.com/services/TH7FEDVUH/B018WQN0D2Z/${SLACK_TOKEN}` },
      ],
    },
  });
  expect(res.body.code).toBe(0);
  group = res.body.data;
  const [confirmed, unconfirmed, telegram, discord, slack, lark, webhook, paused] = group.destinations.map((d) => d.id);
  Object.assign(ids, { confirmed, unconfirmed, telegram, discord, slack, lark, webhook, paused });
  fakeOptions.webhookSecret = group.destinations[6]?.secret;
  // The chat services' real hosts are the only ones a group accepts; the tests' loopback stand-ins take their place
  // here, at the same paths (the configured base URLs let the guard reach them, as in the notify tests).
  const db = env.handle.db;
  const setUrl = (id: number, url: string) =>
    db.update(alertDestinations).set({ url }).where(eq(alertDestinations.id, id));
  await setUrl(ids.discord, `${fake.baseUrl}/api/webhooks/1316513795635413012/${DISCORD_TOKEN}`);
  await setUrl(ids.slack, `${fake.baseUrl}/services/TH7FEDVUH/B018WQN0D2Z/${SLACK_TOKEN}`);
  await setUrl(ids.lark, `${fake.baseUrl}/open-apis/bot/v2/hook/${LARK_HOOK}`);
  await db.update(alertDestinations).set({ confirmedAt: new Date() }).where(eq(alertDestinations.id, ids.confirmed));
  await db
    .update(alertDestinations)
    .set({ pausedAt: new Date(), consecutiveFailures: 20 })
    .where(eq(alertDestinations.id, ids.paused));
});
beforeEach(() => {
  fake.calls.length = 0;
  fake.setMode("ok");
});
afterAll(async () => {
  for (const key of ENV_KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
  await fake.close();
  await env.teardown();
});

describe("sending a test to every destination", () => {
  it("answers each destination's result in the group's order, skipping the paused and the unconfirmed", async () => {
    const res = await test(team.owner.token);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
    expect(res.body.data.list).toEqual([
      { destination_id: ids.confirmed, type: 1, outcome: "delivered", response_code: 250, error: null },
      {
        destination_id: ids.unconfirmed,
        type: 1,
        outcome: "skipped",
        response_code: null,
        error: expect.stringContaining("not confirmed"),
      },
      { destination_id: ids.telegram, type: 5, outcome: "delivered", response_code: 200, error: null },
      { destination_id: ids.discord, type: 6, outcome: "delivered", response_code: 204, error: null },
      { destination_id: ids.slack, type: 8, outcome: "delivered", response_code: 200, error: null },
      { destination_id: ids.lark, type: 2, outcome: "delivered", response_code: 200, error: null },
      { destination_id: ids.webhook, type: 7, outcome: "delivered", response_code: 200, error: null },
      {
        destination_id: ids.paused,
        type: 8,
        outcome: "skipped",
        response_code: null,
        error: expect.stringContaining("Paused after 20 failed deliveries"),
      },
    ]);
  });

  it("reaches each service at its own path, once, saying it is a test", async () => {
    await test(team.admin.token, group.id, "/");
    const byService = Object.fromEntries(fake.calls.map((c) => [c.service, c]));
    expect(fake.calls.map((c) => c.service).sort()).toEqual(["discord", "lark", "slack", "telegram", "webhook"]);
    expect(byService.telegram?.path).toBe(`/bot${BOT_TOKEN}/sendMessage`);
    expect(JSON.parse(byService.telegram?.body ?? "{}").text).toContain("Test alert: Growth team");
    expect(byService.discord?.path).toBe(`/api/webhooks/1316513795635413012/${DISCORD_TOKEN}`);
    expect(byService.slack?.path).toBe(`/services/TH7FEDVUH/B018WQN0D2Z/${SLACK_TOKEN}`);
    expect(byService.lark?.path).toBe(`/open-apis/bot/v2/hook/${LARK_HOOK}`);
    const webhook = byService.webhook;
    const body = JSON.parse(webhook?.body ?? "{}");
    expect(body).toMatchObject({ event: "alert.test", team_id: team.teamId, rule: { name: "Growth team" } });
    expect(webhook?.headers["feedscope-event-id"]).toBe(body.id);
    expect(
      signatureValid(
        webhook?.body ?? "",
        String(webhook?.headers["feedscope-signature"]),
        fakeOptions.webhookSecret ?? "",
      ),
    ).toBe(true);
    const mails = await env.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, CONFIRMED), eq(emailOutbox.kind, "alert")));
    expect(mails.length).toBeGreaterThanOrEqual(1);
    expect(mails[0]?.subject).toContain("Test alert: Growth team");
    const toUnconfirmed = await env.handle.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, UNCONFIRMED), eq(emailOutbox.kind, "alert")));
    expect(toUnconfirmed).toEqual([]);
  });

  it("answers a receiver's refusal as failed with its status and words, and leaves the failure count alone", async () => {
    fake.setMode("bad-request");
    const res = await test(team.owner.token);
    const byId = new Map(res.body.data.list.map((result) => [result.destination_id, result]));
    expect(byId.get(ids.telegram)).toMatchObject({ outcome: "failed", response_code: 400 });
    expect(byId.get(ids.telegram)?.error).toContain("chat not found");
    expect(byId.get(ids.discord)).toMatchObject({ outcome: "failed", response_code: 400 });
    expect(byId.get(ids.slack)).toMatchObject({ outcome: "failed", response_code: 400 });
    expect(byId.get(ids.webhook)).toMatchObject({ outcome: "failed", response_code: 400 });
    expect(byId.get(ids.confirmed)?.outcome).toBe("delivered");
    const [row] = await env.handle.db.select().from(alertDestinations).where(eq(alertDestinations.id, ids.telegram));
    expect(row).toMatchObject({ consecutiveFailures: 0, pausedAt: null });
  });
});

describe("who may test", () => {
  it("refuses the Analyst (403 naming the role) and sends nothing", async () => {
    const res = await test(team.analyst.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.RoleRequired);
    expect(fake.calls).toEqual([]);
  });

  it("does not find another team's group (404) and sends nothing", async () => {
    const res = await test(stranger.token);
    expect(res.status).toBe(404);
    expect(fake.calls).toEqual([]);
    expect((await test(team.owner.token, 2_000_000_000)).status).toBe(404);
  });
});

describe("the per-team limit", () => {
  it("answers 429 with Retry-After past 30 tests an hour, counted for the team only", async () => {
    const made = await call<AlertGroup>("POST", "/v1/alert/group", {
      token: stranger.token,
      body: {
        name: "Quiet",
        destinations: [{ type: 1, email: `quiet.${randomBytes(4).toString("hex")}@example.com` }],
      },
    });
    expect(made.body.code).toBe(0);
    for (let n = 1; n <= 30; n += 1) {
      const res = await test(stranger.token, made.body.data.id);
      expect({ n, code: res.body.code }).toEqual({ n, code: 0 });
    }
    const refused = await test(stranger.token, made.body.data.id);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ErrorCode.RateLimited);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await test(team.owner.token)).body.code).toBe(0);
  });
});

describe("a team that moved to a smaller plan", () => {
  const setPlan = (plan: string) =>
    env.handle.db.update(organization).set({ plan }).where(eq(organization.id, team.teamId));

  it("on Pro skips the webhook with why and still tests the others", async () => {
    try {
      await setPlan("pro");
      const res = await test(team.owner.token);
      expect(res.body.code).toBe(0);
      const byId = new Map(res.body.data.list.map((result) => [result.destination_id, result]));
      expect(byId.get(ids.webhook)).toMatchObject({
        outcome: "skipped",
        response_code: null,
        error: expect.stringContaining("Max"),
      });
      expect(byId.get(ids.telegram)?.outcome).toBe("delivered");
      expect(fake.calls.map((c) => c.service)).not.toContain("webhook");
    } finally {
      await setPlan("max");
    }
  });

  it("on Free answers 90001 and sends nothing", async () => {
    try {
      await setPlan("free");
      const res = await test(team.owner.token);
      expect(res.body.code).toBe(ErrorCode.PlanLimitReached);
      expect(fake.calls).toEqual([]);
    } finally {
      await setPlan("max");
    }
  });
});
