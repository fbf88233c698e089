// The one rate limiter (DESIGN.md section 10, issue 13 item 2): fixed windows counted in the database, so several
// processes share them. Each hit is a single INSERT … ON CONFLICT … DO UPDATE … RETURNING: the window is restarted
// when it has ended, the count raised otherwise, and the answer read back from the same statement, so concurrent
// hits can never both see room that only one of them has (no check-then-write).
import "server-only";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import { now } from "../clock";
import type { Db } from "../db/client";
import { rateLimitCounters } from "../db/schema";
import { RateLimitedError } from "./rate-limited-error";

type Tx = Pick<Db, "insert" | "update" | "delete">;

/** A limit: at most `limit` hits per `windowSeconds` for one subject of this scope. */
export interface RateLimitRule {
  /** Names the counter family, e.g. "signin.email"; one subject has one counter per scope. */
  scope: string;
  limit: number;
  windowSeconds: number;
  /** What the person reads past the limit (a catalogue-coded 42900 answer). */
  message: string;
}

export interface RateLimitResult {
  allowed: boolean;
  /** Hits left in this window after this one. */
  remaining: number;
  /** Seconds until the window ends (0 when allowed and the window is fresh). */
  retryAfterSeconds: number;
  /** Seconds until the window ends and the count starts again, whether allowed or not (the RateLimit-Reset header). */
  resetSeconds: number;
}

/** Subjects are stored as given, capped so a hostile value cannot bloat the table. */
const SUBJECT_MAX = 320;

export function limitSubject(kind: "ip" | "email" | "user" | "team" | "key", value: string | number): string {
  const text = typeof value === "number" ? String(value) : value.trim().toLowerCase();
  return `${kind}:${text}`.slice(0, SUBJECT_MAX);
}

/** Counts one hit for the subject and says whether it is within the rule's limit. */
export async function hitRateLimit(
  db: Tx,
  rule: RateLimitRule,
  subject: string,
  at: Date = now(),
): Promise<RateLimitResult> {
  const windowEnd = new Date(at.getTime() + rule.windowSeconds * 1000);
  const ended = sql`${rateLimitCounters.windowEnd} <= ${at.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ scope: rule.scope, subject, windowStart: at, windowEnd, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.scope, rateLimitCounters.subject],
      set: {
        windowStart: sql`CASE WHEN ${ended} THEN excluded.window_start ELSE ${rateLimitCounters.windowStart} END`,
        windowEnd: sql`CASE WHEN ${ended} THEN excluded.window_end ELSE ${rateLimitCounters.windowEnd} END`,
        count: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.count} + 1 END`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowEnd: rateLimitCounters.windowEnd });
  if (!row) throw new Error("rate limit upsert returned nothing");
  const allowed = row.count <= rule.limit;
  const resetSeconds = Math.max(1, Math.ceil((row.windowEnd.getTime() - at.getTime()) / 1000));
  return {
    allowed,
    remaining: Math.max(0, rule.limit - row.count),
    retryAfterSeconds: allowed ? 0 : resetSeconds,
    resetSeconds,
  };
}

/** Counts one hit, or throws RateLimitedError (HTTP 429 with Retry-After) past the limit. */
export async function enforceRateLimit(
  db: Tx,
  rule: RateLimitRule,
  subject: string,
  at: Date = now(),
): Promise<RateLimitResult> {
  const result = await hitRateLimit(db, rule, subject, at);
  if (!result.allowed) throw new RateLimitedError(rule.message, result.retryAfterSeconds);
  return result;
}

/**
 * Several rules for one piece of work (per person and per team): each counter sees the attempt; when one refuses,
 * the others get theirs back (the work does not happen), so one person at their cap cannot use up the team's.
 */
export async function enforceRateLimits(
  db: Tx,
  checks: { rule: RateLimitRule; subject: string }[],
  at: Date = now(),
): Promise<void> {
  const results: { rule: RateLimitRule; subject: string; result: RateLimitResult }[] = [];
  for (const check of checks) results.push({ ...check, result: await hitRateLimit(db, check.rule, check.subject, at) });
  const denied = results.find((entry) => !entry.result.allowed);
  if (!denied) return;
  for (const entry of results) {
    if (entry.result.allowed) await refundRateLimit(db, entry.rule, entry.subject, at);
  }
  throw new RateLimitedError(denied.rule.message, denied.result.retryAfterSeconds);
}

/**
 * Gives one hit back within the current window: for limits on failures (a sign-in with the right password, work
 * that did not happen), counted up front so concurrent attempts cannot slip past the limit, and refunded after.
 */
export async function refundRateLimit(db: Tx, rule: RateLimitRule, subject: string, at: Date = now()): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(
      and(
        eq(rateLimitCounters.scope, rule.scope),
        eq(rateLimitCounters.subject, subject),
        gt(rateLimitCounters.windowEnd, at),
      ),
    );
}

/** Removes counters whose window has ended (the hourly purge job); answers how many. */
export async function purgeRateLimits(db: Tx, at: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowEnd, at))
    .returning({ scope: rateLimitCounters.scope });
  return rows.length;
}
