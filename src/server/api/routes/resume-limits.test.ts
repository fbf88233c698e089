// Issue 15 item 4 (review finding): resuming a stopped feed or channel must fit the plan, or the Owner resumes
// everything a downgrade stopped. The oracle is the plan catalogue's numbers (Free: 5 feeds, no channels; Pro: 1000
// feeds, 20 channels), written out here rather than read from the code under test.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChannelStatus, FeedStatus } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import type { Db } from "../../db/client";
import { billingStops, organization, platformVideos, trackedChannels, trackedFeeds } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { seedChannels, seedFeeds, verifiedOwner } from "../test/billing-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const t0 = new Date("2026-01-01T00:00:00Z");

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

/** What a fall to a smaller plan leaves behind: the rows set to Stop and recorded in billing_stops. */
async function stopAsDowngrade(db: Db, teamId: number, kind: "feed" | "channel", ids: number[]) {
  const table = kind === "feed" ? trackedFeeds : trackedChannels;
  await db.update(table).set({ status: 2 }).where(inArray(table.id, ids));
  await db.insert(billingStops).values(ids.map((itemId) => ({ teamId, kind, itemId, stoppedAt: t0 })));
}

async function feedStatuses(db: Db, ids: number[]) {
  const rows = await db
    .select({ id: trackedFeeds.id, status: trackedFeeds.status })
    .from(trackedFeeds)
    .where(inArray(trackedFeeds.id, ids));
  return Object.fromEntries(rows.map((row) => [row.id, row.status]));
}

async function stopRecords(db: Db, teamId: number) {
  const rows = await db
    .select({ kind: billingStops.kind, itemId: billingStops.itemId })
    .from(billingStops)
    .where(eq(billingStops.teamId, teamId));
  return rows.map((row) => `${row.kind}:${row.itemId}`).sort();
}

