// Collections through the API: their whole life, name rules, id or hash_id, and team isolation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setClock } from "../../clock";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { demoShortUrl, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;

interface Summary {
  id: number;
  hash_id: string;
  name: string;
}
interface ListEntry extends Summary {
  channels: number;
  feeds: number;
  created_at: string;
}
interface FeedRow {
  id: number;
  views: number | null;
  likes: number | null;
  outlet: number | null;
}
interface Detail extends Summary {
  created_at: string;
  channels: { id: number; handle: string; feeds: number }[];
  feeds: FeedRow[];
  totals: {
    channels: number;
    feeds: number;
    videos: number;
    views: number | null;
    likes: number | null;
    comments: number | null;
    shares: number | null;
    bookmarks: number | null;
    engagement: number | null;
    median_views: number | null;
    viral_feeds: number;
  };
}
type Errors = { errors: Record<string, string> };

let owner: SignedInUser;
let other: SignedInUser;
let channelId: number;
let feedIds: number[];
let otherFeedId: number;
let otherChannelId: number;

async function create(user: SignedInUser, name: string) {
  const res = await call<Summary>("POST", "/v1/collection", { token: user.token, body: { name } });
  expect(res.body.code).toBe(0);
  return res.body.data;
}
const list = async (user: SignedInUser) =>
  (await call<{ collections: ListEntry[] }>("GET", "/v1/collection/list", { token: user.token })).body.data.collections;

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => new Date("2026-11-01T10:00:00Z"));
  owner = await registerUser(api, env.handle.db, "pro");
  other = await registerUser(api, env.handle.db, "pro");
  const channel = await call<{ id: number }>("POST", "/v1/channel", {
    token: owner.token,
    body: { url: "https://www.tiktok.com/@dance_lab", video_limit: 6 },
  });
  expect(channel.body.code).toBe(0);
  channelId = channel.body.data.id;
  const feeds = await call<{ list: FeedRow[] }>("GET", `/v1/feed/list?channel_id=${channelId}&page_size=100`, {
    token: owner.token,
  });
  feedIds = feeds.body.data.list.map((feed) => feed.id);
  expect(feedIds.length).toBeGreaterThanOrEqual(4);
  const otherFeed = await call<{ id: number }>("POST", "/v1/feed", {
    token: other.token,
    body: { url: demoShortUrl(1) },
  });
  expect(otherFeed.body.code).toBe(0);
  otherFeedId = otherFeed.body.data.id;
  const otherChannel = await call<{ id: number }>("POST", "/v1/channel", {
    token: other.token,
    body: { url: "https://www.tiktok.com/@dance_lab", video_limit: 1 },
  });
  expect(otherChannel.body.code).toBe(0);
  otherChannelId = otherChannel.body.data.id;
});
afterAll(async () => {
  setClock(null);
  await env.teardown();
});

