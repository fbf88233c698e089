// The key factory decides what a write refetches: these tests seed a real QueryClient with one query per key and
// check which of them an invalidation marks stale, listed by hand rather than derived from the factory's prefixes.
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import {
  accountKeys,
  analysisKeys,
  channelKeys,
  collectionKeys,
  demoKeys,
  feedKeys,
  overviewKeys,
  teamKeys,
  userKeys,
} from "./keys";
import { invalidateTracked } from "./tracking";

const SEEDED = {
  feedList: feedKeys.list("order=desc&page=1"),
  feedListOther: feedKeys.list("order=asc&page=2"),
  feed7: feedKeys.detail(7),
  feed8: feedKeys.detail(8),
  feedPicker: feedKeys.picker("cat"),
  channelList: channelKeys.list("page=1"),
  channel3: channelKeys.detail(3),
  channel3Top: channelKeys.topFeeds(3),
  channel4: channelKeys.detail(4),
  channelPicker: channelKeys.picker(),
  collections: collectionKeys.list(),
  collectionAbc: collectionKeys.detail("abc"),
  overview7: overviewKeys.period(7),
  overview30: overviewKeys.period(30),
  user: userKeys.me(),
  demo: demoKeys.state(),
  recent: analysisKeys.recent(),
  analysis5: analysisKeys.detail("a5"),
  resetToken: accountKeys.resetToken("t"),
  teamMembers: teamKeys.members(),
  teamList: teamKeys.list(),
  invitation: teamKeys.invitation("tok"),
} as const;
type Seeded = keyof typeof SEEDED;

function seededClient(): QueryClient {
  const client = new QueryClient();
  for (const key of Object.values(SEEDED)) client.setQueryData(key, { seeded: true });
  return client;
}

function stale(client: QueryClient): Seeded[] {
  return (Object.keys(SEEDED) as Seeded[]).filter((name) => client.getQueryState(SEEDED[name])?.isInvalidated);
}

describe("query keys", () => {
  it("every key is distinct, so no two answers share a cache entry", () => {
    const serialized = Object.values(SEEDED).map((key) => JSON.stringify(key));
    expect(new Set(serialized).size).toBe(serialized.length);
  });

  it("an area's root invalidates that area only", async () => {
    const client = seededClient();
    await client.invalidateQueries({ queryKey: feedKeys.all });
    expect(stale(client)).toEqual(["feedList", "feedListOther", "feed7", "feed8", "feedPicker"]);
  });

  it("a channel's detail key covers its top feeds but not another channel", async () => {
    const client = seededClient();
    await client.invalidateQueries({ queryKey: channelKeys.detail(3) });
    expect(stale(client)).toEqual(["channel3", "channel3Top"]);
  });

  it("the lists key leaves details and pickers alone", async () => {
    const client = seededClient();
    await client.invalidateQueries({ queryKey: feedKeys.lists() });
    expect(stale(client)).toEqual(["feedList", "feedListOther"]);
  });

  it("the collections list key leaves each collection's detail alone", async () => {
    const client = seededClient();
    await client.invalidateQueries({ queryKey: collectionKeys.list() });
    expect(stale(client)).toEqual(["collections"]);
  });

  it("the team list key (refetched after a transfer) leaves the members table and invitations alone", async () => {
    const client = seededClient();
    await client.invalidateQueries({ queryKey: teamKeys.list() });
    expect(stale(client)).toEqual(["teamList"]);
    await client.invalidateQueries({ queryKey: teamKeys.all });
    expect(stale(client)).toEqual(["teamMembers", "teamList", "invitation"]);
  });

  it("a tracking write refetches feeds, channels, overview and collections, not the account or analyses", async () => {
    const client = seededClient();
    await invalidateTracked(client);
    expect(stale(client)).toEqual([
      "feedList",
      "feedListOther",
      "feed7",
      "feed8",
      "feedPicker",
      "channelList",
      "channel3",
      "channel3Top",
      "channel4",
      "channelPicker",
      "collections",
      "collectionAbc",
      "overview7",
      "overview30",
    ]);
  });

  it("a deletion does not refetch the deleted items' own details", async () => {
    const client = seededClient();
    await invalidateTracked(client, [feedKeys.detail(7), channelKeys.detail(3)]);
    const result = stale(client);
    expect(result).not.toContain("feed7");
    expect(result).not.toContain("channel3");
    expect(result).not.toContain("channel3Top");
    expect(result).toContain("feed8");
    expect(result).toContain("channel4");
    expect(result).toContain("feedList");
  });
});
