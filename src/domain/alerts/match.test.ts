import { describe, expect, it } from "vitest";
import { Platform } from "../enums";
import { type AlertTarget, buildRuleIndex, rulesWatching, type WatchableItem, type WatchingRule } from "./match";

const TEAM = 1;
const OTHER_TEAM = 2;
const target = (kind: AlertTarget["kind"], id: number | null = null, platform: AlertTarget["platform"] = null) => ({
  kind,
  id,
  platform,
});
const rule = (ruleId: number, targets: AlertTarget[], extra: Partial<WatchingRule> = {}): WatchingRule => ({
  ruleId,
  teamId: TEAM,
  active: true,
  targets,
  ...extra,
});
const feed = (id: number, extra: Partial<WatchableItem> = {}): WatchableItem => ({
  kind: "feed",
  id,
  teamId: TEAM,
  platform: Platform.TikTok,
  channelId: null,
  collectionIds: [],
  ...extra,
});
const channel = (id: number, extra: Partial<WatchableItem> = {}): WatchableItem => ({
  ...feed(id, extra),
  kind: "channel",
  channelId: null,
});

const index = buildRuleIndex([
  rule(1, [target("feed", 10)]),
  rule(2, [target("channel", 20)]),
  rule(3, [target("collection", 30)]),
  rule(4, [target("all")]),
  rule(5, [target("all", null, Platform.YouTube)]),
  rule(6, [target("feed", 10)], { active: false }),
  rule(7, [target("all")], { teamId: OTHER_TEAM }),
  rule(8, [target("feed", 10), target("collection", 30)]),
  rule(9, [target("channel", 20, Platform.TikTok)]),
  rule(10, [target("collection", 31, Platform.Instagram)]),
]);

describe("rulesWatching", () => {
  it("counts only active rules in the index", () => {
    expect(index.ruleCount).toBe(9);
  });

  it("a feed target watches that feed; 'all' rules of the team watch everything of their platform", () => {
    expect(rulesWatching(index, feed(10))).toEqual([1, 4, 8]);
    expect(rulesWatching(index, feed(11))).toEqual([4]);
  });

  it("an inactive rule and another team's rule never match", () => {
    expect(rulesWatching(index, feed(10))).not.toContain(6);
    expect(rulesWatching(index, feed(10))).not.toContain(7);
    expect(rulesWatching(index, feed(10, { teamId: OTHER_TEAM }))).toEqual([7]);
    expect(rulesWatching(index, feed(10, { teamId: 99 }))).toEqual([]);
  });

  it("a channel target watches the channel and every feed of it, current and future", () => {
    expect(rulesWatching(index, channel(20))).toEqual([2, 4, 9]);
    expect(rulesWatching(index, feed(500, { channelId: 20 }))).toEqual([2, 4, 9]);
    expect(rulesWatching(index, feed(501, { channelId: 21 }))).toEqual([4]);
    // A channel whose id equals a watched feed's id is not that feed.
    expect(rulesWatching(index, channel(10))).toEqual([4]);
  });

  it("a collection target watches what the collection holds at the refresh", () => {
    expect(rulesWatching(index, feed(77, { collectionIds: [30] }))).toEqual([3, 4, 8]);
    expect(rulesWatching(index, channel(78, { collectionIds: [30, 31] }))).toEqual([3, 4, 8]);
    expect(rulesWatching(index, feed(77, { collectionIds: [32] }))).toEqual([4]);
  });

  it("platform narrowing keeps only items of that platform", () => {
    expect(rulesWatching(index, feed(11, { platform: Platform.YouTube }))).toEqual([4, 5]);
    expect(rulesWatching(index, feed(500, { channelId: 20, platform: Platform.YouTube }))).toEqual([2, 4, 5]);
    expect(rulesWatching(index, feed(1, { collectionIds: [31], platform: Platform.Instagram }))).toEqual([4, 10]);
    expect(rulesWatching(index, feed(1, { collectionIds: [31], platform: Platform.TikTok }))).toEqual([4]);
  });

  it("lists a rule once when two targets reach the item", () => {
    expect(rulesWatching(index, feed(10, { collectionIds: [30] }))).toEqual([1, 3, 4, 8]);
    const twice = buildRuleIndex([
      rule(2, [target("all"), target("all", null, Platform.YouTube)]),
      rule(1, [target("feed", 5), target("feed", 5)]),
    ]);
    expect(rulesWatching(twice, feed(5, { platform: Platform.YouTube }))).toEqual([1, 2]);
  });

  it("agrees with a direct check of every rule on a seeded sample", () => {
    // Oracle: the definition applied rule by rule, without the index.
    const rules: WatchingRule[] = [];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const kinds = ["feed", "channel", "collection", "all"] as const;
    for (let id = 1; id <= 200; id += 1) {
      const targets = Array.from({ length: 1 + next(2) }, () =>
        target(kinds[next(4)] ?? "all", next(20), next(3) === 0 ? Platform.YouTube : null),
      );
      rules.push(rule(id, targets, { teamId: 1 + next(3), active: next(5) !== 0 }));
    }
    const direct = (item: WatchableItem) =>
      rules
        .filter(
          (r) =>
            r.active &&
            r.teamId === item.teamId &&
            r.targets.some(
              (t) =>
                (t.platform === null || t.platform === item.platform) &&
                (t.kind === "all" ||
                  (t.kind === "feed" && item.kind === "feed" && t.id === item.id) ||
                  (t.kind === "channel" &&
                    ((item.kind === "channel" && t.id === item.id) ||
                      (item.kind === "feed" && t.id === item.channelId))) ||
                  (t.kind === "collection" && t.id !== null && item.collectionIds.includes(t.id))),
            ),
        )
        .map((r) => r.ruleId);
    const built = buildRuleIndex(rules);
    let matched = 0;
    for (let i = 0; i < 500; i += 1) {
      const item: WatchableItem = {
        kind: next(2) === 0 ? "feed" : "channel",
        id: next(20),
        teamId: 1 + next(3),
        platform: next(2) === 0 ? Platform.YouTube : Platform.TikTok,
        channelId: next(2) === 0 ? next(20) : null,
        collectionIds: Array.from({ length: next(3) }, () => next(20)),
      };
      if (item.kind === "channel") item.channelId = null;
      const expected = direct(item);
      matched += expected.length;
      expect(rulesWatching(built, item)).toEqual(expected);
    }
    // The sample must exercise matches, not only empty lists.
    expect(matched).toBeGreaterThan(500);
  });
});