describe("a collection's whole life", () => {
  it("is created, filled, read with totals, renamed, emptied and deleted", async () => {
    const made = await create(owner, "  Summer  ");
    expect(made.name).toBe("Summer");
    expect(made.hash_id).toMatch(/^[0-9A-Za-z]{10}$/);
    expect(await list(owner)).toEqual([
      {
        id: made.id,
        hash_id: made.hash_id,
        name: "Summer",
        channels: 0,
        feeds: 0,
        created_at: "2026-11-01T10:00:00.000Z",
      },
    ]);

    const addChannel = await call("POST", "/v1/collection/add/channel", {
      token: owner.token,
      body: { collection_id: made.hash_id, channel_ids: [channelId] },
    });
    expect(addChannel.body).toMatchObject({ code: 0, data: { collection_id: made.id, added: 1 } });
    const picked = feedIds.slice(0, 3);
    const addFeeds = await call("POST", "/v1/collection/add/feed", {
      token: owner.token,
      body: { collection_id: made.id, feed_ids: picked },
    });
    expect(addFeeds.body.data).toEqual({ collection_id: made.id, added: 3 });
    expect((await list(owner))[0]).toMatchObject({ channels: 1, feeds: 3 });

    const byHash = await call<Detail>("GET", `/v1/collection/${made.hash_id}`, { token: owner.token });
    const byId = await call<Detail>("GET", `/v1/collection/${made.id}`, { token: owner.token });
    expect(byHash.body.code).toBe(0);
    expect(byId.body.data).toEqual(byHash.body.data);
    const detail = byHash.body.data;
    expect(detail).toMatchObject({ id: made.id, hash_id: made.hash_id, name: "Summer" });
    expect(detail.channels.map((c) => c.id)).toEqual([channelId]);
    expect(detail.channels[0]?.handle).toBe("dance_lab");
    expect(detail.feeds.map((f) => f.id).sort()).toEqual([...picked].sort());
    // Totals cover the channel's videos too (issue 19 item 4), each once: the three loose feeds are also the channel's.
    const channelFeeds = (
      await call<{ list: FeedRow[] }>("GET", `/v1/feed/list?channel_id=${channelId}&page_size=100`, {
        token: owner.token,
      })
    ).body.data.list;
    const views = channelFeeds.map((f) => f.views ?? 0).sort((a, b) => a - b);
    const middle = Math.floor(views.length / 2);
    expect(detail.totals).toMatchObject({
      channels: 1,
      feeds: 3,
      videos: channelFeeds.length,
      views: views.reduce((a, b) => a + b, 0),
      likes: channelFeeds.reduce((sum, f) => sum + (f.likes ?? 0), 0),
      median_views: views.length % 2 ? views[middle] : ((views[middle - 1] ?? 0) + (views[middle] ?? 0)) / 2,
      viral_feeds: channelFeeds.filter((f) => (f.outlet ?? 0) >= 10).length,
    });
    expect(detail.totals.views).toBeGreaterThan(0);
    expect(detail.totals.engagement).toBeGreaterThan(0);

    // The feed and channel lists' collection filter sees the same contents.
    const filtered = await call<{ total: number }>("GET", `/v1/feed/list?collection=${made.hash_id}`, {
      token: owner.token,
    });
    expect(filtered.body.data.total).toBe(3);

    const renamed = await call<Summary>("PUT", `/v1/collection/${made.hash_id}`, {
      token: owner.token,
      body: { name: "Best of Q3" },
    });
    expect(renamed.body.data).toEqual({ id: made.id, hash_id: made.hash_id, name: "Best of Q3" });
    expect((await list(owner))[0]?.name).toBe("Best of Q3");

    const removeFeed = await call("POST", "/v1/collection/remove/feed", {
      token: owner.token,
      body: { collection_id: made.hash_id, feed_ids: [picked[0]] },
    });
    expect(removeFeed.body.data).toEqual({ collection_id: made.id, removed: 1 });
    const removeAgain = await call("POST", "/v1/collection/remove/feed", {
      token: owner.token,
      body: { collection_id: made.hash_id, feed_ids: [picked[0]] },
    });
    expect(removeAgain.body.data).toEqual({ collection_id: made.id, removed: 0 });
    const removeChannel = await call("POST", "/v1/collection/remove/channel", {
      token: owner.token,
      body: { collection_id: String(made.id), channel_ids: [channelId] },
    });
    expect(removeChannel.body.data).toEqual({ collection_id: made.id, removed: 1 });
    expect((await list(owner))[0]).toMatchObject({ channels: 0, feeds: 2 });

    const deleted = await call<Summary>("DELETE", `/v1/collection/${made.id}`, { token: owner.token });
    expect(deleted.body).toMatchObject({ code: 0, data: { id: made.id } });
    expect(await list(owner)).toEqual([]);
    const gone = await call("GET", `/v1/collection/${made.hash_id}`, { token: owner.token });
    expect(gone.status).toBe(404);
    // Deleting a collection leaves its channels and feeds tracked.
    const feeds = await call<{ total: number }>("GET", `/v1/feed/list?channel_id=${channelId}`, {
      token: owner.token,
    });
    expect(feeds.body.data.total).toBe(feedIds.length);
  });

  it("answers null totals for an empty collection and lists collections in creation order", async () => {
    const first = await create(owner, "First");
    const second = await create(owner, "Second");
    expect(first.hash_id).not.toBe(second.hash_id);
    const detail = await call<Detail>("GET", `/v1/collection/${first.hash_id}`, { token: owner.token });
    expect(detail.body.data.totals).toEqual({
      channels: 0,
      feeds: 0,
      videos: 0,
      views: null,
      likes: null,
      comments: null,
      shares: null,
      bookmarks: null,
      engagement: null,
      engagement_rate: null,
      growth_7d: null,
      median_views: null,
      viral_feeds: 0,
    });
    expect((await list(owner)).map((c) => c.name)).toEqual(["First", "Second"]);
    for (const c of [first, second]) await call("DELETE", `/v1/collection/${c.hash_id}`, { token: owner.token });
  });

  it("adds idempotently: twice, or with repeated ids, adds each item once", async () => {
    const made = await create(owner, "Twice");
    const body = { collection_id: made.hash_id, feed_ids: [feedIds[0], feedIds[1], feedIds[0]] };
    const first = await call("POST", "/v1/collection/add/feed", { token: owner.token, body });
    expect(first.body.data).toEqual({ collection_id: made.id, added: 2 });
    const second = await call("POST", "/v1/collection/add/feed", { token: owner.token, body });
    expect(second.body).toMatchObject({ code: 0, data: { collection_id: made.id, added: 0 } });
    const channelBody = { collection_id: made.id, channel_ids: [channelId] };
    await call("POST", "/v1/collection/add/channel", { token: owner.token, body: channelBody });
    const channelAgain = await call("POST", "/v1/collection/add/channel", { token: owner.token, body: channelBody });
    expect(channelAgain.body.data).toEqual({ collection_id: made.id, added: 0 });
    expect((await list(owner)).find((c) => c.id === made.id)).toMatchObject({ channels: 1, feeds: 2 });
    await call("DELETE", `/v1/collection/${made.id}`, { token: owner.token });
  });
});

