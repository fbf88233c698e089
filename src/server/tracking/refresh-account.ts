// Refreshes an account tracked as a channel: its profile and counts, its newest videos (to follow new uploads and
// keep the median current), then imports new uploads for each team tracking it.
import "server-only";
import { and, eq, inArray, max } from "drizzle-orm";
import { platformNameOf } from "@/domain/platforms";
import { ACTIVE_CHANNEL_STATUSES } from "@/domain/tracking-status";
import type { Db } from "../db/client";
import { platformAccounts, trackedChannels } from "../db/schema";
import { PlatformError } from "../platforms/errors";
import { adapterFor } from "../platforms/registry";
import type { AccountRef, NormalizedAccount, NormalizedVideo } from "../platforms/types";
import { importNewUploads } from "./import-uploads";
import { fetchStateOf, recordFailure } from "./record-failure";
import { scheduleAccounts, scheduleVideos } from "./schedule";
import { recordViewsTotal, refreshAccountMedian, storeAccount } from "./store-account";
import { storeVideos } from "./store-videos";
import { syncChannelStatuses, syncFeedStatuses } from "./sync-statuses";

export const DEFAULT_VIDEO_LIMIT = 30;

export type AccountRefreshOutcome = "refreshed" | "failed" | "missing";

export async function refreshAccount(
  db: Db,
  input: { accountId: number; capturedAt: Date },
): Promise<AccountRefreshOutcome> {
  const [row] = await db
    .select({
      platform: platformAccounts.platform,
      platformId: platformAccounts.platformId,
      handle: platformAccounts.handle,
      isDemo: platformAccounts.isDemo,
    })
    .from(platformAccounts)
    .where(eq(platformAccounts.id, input.accountId));
  const platform = row ? platformNameOf(row.platform) : null;
  if (!row || !platform) return "missing";
  const [limitRow] = await db
    .select({ limit: max(trackedChannels.videoLimit) })
    .from(trackedChannels)
    .where(
      and(
        eq(trackedChannels.accountId, input.accountId),
        inArray(trackedChannels.status, [...ACTIVE_CHANNEL_STATUSES]),
      ),
    );
  const ref: AccountRef = {
    platform,
    id: row.platformId,
    ...(row.handle ? { handle: row.handle.replace(/^@/, "") } : {}),
  };
  const adapter = adapterFor(platform, row.isDemo);

  let account: NormalizedAccount;
  let videos: NormalizedVideo[];
  try {
    account = await adapter.fetchAccount(ref);
    videos = (await adapter.listAccountVideos(ref, { limit: limitRow?.limit ?? DEFAULT_VIDEO_LIMIT })).videos;
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    await db.transaction(async (tx) => {
      const state = fetchStateOf(error);
      await recordFailure(tx, {
        table: "accounts",
        ids: [input.accountId],
        state,
        reason: error.message,
        at: input.capturedAt,
      });
      await syncChannelStatuses(tx, input.accountId, input.capturedAt);
    });
    return "failed";
  }

  await db.transaction(async (tx) => {
    await storeAccount(tx, account, input.capturedAt);
    const stored = await storeVideos(tx, { videos, accountId: input.accountId, capturedAt: input.capturedAt });
    await refreshAccountMedian(tx, input.accountId);
    await recordViewsTotal(
      tx,
      input.accountId,
      input.capturedAt,
      stored.map((video) => video.id),
    );
    const imported = await importNewUploads(tx, input.accountId, input.capturedAt);
    const videoIds = [...new Set([...stored.map((video) => video.id), ...imported])];
    await syncChannelStatuses(tx, input.accountId, input.capturedAt);
    await syncFeedStatuses(tx, videoIds, input.capturedAt);
    await scheduleVideos(tx, videoIds, input.capturedAt);
    await scheduleAccounts(tx, [input.accountId], input.capturedAt);
  });
  return "refreshed";
}
