// "Already tracked" answered from the parsed input alone, before any platform call (issue 13 item 4): a team
// re-pasting a link it tracks costs no platform quota. Handles are compared without "@" and case.
import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import type { ParsedInput } from "@/domain/parse-input";
import { PLATFORM_ENUM } from "@/domain/platforms";
import type { Db } from "../../db/client";
import { platformAccounts, platformVideos, trackedChannels, trackedFeeds } from "../../db/schema";

/** The team's feed of this video, when the link names a video it tracks. */
export async function trackedFeedOf(db: Db, teamId: number, parsed: ParsedInput): Promise<number | null> {
  if (!parsed.id) return null;
  const [row] = await db
    .select({ id: trackedFeeds.id })
    .from(trackedFeeds)
    .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
    .where(
      and(
        eq(trackedFeeds.teamId, teamId),
        eq(platformVideos.platform, PLATFORM_ENUM[parsed.platform]),
        eq(platformVideos.platformId, parsed.id),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** The team's channel of this account, when the link names (by id or handle) an account it tracks. */
export async function trackedChannelOf(db: Db, teamId: number, parsed: ParsedInput): Promise<number | null> {
  const handle = parsed.handle?.replace(/^@/, "").toLowerCase() || null;
  const named = or(
    parsed.id ? eq(platformAccounts.platformId, parsed.id) : undefined,
    handle ? sql`lower(regexp_replace(${platformAccounts.handle}, '^@', '')) = ${handle}` : undefined,
  );
  if (!named) return null;
  const [row] = await db
    .select({ id: trackedChannels.id })
    .from(trackedChannels)
    .innerJoin(platformAccounts, eq(platformAccounts.id, trackedChannels.accountId))
    .where(
      and(eq(trackedChannels.teamId, teamId), eq(platformAccounts.platform, PLATFORM_ENUM[parsed.platform]), named),
    )
    .limit(1);
  return row?.id ?? null;
}
