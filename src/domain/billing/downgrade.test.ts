import { describe, expect, it } from "vitest";
import { itemsBeyondLimit, selectOverLimit } from "./downgrade";

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));

describe("itemsBeyondLimit", () => {
  it("stops the newest beyond the limit and keeps the oldest, whatever order the rows come in", () => {
    // ids 1..7 created at minutes 10, 20, … 70, listed shuffled.
    const items = [5, 2, 7, 1, 6, 3, 4].map((id) => ({ id, createdAt: at(id * 10) }));
    expect(itemsBeyondLimit(items, 5).sort()).toEqual([6, 7]);
  });

  it("breaks ties in creation time by id (the later id is newer)", () => {
    const items = [
      { id: 9, createdAt: at(1) },
      { id: 3, createdAt: at(1) },
      { id: 4, createdAt: at(0) },
    ];
    expect(itemsBeyondLimit(items, 2)).toEqual([9]);
  });

  it("stops nothing at or under the limit, or without a limit", () => {
    const items = [1, 2, 3].map((id) => ({ id, createdAt: at(id) }));
    expect(itemsBeyondLimit(items, 3)).toEqual([]);
    expect(itemsBeyondLimit(items, 10)).toEqual([]);
    expect(itemsBeyondLimit(items, null)).toEqual([]);
    expect(itemsBeyondLimit([], 0)).toEqual([]);
  });

  it("stops everything when the limit is zero", () => {
    const items = [1, 2].map((id) => ({ id, createdAt: at(id) }));
    expect(itemsBeyondLimit(items, 0).sort()).toEqual([1, 2]);
  });
});

describe("selectOverLimit", () => {
  it("applies each limit to its own kind (Free: 5 feeds, no channel, no seat)", () => {
    const feeds = [1, 2, 3, 4, 5, 6].map((id) => ({ id, createdAt: at(id) }));
    const channels = [11, 12].map((id) => ({ id, createdAt: at(id) }));
    const members = [21, 22, 23].map((id) => ({ id, createdAt: at(id) }));
    expect(selectOverLimit({ feeds, channels, members, limits: { feeds: 5, channels: 0, seats: 0 } })).toEqual({
      stopFeeds: [6],
      stopChannels: [11, 12],
      readOnlyMembers: [21, 22, 23],
    });
    // Pro: 1000 feeds, 20 channels, 3 seats — nothing is over.
    expect(selectOverLimit({ feeds, channels, members, limits: { feeds: 1000, channels: 20, seats: 3 } })).toEqual({
      stopFeeds: [],
      stopChannels: [],
      readOnlyMembers: [],
    });
  });
});
