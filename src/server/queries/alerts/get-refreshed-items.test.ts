// The refreshed items carry only the rule memories that can change their evaluation (get-refreshed-items.ts
// memoriesThatMatter). The oracle is the domain's rules written out by hand (src/domain/alerts/evaluate.ts): a Total
// rule's "above" matters (no second firing until a drop), an Outlier rule's firing matters (once per video), an
// Increment rule's firing matters until its cooldown has passed at the capture time (exactly the cooldown counts as
// passed; a negative cooldown is none, so only a firing after the capture holds it). A Total rule remembering
// "below", an Increment rule past its cooldown and a row that never fired are the empty memory in effect and must
// not be read, nor any row of another item, another kind or another team's item.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AlertCalculation, FeedStatus, Metric, Platform } from "@/domain/enums";
import {
  alertGroups,
  alertRuleStates,
  alertRules,
  alertTargets,
  collectionItems,
  collections,
  organization,
  platformAccounts,
  platformVideos,
  trackedChannels,
  trackedFeeds,
  videoSnapshots,
} from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { getRefreshedItems } from "./get-refreshed-items";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const db = () => env.handle.db;
const HOUR = 3_600_000;
const CAPTURED = new Date("2026-11-20T12:00:00.000Z");
const hoursBefore = (hours: number) => new Date(CAPTURED.getTime() - hours * HOUR);

let teamId = 0;
let videoId = 0;
let otherVideoId = 0;
let accountId = 0;
let feedId = 0;
let otherFeedId = 0;
let channelId = 0;
const ruleIds: Record<string, number> = {};

async function rule(name: string, metric: number, calculation: number, cooldownHours = 6) {
  const [target] = await db().insert(alertTargets).values({ teamId, kind: "all" }).returning({ id: alertTargets.id });
  const [group] = await db().insert(alertGroups).values({ teamId, name }).returning({ id: alertGroups.id });
  const [row] = await db()
    .insert(alertRules)
    .values({
      teamId,
      name,
      targetId: target?.id as number,
      groupId: group?.id as number,
      metric,
      calculation,
      threshold: 10,
      cooldownHours,
    })
    .returning({ id: alertRules.id });
  ruleIds[name] = row?.id as number;
  return row?.id as number;
}

const state = (
  ruleId: number,
  itemKind: string,
  itemId: number,
  aboveThreshold: boolean,
  lastFiredAt: Date | null,
) => ({
  teamId,
  ruleId,
  itemKind,
  itemId,
  aboveThreshold,
  lastFiredAt,
});

beforeAll(async () => {
  env = await setupTestDb();
  const [team] = await db()
    .insert(organization)
    .values({ name: "Items", slug: `refreshed-items-${Date.now()}`, plan: "max" })
    .returning({ id: organization.id });
  teamId = team?.id as number;
  const [account] = await db()
    .insert(platformAccounts)
    .values({ platform: Platform.TikTok, platformId: `items-acct-${Date.now()}` })
    .returning({ id: platformAccounts.id });
  accountId = account?.id as number;
  const videos = await db()
    .insert(platformVideos)
    .values([
      { platform: Platform.TikTok, platformId: `items-v1-${Date.now()}`, accountId },
      { platform: Platform.TikTok, platformId: `items-v2-${Date.now()}`, accountId },
    ])
    .returning({ id: platformVideos.id });
  videoId = videos[0]?.id as number;
  otherVideoId = videos[1]?.id as number;
  const feeds = await db()
    .insert(trackedFeeds)
    .values(videos.map((video) => ({ teamId, videoId: video.id, status: FeedStatus.Tracking })))
    .returning({ id: trackedFeeds.id });
  feedId = feeds[0]?.id as number;
  otherFeedId = feeds[1]?.id as number;
  const [channel] = await db()
    .insert(trackedChannels)
    .values({ teamId, accountId })
    .returning({ id: trackedChannels.id });
  channelId = channel?.id as number;

  const { Views, OutlierMultiple, Likes } = Metric;
  const { TotalAmount: total, IncrementOfLastCycle: increment } = AlertCalculation;
  const rows = [
    // Must be read for the feed.
    state(await rule("total above", Views, total), "feed", feedId, true, hoursBefore(100)),
    state(await rule("outlier fired", OutlierMultiple, total), "feed", feedId, false, hoursBefore(500)),
    state(await rule("increment in cooldown", Views, increment, 6), "feed", feedId, false, hoursBefore(5.9)),
    state(await rule("increment fired later", Views, increment, -3), "feed", feedId, false, hoursBefore(-1)),
    // Must not: the empty memory in effect.
    state(await rule("total below", Views, total), "feed", feedId, false, hoursBefore(1)),
    state(await rule("increment cooldown over", Views, increment, 6), "feed", feedId, false, hoursBefore(6)),
    state(await rule("increment long ago", Views, increment, 6), "feed", feedId, false, hoursBefore(100)),
    state(await rule("increment no cooldown", Views, increment, -3), "feed", feedId, false, hoursBefore(0.5)),
    state(await rule("outlier never fired", OutlierMultiple, total), "feed", feedId, false, null),
    // Matters, but for the other feed and for the channel only.
    state(await rule("other items", Likes, total), "feed", otherFeedId, true, hoursBefore(1)),
  ];
  rows.push(state(ruleIds["other items"] as number, "channel", channelId, true, hoursBefore(2)));
  // A channel row under the other feed's id: it must never show on that feed (tracked feeds and channels number
  // their ids apart, so the kind is part of the key).
  rows.push(state(ruleIds["total above"] as number, "channel", otherFeedId, true, hoursBefore(3)));
  await db().insert(alertRuleStates).values(rows);
});

