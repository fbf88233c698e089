// API keys (issue 17 item 3): creation rules (plan, role, verified email), the key shown once and stored as a
// hash, key authentication with its scope, revocation and expiry at once, the plan lapsing, the creator leaving,
// another team's ids, what no key may touch, last_used_at at most once a minute, and the per-key rate limit.
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setClock } from "../../clock";
import { apiKeys, member, organization, trackedFeeds } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { type TeamOfThree, teamOfThree } from "../test/role-team-fixtures";
import { demoShortUrl, markEmailVerified, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
let clock = new Date("2026-11-01T10:00:00Z");
const MINUTE = 60_000;
const DAY = 86_400_000;

let team: TeamOfThree;
let other: SignedInUser;
const ids = { feed: 0, otherFeed: 0, otherChannel: 0, otherCollection: "" };

interface Created {
  key: string;
  info: { id: number; prefix: string; scope: string; expires_at: string | null };
}

async function createKey(token: string, body: Record<string, unknown>) {
  return call<Created>("POST", "/v1/api-keys", { token, body });
}

async function newKey(scope: "read" | "write", extra: Record<string, unknown> = {}): Promise<Created> {
  const res = await createKey(team.owner.token, { name: `${scope} key`, scope, ...extra });
  expect({ code: res.body.code, message: res.body.message }).toMatchObject({ code: 0 });
  return res.body.data;
}

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => clock);
  team = await teamOfThree(api, env.handle.db, "max");
  other = await registerUser(api, env.handle.db, "max");
  await markEmailVerified(env.handle.db, other.id);
  const feed = await call<{ id: number }>("POST", "/v1/feed", {
    token: team.owner.token,
    body: { url: demoShortUrl(5101) },
  });
  ids.feed = feed.body.data.id;
  const theirFeed = await call<{ id: number }>("POST", "/v1/feed", {
    token: other.token,
    body: { url: demoShortUrl(5102) },
  });
  ids.otherFeed = theirFeed.body.data.id;
  const theirChannel = await call<{ id: number }>("POST", "/v1/channel", {
    token: other.token,
    body: { url: "https://www.tiktok.com/@keys_other_team", video_limit: 1 },
  });
  ids.otherChannel = theirChannel.body.data.id;
  const theirCollection = await call<{ hash_id: string }>("POST", "/v1/collection", {
    token: other.token,
    body: { name: "Other team's" },
  });
  ids.otherCollection = theirCollection.body.data.hash_id;
  expect(ids.feed && ids.otherFeed && ids.otherChannel && ids.otherCollection).toBeTruthy();
});
afterAll(async () => {
  setClock(null);
  await env.teardown();
});

