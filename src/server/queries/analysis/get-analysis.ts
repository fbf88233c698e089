// GET /v1/analyze/{id}: a run's state and result. Visitors get the partial result (src/domain/analysis.ts);
// a run whose process stopped before finishing reads as failed.
import "server-only";
import { eq } from "drizzle-orm";
import { type AnalysisResult, type AnalysisState, isFinished, visitorView } from "@/domain/analysis";
import type { AnalysisResponse } from "@/domain/contracts/analysis";
import { platformNameOf } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { analyses } from "../../db/schema";

/** An unfinished run not updated for this long was interrupted. */
export const STALE_ANALYSIS_MS = 120_000;

/** `publicId` is the analysis' public id (an old integer id finds nothing). */
export async function getAnalysis(
  db: Db,
  params: { publicId: string; signedIn: boolean; now: Date },
): Promise<AnalysisResponse | null> {
  const [row] = await db.select().from(analyses).where(eq(analyses.publicId, params.publicId));
  if (!row) return null;
  let state = row.state as AnalysisState;
  let error = row.error;
  if (!isFinished(state) && row.updatedAt.getTime() < params.now.getTime() - STALE_ANALYSIS_MS) {
    state = "upstream_error";
    error = "The analysis was interrupted; please start it again";
  }
  const result = row.result as AnalysisResult | null;
  return {
    id: row.publicId,
    state,
    platform: platformNameOf(row.platform),
    input: row.input,
    error,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
    result: result && (params.signedIn ? result : visitorView(result)),
  };
}