afterAll(async () => {
  await env.teardown();
});

const byRule = (memories: { ruleId: number; aboveThreshold: boolean; lastFiredAt: Date | null }[]) =>
  Object.fromEntries(
    Object.entries(ruleIds).flatMap(([name, id]) => {
      const memory = memories.find((m) => m.ruleId === id);
      return memory
        ? [[name, { above: memory.aboveThreshold, firedAt: memory.lastFiredAt?.toISOString() ?? null }]]
        : [];
    }),
  );

describe("getRefreshedItems: memories that matter", () => {
  it("brings with a feed exactly its memories that can change an evaluation at the capture time", async () => {
    const items = await getRefreshedItems(db(), { videoIds: [videoId], accountIds: [], capturedAt: CAPTURED });
    expect(items.map((item) => [item.kind, item.id])).toEqual([["feed", feedId]]);
    expect(byRule(items[0]?.memories ?? [])).toEqual({
      "total above": { above: true, firedAt: hoursBefore(100).toISOString() },
      "outlier fired": { above: false, firedAt: hoursBefore(500).toISOString() },
      "increment in cooldown": { above: false, firedAt: hoursBefore(5.9).toISOString() },
      "increment fired later": { above: false, firedAt: hoursBefore(-1).toISOString() },
    });
  });

  it("measures cooldowns from the capture time asked for, not from the clock", async () => {
    // At a capture 7 h earlier (a late retry), a firing 6 h before CAPTURED came after it, so its cooldown holds;
    // one 100 h before is long past its 6 h cooldown at either time.
    const earlier = hoursBefore(7);
    const [item] = await getRefreshedItems(db(), { videoIds: [videoId], accountIds: [], capturedAt: earlier });
    const memories = byRule(item?.memories ?? []);
    expect(memories["increment cooldown over"]).toEqual({ above: false, firedAt: hoursBefore(6).toISOString() });
    expect(memories["increment long ago"]).toBeUndefined();
  });

  it("keeps each item's and each kind's memories apart", async () => {
    const items = await getRefreshedItems(db(), {
      videoIds: [],
      accountIds: [accountId],
      capturedAt: CAPTURED,
    });
    expect(channelId).not.toBe(otherFeedId); // else the cross-kind row below would be the channel's own
    // An account batch without captured videos: the channel only, with its own row.
    expect(items.map((item) => [item.kind, item.id])).toEqual([["channel", channelId]]);
    expect(byRule(items[0]?.memories ?? [])).toEqual({
      "other items": { above: true, firedAt: hoursBefore(2).toISOString() },
    });
    const both = await getRefreshedItems(db(), {
      videoIds: [videoId, otherVideoId],
      accountIds: [],
      capturedAt: CAPTURED,
    });
    const other = both.find((item) => item.id === otherFeedId);
    expect(byRule(other?.memories ?? [])).toEqual({
      "other items": { above: true, firedAt: hoursBefore(1).toISOString() },
    });
  });
});

