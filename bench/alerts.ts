// `npm run bench -- alerts`: the cost of alert evaluation (src/domain/alerts) per refreshed item, with 1,000 active
// rules over 100,000 tracked items (synthetic, seeded with mulberry32 so every run sees the same data). Two shapes:
//  - spread: 100 teams, each with 1,000 items and 10 rules (targets: feeds, channels, collections, all; some narrowed
//    to one platform);
//  - one team: all 100,000 items and all 1,000 rules in one team, the worst case for "all" targets.
// Per shape: build the rule index once, then refresh every item twice (a first cycle with empty memories, a second
// with the memories the first left): match the item's rules, evaluate each with its memory (kept in a Map), and
// build the batch's digests. Timed: the second cycle (steady state), median of BENCH_ALERT_ROUNDS (default 5).
// The refresh job's own cost per video is the measured write path of `npm run bench -- tracking` (RESULTS.md).
// Then the worker's real evaluation with its database queries and write transaction, timed beside the refresh job's
// own write of the same videos in the same run, on PGlite and PostgreSQL (alerts-db.ts; RESULTS.md, 2026-11-26).

import {
  AlertMetric,
  type AlertMetricValue,
  type AlertRule,
  type AlertTarget,
  buildDigests,
  buildRuleIndex,
  EMPTY_MEMORY,
  evaluateRule,
  type FiredAlert,
  type MetricSnapshot,
  type RuleItemMemory,
  rulesWatching,
  type WatchableItem,
  type WatchingRule,
} from "../src/domain/alerts";
import { Platform, type PlatformValue } from "../src/domain/enums";
import { mulberry32 } from "../src/domain/mulberry32";
import { benchAlertsDatabase } from "./alerts-db";

const ITEMS = 100_000;
const RULES = 1_000;
/** Refresh jobs take 50 videos each (VIDEO_BATCH in src/server/tracking/claim-due.ts): one index per job. */
const REFRESH_BATCH = 50;
/** `storeVideos` on PostgreSQL, 60,000 snapshot rows in 10.52 s (RESULTS.md, "after moving the write path…"). */
const REFRESH_WRITE_US_PER_VIDEO = (10.52 / 60_000) * 1e6;
const PLATFORMS: readonly PlatformValue[] = [Platform.TikTok, Platform.YouTube, Platform.Instagram, Platform.Threads];
const METRICS: readonly AlertMetricValue[] = [
  AlertMetric.Views,
  AlertMetric.Views,
  AlertMetric.Likes,
  AlertMetric.Engagement,
  AlertMetric.Comments,
  AlertMetric.OutlierMultiple,
];

interface Dataset {
  items: WatchableItem[];
  rules: WatchingRule[];
  ruleById: Map<number, AlertRule>;
  groupOfRule: Map<number, number>;
  /** Views per item for cycle 0, 1 and 2 (other counts derive from them). */
  views: Float64Array[];
  medianViews: Float64Array;
}

