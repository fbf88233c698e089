// Refreshes videos: fetch from each platform's source (outside any transaction), then write latest values,
// idempotent snapshots, derived columns, statuses and the next refresh time in one transaction per source.
import "server-only";
import { eq, inArray } from "drizzle-orm";
import { platformNameOf } from "@/domain/platforms";
import type { Db } from "../db/client";
import { platformAccounts, platformVideos } from "../db/schema";
import { PlatformError } from "../platforms/errors";
import { adapterFor } from "../platforms/registry";
import type { NormalizedVideo, PlatformName, VideoRef } from "../platforms/types";
import { fetchStateOf, recordFailure } from "./record-failure";
import { scheduleVideos } from "./schedule";
import { storeVideos } from "./store-videos";
import { syncFeedStatuses } from "./sync-statuses";

export interface RefreshOutcome {
  refreshed: number[];
  missing: number[];
  failed: number[];
}

interface Row {
  id: number;
  platform: PlatformName;
  platformId: string;
  isDemo: boolean;
  handle: string | null;
}

async function loadRows(db: Db, videoIds: number[]): Promise<Row[]> {
  const rows = await db
    .select({
      id: platformVideos.id,
      platform: platformVideos.platform,
      platformId: platformVideos.platformId,
      isDemo: platformVideos.isDemo,
      handle: platformAccounts.handle,
    })
    .from(platformVideos)
    .leftJoin(platformAccounts, eq(platformAccounts.id, platformVideos.accountId))
    .where(inArray(platformVideos.id, videoIds));
  return rows.flatMap((row) => {
    const platform = platformNameOf(row.platform);
    return platform ? [{ ...row, platform }] : [];
  });
}

function groups(rows: Row[]): Row[][] {
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.platform}:${row.isDemo}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return [...byKey.values()];
}

export async function refreshVideos(db: Db, input: { videoIds: number[]; capturedAt: Date }): Promise<RefreshOutcome> {
  const outcome: RefreshOutcome = { refreshed: [], missing: [], failed: [] };
  for (const group of groups(await loadRows(db, input.videoIds))) {
    const first = group[0] as Row;
    const refs: VideoRef[] = group.map((row) => ({
      platform: row.platform,
      id: row.platformId,
      ...(row.handle ? { handle: row.handle.replace(/^@/, "") } : {}),
    }));
    let videos: NormalizedVideo[];
    try {
      videos = await adapterFor(first.platform, first.isDemo).fetchVideos(refs);
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      const ids = group.map((row) => row.id);
      await db.transaction(async (tx) => {
        await recordFailure(tx, {
          table: "videos",
          ids,
          state: fetchStateOf(error),
          reason: error.message,
          at: input.capturedAt,
        });
        await syncFeedStatuses(tx, ids, input.capturedAt);
      });
      outcome.failed.push(...ids);
      continue;
    }
    const found = new Set(videos.map((video) => video.platformId));
    const missing = group.filter((row) => !found.has(row.platformId)).map((row) => row.id);
    await db.transaction(async (tx) => {
      const stored = await storeVideos(tx, { videos, accountId: null, capturedAt: input.capturedAt });
      await recordFailure(tx, {
        table: "videos",
        ids: missing,
        state: "not_found",
        reason: "The platform no longer returns this video",
        at: input.capturedAt,
      });
      const ids = stored.map((row) => row.id);
      await syncFeedStatuses(tx, [...ids, ...missing], input.capturedAt);
      await scheduleVideos(tx, ids, input.capturedAt);
      outcome.refreshed.push(...ids);
    });
    outcome.missing.push(...missing);
  }
  return outcome;
}
