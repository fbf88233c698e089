// Share links through the API (issue 17 item 2): who may make them, the password rule (401 password_required,
// 90002, the token, which dies on revoke and on a password change), expiry, another team's items, the owning team's
// history window, the rate limit on password attempts, and paths with and without the trailing slash.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SharedView, ShareLinkList } from "@/domain/contracts/share";
import { ErrorCode } from "@/domain/error-codes";
import { setClock } from "../../clock";
import { organization, shareLinks, trackedFeeds, videoSnapshots } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi, fromIp, hash } from "../test/api-client";
import { type TeamOfThree, teamOfThree } from "../test/role-team-fixtures";
import { demoShortUrl, markEmailVerified, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
const START = new Date("2026-11-01T10:00:00Z");
let clock = START;
const DAY = 86_400_000;

let team: TeamOfThree;
let stranger: SignedInUser;
const ids = { feed: 0, channel: 0, collection: "", strangerFeed: 0, strangerChannel: 0, strangerCollection: "" };

interface Created {
  key: string;
  url: string;
}

async function share(body: Record<string, unknown>, token = team.owner.token): Promise<Created> {
  const res = await call<Created>("POST", "/v1/share", { token, body });
  expect({ code: res.body.code, message: res.body.message }).toMatchObject({ code: 0 });
  return res.body.data;
}

const view = (key: string, shareToken?: string, suffix = "", query = "") =>
  call<SharedView & { password_required?: boolean }>("GET", `/v1/share/${key}${suffix}${query}`, {
    headers: shareToken ? { "x-share-token": shareToken } : {},
  });

const auth = (key: string, password: string, ip?: string) =>
  call<{ token: string; expires_at: string }>("POST", `/v1/share/${key}/auth`, {
    body: { password: hash(password) },
    headers: ip ? fromIp(ip) : {},
  });

async function linksOfTeam(token = team.owner.token) {
  const res = await call<ShareLinkList>("GET", "/v1/share/list", { token });
  expect(res.body.code).toBe(0);
  return res.body.data.links;
}

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => clock);
  team = await teamOfThree(api, env.handle.db, "pro");
  stranger = await registerUser(api, env.handle.db, "pro");
  await markEmailVerified(env.handle.db, stranger.id);
  const feed = await call<{ id: number }>("POST", "/v1/feed", {
    token: team.owner.token,
    body: { url: demoShortUrl(5101) },
  });
  ids.feed = feed.body.data.id;
  const channel = await call<{ id: number }>("POST", "/v1/channel", {
    token: team.owner.token,
    body: { url: "https://www.tiktok.com/@share_team_channel", video_limit: 2 },
  });
  ids.channel = channel.body.data.id;
  const collection = await call<{ id: number; hash_id: string }>("POST", "/v1/collection", {
    token: team.owner.token,
    body: { name: "Campaign" },
  });
  ids.collection = collection.body.data.hash_id;
  const added = await call("POST", "/v1/collection/add/feed", {
    token: team.owner.token,
    body: { collection_id: collection.body.data.id, feed_ids: [ids.feed] },
  });
  expect(added.body.code).toBe(0);

  const theirFeed = await call<{ id: number }>("POST", "/v1/feed", {
    token: stranger.token,
    body: { url: demoShortUrl(5102) },
  });
  ids.strangerFeed = theirFeed.body.data.id;
  const theirChannel = await call<{ id: number }>("POST", "/v1/channel", {
    token: stranger.token,
    body: { url: "https://www.tiktok.com/@share_stranger_channel", video_limit: 1 },
  });
  ids.strangerChannel = theirChannel.body.data.id;
  const theirCollection = await call<{ hash_id: string }>("POST", "/v1/collection", {
    token: stranger.token,
    body: { name: "Theirs" },
  });
  ids.strangerCollection = theirCollection.body.data.hash_id;
  expect(ids.feed && ids.channel && ids.collection && ids.strangerFeed && ids.strangerChannel).toBeTruthy();
});
afterAll(async () => {
  setClock(null);
  await env.teardown();
});