function generate(teams: number, seed: number): Dataset {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const itemsPerTeam = ITEMS / teams;
  const channelsPerTeam = Math.max(1, Math.round(itemsPerTeam / 100));
  const collectionsPerTeam = Math.max(1, Math.round(itemsPerTeam / 200));
  const items: WatchableItem[] = [];
  const cycles = [new Float64Array(ITEMS), new Float64Array(ITEMS), new Float64Array(ITEMS)] as const;
  const [views0, views1, views2] = cycles;
  const medianViews = new Float64Array(ITEMS);
  let nextChannelId = 1;
  let nextFeedId = 1;
  for (let team = 1; team <= teams; team += 1) {
    const firstChannel = nextChannelId;
    nextChannelId += channelsPerTeam;
    const firstCollection = (team - 1) * collectionsPerTeam + 1;
    for (let i = 0; i < itemsPerTeam; i += 1) {
      const index = items.length;
      const isChannel = i < channelsPerTeam;
      const channelId = firstChannel + (isChannel ? i : Math.floor(random() * channelsPerTeam));
      const collectionIds: number[] = [];
      const inCollections = random() < 0.3 ? 1 + Math.floor(random() * 2) : 0;
      for (let c = 0; c < inCollections; c += 1)
        collectionIds.push(firstCollection + Math.floor(random() * collectionsPerTeam));
      items.push({
        kind: isChannel ? "channel" : "feed",
        id: isChannel ? channelId : nextFeedId++,
        teamId: team,
        platform: PLATFORMS[(channelId * 7) % PLATFORMS.length] as PlatformValue,
        channelId: isChannel ? null : channelId,
        collectionIds,
      });
      // Log-normal views (median ≈ 2,000, like the tracking bench), growing 0–30 % a cycle; 2 % unknown.
      const base = Math.exp(Math.log(2_000) + 1.6 * gaussian(random));
      const growth = random() * 0.3;
      const unknown = random() < 0.02;
      views0[index] = unknown ? Number.NaN : Math.round(base);
      views1[index] = unknown ? Number.NaN : Math.round(base * (1 + growth));
      views2[index] = unknown ? Number.NaN : Math.round(base * (1 + growth) ** 2);
      medianViews[index] = 2_000;
    }
  }
  const rules: WatchingRule[] = [];
  const ruleById = new Map<number, AlertRule>();
  const groupOfRule = new Map<number, number>();
  const rulesPerTeam = RULES / teams;
  for (let id = 1; id <= RULES; id += 1) {
    const teamId = Math.ceil(id / rulesPerTeam);
    const teamItems = (teamId - 1) * itemsPerTeam;
    const roll = random();
    const platform = random() < 0.3 ? pick(PLATFORMS) : null;
    let target: AlertTarget;
    if (roll < 0.4) {
      const item = items[teamItems + channelsPerTeam + Math.floor(random() * (itemsPerTeam - channelsPerTeam))];
      target = { kind: "feed", id: item?.id ?? 0, platform };
    } else if (roll < 0.65) {
      target = { kind: "channel", id: (items[teamItems]?.id ?? 1) + Math.floor(random() * channelsPerTeam), platform };
    } else if (roll < 0.85) {
      target = {
        kind: "collection",
        id: (teamId - 1) * collectionsPerTeam + 1 + Math.floor(random() * collectionsPerTeam),
        platform,
      };
    } else {
      target = { kind: "all", id: null, platform };
    }
    rules.push({ ruleId: id, teamId, active: true, targets: [target] });
    const metric = pick(METRICS);
    const calculation = random() < 0.5 ? 1 : 2;
    const threshold =
      metric === AlertMetric.OutlierMultiple
        ? 10
        : calculation === 2
          ? pick([1_000, 10_000, 100_000])
          : pick([100, 1_000, 10_000]);
    ruleById.set(id, { id, metric, calculation, threshold, cooldownHours: 6 });
    groupOfRule.set(id, 1 + Math.floor(random() * 3) + (teamId - 1) * 3);
  }
  return { items, rules, ruleById, groupOfRule, views: [...cycles], medianViews };
}

/** Standard normal from two uniforms (Box–Muller). */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

function snapshotOf(views: number, capturedAt: Date): MetricSnapshot {
  const known = Number.isFinite(views);
  return {
    capturedAt,
    views: known ? views : null,
    likes: known ? Math.round(views * 0.05) : null,
    comments: known ? Math.round(views * 0.004) : null,
    shares: known ? Math.round(views * 0.002) : null,
    bookmarks: null,
  };
}

/** Per rule, per item (id × 2, + 1 for a channel): what the worker would read from and write to the database. */
type Memories = Map<number, Map<number, RuleItemMemory>>;

interface CycleResult {
  ms: number;
  evaluations: number;
  fired: number;
  digests: number;
}

