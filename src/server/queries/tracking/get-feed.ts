// GET /v1/feed/{id}: one of the team's feeds with its metrics history, limited to the team's plan window.
import "server-only";
import { and, asc, count, eq, gte } from "drizzle-orm";
import type { FeedDetail } from "@/domain/contracts/tracking";
import { historyStart } from "@/domain/plans";
import type { Db } from "../../db/client";
import { organization, trackedFeeds, videoSnapshots } from "../../db/schema";
import { feedRows } from "./feed-columns";
import { presentFeed } from "./present-feed";

export async function getFeed(
  db: Db,
  params: { teamId: number; feedId: number; now: Date },
): Promise<FeedDetail | null> {
  const [row] = await feedRows(db).where(
    and(eq(trackedFeeds.id, params.feedId), eq(trackedFeeds.teamId, params.teamId)),
  );
  if (!row) return null;
  const [team] = await db
    .select({ plan: organization.plan })
    .from(organization)
    .where(eq(organization.id, params.teamId));
  const since = historyStart(team?.plan ?? "free", params.now);
  const window = since
    ? and(eq(videoSnapshots.videoId, row.videoId), gte(videoSnapshots.capturedAt, since))
    : eq(videoSnapshots.videoId, row.videoId);
  const history = await db
    .select({
      captured_at: videoSnapshots.capturedAt,
      views: videoSnapshots.views,
      likes: videoSnapshots.likes,
      comments: videoSnapshots.comments,
      shares: videoSnapshots.shares,
      bookmarks: videoSnapshots.bookmarks,
    })
    .from(videoSnapshots)
    .where(window)
    .orderBy(asc(videoSnapshots.capturedAt));
  const [all] = await db.select({ n: count() }).from(videoSnapshots).where(eq(videoSnapshots.videoId, row.videoId));
  return {
    ...presentFeed(row),
    history: history.map((point) => ({ ...point, captured_at: point.captured_at.toISOString() })),
    history_since: since ? since.toISOString() : null,
    snapshot_count: Number(all?.n ?? 0),
  };
}
