// Writes what a platform said about an account: the latest values on the global row and one snapshot per
// capture time (idempotent: a retried job writes the same key and changes nothing).
import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { PLATFORM_ENUM } from "@/domain/platforms";
import type { Db } from "../db/client";
import { accountSnapshots, platformAccounts, platformVideos, videoSnapshots } from "../db/schema";
import type { NormalizedAccount } from "../platforms/types";

type Tx = Pick<Db, "insert" | "update" | "execute">;

export async function storeAccount(tx: Tx, account: NormalizedAccount, capturedAt: Date): Promise<number> {
  const values = {
    platform: PLATFORM_ENUM[account.platform],
    platformId: account.platformId,
    handle: account.handle,
    displayName: account.displayName,
    avatarUrl: account.avatarUrl,
    profileUrl: account.profileUrl,
    bio: account.bio,
    followers: account.followers,
    following: account.following,
    videoCount: account.videoCount,
    likesTotal: account.likesTotal,
    isDemo: account.isDemo,
    raw: account.raw as object,
    lastFetchedAt: capturedAt,
    fetchState: "ok",
    fetchError: null,
    fetchErrorAt: null,
    missedCount: 0,
    updatedAt: capturedAt,
  };
  const [row] = await tx
    .insert(platformAccounts)
    .values(values)
    .onConflictDoUpdate({
      target: [platformAccounts.platform, platformAccounts.platformId],
      // A handle-less answer (lookup by id) keeps the handle we know.
      set: { ...values, handle: sql`coalesce(excluded.handle, ${platformAccounts.handle})` },
    })
    .returning({ id: platformAccounts.id });
  if (!row) throw new Error("account upsert returned nothing");
  await tx
    .insert(accountSnapshots)
    .values({
      accountId: row.id,
      capturedAt,
      followers: account.followers,
      following: account.following,
      videoCount: account.videoCount,
      likesTotal: account.likesTotal,
    })
    .onConflictDoNothing();
  return row.id;
}

/** A stub row for a video's author when only its id and handle are known (single feeds). */
export async function ensureAccountStub(
  tx: Tx,
  input: { platform: NormalizedAccount["platform"]; platformId: string; handle: string | null; isDemo: boolean },
): Promise<number> {
  const [row] = await tx
    .insert(platformAccounts)
    .values({
      platform: PLATFORM_ENUM[input.platform],
      platformId: input.platformId,
      handle: input.handle,
      isDemo: input.isDemo,
    })
    .onConflictDoUpdate({
      target: [platformAccounts.platform, platformAccounts.platformId],
      set: { handle: sql`coalesce(${platformAccounts.handle}, excluded.handle)` },
    })
    .returning({ id: platformAccounts.id });
  if (!row) throw new Error("account stub upsert returned nothing");
  return row.id;
}

/** Median views of the account's known videos, and every video's multiple of it (outliers), in two statements. */
export async function refreshAccountMedian(tx: Tx, accountId: number): Promise<void> {
  await tx
    .update(platformAccounts)
    .set({
      medianViews: sql`(SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${platformVideos.views}))::bigint
        FROM ${platformVideos} WHERE ${platformVideos.accountId} = ${accountId} AND ${platformVideos.views} IS NOT NULL)`,
    })
    .where(eq(platformAccounts.id, accountId));
  await tx.execute(sql`UPDATE ${platformVideos} v SET outlier_multiple = CASE
      WHEN a.median_views > 0 AND v.views IS NOT NULL THEN v.views::float8 / a.median_views END
    FROM ${platformAccounts} a WHERE v.account_id = a.id AND a.id = ${accountId}`);
}

/**
 * Sets the account's snapshot at `capturedAt` to the sum of the views of the videos this refresh listed, as fetched
 * (their video snapshots at `capturedAt`; channel history, issue 19); null while none of them has known views.
 * Only the listed videos count (review finding 5): summing every known video of the account made the total jump when
 * any team tracked an old video of the channel (and showed that team's activity), and froze videos nobody refreshes.
 * `listedVideoIds` are the ids storeVideos returned for the listing; without them, the account's videos captured at
 * exactly `capturedAt` stand in (a video job of the same scheduler tick can then add an unlisted one, so callers
 * pass the ids).
 */
export async function recordViewsTotal(
  tx: Tx,
  accountId: number,
  capturedAt: Date,
  listedVideoIds?: readonly number[],
): Promise<void> {
  const listed =
    listedVideoIds === undefined
      ? sql`${videoSnapshots.videoId} IN (SELECT ${platformVideos.id} FROM ${platformVideos}
          WHERE ${platformVideos.accountId} = ${accountId})`
      : inArray(videoSnapshots.videoId, [...listedVideoIds]);
  await tx
    .update(accountSnapshots)
    .set({
      viewsTotal: sql`(SELECT sum(${videoSnapshots.views})::bigint FROM ${videoSnapshots}
        WHERE ${videoSnapshots.capturedAt} = ${capturedAt.toISOString()}::timestamptz AND ${listed})`,
    })
    .where(and(eq(accountSnapshots.accountId, accountId), eq(accountSnapshots.capturedAt, capturedAt)));
}
