// Notification groups through /v1 (issue 16 items 1 to 3): destination URLs the outbound guard would refuse are
// refused when the group is saved, with the reason; each type's real shape; credentials never answered back (the
// webhook's generated secret once, at creation); Max-only webhooks; kept destinations on update; and the email
// destination's confirmation link from the outbox.
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AlertGroup } from "@/domain/contracts/alerts";
import { ErrorCode } from "@/domain/error-codes";
import { setClock } from "../../clock";
import { alertDestinations, user } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi, latestMail, uniqueEmail } from "../test/api-client";
import { type TeamOfThree, teamOfThree } from "../test/role-team-fixtures";
import { markEmailVerified, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
let max: TeamOfThree;
let pro: SignedInUser;

// Credentials in the real services' shapes, made fresh each run (no secret literals in the repository).
const BOT_TOKEN = `110201543:AA${randomBytes(17).toString("hex").slice(0, 33)}`;
const BOT_TOKEN_HINT = `110201543:••••${BOT_TOKEN.slice(-4)}`;
const SLACK = `https://hooks.slack.com/services/TH7FEDVUH/B018WQN0D2Z/${randomBytes(12).toString("hex")}`;
const DISCORD = `https://discord.com/api/webhooks/1316513795635413012/${randomBytes(34).toString("hex")}`;
const LARK = `https://open.larksuite.com/open-apis/bot/v2/hook/${randomUUID()}`;
const LARK_SECRET = randomBytes(12).toString("base64url");
const savedAllowHosts = process.env.OUTBOUND_ALLOW_HOSTS;

async function save(token: string, destinations: unknown[], method = "POST", path = "/v1/alert/group") {
  const body = method === "GET" || method === "DELETE" ? undefined : { name: "Growth team", destinations };
  return call<AlertGroup & { errors: Record<string, string>; plan: string }>(method, path, { token, body });
}

beforeAll(async () => {
  env = await setupTestDb();
  max = await teamOfThree(api, env.handle.db, "max");
  pro = await registerUser(api, env.handle.db, "pro");
  await markEmailVerified(env.handle.db, pro.id);
});
afterEach(() => {
  process.env.OUTBOUND_ALLOW_HOSTS = savedAllowHosts ?? "";
});
afterAll(async () => {
  await env.teardown();
});

describe("destination URLs the outbound guard would refuse", () => {
  it.each([
    ["http://10.0.0.1/", "https"],
    ["https://10.0.0.1/hook", "private, loopback, link-local or metadata"],
    ["http://169.254.169.254/latest/meta-data/", "https"],
    ["https://169.254.169.254/latest/meta-data/", "private, loopback, link-local or metadata"],
    ["https://127.0.0.1/", "private, loopback, link-local or metadata"],
    ["https://[::1]:8443/hook", "private, loopback, link-local or metadata"],
    ["https://[fd00:ec2::254]/", "private, loopback, link-local or metadata"],
    ["https://192.168.1.20/hook", "private, loopback, link-local or metadata"],
    ["https://localhost/hook", "local or internal name"],
    ["https://metadata.google.internal/computeMetadata/v1/", "local or internal name"],
    ["https://metadata/hook", "not a public host name"],
  ])("refuses %s with 400 40000 saying why", async (url, why) => {
    const res = await save(max.owner.token, [{ type: 7, url }]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.Validation);
    expect(res.body.data.errors["destinations.0.url"]).toContain(why);
    expect(res.body.message).toContain(why);
  });

  it("lets OUTBOUND_ALLOW_HOSTS name an internal receiver, and only that host and port", async () => {
    process.env.OUTBOUND_ALLOW_HOSTS = "127.0.0.1:8765";
    const allowed = await save(max.owner.token, [{ type: 7, url: "http://127.0.0.1:8765/receiver" }]);
    expect(allowed.body.code).toBe(0);
    const otherPort = await save(max.owner.token, [{ type: 7, url: "http://127.0.0.1:8766/receiver" }]);
    expect(otherPort.status).toBe(400);
  });

  it("refuses the second destination by its own path, leaving nothing saved", async () => {
    const before = await call<{ list: AlertGroup[] }>("GET", "/v1/alert/group", { token: max.admin.token });
    const res = await save(max.admin.token, [
      { type: 6, url: DISCORD },
      { type: 7, url: "https://172.16.0.5/hook" },
    ]);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.errors)).toEqual(["destinations.1.url"]);
    const after = await call<{ list: AlertGroup[] }>("GET", "/v1/alert/group", { token: max.admin.token });
    expect(after.body.data.list).toHaveLength(before.body.data.list.length);
  });
});

