// The active rules of the teams a refresh touched, cached per team in this process under the team's alert version.
// Evaluation runs after every refresh job, and reading the rules of the job's teams was its largest read
// (bench/RESULTS.md, alerts); they change only when someone edits a rule or target or the plan changes, and the
// database changes the version on each of those (triggers of drizzle/0017_alert_rule_version.sql), whichever process
// or code path writes. The version comes with the refresh's items (get-refreshed-items.ts), so a cache hit costs no
// query and a stale entry is read again in the same evaluation: another process's edit takes effect at the next
// evaluation, never later.
import "server-only";
import type { Db } from "../../db/client";
import { getWatchingRules, type LoadedRule, type TeamRules } from "../../queries/alerts/get-watching-rules";

/** Teams kept per database; the least recently used are dropped past it (a worker serves any number of teams). */
export const RULE_CACHE_TEAMS = 5_000;

// Keyed by the database handle: tests and benches open several databases in one process, whose team ids overlap.
const caches = new WeakMap<object, Map<number, TeamRules>>();

function cacheOf(db: Db): Map<number, TeamRules> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** Keeps `teamId` as the most recently used entry and drops the oldest past the limit. */
function remember(cache: Map<number, TeamRules>, teamId: number, entry: TeamRules) {
  cache.delete(teamId);
  cache.set(teamId, entry);
  while (cache.size > RULE_CACHE_TEAMS) {
    const oldest = cache.keys().next().value;
    if (oldest === undefined) break;
    cache.delete(oldest);
  }
}

/**
 * The runnable rules of the given teams (team id → the alert version just read with the items). Teams whose cached
 * version differs, or that are not cached, are read in one query.
 */
export async function rulesOfTeams(db: Db, versions: ReadonlyMap<number, string>): Promise<LoadedRule[]> {
  const cache = cacheOf(db);
  const rules: LoadedRule[] = [];
  const stale: number[] = [];
  for (const [teamId, version] of versions) {
    const cached = cache.get(teamId);
    if (cached?.version === version) {
      remember(cache, teamId, cached);
      rules.push(...cached.rules);
    } else stale.push(teamId);
  }
  if (!stale.length) return rules;
  const read = await getWatchingRules(db, stale);
  for (const teamId of stale) {
    // A team deleted since its items were read has no row: it has no rules to run.
    const entry = read.get(teamId);
    if (!entry) {
      cache.delete(teamId);
      continue;
    }
    // Cached under the version read WITH the rules (one statement), so a change between the two reads is either
    // in this entry or makes the next evaluation read again.
    remember(cache, teamId, entry);
    rules.push(...entry.rules);
  }
  return rules;
}
