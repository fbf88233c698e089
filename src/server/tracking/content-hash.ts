// The content hash of a platform's answer about a video: what a refresh must write beyond the counts. Compared with
// platform_videos.content_hash inside the refresh statement (store-videos-sql.ts, REFRESH_COUNTS).
import "server-only";
import { createHash } from "node:crypto";
import type { NormalizedVideo } from "../platforms/types";

/**
 * Keys holding a payload's counters (viewCount, play_count, statistics…): the counts travel in their own columns, so
 * a new count is no new content. YouTube's `etag` changes with the statistics, so it is left out too.
 */
const COUNTER_KEY = /(^|_)count$|Count$|^(statistics|insights|etag)$/;
/** A payload has a few dozen distinct keys, seen on every video of every job: test each once. */
const counterKeys = new Map<string, boolean>();
function isCounterKey(key: string): boolean {
  let counter = counterKeys.get(key);
  if (counter === undefined) {
    counter = COUNTER_KEY.test(key);
    if (counterKeys.size < 10_000) counterKeys.set(key, counter);
  }
  return counter;
}

/** Session 7's serialization: a replacer that drops the counters, called for every key (the fallback below). */
const skipCounters = (key: string, value: unknown) => (isCounterKey(key) ? undefined : value);

/**
 * Thrown by withoutCounters for a value whose JSON text a copy would not reproduce: an object with a `toJSON` (a Date,
 * a class instance: JSON.stringify calls it and the replacer then sees its result) or another prototype than a plain
 * object's or an array's, and nesting deeper than MAX_DEPTH (the recursion would run out of stack before
 * JSON.stringify does). Parsed JSON, which is what the adapters store as `raw`, never has either.
 */
class NotPlainJson extends Error {}
const MAX_DEPTH = 200;

function isPlain(value: object): boolean {
  const proto = Object.getPrototypeOf(value);
  const plainProto = Array.isArray(value) ? proto === Array.prototype : proto === Object.prototype || proto === null;
  return plainProto && typeof (value as { toJSON?: unknown }).toJSON !== "function";
}

/** An own property, also for a payload's "__proto__" key (an assignment would set the prototype instead). */
function put(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(target, key, { value, enumerable: true, writable: true });
  else target[key] = value;
}

/**
 * The value without its counter keys, at any depth, copying only the objects and arrays that change (the input is
 * never modified). Serialized with plain JSON.stringify this gives exactly the text a replacer dropping those keys
 * gives (the hashes stored before session 8), at 0.79–0.95 of its cost (the replacer is a call per key;
 * bench/RESULTS.md, session 8).
 */
function withoutCounters(value: unknown, depth = 0): unknown {
  if (typeof value !== "object" || value === null) return value;
  if (depth > MAX_DEPTH || !isPlain(value)) throw new NotPlainJson();
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const stripped = withoutCounters(value[i], depth + 1);
      if (stripped !== value[i]) {
        copy ??= [...value];
        copy[i] = stripped;
      }
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  // Built key by key (never `delete`, which turns an object into a slow dictionary), in the same key order.
  let copy: Record<string, unknown> | null = null;
  for (const [i, key] of keys.entries()) {
    const counter = isCounterKey(key);
    const stripped = counter ? undefined : withoutCounters(record[key], depth + 1);
    if (!copy && (counter || stripped !== record[key])) {
      copy = {};
      for (const earlier of keys.slice(0, i)) put(copy, earlier, record[earlier]);
    }
    if (copy && !counter) put(copy, key, stripped);
  }
  return copy ?? value;
}

/**
 * What a refresh must write beyond the counts, as one hash: the metadata columns and the raw payload without its
 * counters. Equal to the stored hash, the row's metadata and payload are left as they are and not even sent.
 */
export function contentHash(v: NormalizedVideo): string {
  const content: unknown[] = [
    v.url,
    v.caption,
    v.thumbnailUrl,
    v.durationSeconds,
    v.publishedAt?.toISOString() ?? null,
    v.isShort,
    v.isDemo,
    v.raw ?? null,
  ];
  let json: string;
  try {
    content[7] = withoutCounters(content[7]);
    json = JSON.stringify(content);
  } catch (error) {
    if (!(error instanceof NotPlainJson)) throw error;
    json = JSON.stringify(content, skipCounters);
  }
  return createHash("md5").update(json).digest("hex");
}