describe("resuming within the plan's limits", () => {
  it("refuses a Free team's resume past 5 active feeds, and allows it after stopping another", async () => {
    const db = env.handle.db;
    const owner = await verifiedOwner(api, db);
    const teamId = owner.team_info.id;
    const feeds = await seedFeeds(db, teamId, 7, t0);
    const [a, b, c, d, e, stoppedOne, stoppedTwo] = feeds as [number, number, number, number, number, number, number];
    await stopAsDowngrade(db, teamId, "feed", [stoppedOne, stoppedTwo]);

    const refused = await api.call("POST", `/v1/feed/${stoppedOne}/resume`, { token: owner.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.PlanLimitReached);
    expect(refused.body.data).toEqual({ limit_kind: "feeds", plan: "pro" });
    expect(await feedStatuses(db, [stoppedOne])).toEqual({ [stoppedOne]: FeedStatus.Stop });
    expect(await stopRecords(db, teamId)).toEqual([`feed:${stoppedOne}`, `feed:${stoppedTwo}`].sort());

    const stop = await api.call("POST", `/v1/feed/${a}/stop/`, { token: owner.token });
    expect(stop.status).toBe(200);
    const resumed = await api.call("POST", `/v1/feed/${stoppedOne}/resume/`, { token: owner.token });
    expect(resumed.status).toBe(200);
    expect(await feedStatuses(db, feeds)).toEqual({
      [a]: FeedStatus.Stop,
      [b]: FeedStatus.Tracking,
      [c]: FeedStatus.Tracking,
      [d]: FeedStatus.Tracking,
      [e]: FeedStatus.Tracking,
      [stoppedOne]: FeedStatus.Tracking,
      [stoppedTwo]: FeedStatus.Stop,
    });
    // The resumed feed's stop record is gone; the other one stays (the banner still counts it).
    expect(await stopRecords(db, teamId)).toEqual([`feed:${stoppedTwo}`]);

    // Five are active again: the last stopped one does not fit.
    const again = await api.call("POST", `/v1/feed/${stoppedTwo}/resume`, { token: owner.token });
    expect(again.body.code).toBe(ErrorCode.PlanLimitReached);
    // Resuming a feed that is already active takes no slot.
    const active = await api.call("POST", `/v1/feed/${b}/resume`, { token: owner.token });
    expect(active.status).toBe(200);
  });

  it("refuses a Free team's channel resume (no channels on Free) and leaves its feeds stopped", async () => {
    const db = env.handle.db;
    const owner = await verifiedOwner(api, db);
    const teamId = owner.team_info.id;
    const [channelId] = (await seedChannels(db, teamId, 1, t0)) as [number];
    const [feedId] = (await seedFeeds(db, teamId, 1, t0)) as [number];
    await db.update(trackedFeeds).set({ channelId }).where(eq(trackedFeeds.id, feedId));
    await stopAsDowngrade(db, teamId, "channel", [channelId]);
    await db.update(trackedFeeds).set({ status: FeedStatus.Stop }).where(eq(trackedFeeds.id, feedId));

    const refused = await api.call("POST", `/v1/channel/${channelId}/resume`, { token: owner.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.PlanLimitReached);
    expect(refused.body.data).toEqual({ limit_kind: "channels", plan: "pro" });
    const [channel] = await db
      .select({ status: trackedChannels.status })
      .from(trackedChannels)
      .where(eq(trackedChannels.id, channelId));
    expect(channel?.status).toBe(ChannelStatus.Stop);
    expect(await feedStatuses(db, [feedId])).toEqual({ [feedId]: FeedStatus.Stop });
  });

  it("resumes a Pro team's channel only when it and all its stopped feeds fit, then clears their stop records", async () => {
    const db = env.handle.db;
    const owner = await verifiedOwner(api, db);
    const teamId = owner.team_info.id;
    await db.update(organization).set({ plan: "pro" }).where(eq(organization.id, teamId));
    // 998 active feeds outside the channel: the channel's 3 stopped feeds would make 1001 of Pro's 1000.
    const videos = await db
      .insert(platformVideos)
      .values(Array.from({ length: 998 }, (_, i) => ({ platform: 3, platformId: `resume-room-${Date.now()}-${i}` })))
      .returning({ id: platformVideos.id });
    const others = await db
      .insert(trackedFeeds)
      .values(videos.map((video) => ({ teamId, videoId: video.id, status: FeedStatus.Tracking, createdAt: t0 })))
      .returning({ id: trackedFeeds.id });
    const [channelId] = (await seedChannels(db, teamId, 1, t0)) as [number];
    const channelFeeds = await seedFeeds(db, teamId, 3, t0);
    await db.update(trackedFeeds).set({ channelId }).where(inArray(trackedFeeds.id, channelFeeds));
    await stopAsDowngrade(db, teamId, "channel", [channelId]);
    await stopAsDowngrade(db, teamId, "feed", channelFeeds);

    const refused = await api.call("POST", `/v1/channel/${channelId}/resume`, { token: owner.token });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.PlanLimitReached);
    expect(refused.body.data).toEqual({ limit_kind: "feeds", plan: "max" });
    expect(Object.values(await feedStatuses(db, channelFeeds))).toEqual([2, 2, 2]);

    const [first] = others as [{ id: number }];
    expect((await api.call("POST", `/v1/feed/${first.id}/stop`, { token: owner.token })).status).toBe(200);
    const resumed = await api.call("POST", `/v1/channel/${channelId}/resume/`, { token: owner.token });
    expect(resumed.status).toBe(200);
    expect(Object.values(await feedStatuses(db, channelFeeds))).toEqual([1, 1, 1]);
    const [channel] = await db
      .select({ status: trackedChannels.status })
      .from(trackedChannels)
      .where(and(eq(trackedChannels.id, channelId), eq(trackedChannels.teamId, teamId)));
    expect(channel?.status).toBe(ChannelStatus.Tracking);
    expect(await stopRecords(db, teamId)).toEqual([]);
  });
});
