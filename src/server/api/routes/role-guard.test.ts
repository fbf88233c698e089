// Roles through the API (issue 14 item 3): one team with an Owner, an Admin and an Analyst. Every write route that
// needs a session, as listed by the OpenAPI document, refuses the Analyst with 403 RoleRequired naming the role
// needed; Admin and Owner get past the guard (and really write); every member reads the team's data, exports CSV and
// runs analyses; another team's ids are not found.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { Role } from "@/domain/roles";
import { setClock } from "../../clock";
import { organization, trackedChannels, trackedFeeds } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { type TeamOfThree, teamOfThree } from "../test/role-team-fixtures";
import { demoShortUrl, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
let clock = new Date("2026-11-01T10:00:00Z");
const MINUTE = 60_000;

let team: TeamOfThree;
let stranger: SignedInUser;
/** Data of the team (tracked by the Owner) and of another team, for reads and for the 404 checks. */
const ids = { channel: 0, feed: 0, collection: "", strangerChannel: 0, strangerFeed: 0, strangerCollection: "" };

/**
 * Writes that need a session but not a role, each with why. Everything else that is not GET and has a bearer
 * security requirement in the OpenAPI document must carry the guard: a new write route without it fails below.
 */
const OPEN_TO_EVERY_MEMBER: Record<string, string> = {
  "PUT /v1/user": "one's own profile",
  "PUT /v1/user/password": "one's own password",
  "POST /v1/user/logout": "signing out",
  "POST /v1/user/resend-verify": "one's own email verification",
  "POST /v1/team/switch": "choosing which of one's teams to act for",
  "POST /v1/team/leave": "every member may leave a team (the Owner is refused by the service: transfer first)",
  "POST /v1/team/invite/accept": "joining a team by invitation (the token is the permission)",
  "POST /v1/account/upload/token":
    "one's own avatar; a team avatar upload is checked in the service with assertCan(ManageTeamSettings)",
  "PUT /v1/account/upload/{token}":
    "the single-use upload token names its target; a team avatar is checked again with assertCan(ManageTeamSettings)",
  "POST /v1/admin/plan": "operators only, by ADMIN_TOKEN, not a team session",
  "POST /v1/admin/refund": "operators only, by ADMIN_TOKEN, not a team session",
  "POST /v1/mcp":
    "API keys only (a session gets 401); each tool applies the key's scope and its creator's role (api-key-guard.test.ts)",
};

/** The writes that exist today, written out by hand: the OpenAPI listing must contain them (it is not empty). */
const KNOWN_GUARDED = [
  "POST /v1/channel",
  "POST /v1/channel/{id}/stop",
  "POST /v1/channel/{id}/resume",
  "POST /v1/channel/{id}/refresh",
  "POST /v1/channel/{id}/priority",
  "DELETE /v1/channel/{id}",
  "POST /v1/feed",
  "POST /v1/feed/{id}/stop",
  "POST /v1/feed/{id}/resume",
  "POST /v1/feed/{id}/refresh",
  "POST /v1/feed/{id}/priority",
  "DELETE /v1/feed/{id}",
  "POST /v1/collection",
  "PUT /v1/collection/{id}",
  "DELETE /v1/collection/{id}",
  "POST /v1/collection/add/channel",
  "POST /v1/collection/add/feed",
  "POST /v1/collection/remove/channel",
  "POST /v1/collection/remove/feed",
  "PUT /v1/team",
  "POST /v1/team/demo-workspace",
  "DELETE /v1/team/demo-workspace",
  "POST /v1/share",
  "PUT /v1/share/{key}",
  "DELETE /v1/share/{key}",
  "POST /v1/alert/group/{id}/test",
];

interface Operation {
  method: string;
  path: string;
}

/** Every non-GET operation under /v1 that needs a session, from the served OpenAPI document. */
async function sessionWrites(): Promise<Operation[]> {
  const res = await api.app.request("http://localhost:3999/v1/openapi.json");
  const doc = (await res.json()) as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  const out: Operation[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (method === "get" || !operation.security?.length) continue;
      out.push({ method: method.toUpperCase(), path: path.startsWith("/v1") ? path : `/v1${path}` });
    }
  }
  return out;
}