describe("input rules", () => {
  it("explains a bad name per field, on create and rename", async () => {
    for (const name of ["", "   "]) {
      const res = await call<Errors>("POST", "/v1/collection", { token: owner.token, body: { name } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ErrorCode.Validation);
      expect(res.body.data.errors.name).toBe("Enter a collection name");
    }
    const missing = await call<Errors>("POST", "/v1/collection", { token: owner.token, body: {} });
    expect(missing.body.data.errors.name).toBe("Enter a collection name");
    const long = await call<Errors>("POST", "/v1/collection", { token: owner.token, body: { name: "a".repeat(13) } });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe("Collection name must be at most 12 characters");
    expect(long.body.data.errors.name).toBe("Collection name must be at most 12 characters");
    const twelve = await create(owner, "a".repeat(12));
    const rename = await call<Errors>("PUT", `/v1/collection/${twelve.id}`, {
      token: owner.token,
      body: { name: "b".repeat(13) },
    });
    expect(rename.body.data.errors.name).toBe("Collection name must be at most 12 characters");
    expect((await list(owner)).find((c) => c.id === twelve.id)?.name).toBe("a".repeat(12));
    await call("DELETE", `/v1/collection/${twelve.id}`, { token: owner.token });
  });

  it("explains bad item lists and unknown collections", async () => {
    const made = await create(owner, "Rules");
    const empty = await call<Errors>("POST", "/v1/collection/add/feed", {
      token: owner.token,
      body: { collection_id: made.id, feed_ids: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.data.errors.feed_ids).toBe("Choose between 1 and 500 feeds");
    const tooMany = await call<Errors>("POST", "/v1/collection/add/channel", {
      token: owner.token,
      body: { collection_id: made.id, channel_ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    });
    expect(tooMany.body.data.errors.channel_ids).toBe("Choose between 1 and 500 channels");
    const noCollection = await call<Errors>("POST", "/v1/collection/add/feed", {
      token: owner.token,
      body: { feed_ids: [feedIds[0]] },
    });
    expect(noCollection.body.data.errors.collection_id).toBe("Choose a collection");
    for (const ref of ["999999", "99999999999", "noSuchHash", "bad-ref!"]) {
      const res = await call("GET", `/v1/collection/${encodeURIComponent(ref)}`, { token: owner.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("This collection does not exist");
    }
    const unknownFeed = await call("POST", "/v1/collection/add/feed", {
      token: owner.token,
      body: { collection_id: made.id, feed_ids: [2_000_000_000] },
    });
    expect(unknownFeed.status).toBe(404);
    const anonymous = await call("GET", "/v1/collection/list");
    expect(anonymous.status).toBe(401);
    await call("DELETE", `/v1/collection/${made.id}`, { token: owner.token });
  });
});

describe("team isolation", () => {
  it("refuses every endpoint on another team's collection and leaves it unchanged", async () => {
    const mine = await create(owner, "Private");
    await call("POST", "/v1/collection/add/feed", {
      token: owner.token,
      body: { collection_id: mine.id, feed_ids: [feedIds[0], feedIds[1]] },
    });
    await call("POST", "/v1/collection/add/channel", {
      token: owner.token,
      body: { collection_id: mine.id, channel_ids: [channelId] },
    });
    const before = await call<Detail>("GET", `/v1/collection/${mine.id}`, { token: owner.token });

    for (const ref of [mine.id, mine.hash_id]) {
      const attempts = [
        call("GET", `/v1/collection/${ref}`, { token: other.token }),
        call("PUT", `/v1/collection/${ref}`, { token: other.token, body: { name: "Stolen" } }),
        call("DELETE", `/v1/collection/${ref}`, { token: other.token }),
        call("POST", "/v1/collection/add/feed", {
          token: other.token,
          body: { collection_id: ref, feed_ids: [otherFeedId] },
        }),
        call("POST", "/v1/collection/add/channel", {
          token: other.token,
          body: { collection_id: ref, channel_ids: [otherChannelId] },
        }),
        call("POST", "/v1/collection/remove/feed", {
          token: other.token,
          body: { collection_id: ref, feed_ids: [feedIds[0]] },
        }),
        call("POST", "/v1/collection/remove/channel", {
          token: other.token,
          body: { collection_id: ref, channel_ids: [channelId] },
        }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ code: ErrorCode.NotFound, message: "This collection does not exist", data: null });
      }
    }
    expect(await list(other)).toEqual([]);
    const after = await call<Detail>("GET", `/v1/collection/${mine.hash_id}`, { token: owner.token });
    expect(after.body.data).toEqual(before.body.data);
    expect(after.body.data.totals).toMatchObject({ channels: 1, feeds: 2 });
    await call("DELETE", `/v1/collection/${mine.id}`, { token: owner.token });
  });

  it("refuses adding another team's feed or channel, adding nothing", async () => {
    const mine = await create(owner, "Mine only");
    const feed = await call("POST", "/v1/collection/add/feed", {
      token: owner.token,
      body: { collection_id: mine.hash_id, feed_ids: [feedIds[0], otherFeedId] },
    });
    expect(feed.status).toBe(404);
    expect(feed.body).toEqual({ code: ErrorCode.NotFound, message: "This feed does not exist", data: null });
    const channel = await call("POST", "/v1/collection/add/channel", {
      token: owner.token,
      body: { collection_id: mine.hash_id, channel_ids: [otherChannelId] },
    });
    expect(channel.status).toBe(404);
    expect(channel.body).toEqual({ code: ErrorCode.NotFound, message: "This channel does not exist", data: null });
    expect((await list(owner)).find((c) => c.id === mine.id)).toMatchObject({ channels: 0, feeds: 0 });

    // The other team's collection filter cannot see into this team's collection either.
    const theirs = await create(other, "Theirs");
    await call("POST", "/v1/collection/add/feed", {
      token: other.token,
      body: { collection_id: theirs.id, feed_ids: [otherFeedId] },
    });
    const peek = await call<{ total: number }>("GET", `/v1/feed/list?collection=${theirs.hash_id}`, {
      token: owner.token,
    });
    expect(peek.body.data.total).toBe(0);
    expect((await list(other)).map((c) => c.feeds)).toEqual([1]);
    await call("DELETE", `/v1/collection/${mine.id}`, { token: owner.token });
  });
});

describe("OpenAPI", () => {
  it("documents every collection endpoint", async () => {
    const res = await api.app.request("http://localhost:3999/v1/openapi.json");
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    for (const [path, method] of [
      ["/v1/collection", "post"],
      ["/v1/collection/list", "get"],
      ["/v1/collection/{id}", "get"],
      ["/v1/collection/{id}", "put"],
      ["/v1/collection/{id}", "delete"],
      ["/v1/collection/add/channel", "post"],
      ["/v1/collection/add/feed", "post"],
      ["/v1/collection/remove/channel", "post"],
      ["/v1/collection/remove/feed", "post"],
    ] as const) {
      expect(doc.paths[path]?.[method], `${method} ${path}`).toBeTruthy();
    }
  });
});
