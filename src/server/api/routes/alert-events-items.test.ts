// The events log names each event's item (issue 16 item 6): the feed's caption and video link, the channel's name
// and profile link, with the platform; an item another team tracks, or none does, is named by nobody (null), so a
// team never learns another team's titles through an id. The oracle is what the feed and channel routes answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlertGroup, AlertRule, AlertTarget } from "@/domain/contracts/alerts";
import type { ChannelItem, FeedItem } from "@/domain/contracts/tracking";
import { alertEvents } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { listEvents } from "../../queries/alerts/list-events";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { demoShortUrl, markEmailVerified, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();

async function ok<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await api.call<T>(method, path, { token, body });
  expect({ path, code: res.body.code, message: res.body.message }).toMatchObject({ path, code: 0 });
  return res.body.data;
}

let owner: SignedInUser;
let stranger: SignedInUser;
let feed: FeedItem;
let channel: ChannelItem;
let strangerFeedId = 0;
let ruleId = 0;

beforeAll(async () => {
  env = await setupTestDb();
  owner = await registerUser(api, env.handle.db, "pro");
  stranger = await registerUser(api, env.handle.db, "pro");
  await markEmailVerified(env.handle.db, owner.id);
  const feedId = (await ok<{ id: number }>("POST", "/v1/feed", owner.token, { url: demoShortUrl(6101) })).id;
  const channelId = (
    await ok<{ id: number }>("POST", "/v1/channel", owner.token, {
      url: "https://www.tiktok.com/@alerts_items",
      video_limit: 1,
    })
  ).id;
  strangerFeedId = (await ok<{ id: number }>("POST", "/v1/feed", stranger.token, { url: demoShortUrl(6102) })).id;
  feed = await ok<FeedItem>("GET", `/v1/feed/${feedId}`, owner.token);
  channel = await ok<ChannelItem>("GET", `/v1/channel/${channelId}`, owner.token);

  const target = await ok<AlertTarget>("POST", "/v1/alert/target", owner.token, { kind: "all" });
  const group = await ok<AlertGroup>("POST", "/v1/alert/group", owner.token, {
    name: "G",
    destinations: [{ type: 1, email: "someone@example.com" }],
  });
  const rule = await ok<AlertRule>("POST", "/v1/alert/rule", owner.token, {
    name: "R",
    target_id: target.id,
    group_id: group.id,
    metric: 1,
    calculation: 2,
    threshold: 1,
  });
  ruleId = rule.id;
});
afterAll(async () => {
  await env.teardown();
});

describe("listEvents names each event's item", () => {
  it("with the team's feed and channel, and nothing for another team's item or an unknown id", async () => {
    const fire = (itemKind: "feed" | "channel", itemId: number, minute: number) =>
      env.handle.db.insert(alertEvents).values({
        teamId: owner.team_info.id,
        ruleId,
        itemKind,
        itemId,
        snapshotKey: `items-${itemKind}-${itemId}`,
        metric: 1,
        calculation: 2,
        threshold: 1,
        value: 5,
        createdAt: new Date(Date.UTC(2026, 10, 25, 12, minute)),
      });
    await fire("feed", feed.id, 4);
    await fire("channel", channel.id, 3);
    await fire("feed", strangerFeedId, 2);
    await fire("channel", 987_654, 1);

    const page = await listEvents(env.handle.db, owner.team_info.id, { page: 1, pageSize: 20 });
    const items = page.list.map((event) => ({
      kind: event.item_kind,
      id: event.item_id,
      title: event.item_title,
      url: event.item_url,
      platform: event.item_platform,
    }));
    expect(feed.caption).toBeTruthy();
    expect(items).toEqual([
      { kind: "feed", id: feed.id, title: feed.caption, url: feed.url, platform: feed.platform },
      {
        kind: "channel",
        id: channel.id,
        title: channel.name ?? `@${channel.handle}`,
        url: channel.profile_url,
        platform: "tiktok",
      },
      { kind: "feed", id: strangerFeedId, title: null, url: null, platform: null },
      { kind: "channel", id: 987_654, title: null, url: null, platform: null },
    ]);
  });

  it("through GET /v1/alert/events, typed by the contract", async () => {
    const res = await api.call<{ list: { item_title: string | null }[] }>("GET", "/v1/alert/events/", {
      token: owner.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((event) => event.item_title)).toEqual([
      feed.caption,
      channel.name ?? `@${channel.handle}`,
      null,
      null,
    ]);
  });
});