describe("a link with a password", () => {
  it("asks for the password, refuses a wrong one with 90002, and shows the collection for the token", async () => {
    const link = await share({ kind: "collection", id: ids.collection, password: hash("client-secret-1") });
    expect(link.key).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(link.url).toMatch(new RegExp(`/share/${link.key}/$`));

    const locked = await view(link.key);
    expect(locked.status).toBe(401);
    expect(locked.body.code).toBe(ErrorCode.SharePasswordRequired);
    expect(locked.body.data).toEqual({ password_required: true });

    const wrong = await auth(link.key, "client-secret-2");
    expect(wrong.status).toBe(403);
    expect(wrong.body.code).toBe(ErrorCode.SharePasswordError);
    expect(wrong.body.data).toBeNull();

    const right = await auth(link.key, "client-secret-1");
    expect(right.body.code).toBe(0);
    const opened = await view(link.key, right.body.data.token);
    expect(opened.status).toBe(200);
    expect(opened.body.data.kind).toBe("collection");
    expect(opened.body.data.collection?.name).toBe("Campaign");
    expect(opened.body.data.collection?.feeds.map((feed) => feed.id)).toEqual([ids.feed]);
    expect(opened.body.data.feed).toBeNull();
    expect(opened.headers.get("x-robots-tag")).toContain("noindex");

    // A made-up token, a token of another link and a tampered one are all refused.
    const other = await share({ kind: "feed", id: ids.feed, password: hash("client-secret-1") });
    const otherToken = (await auth(other.key, "client-secret-1")).body.data.token;
    const tampered = `${right.body.data.token.slice(0, -2)}xx`;
    for (const bad of ["nonsense", otherToken, tampered]) {
      const res = await view(link.key, bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 401 });
    }
  });

  it("stops taking the old token once the password changes, and takes only the new password", async () => {
    const link = await share({ kind: "feed", id: ids.feed, password: hash("first-password") });
    const oldToken = (await auth(link.key, "first-password")).body.data.token;
    expect((await view(link.key, oldToken)).status).toBe(200);

    const changed = await call("PUT", `/v1/share/${link.key}`, {
      token: team.admin.token,
      body: { password: hash("second-password") },
    });
    expect(changed.body.code).toBe(0);
    expect((await view(link.key, oldToken)).status).toBe(401);
    expect((await auth(link.key, "first-password")).body.code).toBe(ErrorCode.SharePasswordError);
    const newToken = (await auth(link.key, "second-password")).body.data.token;
    expect((await view(link.key, newToken)).status).toBe(200);

    // Removing the password opens the link to everyone; the old tokens are not needed any more.
    await call("PUT", `/v1/share/${link.key}/`, { token: team.owner.token, body: { password: null } });
    expect((await view(link.key)).status).toBe(200);
  });

  it("expires tokens after a week", async () => {
    const link = await share({ kind: "feed", id: ids.feed, password: hash("weekly-pass") });
    const token = (await auth(link.key, "weekly-pass")).body.data.token;
    expect((await view(link.key, token)).status).toBe(200);
    clock = new Date(clock.getTime() + 8 * DAY);
    try {
      expect((await view(link.key, token)).status).toBe(401);
    } finally {
      clock = START;
    }
  });
});