describe("destination shapes", () => {
  it.each([
    [{ type: 5, bot_token: "not-a-token", chat_id: "12345" }, "bot_token"],
    [{ type: 5, bot_token: BOT_TOKEN, chat_id: "chat one" }, "chat_id"],
    [{ type: 5, chat_id: "12345" }, "bot_token"],
    [{ type: 6, url: SLACK }, "url"],
    [{ type: 8, url: DISCORD }, "url"],
    [{ type: 8, url: "https://hooks.slack.com/services/TH7FEDVUH" }, "url"],
    [{ type: 2, url: "https://open.larksuite.com/open-apis/bot/v1/hook/abc" }, "url"],
    [{ type: 2, url: "https://example.com/open-apis/bot/v2/hook/2f0a1b2c-3d4e" }, "url"],
    [{ type: 1, email: "not-an-address" }, "email"],
    [{ type: 1, email: "a@example.com", url: SLACK }, "url"],
    [{ type: 7, url: "https://hooks.example.com/in", secret: "mine" }, "secret"],
    [{ type: 3, url: SLACK }, "type"],
  ])("refuses %j at its field", async (destination, field) => {
    const res = await save(max.owner.token, [destination]);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.errors)).toContain(`destinations.0.${field}`);
  });

  it("refuses a group without destinations or with more than 20", async () => {
    expect((await save(max.owner.token, [])).status).toBe(400);
    const many = Array.from({ length: 21 }, () => ({ type: 8, url: SLACK }));
    expect((await save(max.owner.token, many)).status).toBe(400);
  });
});

