// Refreshes videos: fetch from each platform's source (outside any transaction), then write latest values,
// idempotent snapshots, derived columns, statuses and the next refresh time in one transaction per job.
import "server-only";
import { eq, inArray } from "drizzle-orm";
import { platformNameOf } from "@/domain/platforms";
import type { Db } from "../db/client";
import { platformAccounts, platformVideos } from "../db/schema";
import { PlatformError } from "../platforms/errors";
import { adapterFor } from "../platforms/registry";
import type { NormalizedVideo, PlatformName, VideoRef } from "../platforms/types";
import { fetchStateOf, recordFailure } from "./record-failure";
import { retryOnDeadlock } from "./retry-on-deadlock";
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

/**
 * Videos per platform call: a job carries up to 500 (claim-due.ts), but each group of at most this many is fetched
 * and fails on its own, so one failed call (a 503 on one of YouTube's ten videos.list pages) marks only its own
 * videos as failing and the other answers are still written.
 */
export const FETCH_GROUP = 50;

function groups(rows: Row[]): Row[][] {
  const byKey = new Map<string, Row[]>();
  for (const row of rows) {
    const key = `${row.platform}:${row.isDemo}`;
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return [...byKey.values()].flatMap((group) =>
    Array.from({ length: Math.ceil(group.length / FETCH_GROUP) }, (_, i) =>
      group.slice(i * FETCH_GROUP, (i + 1) * FETCH_GROUP),
    ),
  );
}

type Fetched = { group: Row[]; videos: NormalizedVideo[] } | { group: Row[]; error: PlatformError };

/** Every platform call of the job, outside any transaction (a slow platform holds no locks). */
async function fetchGroups(rows: Row[]): Promise<Fetched[]> {
  const fetched: Fetched[] = [];
  for (const group of groups(rows)) {
    const first = group[0] as Row;
    const refs: VideoRef[] = group.map((row) => ({
      platform: row.platform,
      id: row.platformId,
      ...(row.handle ? { handle: row.handle.replace(/^@/, "") } : {}),
    }));
    try {
      fetched.push({ group, videos: await adapterFor(first.platform, first.isDemo).fetchVideos(refs) });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      fetched.push({ group, error });
    }
  }
  return fetched;
}

/**
 * One job's videos: all platform calls first, then the whole batch in one transaction (set-based writes, derived
 * columns once per batch), so a job killed at any point leaves nothing half written and its retry writes the same
 * rows.
 */
export async function refreshVideos(db: Db, input: { videoIds: number[]; capturedAt: Date }): Promise<RefreshOutcome> {
  const outcome: RefreshOutcome = { refreshed: [], missing: [], failed: [] };
  const fetched = await fetchGroups(await loadRows(db, input.videoIds));
  if (!fetched.length) return outcome;
  const videos: NormalizedVideo[] = [];
  const expected: Row[] = [];
  for (const item of fetched) {
    if ("error" in item) {
      outcome.failed.push(...item.group.map((row) => row.id));
      continue;
    }
    videos.push(...item.videos);
    expected.push(...item.group);
  }
  const found = new Set(videos.map((video) => `${video.platform}:${video.platformId}`));
  outcome.missing.push(
    ...expected.filter((row) => !found.has(`${row.platform}:${row.platformId}`)).map((row) => row.id),
  );
  // A deadlock retries the transaction alone: the platform answers are already here (no quota spent again).
  const refreshed = await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      for (const item of fetched) {
        if (!("error" in item)) continue;
        await recordFailure(tx, {
          table: "videos",
          ids: item.group.map((row) => row.id),
          state: fetchStateOf(item.error),
          reason: item.error.message,
          at: input.capturedAt,
        });
      }
      const stored = await storeVideos(tx, { videos, accountId: null, capturedAt: input.capturedAt });
      const ids = stored.map((row) => row.id);
      await recordFailure(tx, {
        table: "videos",
        ids: outcome.missing,
        state: "not_found",
        reason: "The platform no longer returns this video",
        at: input.capturedAt,
      });
      await syncFeedStatuses(tx, [...ids, ...outcome.missing, ...outcome.failed], input.capturedAt);
      await scheduleVideos(tx, ids, input.capturedAt);
      return ids;
    }),
  );
  outcome.refreshed.push(...refreshed);
  return outcome;
}