describe("creating and listing keys", () => {
  it("answers the key once (fsk_ and 64 hex characters), stores only its SHA-256, lists it without the key", async () => {
    const created = await newKey("read", { name: "Sheets" });
    expect(created.key).toMatch(/^fsk_[0-9a-f]{64}$/);
    expect(created.info.prefix).toBe(created.key.slice(0, 12));
    const [row] = await env.handle.db.select().from(apiKeys).where(eq(apiKeys.id, created.info.id));
    expect(row?.keyHash).toBe(crypto.createHash("sha256").update(created.key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.key.slice(12));

    const list = await call<{ keys: Record<string, unknown>[]; rate_limit_per_minute: number }>("GET", "/v1/api-keys", {
      token: team.analyst.token,
    });
    expect(list.body.code).toBe(0);
    expect(list.body.data.rate_limit_per_minute).toBe(60);
    const listed = list.body.data.keys.find((k) => k.id === created.info.id);
    expect(listed).toMatchObject({
      name: "Sheets",
      prefix: created.info.prefix,
      scope: "read",
      created_by: { user_id: team.owner.id, email: team.owner.email },
      last_used_at: null,
      expires_at: null,
    });
    expect(JSON.stringify(list.body)).not.toContain(created.key.slice(12));
  });

  it("sets the expiry from expires_in_days", async () => {
    const created = await newKey("read", { expires_in_days: 30 });
    expect(created.info.expires_at).toBe(new Date(clock.getTime() + 30 * DAY).toISOString());
  });

  it("refuses Free and Pro with 90001 naming Max, and creates nothing", async () => {
    for (const plan of ["free", "pro"] as const) {
      const owner = await registerUser(api, env.handle.db, plan);
      await markEmailVerified(env.handle.db, owner.id);
      const res = await createKey(owner.token, { name: "Nope", scope: "read" });
      expect({ plan, status: res.status, code: res.body.code, data: res.body.data }).toEqual({
        plan,
        status: 403,
        code: ErrorCode.PlanLimitReached,
        data: { plan: "max" },
      });
      const rows = await env.handle.db.select().from(apiKeys).where(eq(apiKeys.teamId, owner.team_info.id));
      expect(rows).toEqual([]);
    }
  });

  it("lets the Admin create and revoke, refuses the Analyst (40303) and an unverified address (40301)", async () => {
    const byAdmin = await createKey(team.admin.token, { name: "Admin's", scope: "write" });
    expect(byAdmin.body.code).toBe(0);
    const byAnalyst = await createKey(team.analyst.token, { name: "Analyst's", scope: "read" });
    expect({ status: byAnalyst.status, code: byAnalyst.body.code }).toEqual({
      status: 403,
      code: ErrorCode.RoleRequired,
    });
    const revokeByAnalyst = await call("DELETE", `/v1/api-keys/${byAdmin.body.data.info.id}`, {
      token: team.analyst.token,
    });
    expect(revokeByAnalyst.body.code).toBe(ErrorCode.RoleRequired);
    const unverified = await registerUser(api, env.handle.db, "max");
    const res = await createKey(unverified.token, { name: "Unverified", scope: "read" });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: ErrorCode.EmailNotVerified });
    const revoked = await call("DELETE", `/v1/api-keys/${byAdmin.body.data.info.id}/`, { token: team.admin.token });
    expect(revoked.body.code).toBe(0);
  });

  it("validates the body with field messages", async () => {
    const cases = [
      { name: "", scope: "read" },
      { name: "x", scope: "admin" },
      { name: "x", scope: "read", expires_in_days: 0 },
      { name: "x", scope: "read", expires_in_days: 1.5 },
      { name: "x".repeat(81), scope: "read" },
    ];
    for (const body of cases) {
      const res = await createKey(team.owner.token, body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({
        body,
        status: 400,
        code: ErrorCode.Validation,
      });
    }
  });

  it("does not revoke another team's key (404) and leaves it working", async () => {
    const theirs = await createKey(other.token, { name: "Theirs", scope: "read" });
    const res = await call("DELETE", `/v1/api-keys/${theirs.body.data.info.id}`, { token: team.owner.token });
    expect(res.status).toBe(404);
    const still = await call("GET", "/v1/feed/list", { token: theirs.body.data.key });
    expect(still.body.code).toBe(0);
  });
});