const label = (op: Operation) => `${op.method} ${op.path}`;
/** Path parameters get an id no team has: past the guard, a write finds nothing (404) and changes nothing. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "2000000000");

const ROLE_WORDS: Record<number, string> = { [Role.Admin]: "an Admin or the Owner", [Role.Owner]: "the team's Owner" };

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => clock);
  team = await teamOfThree(api, env.handle.db, "pro");
  stranger = await registerUser(api, env.handle.db, "pro");
  const channel = await call<{ id: number }>("POST", "/v1/channel", {
    token: team.owner.token,
    body: { url: "https://www.tiktok.com/@role_team_reads", video_limit: 2 },
  });
  expect(channel.body.code).toBe(0);
  ids.channel = channel.body.data.id;
  const feed = await call<{ id: number }>("POST", "/v1/feed", {
    token: team.owner.token,
    body: { url: demoShortUrl(4101) },
  });
  expect(feed.body.code).toBe(0);
  ids.feed = feed.body.data.id;
  const collection = await call<{ hash_id: string }>("POST", "/v1/collection", {
    token: team.owner.token,
    body: { name: "Reads" },
  });
  ids.collection = collection.body.data.hash_id;

  const theirChannel = await call<{ id: number }>("POST", "/v1/channel", {
    token: stranger.token,
    body: { url: "https://www.tiktok.com/@role_stranger", video_limit: 1 },
  });
  ids.strangerChannel = theirChannel.body.data.id;
  const theirFeed = await call<{ id: number }>("POST", "/v1/feed", {
    token: stranger.token,
    body: { url: demoShortUrl(4102) },
  });
  ids.strangerFeed = theirFeed.body.data.id;
  const theirCollection = await call<{ hash_id: string }>("POST", "/v1/collection", {
    token: stranger.token,
    body: { name: "Theirs" },
  });
  ids.strangerCollection = theirCollection.body.data.hash_id;
  expect(ids.strangerChannel && ids.strangerFeed && ids.strangerCollection).toBeTruthy();
});
afterAll(async () => {
  setClock(null);
  await env.teardown();
});

describe("the guard on every write route", () => {
  it("finds today's writes in the OpenAPI listing", async () => {
    const listed = (await sessionWrites()).map(label);
    for (const known of KNOWN_GUARDED) expect(listed).toContain(known);
  });

  it("refuses the Analyst on every write that is not open to every member, naming the role needed", async () => {
    const guarded = (await sessionWrites()).filter((op) => !(label(op) in OPEN_TO_EVERY_MEMBER));
    expect(guarded.length).toBeGreaterThanOrEqual(KNOWN_GUARDED.length);
    for (const op of guarded) {
      const res = await call<{ required_role: number }>(op.method, concrete(op.path), {
        token: team.analyst.token,
        body: {},
      });
      expect({ route: label(op), status: res.status, code: res.body.code }).toEqual({
        route: label(op),
        status: 403,
        code: ErrorCode.RoleRequired,
      });
      const needed = res.body.data.required_role;
      expect([Role.Admin, Role.Owner]).toContain(needed);
      expect(res.body.message).toContain(ROLE_WORDS[needed]);
    }
  });

  it("lets the Admin past the guard where an Admin is enough, and the Owner everywhere", async () => {
    const guarded = (await sessionWrites()).filter((op) => !(label(op) in OPEN_TO_EVERY_MEMBER));
    for (const op of guarded) {
      const path = concrete(op.path);
      const needed = (await call<{ required_role: number }>(op.method, path, { token: team.analyst.token, body: {} }))
        .body.data.required_role;
      const asAdmin = await call(op.method, path, { token: team.admin.token, body: {} });
      if (needed === Role.Admin)
        expect({ route: label(op), code: asAdmin.body.code }).not.toMatchObject({ code: 40303 });
      else expect({ route: label(op), code: asAdmin.body.code }).toEqual({ route: label(op), code: 40303 });
      const asOwner = await call(op.method, path, { token: team.owner.token, body: {} });
      expect({ route: label(op), status: asOwner.status }).not.toEqual({ route: label(op), status: 403 });
    }
  });

  it("works with a trailing slash too", async () => {
    const res = await call("POST", "/v1/collection/", { token: team.analyst.token, body: { name: "Nope" } });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.RoleRequired);
  });
});

describe("real writes by role", () => {
  async function trackedStatus(feedId: number) {
    const [row] = await env.handle.db.select().from(trackedFeeds).where(eq(trackedFeeds.id, feedId));
    return row?.status;
  }

  it("refuses the Analyst's real requests and changes nothing", async () => {
    const token = team.analyst.token;
    const before = await trackedStatus(ids.feed);
    const attempts: [string, string, unknown?][] = [
      ["POST", "/v1/feed", { url: demoShortUrl(4199) }],
      ["POST", "/v1/channel", { url: "https://www.tiktok.com/@role_analyst_try" }],
      ["POST", `/v1/feed/${ids.feed}/stop`],
      ["POST", `/v1/feed/${ids.feed}/refresh`],
      ["DELETE", `/v1/feed/${ids.feed}`],
      ["POST", `/v1/channel/${ids.channel}/stop`],
      ["DELETE", `/v1/channel/${ids.channel}`],
      ["POST", "/v1/collection", { name: "Mine" }],
      ["PUT", `/v1/collection/${ids.collection}`, { name: "Renamed" }],
      ["POST", "/v1/collection/add/feed", { collection_id: ids.collection, feed_ids: [ids.feed] }],
      ["DELETE", `/v1/collection/${ids.collection}`],
      ["PUT", "/v1/team", { name: "Taken over" }],
      ["POST", "/v1/team/demo-workspace"],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(method, path, { token, body });
      expect({ path, status: res.status, code: res.body.code }).toEqual({
        path,
        status: 403,
        code: ErrorCode.RoleRequired,
      });
    }
    expect(await trackedStatus(ids.feed)).toBe(before);
    const channels = await env.handle.db
      .select({ id: trackedChannels.id })
      .from(trackedChannels)
      .where(eq(trackedChannels.teamId, team.teamId));
    expect(channels.map((c) => c.id)).toEqual([ids.channel]);
    const [row] = await env.handle.db.select().from(organization).where(eq(organization.id, team.teamId));
    expect(row?.name).toBe(team.owner.team_info.name);
    const collections = await call<{ collections: { name: string; feeds: number }[] }>("GET", "/v1/collection/list", {
      token,
    });
    expect(collections.body.data.collections).toEqual([expect.objectContaining({ name: "Reads", feeds: 0 })]);
  });

  it.each([
    ["Admin", "admin"],
    ["Owner", "owner"],
  ] as const)(
    "lets the %s track, stop, resume, refresh and delete, manage collections and the team",
    async (_, who) => {
      const token = team[who].token;
      const ok = async <T = unknown>(method: string, path: string, body?: unknown) => {
        const res = await call<T>(method, path, { token, body });
        expect({ path, code: res.body.code, message: res.body.message }).toMatchObject({ path, code: 0 });
        return res.body.data;
      };
      const feed = await ok<{ id: number }>("POST", "/v1/feed", { url: demoShortUrl(who === "admin" ? 4201 : 4202) });
      const channel = await ok<{ id: number }>("POST", "/v1/channel", {
        url: `https://www.tiktok.com/@role_${who}_tracks`,
        video_limit: 1,
      });
      await ok("POST", `/v1/feed/${feed.id}/stop`);
      expect(await trackedStatus(feed.id)).toBe(2);
      await ok("POST", `/v1/feed/${feed.id}/resume`);
      clock = new Date(clock.getTime() + 10 * MINUTE);
      await ok("POST", `/v1/feed/${feed.id}/refresh`);
      await ok("POST", `/v1/channel/${channel.id}/stop`);
      await ok("POST", `/v1/channel/${channel.id}/resume`);
      await ok("POST", `/v1/channel/${channel.id}/refresh`);
      const made = await ok<{ id: number; hash_id: string }>("POST", "/v1/collection", { name: `By ${who}` });
      await ok("PUT", `/v1/collection/${made.hash_id}`, { name: `Re ${who}` });
      await ok("POST", "/v1/collection/add/feed", { collection_id: made.id, feed_ids: [feed.id] });
      await ok("POST", "/v1/collection/remove/feed", { collection_id: made.id, feed_ids: [feed.id] });
      await ok("POST", "/v1/collection/add/channel", { collection_id: made.id, channel_ids: [channel.id] });
      await ok("POST", "/v1/collection/remove/channel", { collection_id: made.id, channel_ids: [channel.id] });
      await ok("DELETE", `/v1/collection/${made.hash_id}`);
      await ok("PUT", "/v1/team", { timezone: who === "admin" ? 2 : 3 });
      await ok("DELETE", `/v1/feed/${feed.id}`);
      await ok("DELETE", `/v1/channel/${channel.id}`);
      expect(await trackedStatus(feed.id)).toBeUndefined();
      const [row] = await env.handle.db.select().from(organization).where(eq(organization.id, team.teamId));
      expect(row?.timezone).toBe(who === "admin" ? 2 : 3);
    },
  );
});

describe("reads, exports and analyses", () => {
  it.each([
    ["Owner", "owner"],
    ["Admin", "admin"],
    ["Analyst", "analyst"],
  ] as const)("are open to the %s, on the team's own data", async (_, who) => {
    const token = team[who].token;
    const reads = [
      "/v1/user",
      "/v1/team",
      "/v1/team/statistic",
      "/v1/team/overview",
      "/v1/team/list",
      "/v1/feed/list",
      "/v1/channel/list",
      `/v1/feed/${ids.feed}`,
      `/v1/channel/${ids.channel}`,
      "/v1/collection/list",
      `/v1/collection/${ids.collection}`,
      "/v1/analyze/recent/team",
    ];
    for (const path of reads) {
      const res = await call("GET", path, { token });
      expect({ path, status: res.status, code: res.body.code }).toEqual({ path, status: 200, code: 0 });
    }
    const team_ = await call<{ id: number }>("GET", "/v1/team", { token });
    expect(team_.body.data.id).toBe(team.teamId);
    const feeds = await call<{ list: { id: number }[] }>("GET", "/v1/feed/list?page_size=100", { token });
    expect(feeds.body.data.list.map((f) => f.id)).toContain(ids.feed);
    expect(feeds.body.data.list.map((f) => f.id)).not.toContain(ids.strangerFeed);

    const csv = await api.app.request("http://localhost:3999/v1/feed/export", {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");

    const analysis = await call("POST", "/v1/analyze", {
      token,
      body: { url: `https://www.tiktok.com/@role_analysis_${who}` },
    });
    expect(analysis.body.code).toBe(0);
  });
});

describe("another team's ids", () => {
  it.each([
    ["Owner", "owner"],
    ["Admin", "admin"],
    ["Analyst", "analyst"],
  ] as const)("are not found for the %s on reads", async (_, who) => {
    const token = team[who].token;
    for (const path of [
      `/v1/feed/${ids.strangerFeed}`,
      `/v1/channel/${ids.strangerChannel}`,
      `/v1/collection/${ids.strangerCollection}`,
    ]) {
      const res = await call("GET", path, { token });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
  });

  it.each([
    ["Owner", "owner"],
    ["Admin", "admin"],
  ] as const)("are not found for the %s on writes, and stay as they were", async (_, who) => {
    const token = team[who].token;
    const writes: [string, string, unknown?][] = [
      ["POST", `/v1/feed/${ids.strangerFeed}/stop`],
      ["DELETE", `/v1/feed/${ids.strangerFeed}`],
      ["POST", `/v1/channel/${ids.strangerChannel}/stop`],
      ["DELETE", `/v1/channel/${ids.strangerChannel}`],
      ["PUT", `/v1/collection/${ids.strangerCollection}`, { name: "Mine now" }],
      ["DELETE", `/v1/collection/${ids.strangerCollection}`],
    ];
    for (const [method, path, body] of writes) {
      const res = await call(method, path, { token, body });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
    }
    const theirFeed = await call<{ status: number }>("GET", `/v1/feed/${ids.strangerFeed}`, { token: stranger.token });
    expect(theirFeed.body.data.status).toBe(1);
    const theirs = await call("GET", `/v1/collection/${ids.strangerCollection}`, { token: stranger.token });
    expect(theirs.body).toMatchObject({ code: 0, data: { name: "Theirs" } });
  });

  it("are refused to the Analyst by the guard before any lookup (403, nothing revealed)", async () => {
    const res = await call("DELETE", `/v1/feed/${ids.strangerFeed}`, { token: team.analyst.token });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.RoleRequired);
  });
});
