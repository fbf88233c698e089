// A short-lived, in-process cache of the team a signed-in user acts for and their role in it (issue 18 item 5).
// requireActor read the member row on every request; under load that statement is a sizeable share of a small
// read route's database work (bench/RESULTS.md, load: one of the feed list's three statements on PGlite, where
// every statement queues on the one connection). The answer is kept for MEMBERSHIP_CACHE_SECONDS (default 5, 0 turns
// the cache off), keyed by user and the session's preferred team, so the same rule as the session cache holds.
//
// Invalidation, in this process: every write to the member table (a role change, a removal, leaving, joining,
// a transfer, a plan change that makes members read-only or lifts that) calls forgetMemberships(), which drops the
// whole cache: such writes are rare, and clearing everything cannot miss a key. A lookup that was already running
// when an invalidation happened is not stored (generation check), so the change takes effect on the very next
// request in this process. Another process (a second web process) may serve the old role for at most
// MEMBERSHIP_CACHE_SECONDS. Only found memberships are stored; "no team" is asked again each time.
import "server-only";
import type { Db } from "../db/client";
import { getEnv } from "../env";
import { getMembership, type Membership } from "../queries/team/get-membership";

interface Entry {
  membership: Membership;
  /** Epoch ms after which the entry is not used. */
  until: number;
}

/** Far above the signed-in users of one process; the oldest entry goes first when full. */
const MAX_ENTRIES = 10_000;

interface CacheState {
  entries: Map<string, Entry>;
  generation: number;
}

// On globalThis so Next's separate server chunks share one cache (as they share the database handle); one cache per
// database handle, since tests and benches open several databases in one process whose user and team ids overlap.
const store = globalThis as unknown as {
  __feedscopeMembershipCaches?: WeakMap<object, CacheState>;
  /** Bumped by forgetMemberships: a cache last used before it starts empty again. */
  __feedscopeMembershipGeneration?: number;
};
const cleared = () => store.__feedscopeMembershipGeneration ?? 0;

function state(db: Db): CacheState {
  store.__feedscopeMembershipCaches ??= new WeakMap();
  let cache = store.__feedscopeMembershipCaches.get(db);
  if (!cache) {
    cache = { entries: new Map(), generation: cleared() };
    store.__feedscopeMembershipCaches.set(db, cache);
  }
  if (cache.generation < cleared()) {
    cache.entries.clear();
    cache.generation = cleared();
  }
  return cache;
}

/** getMembership, answered from the cache when the same user and preferred team were resolved moments ago. */
export async function getMembershipCached(
  db: Db,
  params: { userId: number; preferredTeamId: number | null },
): Promise<Membership | null> {
  const ttlMs = getEnv().membershipCacheSeconds * 1000;
  if (ttlMs <= 0) return getMembership(db, params);
  const cache = state(db);
  const key = `${params.userId}:${params.preferredTeamId ?? ""}`;
  const now = Date.now();
  const hit = cache.entries.get(key);
  if (hit && hit.until > now) return hit.membership;
  if (hit) cache.entries.delete(key);
  const generation = cleared();
  const membership = await getMembership(db, params);
  if (membership && cleared() === generation) {
    if (cache.entries.size >= MAX_ENTRIES) {
      const oldest = cache.entries.keys().next();
      if (!oldest.done) cache.entries.delete(oldest.value);
    }
    cache.entries.set(key, { membership, until: now + ttlMs });
  }
  return membership;
}

/** The member table changed: every user's team and role are read again on their next request (every database). */
export function forgetMemberships(): void {
  // The per-database caches are cleared lazily when next used (a WeakMap cannot be walked).
  store.__feedscopeMembershipGeneration = cleared() + 1;
}
