// POST /v1/analyze: starts an analysis, or reuses a recent finished one of the same account. The rate limits are
// counted before the input is resolved, so a share link is never followed past a limit (issue 13 item 4):
// visitors per IP, signed-in people per account (the visitor cap until their address is verified, issue 13 item
// 7) and per team. A reused result gives the counts back: it costs no platform call.
// Runs are private to who started them (issue 13 item 9): a visitor's run is public (listed on the public pages),
// a signed-in person's run belongs to their team, whichever page started it.
import "server-only";
import { and, desc, eq, gte, isNull, or } from "drizzle-orm";
import { ANALYSIS_REUSE_HOURS } from "@/domain/analysis";
import { PLATFORM_ENUM, type PlatformName } from "@/domain/platforms";
import { runAnalysis } from "../../analysis/run-analysis";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { analyses } from "../../db/schema";
import { getLogger } from "../../logger";
import { USAGE_LIMITS } from "../../security/limits";
import { enforceRateLimits, limitSubject, type RateLimitRule, refundRateLimit } from "../../security/rate-limit";
import { resolveTrackingInput } from "../tracking/resolve-tracking-input";

export const VISITOR_ANALYSES_PER_HOUR = USAGE_LIMITS.analyzePerVisitorIp.limit;
export const MEMBER_ANALYSES_PER_HOUR = USAGE_LIMITS.analyzePerUser.limit;

export const ANALYSIS_SOURCES = ["public", "explore"] as const;
export type AnalysisSource = (typeof ANALYSIS_SOURCES)[number];

export interface StartAnalysisInput {
  url: string;
  platform?: PlatformName;
  source?: AnalysisSource;
}

export interface Requester {
  ip: string;
  /** The signed-in person, null for visitors. */
  userId: number | null;
  /** Their active team; a run they start belongs to it. */
  teamId?: number | null;
  emailVerified?: boolean;
}

function rateChecks(requester: Requester): { rule: RateLimitRule; subject: string }[] {
  if (requester.userId === null) {
    return [{ rule: USAGE_LIMITS.analyzePerVisitorIp, subject: limitSubject("ip", requester.ip) }];
  }
  const user = limitSubject("user", requester.userId);
  const checks = [
    {
      rule: requester.emailVerified ? USAGE_LIMITS.analyzePerUser : USAGE_LIMITS.analyzePerUnverifiedUser,
      subject: user,
    },
  ];
  if (requester.teamId)
    checks.push({ rule: USAGE_LIMITS.analyzePerTeam, subject: limitSubject("team", requester.teamId) });
  // Until the address is verified the visitor cap of the client IP applies too, so registering more accounts from
  // one address is no way around it (issue 13 item 7).
  if (!requester.emailVerified)
    checks.push({ rule: USAGE_LIMITS.analyzePerVisitorIp, subject: limitSubject("ip", requester.ip) });
  return checks;
}

/** Whose earlier runs may be reused: a team's own, or the public visitor runs. */
function sameAudience(requester: Requester) {
  return requester.userId !== null && requester.teamId
    ? eq(analyses.teamId, requester.teamId)
    : and(isNull(analyses.teamId), isNull(analyses.requestedBy));
}

export async function startAnalysis(
  db: Db,
  input: StartAnalysisInput,
  requester: Requester,
): Promise<{ id: string; reused: boolean }> {
  const at = now();
  const checks = rateChecks(requester);
  await enforceRateLimits(db, checks, at);
  const parsed = await resolveTrackingInput(input.url, "account", input.platform);
  const handle = parsed.handle?.replace(/^@/, "").toLowerCase() ?? null;
  const platform = PLATFORM_ENUM[parsed.platform];
  const sameAccount = or(
    handle ? eq(analyses.refHandle, handle) : undefined,
    parsed.id ? eq(analyses.refId, parsed.id) : undefined,
  );
  const [recent] = await db
    .select({ publicId: analyses.publicId })
    .from(analyses)
    .where(
      and(
        eq(analyses.platform, platform),
        sameAccount,
        sameAudience(requester),
        eq(analyses.state, "done"),
        gte(analyses.finishedAt, new Date(at.getTime() - ANALYSIS_REUSE_HOURS * 3_600_000)),
      ),
    )
    .orderBy(desc(analyses.finishedAt))
    .limit(1);
  if (recent) {
    for (const { rule, subject } of checks) await refundRateLimit(db, rule, subject, at);
    return { id: recent.publicId, reused: true };
  }

  const [row] = await db
    .insert(analyses)
    .values({
      platform,
      input: input.url.slice(0, 2048),
      refId: parsed.id ?? null,
      refHandle: handle,
      state: "analyzing",
      requestedBy: requester.userId,
      requesterIp: requester.ip,
      source: input.source ?? "public",
      teamId: requester.userId === null ? null : (requester.teamId ?? null),
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: analyses.id, publicId: analyses.publicId });
  if (!row) throw new Error("analysis not inserted");
  const ref = {
    platform: parsed.platform,
    ...(parsed.id ? { id: parsed.id } : {}),
    ...(parsed.handle ? { handle: parsed.handle } : {}),
  };
  // The run continues after the answer; its progress is read from the row (GET and the event stream).
  void runAnalysis(db, { id: row.id, ref }).catch((error) =>
    getLogger().error({ err: error, analysis: row.id }, "analysis crashed"),
  );
  return { id: row.publicId, reused: false };
}
