// The manual refresh throttle: one refresh by hand per feed or channel per MANUAL_REFRESH_MINUTES, claimed with a
// conditional UPDATE … RETURNING (issue 13 item 4), so of concurrent clicks exactly one refreshes. The per-person
// and per-team counts (./usage-limits.ts) are taken first and given back when the throttle refuses.
import "server-only";
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { ErrorCode } from "@/domain/error-codes";
import type { trackedChannels, trackedFeeds } from "../../db/schema";
import { RateLimitedError } from "../../security/rate-limited-error";
import type { ActorContext } from "../context";
import { countUsage, refundUsage } from "./usage-limits";

/** A person may refresh one feed or channel by hand once per this many minutes (platform quotas are shared). */
export const MANUAL_REFRESH_MINUTES = 5;

type Throttled = typeof trackedFeeds | typeof trackedChannels;

function throttledError(last: Date | null, at: Date): RateLimitedError {
  const windowMs = MANUAL_REFRESH_MINUTES * 60_000;
  // A concurrent winner may have claimed a moment after this request's `at`: the wait is never more than a window.
  const waitMs = Math.min(windowMs, Math.max(1000, (last?.getTime() ?? at.getTime()) + windowMs - at.getTime()));
  const minutes = Math.ceil(waitMs / 60_000);
  const seconds = Math.ceil(waitMs / 1000);
  // The moment itself, so the page can say "again at 14:05" in the person's time zone (issue 20 item 4).
  const nextRefreshAt = new Date(at.getTime() + seconds * 1000).toISOString();
  return new RateLimitedError(
    `This was refreshed moments ago; you can refresh it again in ${minutes} minute${minutes === 1 ? "" : "s"}`,
    seconds,
    ErrorCode.RateLimited,
    { next_refresh_at: nextRefreshAt },
  );
}

/** Claims the manual refresh of one row for `at`, or throws 429 with the wait when it was refreshed too recently. */
export async function claimManualRefresh(ctx: ActorContext, table: Throttled, id: number, at: Date): Promise<void> {
  await countUsage(ctx, "refresh");
  const earliest = new Date(at.getTime() - MANUAL_REFRESH_MINUTES * 60_000);
  const claimed = await ctx.db
    .update(table)
    .set({ lastManualRefreshAt: at })
    .where(and(eq(table.id, id), or(isNull(table.lastManualRefreshAt), lte(table.lastManualRefreshAt, earliest))))
    .returning({ id: table.id });
  if (claimed.length > 0) return;
  await refundUsage(ctx, "refresh");
  const [row] = await ctx.db.select({ last: table.lastManualRefreshAt }).from(table).where(eq(table.id, id));
  throw throttledError(row?.last ?? null, at);
}
