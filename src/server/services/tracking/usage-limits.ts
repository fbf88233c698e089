// Per-person and per-team limits on work that calls the platforms (issue 13 item 4; numbers in
// src/server/security/limits.ts). Both counters see every attempt; the first one exceeded answers 429.
import "server-only";
import { USAGE_LIMITS } from "../../security/limits";
import { enforceRateLimits, limitSubject, type RateLimitRule, refundRateLimit } from "../../security/rate-limit";
import type { ActorContext } from "../context";

export type UsageKind = "track" | "refresh";

const RULES: Record<UsageKind, { perUser: RateLimitRule; perTeam: RateLimitRule }> = {
  track: { perUser: USAGE_LIMITS.trackPerUser, perTeam: USAGE_LIMITS.trackPerTeam },
  refresh: { perUser: USAGE_LIMITS.refreshPerUser, perTeam: USAGE_LIMITS.refreshPerTeam },
};

export async function countUsage(ctx: ActorContext, kind: UsageKind): Promise<void> {
  const rules = RULES[kind];
  await enforceRateLimits(ctx.db, [
    { rule: rules.perUser, subject: limitSubject("user", ctx.actor.userId) },
    { rule: rules.perTeam, subject: limitSubject("team", ctx.actor.teamId) },
  ]);
}

/** Gives the counts back when the work did not happen after all (a throttled refresh). */
export async function refundUsage(ctx: ActorContext, kind: UsageKind): Promise<void> {
  const rules = RULES[kind];
  await refundRateLimit(ctx.db, rules.perUser, limitSubject("user", ctx.actor.userId));
  await refundRateLimit(ctx.db, rules.perTeam, limitSubject("team", ctx.actor.teamId));
}