describe("calls made with a key", () => {
  it("read key: reads and exports the team's data, is refused writes with 40305 naming the write scope", async () => {
    const { key } = await newKey("read");
    const feeds = await call<{ list: { id: number }[] }>("GET", "/v1/feed/list?page_size=100", { token: key });
    expect(feeds.body.code).toBe(0);
    expect(feeds.body.data.list.map((f) => f.id)).toContain(ids.feed);
    expect(feeds.body.data.list.map((f) => f.id)).not.toContain(ids.otherFeed);
    const csv = await api.app.request("http://localhost:3999/v1/feed/export", {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");

    const before = await env.handle.db.select().from(trackedFeeds).where(eq(trackedFeeds.teamId, team.teamId));
    for (const [method, path, body] of [
      ["POST", "/v1/feed", { url: demoShortUrl(5103) }],
      ["POST", `/v1/feed/${ids.feed}/stop`, undefined],
      ["DELETE", `/v1/feed/${ids.feed}`, undefined],
      ["POST", "/v1/collection", { name: "By a read key" }],
    ] as const) {
      const res = await call<{ required_scope?: string }>(method, path, { token: key, body });
      expect({ path, status: res.status, code: res.body.code, scope: res.body.data?.required_scope }).toEqual({
        path,
        status: 403,
        code: ErrorCode.ApiKeyNotAllowed,
        scope: "write",
      });
    }
    const after = await env.handle.db.select().from(trackedFeeds).where(eq(trackedFeeds.teamId, team.teamId));
    expect(after).toEqual(before);
  });

  it("write key: tracks, stops, resumes and deletes for its team", async () => {
    const { key } = await newKey("write");
    const tracked = await call<{ id: number }>("POST", "/v1/feed", { token: key, body: { url: demoShortUrl(5104) } });
    expect({ code: tracked.body.code, message: tracked.body.message }).toMatchObject({ code: 0 });
    const [row] = await env.handle.db.select().from(trackedFeeds).where(eq(trackedFeeds.id, tracked.body.data.id));
    expect(row?.teamId).toBe(team.teamId);
    for (const [method, path] of [
      ["POST", `/v1/feed/${tracked.body.data.id}/stop`],
      ["POST", `/v1/feed/${tracked.body.data.id}/resume`],
      ["DELETE", `/v1/feed/${tracked.body.data.id}`],
    ] as const) {
      const res = await call(method, path, { token: key });
      expect({ path, code: res.body.code }).toEqual({ path, code: 0 });
    }
    const gone = await env.handle.db.select().from(trackedFeeds).where(eq(trackedFeeds.id, tracked.body.data.id));
    expect(gone).toEqual([]);
  });

  it("no key touches members, billing, keys, team settings, alerts or the account (40305)", async () => {
    const { key } = await newKey("write");
    const attempts: [string, string, unknown?][] = [
      ["GET", "/v1/team/members"],
      ["POST", "/v1/team/invite", { email: "someone@example.com", role: 2 }],
      ["GET", "/v1/billing/subscription"],
      ["GET", "/v1/api-keys"],
      ["POST", "/v1/api-keys", { name: "Self-made", scope: "write" }],
      ["PUT", "/v1/team", { name: "Renamed by a key" }],
      ["POST", "/v1/alert/target", { kind: "all" }],
      ["PUT", "/v1/user", { fullname: "Key" }],
      ["POST", "/v1/user/logout"],
      ["POST", "/v1/team/switch", { team_id: other.team_info.id }],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, { token: key, body });
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 403,
        code: ErrorCode.ApiKeyNotAllowed,
      });
    }
    const [row] = await env.handle.db.select().from(organization).where(eq(organization.id, team.teamId));
    expect(row?.name).toBe(team.owner.team_info.name);
  });

  it("a key of one team never reads or writes another team's items (404)", async () => {
    const { key } = await newKey("write");
    for (const path of [
      `/v1/feed/${ids.otherFeed}`,
      `/v1/channel/${ids.otherChannel}`,
      `/v1/collection/${ids.otherCollection}`,
    ]) {
      const res = await call("GET", path, { token: key });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    const stop = await call("POST", `/v1/feed/${ids.otherFeed}/stop`, { token: key });
    expect(stop.status).toBe(404);
    const theirs = await call<{ status: number }>("GET", `/v1/feed/${ids.otherFeed}`, { token: other.token });
    expect(theirs.body.data.status).toBe(1);
  });

  it("acts with its creator's current role: an Admin's write key loses writes when the Admin becomes an Analyst", async () => {
    const made = await createKey(team.admin.token, { name: "Admin's writer", scope: "write" });
    const key = made.body.data.key;
    const where = and(eq(member.userId, team.admin.id), eq(member.organizationId, team.teamId));
    await env.handle.db.update(member).set({ role: "member" }).where(where);
    try {
      const res = await call("POST", "/v1/collection", { token: key, body: { name: "Demoted" } });
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 403, code: ErrorCode.RoleRequired });
      expect((await call("GET", "/v1/feed/list", { token: key })).body.code).toBe(0);
    } finally {
      await env.handle.db.update(member).set({ role: "admin" }).where(where);
    }
  });

  it("session tokens keep working as before", async () => {
    const res = await call("GET", "/v1/user", { token: team.owner.token });
    expect(res.body.code).toBe(0);
    expect(res.headers.get("RateLimit-Limit")).toBeNull();
  });
});

