// POST /v1/analyze: starts an analysis, or reuses a recent finished one of the same account. Visitors are rate
// limited per IP, signed-in people per account.
import { and, count, desc, eq, gte, or } from "drizzle-orm";
import { ANALYSIS_REUSE_HOURS } from "@/domain/analysis";
import { ErrorCode } from "@/domain/error-codes";
import { PLATFORM_ENUM, type PlatformName } from "@/domain/platforms";
import { runAnalysis } from "../../analysis/run-analysis";
import { now } from "../../clock";
import type { Db } from "../../db/client";
import { analyses } from "../../db/schema";
import { ApiError } from "../../errors/api-error";
import { getLogger } from "../../logger";
import { resolveTrackingInput } from "../tracking/resolve-tracking-input";

export const VISITOR_ANALYSES_PER_HOUR = 10;
export const MEMBER_ANALYSES_PER_HOUR = 60;

export interface StartAnalysisInput {
  url: string;
  platform?: PlatformName;
}

export interface Requester {
  userId: number | null;
  ip: string;
}

async function checkRate(db: Db, requester: Requester, at: Date) {
  const since = new Date(at.getTime() - 3_600_000);
  const who = requester.userId ? eq(analyses.requestedBy, requester.userId) : eq(analyses.requesterIp, requester.ip);
  const [used] = await db
    .select({ n: count() })
    .from(analyses)
    .where(and(who, gte(analyses.createdAt, since)));
  const limit = requester.userId ? MEMBER_ANALYSES_PER_HOUR : VISITOR_ANALYSES_PER_HOUR;
  if (Number(used?.n ?? 0) >= limit) {
    throw new ApiError(
      ErrorCode.RateLimited,
      requester.userId
        ? `You can run ${limit} analyses an hour; please try again later`
        : `Visitors can run ${limit} analyses an hour; sign in for more, or try again later`,
    );
  }
}

export async function startAnalysis(
  db: Db,
  input: StartAnalysisInput,
  requester: Requester,
): Promise<{ id: string; reused: boolean }> {
  const parsed = await resolveTrackingInput(input.url, "account", input.platform);
  const at = now();
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
        eq(analyses.state, "done"),
        gte(analyses.finishedAt, new Date(at.getTime() - ANALYSIS_REUSE_HOURS * 3_600_000)),
      ),
    )
    .orderBy(desc(analyses.finishedAt))
    .limit(1);
  if (recent) return { id: recent.publicId, reused: true };

  await checkRate(db, requester, at);
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
