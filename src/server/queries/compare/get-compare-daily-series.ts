// The daily followers and total views of one account over the comparison window (issue 19 item 3), read from the
// account's and its videos' snapshots. Each day is one of the team's time zone.
import "server-only";
import { and, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { dailyTotals, datesBetween, localDate } from "@/domain/compare/daily-totals";
import type { DailyPoint } from "@/domain/compare/series";
import type { CompareWindow } from "@/domain/compare/window";
import type { Db } from "../../db/client";
import { accountSnapshots, platformVideos, videoSnapshots } from "../../db/schema";

export async function getCompareDailySeries(
  db: Db,
  params: { accountId: number; window: CompareWindow; utcOffsetHours: number },
): Promise<DailyPoint[]> {
  const { accountId, window, utcOffsetHours } = params;
  const dates = datesBetween(localDate(window.start, utcOffsetHours), localDate(window.end, utcOffsetHours));
  const followers = await db
    .select({ capturedAt: accountSnapshots.capturedAt, value: accountSnapshots.followers })
    .from(accountSnapshots)
    .where(and(eq(accountSnapshots.accountId, accountId), gte(accountSnapshots.capturedAt, window.start)));
  const videoIds = db
    .select({ id: platformVideos.id })
    .from(platformVideos)
    .where(eq(platformVideos.accountId, accountId));
  const inWindow = await db
    .select({ key: videoSnapshots.videoId, capturedAt: videoSnapshots.capturedAt, value: videoSnapshots.views })
    .from(videoSnapshots)
    .where(and(inArray(videoSnapshots.videoId, videoIds), gte(videoSnapshots.capturedAt, window.start)));
  // Each video's last views before the window: a video not refreshed inside it still counts in the total.
  const before = await db
    .selectDistinctOn([videoSnapshots.videoId], {
      key: videoSnapshots.videoId,
      capturedAt: videoSnapshots.capturedAt,
      value: videoSnapshots.views,
    })
    .from(videoSnapshots)
    .where(
      and(
        inArray(videoSnapshots.videoId, videoIds),
        lt(videoSnapshots.capturedAt, window.start),
        sql`${videoSnapshots.views} is not null`,
      ),
    )
    .orderBy(videoSnapshots.videoId, desc(videoSnapshots.capturedAt));
  const followerTotals = dailyTotals(
    followers.map((row) => ({ key: 0, ...row })),
    dates,
    utcOffsetHours,
  );
  const viewTotals = dailyTotals([...before, ...inWindow], dates, utcOffsetHours);
  return dates.map((date, index) => ({
    date,
    followers: followerTotals[index] ?? null,
    viewsTotal: viewTotals[index] ?? null,
  }));
}
