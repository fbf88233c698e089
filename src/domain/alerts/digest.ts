// One message per rule and notification group per refresh batch, not one per item (issue 16: "one refresh batch
// that triggers many items of one group sends one digest message, not a storm").
import type { FiredAlert } from "./types";

/**
 * Items listed in one message by default. Discord accepts at most 10 embeds per message, and 10 lines keep a
 * Telegram or Slack message readable; the rest are counted ("and N more") and remain in the events log.
 */
export const DIGEST_ITEM_CAP = 10;

export interface AlertDigest {
  ruleId: number;
  groupId: number;
  /** The items the message lists: the largest values first, at most the cap. */
  items: FiredAlert[];
  /** Items fired but not listed: the message's "and N more". */
  moreCount: number;
  /** Keys of every alert in the digest (listed or not), so each delivery can be linked to all of them. */
  eventKeys: string[];
}

/** Largest value first; ties by item kind, then id, so the same batch always gives the same message. */
function byValueDesc(a: FiredAlert, b: FiredAlert): number {
  if (a.value !== b.value) return b.value - a.value;
  if (a.item.kind !== b.item.kind) return a.item.kind < b.item.kind ? -1 : 1;
  return a.item.id - b.item.id;
}

/** Caps up to this size keep a running top list (a batch can fire hundreds of thousands of alerts); larger sort all. */
const RUNNING_TOP_LIMIT = 64;

interface Bucket {
  ruleId: number;
  groupId: number;
  keys: Set<string>;
  /** The largest alerts so far, in message order (all of them when the cap is large). */
  top: FiredAlert[];
}

/** Inserts into a list kept in message order and at most `limit` long. */
function insertTop(top: FiredAlert[], alert: FiredAlert, limit: number): void {
  let position = top.length;
  while (position > 0 && byValueDesc(alert, top[position - 1] as FiredAlert) < 0) position -= 1;
  if (position >= limit) return;
  top.splice(position, 0, alert);
  if (top.length > limit) top.pop();
}

/**
 * Groups the alerts fired by one batch per (rule, notification group). `groupOfRule` names each rule's group;
 * alerts of a rule it does not know (deleted meanwhile) are left out. Alerts with the same key (the same rule, item
 * and capture, handed over twice) count once. Digests come ordered by rule id, then group id. A cap below 1 lists
 * no items and counts them all.
 */
export function buildDigests(
  fired: readonly FiredAlert[],
  groupOfRule: ReadonlyMap<number, number>,
  cap: number = DIGEST_ITEM_CAP,
): AlertDigest[] {
  const limit = Number.isFinite(cap) ? Math.max(0, Math.floor(cap)) : cap > 0 ? Number.POSITIVE_INFINITY : 0;
  const running = limit <= RUNNING_TOP_LIMIT;
  const buckets = new Map<string, Bucket>();
  for (const alert of fired) {
    const groupId = groupOfRule.get(alert.ruleId);
    if (groupId === undefined) continue;
    const bucketKey = `${alert.ruleId}:${groupId}`;
    let bucket = buckets.get(bucketKey);
    if (bucket === undefined) {
      bucket = { ruleId: alert.ruleId, groupId, keys: new Set(), top: [] };
      buckets.set(bucketKey, bucket);
    }
    if (bucket.keys.has(alert.key)) continue;
    bucket.keys.add(alert.key);
    if (running) insertTop(bucket.top, alert, limit);
    else bucket.top.push(alert);
  }
  return [...buckets.values()]
    .sort((a, b) => a.ruleId - b.ruleId || a.groupId - b.groupId)
    .map(({ ruleId, groupId, keys, top }) => {
      const items = running ? top : top.sort(byValueDesc).slice(0, limit);
      return { ruleId, groupId, items, moreCount: keys.size - items.length, eventKeys: [...keys] };
    });
}