describe("credentials", () => {
  it("are answered as masked hints; the webhook secret only once, in the create answer", async () => {
    const res = await save(max.owner.token, [
      { type: 5, bot_token: BOT_TOKEN, chat_id: "-1001234567890" },
      { type: 8, url: SLACK },
      { type: 6, url: DISCORD },
      { type: 2, url: LARK, secret: LARK_SECRET },
      { type: 7, url: "https://hooks.example.com/feedscope" },
    ]);
    expect(res.body.code).toBe(0);
    const group = res.body.data;
    const [telegram, slack, discord, lark, webhook] = group.destinations;
    expect(telegram).toMatchObject({ type: 5, chat_id: "-1001234567890", bot_token_hint: BOT_TOKEN_HINT });
    expect(slack).toMatchObject({
      url: null,
      url_hint: `https://hooks.slack.com/services/TH7FEDVUH/B018WQN0D2Z/••••${SLACK.slice(-4)}`,
    });
    expect(discord?.url_hint).toBe(`https://discord.com/api/webhooks/1316513795635413012/••••${DISCORD.slice(-4)}`);
    expect(lark).toMatchObject({ secret_hint: `••••${LARK_SECRET.slice(-4)}`, confirmed: true });
    expect(webhook).toMatchObject({ type: 7, url: "https://hooks.example.com/feedscope" });
    expect(webhook?.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(webhook?.secret_hint).toBe(`••••${webhook?.secret?.slice(-4)}`);

    const [stored] = await env.handle.db
      .select()
      .from(alertDestinations)
      .where(eq(alertDestinations.id, webhook?.id ?? 0));
    expect(stored?.secret).toBe(webhook?.secret);

    for (const who of ["owner", "admin", "analyst"] as const) {
      const read = await call<AlertGroup>("GET", `/v1/alert/group/${group.id}`, { token: max[who].token });
      const text = JSON.stringify(read.body);
      for (const secret of [
        BOT_TOKEN,
        "2tJ4SP8I4AzAy3ukoaTSny5L",
        "ZkOkpzv8epqI8UHX",
        LARK_SECRET,
        webhook?.secret ?? "?",
      ])
        expect(text).not.toContain(secret);
      expect(read.body.data.destinations.every((d) => d.secret === undefined)).toBe(true);
      const list = await call("GET", "/v1/alert/group/", { token: max[who].token });
      expect(JSON.stringify(list.body)).not.toContain(BOT_TOKEN);
    }
  });

  it("stay as they were when a kept destination is sent back without them; the others are removed", async () => {
    const created = (
      await save(max.owner.token, [
        { type: 5, bot_token: BOT_TOKEN, chat_id: "111111" },
        { type: 2, url: LARK, secret: LARK_SECRET },
        { type: 8, url: SLACK },
      ])
    ).body.data;
    const [telegram, lark, slack] = created.destinations;
    const updated = await save(
      max.admin.token,
      [
        { id: telegram?.id, type: 5, chat_id: "222222" },
        { id: lark?.id, type: 2 },
        { type: 7, url: "https://hooks.example.com/added" },
      ],
      "PUT",
      `/v1/alert/group/${created.id}/`,
    );
    expect(updated.body.code).toBe(0);
    const [keptTelegram, keptLark, added] = updated.body.data.destinations;
    expect(keptTelegram).toMatchObject({ id: telegram?.id, chat_id: "222222", bot_token_hint: BOT_TOKEN_HINT });
    expect(keptLark).toMatchObject({
      id: lark?.id,
      url_hint: lark?.url_hint,
      secret_hint: `••••${LARK_SECRET.slice(-4)}`,
    });
    expect(added?.secret).toMatch(/^whsec_/);
    const rows = await env.handle.db.select().from(alertDestinations).where(eq(alertDestinations.groupId, created.id));
    expect(rows.map((row) => row.id).sort()).toEqual([telegram?.id, lark?.id, added?.id].sort());
    expect(rows.find((row) => row.id === telegram?.id)?.botToken).toBe(BOT_TOKEN);
    expect(rows.some((row) => row.id === slack?.id)).toBe(false);

    const again = await call<AlertGroup>("GET", `/v1/alert/group/${created.id}`, { token: max.owner.token });
    expect(again.body.data.destinations.find((d) => d.id === added?.id)?.secret).toBeUndefined();

    const foreign = await save(
      max.owner.token,
      [{ id: 999_999, type: 8, url: SLACK }],
      "PUT",
      `/v1/alert/group/${created.id}`,
    );
    expect(foreign.status).toBe(400);
    const retype = await save(
      max.owner.token,
      [{ id: telegram?.id, type: 8, url: SLACK }],
      "PUT",
      `/v1/alert/group/${created.id}`,
    );
    expect(retype.status).toBe(400);
  });
});

describe("plans and roles", () => {
  it("Pro saves every type but webhooks: 90001 naming Max with data.plan max", async () => {
    const fine = await save(pro.token, [
      { type: 8, url: SLACK },
      { type: 5, bot_token: BOT_TOKEN, chat_id: "@feedscope_alerts" },
    ]);
    expect(fine.body.code).toBe(0);
    const webhook = await save(pro.token, [{ type: 7, url: "https://hooks.example.com/in" }]);
    expect(webhook.status).toBe(403);
    expect(webhook.body.code).toBe(ErrorCode.PlanLimitReached);
    expect(webhook.body.message).toContain("Max");
    expect(webhook.body.data.plan).toBe("max");
    const addOnUpdate = await save(
      pro.token,
      [{ type: 7, url: "https://hooks.example.com/in" }],
      "PUT",
      `/v1/alert/group/${fine.body.data.id}`,
    );
    expect(addOnUpdate.body.code).toBe(ErrorCode.PlanLimitReached);
    const list = await call<{ list: AlertGroup[] }>("GET", "/v1/alert/group", { token: pro.token });
    expect(list.body.data.list.flatMap((g) => g.destinations.map((d) => d.type))).not.toContain(7);
  });

  it("the Analyst reads but cannot save or delete (40303); another team's group is not found", async () => {
    const group = (await save(max.owner.token, [{ type: 8, url: SLACK }])).body.data;
    for (const [method, path] of [
      ["POST", "/v1/alert/group"],
      ["PUT", `/v1/alert/group/${group.id}`],
      ["DELETE", `/v1/alert/group/${group.id}`],
    ] as const) {
      const res = await save(max.analyst.token, [{ type: 8, url: SLACK }], method, path);
      expect({ path, code: res.body.code }).toEqual({ path, code: ErrorCode.RoleRequired });
    }
    expect((await call("GET", `/v1/alert/group/${group.id}`, { token: max.analyst.token })).body.code).toBe(0);
    for (const [method, path] of [
      ["GET", `/v1/alert/group/${group.id}`],
      ["PUT", `/v1/alert/group/${group.id}`],
      ["DELETE", `/v1/alert/group/${group.id}`],
    ] as const) {
      const res = await save(pro.token, [{ type: 8, url: SLACK }], method, path);
      expect({ method, status: res.status }).toEqual({ method, status: 404 });
    }
  });
});

describe("email destinations", () => {
  it("stay unconfirmed until the mailed link is followed; an unknown token answers 40002", async () => {
    const address = uniqueEmail("alerts");
    const group = (await save(max.owner.token, [{ type: 1, email: address }])).body.data;
    expect(group.destinations[0]).toMatchObject({ type: 1, email: address, confirmed: false, confirmed_at: null });

    const mail = await latestMail(env.handle.db, address);
    expect(mail.kind).toBe("alert-destination-confirm");
    expect(mail.subject).toContain(max.owner.team_info.name);
    expect(mail.text).toContain("/confirm-alerts/?token=");
    expect(mail.token).toBeTruthy();

    const unknown = await call("GET", "/v1/alert/destination/confirm?token=not-the-right-token-at-all");
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(ErrorCode.InvalidToken);
    const stillWaiting = await call<AlertGroup>("GET", `/v1/alert/group/${group.id}`, { token: max.owner.token });
    expect(stillWaiting.body.data.destinations[0]?.confirmed).toBe(false);

    const confirmed = await call<{ email: string }>(
      "GET",
      `/v1/alert/destination/confirm/?token=${encodeURIComponent(mail.token ?? "")}`,
    );
    expect(confirmed.body).toMatchObject({ code: 0, data: { email: address } });
    const after = await call<AlertGroup>("GET", `/v1/alert/group/${group.id}`, { token: max.analyst.token });
    expect(after.body.data.destinations[0]).toMatchObject({ confirmed: true });
    expect(after.body.data.destinations[0]?.confirmed_at).not.toBeNull();

    // Saving the group again with the same address keeps it confirmed and sends nothing new.
    const kept = await save(
      max.owner.token,
      [{ id: group.destinations[0]?.id, type: 1, email: address }],
      "PUT",
      `/v1/alert/group/${group.id}`,
    );
    expect(kept.body.data.destinations[0]?.confirmed).toBe(true);
    expect((await latestMail(env.handle.db, address)).id).toBe(mail.id);

    // A changed address starts over with its own link.
    const other = uniqueEmail("alerts");
    const changed = await save(
      max.owner.token,
      [{ id: group.destinations[0]?.id, type: 1, email: other }],
      "PUT",
      `/v1/alert/group/${group.id}`,
    );
    expect(changed.body.data.destinations[0]).toMatchObject({ email: other, confirmed: false });
    expect((await latestMail(env.handle.db, other)).token).toBeTruthy();
    const oldLink = await call("GET", `/v1/alert/destination/confirm?token=${encodeURIComponent(mail.token ?? "")}`);
    expect(oldLink.body.code).toBe(ErrorCode.InvalidToken);
  });

  it("sends a fresh link when the group is saved after an unconfirmed address's link lapsed (7 days)", async () => {
    const address = uniqueEmail("alerts-lapse");
    const group = (await save(max.owner.token, [{ type: 1, email: address }])).body.data;
    const first = await latestMail(env.handle.db, address);
    const kept = [{ id: group.destinations[0]?.id, type: 1, email: address }];
    await save(max.owner.token, kept, "PUT", `/v1/alert/group/${group.id}`);
    expect((await latestMail(env.handle.db, address)).id).toBe(first.id);
    const later = new Date(Date.now() + 8 * 86_400_000);
    setClock(() => later);
    try {
      const lapsed = await call("GET", `/v1/alert/destination/confirm?token=${encodeURIComponent(first.token ?? "")}`);
      expect(lapsed.body.code).toBe(ErrorCode.InvalidToken);
      await save(max.owner.token, kept, "PUT", `/v1/alert/group/${group.id}`);
      const second = await latestMail(env.handle.db, address);
      expect(second.id).not.toBe(first.id);
      const confirmed = await call(
        "GET",
        `/v1/alert/destination/confirm?token=${encodeURIComponent(second.token ?? "")}`,
      );
      expect(confirmed.body.code).toBe(0);
    } finally {
      setClock(null);
    }
  });

  it("writes the confirmation in the recipient's language when the address has an account with one", async () => {
    const person = await registerUser(api, env.handle.db);
    await env.handle.db.update(user).set({ locale: "de" }).where(eq(user.id, person.id));
    await save(max.owner.token, [{ type: 1, email: person.email }]);
    const mail = await latestMail(env.handle.db, person.email);
    expect(mail.subject).toBe(`Bestätige, dass ${max.owner.team_info.name} dir Benachrichtigungen senden darf`);
    expect(mail.text).toContain("Growth team");
    expect(mail.token).toBeTruthy();
  });

  it("sends at most 3 confirmations to one address an hour: the 4th save answers 429 and saves nothing", async () => {
    const address = uniqueEmail("alerts-cap");
    for (let n = 0; n < 3; n++) expect((await save(max.admin.token, [{ type: 1, email: address }])).body.code).toBe(0);
    const groupsBefore = await call<{ list: AlertGroup[] }>("GET", "/v1/alert/group", { token: max.admin.token });
    const refused = await save(max.admin.token, [{ type: 1, email: address }]);
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ErrorCode.RateLimited);
    const groupsAfter = await call<{ list: AlertGroup[] }>("GET", "/v1/alert/group", { token: max.admin.token });
    expect(groupsAfter.body.data.list).toHaveLength(groupsBefore.body.data.list.length);
    const other = await save(max.admin.token, [{ type: 1, email: uniqueEmail("alerts-cap") }]);
    expect(other.body.code).toBe(0);
  });
});
