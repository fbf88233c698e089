// The accounts analyzed most recently (one entry per account), for the "recently analyzed" lists. Only public
// profile facts and headline numbers. Private research stays private (issue 13 item 9): the public list
// (GET /v1/analyze/recent) shows only runs visitors started on the public pages; a team's list
// (GET /v1/analyze/recent/team, the Explore page) shows only that team's runs.
import "server-only";
import { and, desc, eq, isNull } from "drizzle-orm";
import type { RecentAnalysis } from "@/domain/contracts/analysis";
import { platformNameOf } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { analyses, platformAccounts } from "../../db/schema";

export type RecentAudience = { kind: "public" } | { kind: "team"; teamId: number };

function audienceFilter(audience: RecentAudience) {
  if (audience.kind === "team") return eq(analyses.teamId, audience.teamId);
  // Rows from before runs had a team: a signed-in requester marks them private too.
  return and(eq(analyses.source, "public"), isNull(analyses.teamId), isNull(analyses.requestedBy));
}

export async function recentAnalyses(db: Db, audience: RecentAudience, limit = 10): Promise<RecentAnalysis[]> {
  const rows = await db
    .selectDistinctOn([analyses.accountId], {
      accountId: analyses.accountId,
      analysisId: analyses.publicId,
      finishedAt: analyses.finishedAt,
      platform: platformAccounts.platform,
      handle: platformAccounts.handle,
      name: platformAccounts.displayName,
      avatar: platformAccounts.avatarUrl,
      followers: platformAccounts.followers,
      medianViews: platformAccounts.medianViews,
      isDemo: platformAccounts.isDemo,
    })
    .from(analyses)
    .innerJoin(platformAccounts, eq(platformAccounts.id, analyses.accountId))
    .where(and(eq(analyses.state, "done"), audienceFilter(audience)))
    .orderBy(analyses.accountId, desc(analyses.finishedAt))
    .limit(500);
  return rows
    .sort((a, b) => (b.finishedAt?.getTime() ?? 0) - (a.finishedAt?.getTime() ?? 0))
    .slice(0, limit)
    .map((row) => ({
      analysis_id: row.analysisId,
      platform: platformNameOf(row.platform),
      handle: row.handle,
      name: row.name,
      avatar: row.avatar,
      followers: row.followers,
      median_views: row.medianViews,
      is_demo: row.isDemo,
      analyzed_at: row.finishedAt ? row.finishedAt.toISOString() : null,
    }));
}
