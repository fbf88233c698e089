// GET /v1/analyze/recent: the accounts analyzed most recently (one entry per account), for the "recently
// analyzed" list. Only public profile facts and headline numbers.
import { desc, eq } from "drizzle-orm";
import { platformNameOf } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { analyses, platformAccounts } from "../../db/schema";

export async function recentAnalyses(db: Db, limit = 10) {
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
    .where(eq(analyses.state, "done"))
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
