// Runs one analysis through the spec's steps, recording each so the progress stream can show it: resolve and
// fetch the account (building channel), fetch its recent videos (collecting insights), store them in the global
// tables and compute the analytics (setting up the dashboard). Platform failures end the run in a named state.
import "server-only";
import { eq } from "drizzle-orm";
import { ANALYSIS_VIDEO_LIMIT, type AnalysisFailure, type AnalysisState } from "@/domain/analysis";
import { now } from "../clock";
import type { Db } from "../db/client";
import { analyses } from "../db/schema";
import { getEnv } from "../env";
import { getLogger } from "../logger";
import { PlatformError } from "../platforms/errors";
import { getAdapter } from "../platforms/registry";
import type { AccountRef } from "../platforms/types";
import { dataChanged } from "../runtime/data-generation";
import { recordViewsTotal, refreshAccountMedian, storeAccount } from "../tracking/store-account";
import { storeVideos } from "../tracking/store-videos";
import { buildResult } from "./build-result";

const FAILURE_OF: Record<PlatformError["kind"], AnalysisFailure> = {
  not_found: "not_found",
  private: "private",
  not_configured: "not_configured",
  rate_limited: "upstream_error",
  quota_exceeded: "upstream_error",
  upstream: "upstream_error",
  malformed: "upstream_error",
};

async function setState(db: Db, id: number, state: AnalysisState, extra: Partial<typeof analyses.$inferInsert> = {}) {
  await db
    .update(analyses)
    .set({ state, updatedAt: now(), ...extra })
    .where(eq(analyses.id, id));
}

export async function runAnalysis(db: Db, input: { id: number; ref: AccountRef }): Promise<AnalysisState> {
  const adapter = getAdapter(input.ref.platform);
  try {
    await setState(db, input.id, "building_channel");
    const account = await adapter.fetchAccount(input.ref);
    await setState(db, input.id, "collecting_insights");
    const ref: AccountRef = {
      platform: account.platform,
      id: account.platformId,
      ...(account.handle ? { handle: account.handle.replace(/^@/, "") } : {}),
    };
    const limit = getEnv().analyzeVideoLimit || ANALYSIS_VIDEO_LIMIT;
    const { videos } = await adapter.listAccountVideos(input.ref.id ? input.ref : ref, { limit });
    const fetchedAt = now();
    const accountId = await db.transaction(async (tx) => {
      const id = await storeAccount(tx, account, fetchedAt);
      const stored = await storeVideos(tx, { videos, accountId: id, capturedAt: fetchedAt });
      await refreshAccountMedian(tx, id);
      await recordViewsTotal(
        tx,
        id,
        fetchedAt,
        stored.map((video) => video.id),
      );
      return id;
    });
    // The run goes on after its POST answered; the shared rows it just wrote show in every team's feed list and
    // overview, so answers cached in this process go now (src/server/runtime/data-generation.ts).
    dataChanged();
    if (!videos.length) {
      await setState(db, input.id, "no_videos", {
        accountId,
        finishedAt: now(),
        result: buildResult({ account, videos, fetchedAt }),
      });
      return "no_videos";
    }
    await setState(db, input.id, "setting_up_dashboard", { accountId });
    const result = buildResult({ account, videos, fetchedAt });
    await setState(db, input.id, "done", { result, finishedAt: now() });
    return "done";
  } catch (error) {
    const failure: AnalysisFailure = error instanceof PlatformError ? FAILURE_OF[error.kind] : "upstream_error";
    if (!(error instanceof PlatformError)) getLogger().error({ err: error, analysis: input.id }, "analysis failed");
    await setState(db, input.id, failure, {
      error: error instanceof PlatformError ? error.message : "The analysis could not finish",
      finishedAt: now(),
    });
    return failure;
  }
}
