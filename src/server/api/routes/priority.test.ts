// Priority items through the API (issue 18 item 3): POST /v1/feed/{id}/priority and /v1/channel/{id}/priority on a
// Max team mark up to 100 feeds and channels together; the mark shows in the list and its filter; the 101st and
// any mark below Max answer 90001 (naming the limit, or Max); the Analyst is refused; another team's ids are not
// found; unmarking is always allowed. The schedule itself is proven in tracking/priority-schedule.test.ts.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setClock } from "../../clock";
import { organization, platformVideos, trackedChannels, trackedFeeds } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { seedChannels, seedFeeds } from "../test/billing-helpers";
import { type TeamOfThree, teamOfThree } from "../test/role-team-fixtures";
import { registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
const clock = new Date("2026-11-20T10:00:00Z");

let max: TeamOfThree;
let pro: SignedInUser;
let maxFeeds: number[] = [];
let maxChannels: number[] = [];
let proFeed = 0;

interface PriorityData {
  id: number;
  priority: boolean;
  priority_used: number;
  priority_limit: number;
  limit_kind?: string;
  plan?: string;
}

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => clock);
  max = await teamOfThree(api, env.handle.db, "max");
  pro = await registerUser(api, env.handle.db, "pro");
  // 100 feeds and 2 channels on Max: enough to reach the limit with both kinds counted together.
  maxFeeds = await seedFeeds(env.handle.db, max.teamId, 100, new Date("2026-11-01T00:00:00Z"));
  maxChannels = await seedChannels(env.handle.db, max.teamId, 2, new Date("2026-11-01T00:00:00Z"));
  proFeed = (await seedFeeds(env.handle.db, pro.team_info.id, 1, new Date("2026-11-01T00:00:00Z")))[0] ?? 0;
});
afterAll(async () => {
  setClock(null);
  await env.teardown();
});

async function storedPriority(feedId: number) {
  const [row] = await env.handle.db
    .select({ priority: trackedFeeds.priority })
    .from(trackedFeeds)
    .where(eq(trackedFeeds.id, feedId));
  return row?.priority;
}