/** One refresh cycle over every item: match, evaluate with memory, then digest the batch's alerts. */
function runCycle(data: Dataset, cycle: number, memories: Memories): CycleResult {
  const index = buildRuleIndex(data.rules);
  const capturedAt = new Date(Date.UTC(2026, 10, 25, cycle * 12));
  const before = new Date(capturedAt.getTime() - 12 * 3_600_000);
  const fired: FiredAlert[] = [];
  let evaluations = 0;
  const started = performance.now();
  for (let i = 0; i < data.items.length; i += 1) {
    const item = data.items[i] as WatchableItem;
    const ruleIds = rulesWatching(index, item);
    if (ruleIds.length === 0) continue;
    const snapshots = {
      now: snapshotOf(data.views[cycle]?.[i] ?? Number.NaN, capturedAt),
      before: snapshotOf(data.views[cycle - 1]?.[i] ?? Number.NaN, before),
      accountMedianViews: data.medianViews[i] ?? null,
    };
    for (const ruleId of ruleIds) {
      const rule = data.ruleById.get(ruleId) as AlertRule;
      let ruleMemories = memories.get(ruleId);
      if (ruleMemories === undefined) {
        ruleMemories = new Map();
        memories.set(ruleId, ruleMemories);
      }
      const memoryKey = item.id * 2 + (item.kind === "channel" ? 1 : 0);
      const memory = ruleMemories.get(memoryKey) ?? EMPTY_MEMORY;
      const result = evaluateRule({ rule, item, snapshots, memory, now: capturedAt });
      evaluations += 1;
      if (result.memory !== memory) ruleMemories.set(memoryKey, result.memory);
      if (result.fired) fired.push(result.fired);
    }
  }
  const digests = buildDigests(fired, data.groupOfRule);
  return { ms: performance.now() - started, evaluations, fired: fired.length, digests: digests.length };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function benchShape(teams: number, rounds: number): Record<string, string> {
  const data = generate(teams, 2026);
  const indexTimes: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    const t = performance.now();
    buildRuleIndex(data.rules);
    indexTimes.push(performance.now() - t);
  }
  const steady: CycleResult[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const memories: Memories = new Map();
    runCycle(data, 1, memories);
    steady.push(runCycle(data, 2, memories));
  }
  const ms = median(steady.map((r) => r.ms));
  const last = steady[steady.length - 1] as CycleResult;
  const perItemUs = (ms * 1000) / ITEMS;
  const indexMs = median(indexTimes);
  const perItemWithIndexUs = perItemUs + (indexMs * 1000) / REFRESH_BATCH;
  const share = (perItemWithIndexUs / REFRESH_WRITE_US_PER_VIDEO) * 100;
  return {
    "rule index (1,000 rules), built once per batch": `${indexMs.toFixed(3)} ms (median of 20)`,
    "cycle over 100,000 items (match + evaluate + memory + digests)": `${ms.toFixed(1)} ms (median of ${rounds})`,
    "per refreshed item": `${perItemUs.toFixed(2)} µs; with the index rebuilt per ${REFRESH_BATCH}-item batch ${perItemWithIndexUs.toFixed(2)} µs`,
    "evaluations per item (rules matched)": (last.evaluations / ITEMS).toFixed(2),
    "fired / digests in the steady cycle": `${last.fired.toLocaleString("en-US")} / ${last.digests.toLocaleString("en-US")}`,
    "share of the refresh job's write cost (175 µs a video; goal < 10 %)": `${share.toFixed(2)} % — ${share < 10 ? "goal met" : "goal NOT met"}`,
  };
}

export async function benchAlerts(): Promise<Record<string, string>> {
  const rounds = Number(process.env.BENCH_ALERT_ROUNDS ?? 5);
  const out: Record<string, string> = {};
  for (const [label, teams] of [
    ["spread (100 teams)", 100],
    ["one team", 1],
  ] as const) {
    for (const [key, value] of Object.entries(benchShape(teams, rounds))) out[`${label}: ${key}`] = value;
  }
  Object.assign(out, await benchAlertsDatabase());
  return out;
}