describe("keys that stop working (401 with a clear message, at once)", () => {
  async function refusedWith(key: string, words: string) {
    const res = await call("GET", "/v1/feed/list", { token: key });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 401, code: ErrorCode.ApiKeyInvalid });
    expect(res.body.message).toContain(words);
    // Public routes resolve keys too: a bad key is not taken for a visitor.
    const analysis = await call("POST", "/v1/analyze", { token: key, body: { url: "https://www.tiktok.com/@x" } });
    expect({ status: analysis.status, code: analysis.body.code }).toEqual({
      status: 401,
      code: ErrorCode.ApiKeyInvalid,
    });
  }

  it("an unknown key", async () => {
    await refusedWith(`fsk_${"0".repeat(64)}`, "not valid");
  });

  it("a revoked key, on the very next call", async () => {
    const { key, info } = await newKey("read");
    expect((await call("GET", "/v1/feed/list", { token: key })).body.code).toBe(0);
    const revoked = await call("DELETE", `/v1/api-keys/${info.id}`, { token: team.owner.token });
    expect(revoked.body.code).toBe(0);
    await refusedWith(key, "revoked");
    const list = await call<{ keys: { id: number }[] }>("GET", "/v1/api-keys", { token: team.owner.token });
    expect(list.body.data.keys.map((k) => k.id)).not.toContain(info.id);
    const again = await call("DELETE", `/v1/api-keys/${info.id}`, { token: team.owner.token });
    expect(again.status).toBe(404);
  });

  it("an expired key, from the moment it expires", async () => {
    const { key } = await newKey("read", { expires_in_days: 1 });
    const start = clock;
    clock = new Date(start.getTime() + DAY - 1000);
    expect((await call("GET", "/v1/feed/list", { token: key })).body.code).toBe(0);
    clock = new Date(start.getTime() + DAY);
    await refusedWith(key, "expired");
    clock = new Date(start.getTime() + DAY + MINUTE);
  });

  it("a key of a team that left Max", async () => {
    const owner = await registerUser(api, env.handle.db, "max");
    await markEmailVerified(env.handle.db, owner.id);
    const made = await createKey(owner.token, { name: "Downgraded", scope: "read" });
    expect((await call("GET", "/v1/feed/list", { token: made.body.data.key })).body.code).toBe(0);
    await env.handle.db.update(organization).set({ plan: "pro" }).where(eq(organization.id, owner.team_info.id));
    await refusedWith(made.body.data.key, "plan with API access");
  });

  it("off Max, the team still lists and revokes its keys; only creating answers 90001", async () => {
    const owner = await registerUser(api, env.handle.db, "max");
    await markEmailVerified(env.handle.db, owner.id);
    const kept = await createKey(owner.token, { name: "Kept", scope: "read" });
    const dropped = await createKey(owner.token, { name: "Dropped", scope: "write" });
    await env.handle.db.update(organization).set({ plan: "free" }).where(eq(organization.id, owner.team_info.id));
    const listed = async () =>
      (await call<{ keys: { id: number; name: string }[] }>("GET", "/v1/api-keys/", { token: owner.token })).body.data
        .keys;
    expect((await listed()).map((k) => k.name).sort()).toEqual(["Dropped", "Kept"]);
    const revoked = await call("DELETE", `/v1/api-keys/${dropped.body.data.info.id}`, { token: owner.token });
    expect({ status: revoked.status, code: revoked.body.code }).toEqual({ status: 200, code: 0 });
    expect((await listed()).map((k) => k.id)).toEqual([kept.body.data.info.id]);
    const refused = await createKey(owner.token, { name: "New", scope: "read" });
    expect({ status: refused.status, code: refused.body.code }).toEqual({
      status: 403,
      code: ErrorCode.PlanLimitReached,
    });
  });

  it("a key whose creator left the team", async () => {
    const made = await createKey(team.admin.token, { name: "Leaver's", scope: "read" });
    const where = and(eq(member.userId, team.admin.id), eq(member.organizationId, team.teamId));
    const [row] = await env.handle.db.select().from(member).where(where);
    await env.handle.db.delete(member).where(where);
    try {
      await refusedWith(made.body.data.key, "no longer in the team");
    } finally {
      if (row) await env.handle.db.insert(member).values(row);
    }
  });
});

describe("last use and the rate limit", () => {
  afterEach(() => {
    delete process.env.API_KEY_RATE_PER_MINUTE;
  });

  it("writes last_used_at on first use and then at most once a minute", async () => {
    const { key, info } = await newKey("read");
    const lastUsed = async () =>
      (await env.handle.db.select().from(apiKeys).where(eq(apiKeys.id, info.id)))[0]?.lastUsedAt?.toISOString();
    const first = clock;
    await call("GET", "/v1/feed/list", { token: key });
    expect(await lastUsed()).toBe(first.toISOString());
    clock = new Date(first.getTime() + 59_000);
    await call("GET", "/v1/feed/list", { token: key });
    expect(await lastUsed()).toBe(first.toISOString());
    clock = new Date(first.getTime() + 61_000);
    await call("GET", "/v1/feed/list", { token: key });
    expect(await lastUsed()).toBe(clock.toISOString());
  });

  it("answers RateLimit headers, then 429 with Retry-After past the limit, per key", async () => {
    process.env.API_KEY_RATE_PER_MINUTE = "3";
    clock = new Date(Math.ceil(clock.getTime() / MINUTE) * MINUTE + 10 * MINUTE);
    const { key } = await newKey("read");
    const { key: otherKey } = await newKey("read");
    const remaining: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await call("GET", "/v1/feed/list", { token: key });
      expect(res.status).toBe(200);
      expect(res.headers.get("RateLimit-Limit")).toBe("3");
      expect(res.headers.get("RateLimit-Reset")).toBe("60");
      remaining.push(res.headers.get("RateLimit-Remaining") ?? "");
    }
    expect(remaining).toEqual(["2", "1", "0"]);
    clock = new Date(clock.getTime() + 20_000);
    const refused = await call("GET", "/v1/feed/list", { token: key });
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 429, code: ErrorCode.RateLimited });
    expect(refused.headers.get("Retry-After")).toBe("40");
    expect(refused.headers.get("RateLimit-Remaining")).toBe("0");
    expect(refused.headers.get("RateLimit-Reset")).toBe("40");
    // Another key has its own counter.
    const otherOk = await call("GET", "/v1/feed/list", { token: otherKey });
    expect(otherOk.status).toBe(200);
    clock = new Date(clock.getTime() + 40_000);
    const later = await call("GET", "/v1/feed/list", { token: key });
    expect(later.status).toBe(200);
    expect(later.headers.get("RateLimit-Remaining")).toBe("2");
  });
});