describe("marking priority", () => {
  it("marks a feed on Max, with and without a trailing slash, and brings its refresh within the hour", async () => {
    const [feedId] = maxFeeds;
    const [feed] = await env.handle.db
      .select()
      .from(trackedFeeds)
      .where(eq(trackedFeeds.id, feedId as number));
    await env.handle.db
      .update(platformVideos)
      .set({ nextRefreshAt: new Date("2026-11-21T09:00:00Z") })
      .where(eq(platformVideos.id, feed?.videoId as number));
    const res = await call<PriorityData>("POST", `/v1/feed/${feedId}/priority`, {
      token: max.owner.token,
      body: { priority: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: feedId, priority: true, priority_used: 1, priority_limit: 100 });
    expect(await storedPriority(feedId as number)).toBe(true);
    const [video] = await env.handle.db
      .select({ next: platformVideos.nextRefreshAt })
      .from(platformVideos)
      .where(eq(platformVideos.id, feed?.videoId as number));
    expect(video?.next?.toISOString()).toBe("2026-11-20T11:00:00.000Z");

    const again = await call<PriorityData>("POST", `/v1/feed/${feedId}/priority/`, {
      token: max.admin.token,
      body: { priority: true },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.priority_used).toBe(1);
  });

  it("marks a channel and counts feeds and channels together", async () => {
    const res = await call<PriorityData>("POST", `/v1/channel/${maxChannels[0]}/priority/`, {
      token: max.admin.token,
      body: { priority: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ priority: true, priority_used: 2 });
    const [row] = await env.handle.db
      .select({ priority: trackedChannels.priority })
      .from(trackedChannels)
      .where(eq(trackedChannels.id, maxChannels[0] as number));
    expect(row?.priority).toBe(true);
  });

  it("shows the mark in the lists and filters by it", async () => {
    const marked = await call<{ list: { id: number; priority: boolean }[]; total: number }>(
      "GET",
      "/v1/feed/list?priority=true",
      { token: max.owner.token },
    );
    expect(marked.body.data.list.map((f) => f.id)).toEqual([maxFeeds[0]]);
    const others = await call<{ list: { id: number; priority: boolean }[]; total: number }>(
      "GET",
      "/v1/feed/list?priority=false&page_size=100",
      { token: max.owner.token },
    );
    expect(others.body.data.total).toBe(99);
    expect(others.body.data.list.some((f) => f.id === maxFeeds[0] || f.priority)).toBe(false);
    const channels = await call<{ list: { id: number; priority: boolean }[] }>(
      "GET",
      "/v1/channel/list?priority=true",
      {
        token: max.owner.token,
      },
    );
    expect(channels.body.data.list.map((c) => [c.id, c.priority])).toEqual([[maxChannels[0], true]]);
    const bad = await call("GET", "/v1/feed/list?priority=yes", { token: max.owner.token });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.Validation);
  });

  it("refuses the 101st mark with 90001 naming the limit, and lets an unmark free a slot", async () => {
    // Mark feeds 2..99: with feed 1 and channel 1 that is 100 marked.
    for (const feedId of maxFeeds.slice(1, 99)) {
      const res = await call("POST", `/v1/feed/${feedId}/priority`, {
        token: max.owner.token,
        body: { priority: true },
      });
      expect(res.body.code).toBe(0);
    }
    const over = await call<PriorityData>("POST", `/v1/feed/${maxFeeds[99]}/priority`, {
      token: max.owner.token,
      body: { priority: true },
    });
    expect(over.status).toBe(403);
    expect(over.body.code).toBe(ErrorCode.PlanLimitReached);
    expect(over.body.message).toContain("100");
    expect(over.body.data).toMatchObject({ limit_kind: "priority" });
    expect(await storedPriority(maxFeeds[99] as number)).toBe(false);
    const secondChannel = await call("POST", `/v1/channel/${maxChannels[1]}/priority`, {
      token: max.owner.token,
      body: { priority: true },
    });
    expect(secondChannel.body.code).toBe(ErrorCode.PlanLimitReached);

    const unmark = await call<PriorityData>("POST", `/v1/channel/${maxChannels[0]}/priority`, {
      token: max.owner.token,
      body: { priority: false },
    });
    expect(unmark.body.data).toMatchObject({ priority: false, priority_used: 99 });
    const now = await call<PriorityData>("POST", `/v1/feed/${maxFeeds[99]}/priority`, {
      token: max.owner.token,
      body: { priority: true },
    });
    expect(now.body.data).toMatchObject({ priority: true, priority_used: 100 });
  });

  it("refuses below Max with 90001 naming Max, but lets a fallen team unmark", async () => {
    const res = await call<PriorityData>("POST", `/v1/feed/${proFeed}/priority`, {
      token: pro.token,
      body: { priority: true },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.PlanLimitReached);
    expect(res.body.message).toContain("Max");
    expect(res.body.data).toMatchObject({ limit_kind: "priority", plan: "max" });
    expect(await storedPriority(proFeed)).toBe(false);

    await env.handle.db.update(trackedFeeds).set({ priority: true }).where(eq(trackedFeeds.id, proFeed));
    const unmark = await call<PriorityData>("POST", `/v1/feed/${proFeed}/priority`, {
      token: pro.token,
      body: { priority: false },
    });
    expect(unmark.body.data).toEqual({ id: proFeed, priority: false, priority_used: 0, priority_limit: 0 });
    expect(await storedPriority(proFeed)).toBe(false);
  });

  it("refuses the Analyst, finds no other team's item, and rejects a body without a boolean", async () => {
    const analyst = await call<{ required_role: number }>("POST", `/v1/feed/${maxFeeds[0]}/priority`, {
      token: max.analyst.token,
      body: { priority: false },
    });
    expect(analyst.status).toBe(403);
    expect(analyst.body.code).toBe(ErrorCode.RoleRequired);
    expect(await storedPriority(maxFeeds[0] as number)).toBe(true);

    const stranger = await call("POST", `/v1/feed/${proFeed}/priority`, {
      token: max.owner.token,
      body: { priority: false },
    });
    expect(stranger.status).toBe(404);
    const strangerChannel = await call("POST", `/v1/channel/${maxChannels[0]}/priority`, {
      token: pro.token,
      body: { priority: true },
    });
    expect(strangerChannel.status).toBe(404);

    const noBody = await call("POST", `/v1/feed/${maxFeeds[0]}/priority`, {
      token: max.owner.token,
      body: { priority: "yes" },
    });
    expect(noBody.status).toBe(400);
    expect(noBody.body.code).toBe(ErrorCode.Validation);
  });

  it("keeps a downgraded team's marks but the plan row decides (Max only)", async () => {
    // The schedule ignores marks below Max (tracking/plan-sql.ts); the marks stay for an upgrade back.
    await env.handle.db.update(organization).set({ plan: "pro" }).where(eq(organization.id, max.teamId));
    const res = await call("POST", `/v1/feed/${maxFeeds[0]}/priority`, {
      token: max.owner.token,
      body: { priority: true },
    });
    expect(res.body.code).toBe(ErrorCode.PlanLimitReached);
    expect(await storedPriority(maxFeeds[0] as number)).toBe(true);
    await env.handle.db.update(organization).set({ plan: "max" }).where(eq(organization.id, max.teamId));
  });

  it("refuses to mark a stopped or deleted item (it never refreshes) with 40900, but lets it be unmarked", async () => {
    const feedId = maxFeeds[50] as number;
    const channelId = maxChannels[1] as number;
    // Stop (2) and Deleted (3) are off the refresh schedule (tracking-status.ts); the oracle is the spec's numbers.
    for (const status of [2, 3]) {
      await env.handle.db.update(trackedFeeds).set({ status, priority: false }).where(eq(trackedFeeds.id, feedId));
      const feed = await call("POST", `/v1/feed/${feedId}/priority`, {
        token: max.owner.token,
        body: { priority: true },
      });
      expect(feed.status, `feed status ${status}`).toBe(409);
      expect(feed.body.code).toBe(ErrorCode.Conflict);
      expect(feed.body.message).toMatch(/resume this feed/);
      expect(await storedPriority(feedId)).toBe(false);

      await env.handle.db
        .update(trackedChannels)
        .set({ status, priority: false })
        .where(eq(trackedChannels.id, channelId));
      const channel = await call("POST", `/v1/channel/${channelId}/priority/`, {
        token: max.owner.token,
        body: { priority: true },
      });
      expect(channel.status, `channel status ${status}`).toBe(409);
      expect(channel.body.code).toBe(ErrorCode.Conflict);
    }
    // An item stopped after its mark keeps it until unmarked, and unmarking is allowed.
    await env.handle.db.update(trackedFeeds).set({ status: 2, priority: true }).where(eq(trackedFeeds.id, feedId));
    const unmark = await call("POST", `/v1/feed/${feedId}/priority`, {
      token: max.owner.token,
      body: { priority: false },
    });
    expect(unmark.status).toBe(200);
    expect(await storedPriority(feedId)).toBe(false);
    // Vanished videos (-1) stay on the schedule, so they can still be marked (when a slot is free).
    await env.handle.db.update(trackedFeeds).set({ status: -1 }).where(eq(trackedFeeds.id, feedId));
    const vanished = await call("POST", `/v1/feed/${feedId}/priority`, {
      token: max.owner.token,
      body: { priority: true },
    });
    expect(vanished.body.code).not.toBe(ErrorCode.Conflict);
  });
});
