// Issue 13 item 4 (tracking side): no platform call for a link the team already tracks, per-person and per-team
// limits on tracking and refreshing, the manual refresh throttle claimed atomically under a concurrent burst, and
// the shared account row never taking a handle from the pasted URL.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { platformAccounts, platformVideos, rateLimitCounters } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { getAdapter } from "../../platforms/registry";
import { USAGE_LIMITS } from "../../security/limits";
import type { RateLimitRule } from "../../security/rate-limit";
import { createTestApi } from "../test/api-client";
import { demoShortUrl, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;

beforeAll(async () => {
  env = await setupTestDb();
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => env.teardown());

interface Tracked {
  id: number;
  created: boolean;
}

/** As if the subject had already used the whole window (earlier requests this hour). */
async function useUp(rule: RateLimitRule, subject: string) {
  const start = new Date();
  await env.handle.db
    .insert(rateLimitCounters)
    .values({
      scope: rule.scope,
      subject,
      windowStart: start,
      windowEnd: new Date(start.getTime() + rule.windowSeconds * 1000),
      count: rule.limit,
    })
    .onConflictDoUpdate({
      target: [rateLimitCounters.scope, rateLimitCounters.subject],
      set: { count: rule.limit },
    });
}

describe("already tracked", () => {
  it("answers a re-pasted video link without calling the platform", async () => {
    const user = await registerUser(api, env.handle.db);
    const first = await call<Tracked>("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(7001) } });
    expect(first.body.data.created).toBe(true);
    const fetchVideos = vi.spyOn(getAdapter("youtube"), "fetchVideos");
    const again = await call<Tracked>("POST", "/v1/feed", {
      token: user.token,
      body: { url: `youtu.be/${demoShortUrl(7001).split("/").pop()}` },
    });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, created: false });
    expect(fetchVideos).not.toHaveBeenCalled();
  });

  it("answers a re-pasted account link (any case, with or without @) without calling the platform", async () => {
    const user = await registerUser(api, env.handle.db, "pro");
    const first = await call<Tracked>("POST", "/v1/channel", {
      token: user.token,
      body: { url: "https://www.youtube.com/@repaste_channel" },
    });
    expect(first.body.code).toBe(0);
    const adapter = getAdapter("youtube");
    const fetchAccount = vi.spyOn(adapter, "fetchAccount");
    const listVideos = vi.spyOn(adapter, "listAccountVideos");
    const again = await call<Tracked>("POST", "/v1/channel", {
      token: user.token,
      body: { url: "youtube.com/@REPASTE_CHANNEL/" },
    });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, created: false });
    expect(fetchAccount).not.toHaveBeenCalled();
    expect(listVideos).not.toHaveBeenCalled();
    // Another team pasting the same link is not "already tracked": it fetches.
    const other = await registerUser(api, env.handle.db, "pro");
    const theirs = await call<Tracked>("POST", "/v1/channel", {
      token: other.token,
      body: { url: "https://www.youtube.com/@repaste_channel" },
    });
    expect(theirs.body.data.created).toBe(true);
    expect(fetchAccount).toHaveBeenCalledTimes(1);
  });
});

describe("the shared account row", () => {
  it("does not take the handle typed into a video link", async () => {
    const user = await registerUser(api, env.handle.db);
    const videoId = "7301234567890123777";
    const res = await call("POST", "/v1/feed", {
      token: user.token,
      body: { url: `https://www.tiktok.com/@impostor_handle/video/${videoId}` },
    });
    expect(res.body.code).toBe(0);
    const [row] = await env.handle.db
      .select({ handle: platformAccounts.handle })
      .from(platformVideos)
      .innerJoin(platformAccounts, eq(platformAccounts.id, platformVideos.accountId))
      .where(eq(platformVideos.platformId, videoId));
    expect(row).toBeDefined();
    expect(row?.handle).not.toBe("impostor_handle");
    // The author's real handle arrives with the platform's answer about the account.
    const [author] = await env.handle.db
      .select({ platformId: platformAccounts.platformId })
      .from(platformVideos)
      .innerJoin(platformAccounts, eq(platformAccounts.id, platformVideos.accountId))
      .where(eq(platformVideos.platformId, videoId));
    const real = await getAdapter("tiktok").fetchAccount({ platform: "tiktok", id: author?.platformId ?? "" });
    expect([null, real.handle]).toContain(row?.handle);
  });
});

describe("per-person and per-team limits", () => {
  it("refuses new tracking past the person's hourly limit, before any platform call; tracked links still answer", async () => {
    const user = await registerUser(api, env.handle.db);
    const tracked = await call<Tracked>("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(7101) } });
    await useUp(USAGE_LIMITS.trackPerUser, `user:${user.id}`);
    const fetchVideos = vi.spyOn(getAdapter("youtube"), "fetchVideos");
    const over = await call("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(7102) } });
    expect(over.status).toBe(429);
    expect(over.body.code).toBe(ErrorCode.RateLimited);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(fetchVideos).not.toHaveBeenCalled();
    const known = await call<Tracked>("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(7101) } });
    expect(known.body.data).toMatchObject({ id: tracked.body.data.id, created: false });
  });

  it("refuses new tracking past the team's hourly limit, for every member", async () => {
    const user = await registerUser(api, env.handle.db, "pro");
    await useUp(USAGE_LIMITS.trackPerTeam, `team:${user.team_info.id}`);
    const over = await call("POST", "/v1/channel", {
      token: user.token,
      body: { url: "https://www.youtube.com/@team_capped" },
    });
    expect(over.status).toBe(429);
    expect(over.body.message).toContain("Your team");
  });

  it("refuses manual refreshes past the person's hourly limit without using up the feed's refresh", async () => {
    const user = await registerUser(api, env.handle.db);
    const feed = (await call<Tracked>("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(7201) } }))
      .body.data;
    await useUp(USAGE_LIMITS.refreshPerUser, `user:${user.id}`);
    const over = await call("POST", `/v1/feed/${feed.id}/refresh`, { token: user.token });
    expect(over.status).toBe(429);
    expect(over.body.message).toContain("refreshed 60 times");
    // Once the person's hour is over, the feed refreshes at once: the refused call did not claim it.
    await env.handle.db.delete(rateLimitCounters).where(eq(rateLimitCounters.subject, `user:${user.id}`));
    expect((await call("POST", `/v1/feed/${feed.id}/refresh`, { token: user.token })).status).toBe(200);
  });
});

describe("manual refresh throttle", () => {
  it("lets exactly one of a concurrent burst of refreshes through, for feeds and channels", async () => {
    const user = await registerUser(api, env.handle.db, "pro");
    const feed = (await call<Tracked>("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(7301) } }))
      .body.data;
    const channel = (
      await call<Tracked>("POST", "/v1/channel", {
        token: user.token,
        body: { url: "https://www.youtube.com/@burst_refresh", video_limit: 3 },
      })
    ).body.data;
    for (const path of [`/v1/feed/${feed.id}/refresh`, `/v1/channel/${channel.id}/refresh`]) {
      const burst = await Promise.all(Array.from({ length: 8 }, () => call("POST", path, { token: user.token })));
      expect(burst.filter((res) => res.status === 200)).toHaveLength(1);
      const refused = burst.filter((res) => res.status === 429);
      expect(refused).toHaveLength(7);
      for (const res of refused) {
        expect(res.body.message).toContain("refresh it again in 5 minutes");
        expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(240);
      }
    }
  });
});