describe("getRefreshedItems: a video batch's feeds (one statement, flat columns)", () => {
  it("brings each feed's capture at the refresh's time, the latest one before, the median and collections", async () => {
    await db().update(platformAccounts).set({ medianViews: 1234 }).where(eq(platformAccounts.id, accountId));
    const [onlyBefore, stopped] = await db()
      .insert(platformVideos)
      .values([
        { platform: Platform.TikTok, platformId: `items-v3-${Date.now()}`, accountId },
        { platform: Platform.TikTok, platformId: `items-v4-${Date.now()}`, accountId },
      ])
      .returning({ id: platformVideos.id });
    const extra = await db()
      .insert(trackedFeeds)
      .values([
        { teamId, videoId: onlyBefore?.id as number, status: FeedStatus.Pending, channelId },
        { teamId, videoId: stopped?.id as number, status: FeedStatus.Stop },
      ])
      .returning({ id: trackedFeeds.id });
    const counts = (views: number | null, likes: number | null, comments: number | null, shares: number | null) => ({
      views,
      likes,
      comments,
      shares,
      bookmarks: null,
    });
    await db()
      .insert(videoSnapshots)
      .values([
        { videoId, capturedAt: hoursBefore(30), ...counts(100, 5, null, 1) },
        { videoId, capturedAt: hoursBefore(12), ...counts(200, 8, 2, null) },
        { videoId, capturedAt: CAPTURED, ...counts(5_000_000_000, 9, 2, null) },
        // Later than the refresh's time (a newer capture already stored): neither of its two.
        { videoId, capturedAt: hoursBefore(-5), ...counts(9_999, 9, 9, 9) },
        { videoId: otherVideoId, capturedAt: CAPTURED, ...counts(7, null, null, null) },
        { videoId: onlyBefore?.id as number, capturedAt: hoursBefore(12), ...counts(3, 3, 3, 3) },
        { videoId: stopped?.id as number, capturedAt: CAPTURED, ...counts(1, 1, 1, 1) },
      ]);
    const [collection] = await db()
      .insert(collections)
      .values({ teamId, hashId: `items-c-${Date.now()}`, name: "Launch" })
      .returning({ id: collections.id });
    const collectionId = collection?.id as number;
    // The third feed is in the collection itself and through its channel (one id, not two).
    await db()
      .insert(collectionItems)
      .values([
        { collectionId, trackedFeedId: extra[0]?.id as number },
        { collectionId, trackedChannelId: channelId },
      ]);

    const items = await getRefreshedItems(db(), {
      videoIds: [videoId, otherVideoId, onlyBefore?.id as number, stopped?.id as number],
      accountIds: [],
      capturedAt: CAPTURED,
    });
    const byId = new Map(items.map((item) => [item.id, item]));
    // The stopped feed is not evaluated.
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual(
      [feedId, otherFeedId, extra[0]?.id as number].sort((a, b) => a - b),
    );
    const at = (hours: number) => hoursBefore(hours).getTime();
    const feed = byId.get(feedId);
    expect(feed).toMatchObject({ kind: "feed", teamId, channelId: null, entityId: videoId, platform: Platform.TikTok });
    expect(feed?.collectionIds).toEqual([]);
    expect(feed?.alertVersion).toEqual(expect.any(String));
    expect({
      now: { ...feed?.snapshots?.now, capturedAt: feed?.snapshots?.now.capturedAt.getTime() },
      before: { ...feed?.snapshots?.before, capturedAt: feed?.snapshots?.before?.capturedAt.getTime() },
      median: feed?.snapshots?.accountMedianViews,
    }).toEqual({
      now: { capturedAt: at(0), ...counts(5_000_000_000, 9, 2, null) },
      before: { capturedAt: at(12), ...counts(200, 8, 2, null) },
      median: 1234,
    });
    // Captured once: no capture before; unknown counts stay null, never 0.
    expect(byId.get(otherFeedId)?.snapshots).toEqual({
      now: { capturedAt: new Date(at(0)), ...counts(7, null, null, null) },
      before: null,
      accountMedianViews: 1234,
    });
    // No capture at the refresh's time: nothing to compare.
    const third = byId.get(extra[0]?.id as number);
    expect(third?.snapshots).toBeNull();
    expect(third?.channelId).toBe(channelId);
    expect(third?.collectionIds).toEqual([collectionId]);
  });
});

