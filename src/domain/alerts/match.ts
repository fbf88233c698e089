// Which active rules watch a refreshed item (issue 16, item 3). Built once per refresh batch: the index maps each
// team's targets by kind and id, so finding the rules of an item costs a few map lookups however many rules and
// items there are (no rules × items loop).
import type { PlatformValue } from "../enums";
import type { AlertItemRef } from "./types";

/**
 * What a rule watches: one channel (the channel and every feed of it, current and future), one feed, one
 * collection (every item in it, and every feed of a channel in it, at the time of the refresh) or every tracked item
 * of the team; optionally only items of one platform.
 */
export interface AlertTarget {
  kind: "channel" | "feed" | "collection" | "all";
  /** `tracked_channels.id`, `tracked_feeds.id` or `collections.id`; ignored for "all". */
  id: number | null;
  /** Narrows the target to one platform; null watches every platform. */
  platform: PlatformValue | null;
}

export interface WatchingRule {
  ruleId: number;
  teamId: number;
  active: boolean;
  targets: readonly AlertTarget[];
}

/** A refreshed item with what the matching needs to know about it, as of the refresh. */
export interface WatchableItem extends AlertItemRef {
  teamId: number;
  platform: PlatformValue;
  /** For a feed imported with its channel: that tracked channel's id; null otherwise (and for a channel). */
  channelId: number | null;
  /** Collections holding the item itself or, for a feed, its channel. */
  collectionIds: readonly number[];
}

interface Watcher {
  ruleId: number;
  platform: PlatformValue | null;
}

interface TeamIndex {
  channel: Map<number, Watcher[]>;
  feed: Map<number, Watcher[]>;
  collection: Map<number, Watcher[]>;
  all: Watcher[];
}

export interface RuleIndex {
  readonly teams: ReadonlyMap<number, TeamIndex>;
  /** Active rules indexed. */
  readonly ruleCount: number;
}

function push(map: Map<number, Watcher[]>, id: number, watcher: Watcher): void {
  const list = map.get(id);
  if (list === undefined) map.set(id, [watcher]);
  else list.push(watcher);
}

/** Indexes the active rules by team, then target kind and id. Inactive rules and targets without an id are left out. */
export function buildRuleIndex(rules: Iterable<WatchingRule>): RuleIndex {
  const teams = new Map<number, TeamIndex>();
  let ruleCount = 0;
  for (const rule of rules) {
    if (!rule.active) continue;
    ruleCount += 1;
    let team = teams.get(rule.teamId);
    if (team === undefined) {
      team = { channel: new Map(), feed: new Map(), collection: new Map(), all: [] };
      teams.set(rule.teamId, team);
    }
    for (const target of rule.targets) {
      const watcher: Watcher = { ruleId: rule.ruleId, platform: target.platform };
      if (target.kind === "all") team.all.push(watcher);
      else if (target.id !== null) push(team[target.kind], target.id, watcher);
    }
  }
  for (const team of teams.values()) {
    for (const list of [team.all, ...team.channel.values(), ...team.feed.values(), ...team.collection.values()]) {
      list.sort((a, b) => a.ruleId - b.ruleId);
    }
  }
  return { teams, ruleCount };
}

/** The ids of the active rules watching the item, ascending, each once (a rule may reach it through two targets). */
export function rulesWatching(index: RuleIndex, item: WatchableItem): number[] {
  const team = index.teams.get(item.teamId);
  if (team === undefined) return [];
  const found: number[] = [];
  const add = (watchers: readonly Watcher[] | undefined) => {
    if (watchers === undefined) return;
    for (const watcher of watchers) {
      if (watcher.platform === null || watcher.platform === item.platform) found.push(watcher.ruleId);
    }
  };
  add(team.all);
  if (item.kind === "feed") {
    add(team.feed.get(item.id));
    if (item.channelId !== null) add(team.channel.get(item.channelId));
  } else {
    add(team.channel.get(item.id));
  }
  for (const collectionId of item.collectionIds) add(team.collection.get(collectionId));
  // Each list holds its rules in ascending order (buildRuleIndex), so this sort only merges a few sorted runs.
  found.sort((a, b) => a - b);
  let unique = 0;
  for (const ruleId of found) if (unique === 0 || found[unique - 1] !== ruleId) found[unique++] = ruleId;
  found.length = unique;
  return found;
}
