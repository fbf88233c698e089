// A short per-process cache of GET /v1/feed/list's answer, as the exact JSON text sent (issue 18 item 5). The list is
// the dashboard's most frequent read and, on PGlite, its page statement runs on the server's only thread (about 2 ms
// against about 1 ms for a whole bare request, bench/RESULTS.md session 6), so a list ÷ bare route ratio of 0.5 cannot
// be reached by trimming the request; answering repeats from memory can.
//
// Key: the database handle (tests open several whose team ids overlap), the team, the view and the validated query
// (defaults applied, so `?page=1` and no page are one key). The answer depends on nothing else: not on the caller
// (requireActor has already checked that they belong to the team, on every request, before the cache is asked) nor
// on the clock.
//
// Freshness: an entry is used only while the process's data generation (src/server/runtime/data-generation.ts) is
// the one its reads started under — every write request and every job of this process moves it, so a write here is
// visible to the next list at once — and for at most FEED_LIST_CACHE_SECONDS (default 2, 0 turns the cache off),
// which bounds what another process (a separate worker, a second web process) may have changed meanwhile. On PGlite
// there is only one process, so there the in-process rule is complete.
//
// Identical misses of one generation share one computation (under load, 50 connections asking for the same page after
// a write would otherwise run the same statement 50 times).
import "server-only";
import type { Db } from "../../db/client";
import { getEnv } from "../../env";
import { dataGeneration } from "../../runtime/data-generation";

interface Entry {
  body: string;
  generation: number;
  /** Epoch ms when its reads began: the entry is used while younger than the TTL of the moment. */
  readAt: number;
}

interface Pending {
  body: Promise<string>;
  generation: number;
}

interface CacheState {
  entries: Map<string, Entry>;
  pending: Map<string, Pending>;
}

/** Far above the pages a process serves within a TTL; the oldest entry goes first when full. */
const MAX_ENTRIES = 5_000;

// On globalThis so Next's separate server chunks share one cache (as they share the database handle).
const store = globalThis as unknown as { __feedscopeFeedListCaches?: WeakMap<object, CacheState> };

function state(db: Db): CacheState {
  store.__feedscopeFeedListCaches ??= new WeakMap();
  let cache = store.__feedscopeFeedListCaches.get(db);
  if (!cache) {
    cache = { entries: new Map(), pending: new Map() };
    store.__feedscopeFeedListCaches.set(db, cache);
  }
  return cache;
}

/**
 * The answer's JSON text for this team, view and query: from the cache while fresh, else `compute()` serialized
 * (and kept if no write happened in this process while it ran).
 */
export async function feedListAnswerText(
  db: Db,
  key: { teamId: number; view: string; query: unknown },
  compute: () => Promise<unknown>,
): Promise<string> {
  const ttlMs = getEnv().feedListCacheSeconds * 1000;
  if (ttlMs <= 0) return JSON.stringify(await compute());
  const cache = state(db);
  const id = `${key.teamId}\u0000${key.view}\u0000${JSON.stringify(key.query)}`;
  const generation = dataGeneration();
  const started = Date.now();
  const hit = cache.entries.get(id);
  if (hit && hit.generation === generation && started - hit.readAt < ttlMs) return hit.body;
  if (hit) cache.entries.delete(id);
  const running = cache.pending.get(id);
  if (running && running.generation === generation) return running.body;
  const body = compute().then((answer) => JSON.stringify(answer));
  const pending = { body, generation };
  cache.pending.set(id, pending);
  try {
    const text = await body;
    // A write in this process while the reads ran may or may not be in them: such an answer is sent, not kept.
    if (dataGeneration() === generation) {
      if (cache.entries.size >= MAX_ENTRIES) {
        const oldest = cache.entries.keys().next();
        if (!oldest.done) cache.entries.delete(oldest.value);
      }
      cache.entries.set(id, { body: text, generation, readAt: started });
    }
    return text;
  } finally {
    if (cache.pending.get(id) === pending) cache.pending.delete(id);
  }
}