describe("getRefreshedItems: teams apart, unknown medians (review of session 8)", () => {
  it("gives another team's feed of the same video only that team's memories, and no median without an account", async () => {
    const [team] = await db()
      .insert(organization)
      .values({ name: "Other team", slug: `refreshed-items-other-${Date.now()}`, plan: "max" })
      .returning({ id: organization.id });
    const otherTeamId = team?.id as number;
    const [orphan] = await db()
      .insert(platformVideos)
      .values({ platform: Platform.TikTok, platformId: `items-orphan-${Date.now()}`, accountId: null })
      .returning({ id: platformVideos.id });
    const orphanId = orphan?.id as number;
    const [sameVideo, orphanFeed] = await db()
      .insert(trackedFeeds)
      .values([
        { teamId: otherTeamId, videoId, status: FeedStatus.Tracking },
        { teamId: otherTeamId, videoId: orphanId, status: FeedStatus.Tracking },
      ])
      .returning({ id: trackedFeeds.id });
    const [target] = await db()
      .insert(alertTargets)
      .values({ teamId: otherTeamId, kind: "all" })
      .returning({ id: alertTargets.id });
    const [group] = await db()
      .insert(alertGroups)
      .values({ teamId: otherTeamId, name: "Other" })
      .returning({ id: alertGroups.id });
    const [otherRule] = await db()
      .insert(alertRules)
      .values({
        teamId: otherTeamId,
        name: "other team total",
        targetId: target?.id as number,
        groupId: group?.id as number,
        metric: Metric.Views,
        calculation: AlertCalculation.TotalAmount,
        threshold: 10,
      })
      .returning({ id: alertRules.id });
    const otherRuleId = otherRule?.id as number;
    // "Above" with no firing time (a NULL inside the fired-at array): it must stay with its own rule.
    await db()
      .insert(alertRuleStates)
      .values([
        {
          teamId: otherTeamId,
          ruleId: otherRuleId,
          itemKind: "feed",
          itemId: sameVideo?.id as number,
          aboveThreshold: true,
          lastFiredAt: null,
        },
        {
          teamId: otherTeamId,
          ruleId: otherRuleId,
          itemKind: "feed",
          itemId: orphanFeed?.id as number,
          aboveThreshold: false,
          lastFiredAt: null,
        },
      ]);
    await db().insert(videoSnapshots).values({
      videoId: orphanId,
      capturedAt: CAPTURED,
      views: 5,
      likes: null,
      comments: null,
      shares: null,
      bookmarks: null,
    });

    const items = await getRefreshedItems(db(), {
      videoIds: [videoId, orphanId],
      accountIds: [],
      capturedAt: CAPTURED,
    });
    const byId = new Map(items.map((item) => [item.id, item]));
    expect([...byId.keys()].sort((a, b) => a - b)).toEqual(
      [feedId, sameVideo?.id as number, orphanFeed?.id as number].sort((a, b) => a - b),
    );
    const theirs = byId.get(sameVideo?.id as number);
    expect(theirs?.teamId).toBe(otherTeamId);
    expect(
      theirs?.memories.map((m) => ({ ruleId: m.ruleId, above: m.aboveThreshold, firedAt: m.lastFiredAt })),
    ).toEqual([{ ruleId: otherRuleId, above: true, firedAt: null }]);
    // The first team's feed of the same video keeps its own memories and none of the other team's.
    const ours = byId.get(feedId);
    expect(ours?.teamId).toBe(teamId);
    expect(ours?.memories.some((m) => m.ruleId === otherRuleId)).toBe(false);
    expect(ours?.memories.map((m) => m.ruleId)).toContain(ruleIds["total above"]);
    // A never-fired "below" row is the empty memory: not read. No account: the median is unknown, not 0.
    const orphanItem = byId.get(orphanFeed?.id as number);
    expect(orphanItem?.memories).toEqual([]);
    expect(orphanItem?.snapshots?.accountMedianViews).toBeNull();
    expect(orphanItem?.snapshots?.now.views).toBe(5);
  });
});