describe("revoking", () => {
  it("ends the link and its tokens at once, and drops it from the list", async () => {
    const link = await share({ kind: "collection", id: ids.collection, password: hash("revoke-me") });
    const token = (await auth(link.key, "revoke-me")).body.data.token;
    expect((await view(link.key, token)).status).toBe(200);
    expect((await linksOfTeam()).map((l) => l.key)).toContain(link.key);

    const revoked = await call("DELETE", `/v1/share/${link.key}`, { token: team.admin.token });
    expect(revoked.body.code).toBe(0);
    const after = await view(link.key, token);
    expect(after.status).toBe(404);
    expect(after.body.code).toBe(ErrorCode.NotFound);
    expect((await auth(link.key, "revoke-me")).status).toBe(404);
    expect((await linksOfTeam()).map((l) => l.key)).not.toContain(link.key);
    // Revoking twice finds nothing.
    expect((await call("DELETE", `/v1/share/${link.key}`, { token: team.owner.token })).status).toBe(404);
  });

  it("is not possible for another team", async () => {
    const link = await share({ kind: "feed", id: ids.feed });
    const res = await call("DELETE", `/v1/share/${link.key}`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect((await view(link.key)).status).toBe(200);
    expect((await linksOfTeam(stranger.token)).map((l) => l.key)).not.toContain(link.key);
  });
});

describe("expiry", () => {
  it("answers 404 from the expiry on, and refuses an expiry in the past", async () => {
    const link = await share({
      kind: "feed",
      id: ids.feed,
      expires_at: new Date(START.getTime() + DAY).toISOString(),
    });
    expect((await view(link.key)).status).toBe(200);
    clock = new Date(START.getTime() + DAY - 1000);
    expect((await view(link.key)).status).toBe(200);
    clock = new Date(START.getTime() + DAY);
    try {
      expect((await view(link.key)).status).toBe(404);
      expect((await linksOfTeam()).map((l) => l.key)).not.toContain(link.key);
    } finally {
      clock = START;
    }
    const past = await call("POST", "/v1/share", {
      token: team.owner.token,
      body: { kind: "feed", id: ids.feed, expires_at: new Date(START.getTime() - 1000).toISOString() },
    });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe(ErrorCode.Validation);
  });
});

describe("what can be shared", () => {
  it("refuses another team's collection, channel and feed with 404 and makes no link", async () => {
    const before = await env.handle.db.select({ id: shareLinks.id }).from(shareLinks);
    for (const [kind, id] of [
      ["collection", ids.strangerCollection],
      ["channel", ids.strangerChannel],
      ["feed", ids.strangerFeed],
    ] as const) {
      const res = await call("POST", "/v1/share", { token: team.owner.token, body: { kind, id } });
      expect({ kind, status: res.status }).toEqual({ kind, status: 404 });
    }
    const after = await env.handle.db.select({ id: shareLinks.id }).from(shareLinks);
    expect(after.length).toBe(before.length);
  });

  it("shares a channel with its analytics and feeds, without a password", async () => {
    const link = await share({ kind: "channel", id: ids.channel });
    const res = await view(link.key, undefined, "/");
    expect(res.status).toBe(200);
    expect(res.body.data.channel?.id).toBe(ids.channel);
    expect(res.body.data.channel?.analytics).toBeTruthy();
    expect(res.body.data.channel_feeds.length).toBeGreaterThan(0);
    expect(res.body.data.collection).toBeNull();
  });

  it("counts the page loads that ask (view=1) for the team's list, not refetches or refusals", async () => {
    const link = await share({ kind: "feed", id: ids.feed });
    const secret = await share({ kind: "feed", id: ids.feed, password: hash("counted") });
    for (let i = 0; i < 3; i += 1) expect((await view(link.key, undefined, "/", "?view=1")).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await view(link.key, undefined, "/")).status).toBe(200);
    expect((await view(link.key, undefined, "", "?view=0")).status).toBe(200);
    expect((await view(secret.key, undefined, "/", "?view=1")).status).toBe(401);
    expect((await view(link.key, undefined, "/", "?view=yes")).status).toBe(400);
    const listed = await linksOfTeam(team.analyst.token);
    expect(listed.find((l) => l.key === link.key)).toMatchObject({
      kind: "feed",
      item_id: ids.feed,
      has_password: false,
      view_count: 3,
    });
    expect(listed.find((l) => l.key === secret.key)).toMatchObject({ has_password: true, view_count: 0 });
  });
});

describe("the history window", () => {
  it("is the owning team's plan window, as in the dashboard", async () => {
    const [row] = await env.handle.db
      .select({ videoId: trackedFeeds.videoId })
      .from(trackedFeeds)
      .where(eq(trackedFeeds.id, ids.feed));
    const videoId = row?.videoId ?? 0;
    const old = new Date(START.getTime() - 40 * DAY);
    const recent = new Date(START.getTime() - 5 * DAY);
    await env.handle.db.insert(videoSnapshots).values([
      { videoId, capturedAt: old, views: 11 },
      { videoId, capturedAt: recent, views: 22 },
    ]);
    const link = await share({ kind: "feed", id: ids.feed });
    const times = async () => ((await view(link.key)).body.data.feed?.history ?? []).map((p) => p.captured_at);

    // Pro keeps 30 days: the 5-day-old point is shown, the 40-day-old one is not.
    const pro = await times();
    expect(pro).toContain(recent.toISOString());
    expect(pro).not.toContain(old.toISOString());

    await env.handle.db.update(organization).set({ plan: "max" }).where(eq(organization.id, team.teamId));
    try {
      const max = await times();
      expect(max).toContain(old.toISOString());
      expect(max).toContain(recent.toISOString());
    } finally {
      await env.handle.db.update(organization).set({ plan: "pro" }).where(eq(organization.id, team.teamId));
    }
  });
});

