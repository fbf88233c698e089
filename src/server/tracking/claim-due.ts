// The scheduler's claim: due entities (next_refresh_at <= now) are taken with FOR UPDATE SKIP LOCKED and leased
// (next_refresh_at pushed forward) in one statement, so any number of concurrent ticks claim disjoint sets. A
// refresh sets the real next time; a claim whose job never finishes is simply due again when the lease ends.
// Oldest due first is also the fairness rule between hourly priority items and daily ones (issue 18 item 3): a
// refreshed priority item is due again an hour later, behind every item already waiting, so however large the
// priority backlog, a daily item waits only for what became due before it (tracking/priority-schedule.test.ts).
import "server-only";
import { sql } from "drizzle-orm";
import { platformNameOf } from "@/domain/platforms";
import type { Db } from "../db/client";
import type { PlatformName } from "../platforms/types";

export const CLAIM_LEASE_MINUTES = 15;
export const CLAIM_LIMIT = 2_000;
/**
 * Videos per refresh job, by platform. A job is one transaction (refresh-videos.ts), and the set-based write's cost
 * per video falls with the batch (issue 18 item 1, bench/RESULTS.md), so a job carries several platform calls where
 * the platform allows: YouTube's videos.list takes 50 ids a call (ten calls a job, made one after another); TikTok
 * fetches one id per request, in parallel under HttpSource's cap; Instagram and Threads walk the authors' pages per
 * video, so their jobs stay small. Demo videos keep 50, one call's worth: the sandbox's DEMO_LATENCY_MS is per
 * call, and the worker proofs (jobs/tracking-scale.test.ts) count on several demo jobs per claim.
 */
export const VIDEO_BATCH_BY_PLATFORM: Record<PlatformName, number> = {
  youtube: 500,
  tiktok: 100,
  instagram: 50,
  threads: 50,
};
const DEMO_VIDEO_BATCH = 50;
/** The largest job of any platform. */
export const VIDEO_BATCH = Math.max(DEMO_VIDEO_BATCH, ...Object.values(VIDEO_BATCH_BY_PLATFORM));

export interface ClaimedBatch {
  kind: "videos" | "account";
  platform: PlatformName;
  ids: number[];
}

interface ClaimedRow {
  id: number;
  platform: number;
  is_demo: boolean;
  /** A video's account (an account's own id): batches are cut in this order, see claimDue. */
  order_key: number | null;
}

async function claim(
  db: Db,
  table: "platform_videos" | "platform_accounts",
  now: Date,
  limit: number,
): Promise<ClaimedRow[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    WITH due AS (
      SELECT id FROM ${sql.identifier(table)}
      WHERE next_refresh_at <= ${at}::timestamptz
      ORDER BY next_refresh_at
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    UPDATE ${sql.identifier(table)} t
    SET next_refresh_at = ${at}::timestamptz + make_interval(mins => ${CLAIM_LEASE_MINUTES})
    FROM due WHERE t.id = due.id
    RETURNING t.id, t.platform, t.is_demo, ${table === "platform_videos" ? sql`t.account_id` : sql`t.id`} AS order_key`);
  return (result as unknown as { rows: ClaimedRow[] }).rows;
}

/** Claims every due video and account and cuts them into refresh batches per platform and source. */
export async function claimDue(db: Db, now: Date, limit = CLAIM_LIMIT): Promise<ClaimedBatch[]> {
  const batches: ClaimedBatch[] = [];
  const videoGroups = new Map<string, { platform: PlatformName; size: number; ids: number[] }>();
  const keys = new Map<number, number>();
  for (const row of await claim(db, "platform_videos", now, limit)) {
    keys.set(row.id, Number(row.order_key ?? 0));
    const platform = platformNameOf(row.platform);
    if (!platform) continue;
    const key = `${platform}:${row.is_demo}`;
    const size = row.is_demo ? DEMO_VIDEO_BATCH : VIDEO_BATCH_BY_PLATFORM[platform];
    const group = videoGroups.get(key) ?? { platform, size, ids: [] };
    group.ids.push(row.id);
    videoGroups.set(key, group);
  }
  for (const group of videoGroups.values()) {
    // Cut in account order: the refresh's set-based write updates the touched accounts' rows, so jobs of one claim
    // running side by side share at most the account at their boundary, and a lock cycle between them (a
    // deadlock) needs two shared rows (issue 18 item 2; bench/RESULTS.md).
    group.ids.sort((a, b) => (keys.get(a) ?? 0) - (keys.get(b) ?? 0) || a - b);
    for (let i = 0; i < group.ids.length; i += group.size) {
      batches.push({ kind: "videos", platform: group.platform, ids: group.ids.slice(i, i + group.size) });
    }
  }
  for (const row of await claim(db, "platform_accounts", now, limit)) {
    const platform = platformNameOf(row.platform);
    if (platform) batches.push({ kind: "account", platform, ids: [row.id] });
  }
  return batches;
}
