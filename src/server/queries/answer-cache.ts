// Short per-process caches of whole GET answers, as the exact JSON text sent (issue 18 item 5, issue 13 item 11): the
// feed list (FEED_LIST_CACHE_SECONDS) and the team overview (OVERVIEW_CACHE_SECONDS), the dashboard's most frequent
// and its most costly read. On PGlite every statement runs on the server's only thread: the list's page statement
// costs about 3.4 ms of it against 1.3 ms for a whole bare request (profile in bench/RESULTS.md, session 7), the
// 30-day overview about 75 ms, so at 200 connections the queue grew past 30 s; answering repeats from memory is
// what brings the list to half the bare route and the mix within its timeout.
//
// Key: the database handle (tests open several whose team ids overlap) and the caller's key, which holds the team and
// every input the answer depends on (the validated query, defaults applied). The answers depend on nothing about the
// caller beyond the team (requireActor has already checked, on every request, that they belong to it).
//
// Freshness: an entry is used only while the process's data generation (src/server/runtime/data-generation.ts) is
// the one its reads started under — the write requests, jobs and background writes listed there move it, so a write
// here is visible to the next answer at once — and while it is younger than the TTL, which bounds what another
// process (a separate worker, a second web process, the admin CLI) or a write path missing from that list may have
// changed meanwhile.
//
// Memory: a moved generation empties the cache (no older entry can be used again), expired entries are swept from
// the front (insertion order is roughly read order: a slow computation's entry may sit behind a younger one until
// that one expires), and the entries together hold at most MAX_BYTES of text (UTF-16 code units).
//
// Identical misses of one generation share one computation (under load, 50 connections asking for the same page after
// a write would otherwise run the same statements 50 times).
import "server-only";
import type { Db } from "../db/client";
import { getEnv } from "../env";
import { dataGeneration } from "../runtime/data-generation";

interface Entry {
  body: string;
  /** performance.now() when its reads began (a monotonic clock: a wall-clock step cannot stretch the TTL). */
  readAt: number;
}

interface Pending {
  body: Promise<string>;
  generation: number;
}

interface CacheState {
  /** The generation every entry was read under. */
  generation: number;
  entries: Map<string, Entry>;
  /** UTF-16 code units held by the entries (about their bytes for the ASCII-heavy JSON). */
  size: number;
  pending: Map<string, Pending>;
}

/** At most this much answer text per database handle; the oldest entries go first past it. */
const MAX_BYTES = 32 * 1024 * 1024;

// On globalThis so Next's separate server chunks share one cache (as they share the database handle).
const store = globalThis as unknown as { __feedscopeAnswerCaches?: WeakMap<object, CacheState> };

function state(db: Db): CacheState {
  store.__feedscopeAnswerCaches ??= new WeakMap();
  let cache = store.__feedscopeAnswerCaches.get(db);
  if (!cache) {
    cache = { generation: dataGeneration(), entries: new Map(), size: 0, pending: new Map() };
    store.__feedscopeAnswerCaches.set(db, cache);
  }
  return cache;
}

function remove(cache: CacheState, key: string): void {
  const entry = cache.entries.get(key);
  if (!entry) return;
  cache.entries.delete(key);
  cache.size -= entry.body.length;
}

/** Drops what can no longer be used: everything after a write, the expired and the oldest past MAX_BYTES. */
function prune(cache: CacheState, generation: number, now: number, ttlMs: number): void {
  if (cache.generation !== generation) {
    cache.entries.clear();
    cache.size = 0;
    cache.generation = generation;
    return;
  }
  for (const [key, entry] of cache.entries) {
    if (now - entry.readAt < ttlMs && cache.size <= MAX_BYTES) break;
    remove(cache, key);
  }
}

/**
 * The answer's JSON text for `key`: from the cache while fresh, else `compute()` serialized (and kept if no write
 * happened in this process while it ran). `ttlSeconds` 0 turns the cache off.
 */
export async function cachedAnswerText(
  db: Db,
  key: string,
  ttlSeconds: number,
  compute: () => Promise<unknown>,
): Promise<string> {
  const ttlMs = ttlSeconds * 1000;
  if (ttlMs <= 0) return JSON.stringify(await compute());
  const cache = state(db);
  const generation = dataGeneration();
  const started = performance.now();
  prune(cache, generation, started, ttlMs);
  const hit = cache.entries.get(key);
  if (hit && started - hit.readAt < ttlMs) return hit.body;
  remove(cache, key);
  const running = cache.pending.get(key);
  if (running && running.generation === generation) return running.body;
  const body = compute().then((answer) => JSON.stringify(answer));
  const pending = { body, generation };
  cache.pending.set(key, pending);
  try {
    const text = await body;
    // A write in this process while the reads ran may or may not be in them: such an answer is sent, not kept.
    if (dataGeneration() === generation && cache.generation === generation && text.length <= MAX_BYTES) {
      remove(cache, key);
      cache.entries.set(key, { body: text, readAt: started });
      cache.size += text.length;
      prune(cache, generation, performance.now(), ttlMs);
    }
    return text;
  } finally {
    if (cache.pending.get(key) === pending) cache.pending.delete(key);
  }
}

/** GET /v1/feed/list: per team, view and validated query (FEED_LIST_CACHE_SECONDS). */
export function feedListAnswerText(
  db: Db,
  key: { teamId: number; view: string; query: unknown },
  compute: () => Promise<unknown>,
): Promise<string> {
  const id = `feed-list\u0000${key.teamId}\u0000${key.view}\u0000${JSON.stringify(key.query)}`;
  return cachedAnswerText(db, id, getEnv().feedListCacheSeconds, compute);
}

/**
 * GET /v1/team/overview: per team, window and demo switch (OVERVIEW_CACHE_SECONDS). The answer's period ends at the
 * moment it was computed, so a cached one tells a "now" at most the TTL old, as if the request had come that much
 * earlier.
 */
export function overviewAnswerText(
  db: Db,
  key: { teamId: number; days: number; excludeDemo: boolean },
  compute: () => Promise<unknown>,
): Promise<string> {
  const id = `overview\u0000${key.teamId}\u0000${key.days}\u0000${key.excludeDemo}`;
  return cachedAnswerText(db, id, getEnv().overviewCacheSeconds, compute);
}
