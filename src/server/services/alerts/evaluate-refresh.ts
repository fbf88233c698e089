// Alert evaluation after a refresh (issue 16 item 3; the rules are the pure functions of src/domain/alerts, see its
// README.md). For the refreshed videos or accounts: the team items they are (with their collections, the team's
// alert version and the item's rule memories that can change an evaluation, one query), the active rules of those
// teams that their plan still allows (cached per team under that version: watching-rules-cache.ts), and the capture
// and the one before (with a feed item; one more query for an account batch's channels), set-based for the batch; then every (item, watching rule) pair is
// evaluated with `now` = the refresh's capture
// time, so a retried job evaluates exactly as the first attempt did. The pairs that fired or changed their memory
// are evaluated again inside the store transaction under a lock (a concurrent evaluation of another capture may
// have stored a memory meanwhile); what still fires is stored and its deliveries are enqueued there
// (store-fired-alerts.ts).
import "server-only";
import { AlertMetric, buildRuleIndex, evaluateRule, rulesWatching } from "@/domain/alerts";
import type { Db } from "../../db/client";
import type { TrackingRefreshedEvent } from "../../jobs/definitions/alerts";
import { getAccountSnapshots } from "../../queries/alerts/get-item-snapshots";
import { getRefreshedItems } from "../../queries/alerts/get-refreshed-items";
import { memoryOf } from "../../queries/alerts/get-rule-memories";
import type { LoadedRule } from "../../queries/alerts/get-watching-rules";
import { type Candidate, type DeliverJobEnqueuer, type StoreOutcome, storeFiredAlerts } from "./store-fired-alerts";
import { rulesOfTeams } from "./watching-rules-cache";

export interface EvaluationSummary extends StoreOutcome {
  /** Team items the refresh touched. */
  items: number;
  /** (item, rule) pairs evaluated. */
  evaluated: number;
}

const unique = (values: Iterable<number>) => [...new Set(values)];

export async function evaluateRefresh(
  db: Db,
  event: TrackingRefreshedEvent,
  enqueue: DeliverJobEnqueuer,
): Promise<EvaluationSummary> {
  const capturedAt = new Date(event.capturedAt);
  const summary: EvaluationSummary = {
    items: 0,
    evaluated: 0,
    fired: 0,
    events: 0,
    deliveries: 0,
    skipped: 0,
    jobs: 0,
  };
  if (Number.isNaN(capturedAt.getTime()))
    throw new RangeError(`tracking.refreshed: bad capturedAt ${event.capturedAt}`);
  const items = await getRefreshedItems(db, {
    videoIds: event.kind === "videos" ? event.refreshed : [],
    accountIds: event.kind === "accounts" ? event.ids : [],
    capturedAt,
  });
  summary.items = items.length;
  if (!items.length) return summary;

  const rules = await rulesOfTeams(db, new Map(items.map((item) => [item.teamId, item.alertVersion])));
  if (!rules.length) return summary;
  const ruleById = new Map<number, LoadedRule>(rules.map((rule) => [rule.id, rule]));
  const index = buildRuleIndex(rules);
  const watched = items.flatMap((item) => {
    const ruleIds = rulesWatching(index, item);
    return ruleIds.length ? [{ item, ruleIds }] : [];
  });
  if (!watched.length) return summary;

  // A feed's captures came with it; a channel's are read here (account batches only: a video batch, the refresh
  // engine's usual job, makes no query between its items and the pure evaluation).
  const channels = watched.filter(({ item }) => item.kind === "channel").map(({ item }) => item);
  const accountSnapshots = await getAccountSnapshots(db, unique(channels.map((item) => item.entityId)), capturedAt);

  const candidates: Candidate[] = [];
  for (const { item, ruleIds } of watched) {
    const snapshots = item.kind === "feed" ? item.snapshots : accountSnapshots.get(item.entityId);
    // No capture at this time (the platform did not answer for it): nothing to compare.
    if (!snapshots) continue;
    const ref = { kind: item.kind, id: item.id };
    // Only the memories that can change an evaluation came with the item (get-refreshed-items.ts): a rule without
    // one here evaluates as with the empty memory, exactly as with its stored row. The store transaction reads the
    // full rows of the candidates again under their locks.
    const memories = new Map(item.memories.map((memory) => [memory.ruleId, memory]));
    for (const ruleId of ruleIds) {
      const rule = ruleById.get(ruleId) as LoadedRule;
      // A channel is captured with its lifetime likes only (get-item-snapshots.ts): every other metric, Engagement
      // included (it would be "likes" alone), is unknown for it and never fires; its videos fire as feeds.
      if (item.kind === "channel" && rule.metric !== AlertMetric.Likes) continue;
      const memory = memoryOf(memories.get(ruleId), rule);
      const result = evaluateRule({ rule, item: ref, snapshots, memory, now: capturedAt });
      summary.evaluated += 1;
      if (result.fired || result.memory !== memory) candidates.push({ rule, item: ref, snapshots });
    }
  }
  if (!candidates.length) return summary;

  const stored = await storeFiredAlerts(db, { candidates, rules: ruleById, capturedAt, enqueue });
  return { ...summary, ...stored };
}