describe("password attempts", () => {
  it("are limited per link and client IP; another address still gets its answer", async () => {
    const link = await share({ kind: "feed", id: ids.feed, password: hash("rate-limited") });
    const ip = "2001:db8:ffff:1::1";
    for (let i = 0; i < 10; i += 1) expect((await auth(link.key, "guess", ip)).body.code).toBe(90002);
    const limited = await auth(link.key, "guess", ip);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(ErrorCode.RateLimited);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    // Even the right password waits from that address; from another one it works.
    expect((await auth(link.key, "rate-limited", ip)).status).toBe(429);
    expect((await auth(link.key, "rate-limited", "2001:db8:ffff:2::1")).body.code).toBe(0);
  });

  it("count wrong passwords per link across addresses, but never refuse the right one for that count", async () => {
    const link = await share({ kind: "feed", id: ids.feed, password: hash("not-locked-out") });
    // 100 wrong passwords per hour per link (SHARE_LIMITS.authPerLink), 10 per address (authPerLinkAndIp).
    for (let address = 0; address < 10; address += 1) {
      for (let i = 0; i < 10; i += 1) {
        expect((await auth(link.key, "guess", `2001:db8:fff0:${address}::1`)).body.code).toBe(90002);
      }
    }
    const pastLimit = await auth(link.key, "guess", "2001:db8:fff1::1");
    expect({ status: pastLimit.status, code: pastLimit.body.code }).toEqual({
      status: 429,
      code: ErrorCode.RateLimited,
    });
    const right = await auth(link.key, "not-locked-out", "2001:db8:fff2::1");
    expect({ status: right.status, code: right.body.code }).toEqual({ status: 200, code: 0 });
    expect((await view(link.key, right.body.data.token)).status).toBe(200);
  }, 90_000);
});

describe("who may make links", () => {
  it("refuses the Analyst (40303) and an unverified Owner (40301); lets the Admin", async () => {
    const analyst = await call<{ required_role: number }>("POST", "/v1/share", {
      token: team.analyst.token,
      body: { kind: "feed", id: ids.feed },
    });
    expect(analyst.status).toBe(403);
    expect(analyst.body.code).toBe(ErrorCode.RoleRequired);
    expect(analyst.body.data.required_role).toBe(3);
    const analystRevoke = await call("DELETE", "/v1/share/AAAAAAAAAAAAAAAAAAAAAAAA", { token: team.analyst.token });
    expect(analystRevoke.body.code).toBe(ErrorCode.RoleRequired);

    const unverified = await registerUser(api, env.handle.db, "pro");
    const theirs = await call<{ id: number }>("POST", "/v1/feed", {
      token: unverified.token,
      body: { url: demoShortUrl(5103) },
    });
    const refused = await call("POST", "/v1/share", {
      token: unverified.token,
      body: { kind: "feed", id: theirs.body.data.id },
    });
    expect(refused.body.code).toBe(ErrorCode.EmailNotVerified);

    const byAdmin = await call<Created>("POST", "/v1/share/", {
      token: team.admin.token,
      body: { kind: "collection", id: ids.collection },
    });
    expect(byAdmin.body.code).toBe(0);
    const listed = (await linksOfTeam()).find((l) => l.key === byAdmin.body.data.key);
    expect(listed?.created_by).toBe("Tracker");
  });

  it("needs a session to list links, but not to open one", async () => {
    expect((await call("GET", "/v1/share/list")).status).toBe(401);
    expect((await call("GET", "/v1/share/list/", { token: team.analyst.token })).body.code).toBe(0);
    expect((await view("AAAAAAAAAAAAAAAAAAAAAAAA")).status).toBe(404);
  });

  it("answers a malformed key 404 like an unknown one, on every share path", async () => {
    for (const key of ["short", "A".repeat(65), "AAAAAAAAAAAA.AAAAAAAAAAAA", "%20AAAAAAAAAAAAAAAAAAAAAAA"]) {
      const opened = await view(key);
      expect({ key, status: opened.status, code: opened.body.code }).toEqual({
        key,
        status: 404,
        code: ErrorCode.NotFound,
      });
      expect({ key, status: (await auth(key, "secret")).status }).toEqual({ key, status: 404 });
      const revoked = await call("DELETE", `/v1/share/${key}`, { token: team.owner.token });
      expect({ key, status: revoked.status }).toEqual({ key, status: 404 });
      const password = await call("PUT", `/v1/share/${key}/`, { token: team.owner.token, body: { password: null } });
      expect({ key, status: password.status }).toEqual({ key, status: 404 });
    }
  });
});
