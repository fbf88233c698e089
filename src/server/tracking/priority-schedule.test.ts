// Hourly priority items in the schedule (issue 18 item 3). The interval of a video or account is the fastest among
// the teams actively tracking it: an hour where a Max team marks it priority, the plan's interval otherwise (a mark
// of a team below Max is ignored). And the scheduler is fair: with a backlog of priority items larger than the
// workers can serve, every daily item is still refreshed, oldest due first. Runs on PGlite and on PostgreSQL.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChannelStatus, FeedStatus, Platform } from "@/domain/enums";
import { organization, platformAccounts, platformVideos, trackedChannels, trackedFeeds } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { claimDue } from "./claim-due";
import { scheduleAccounts, scheduleVideos } from "./schedule";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const HOUR = 3_600_000;
const MINUTE = 60_000;
let sequence = 0;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  await env.teardown();
});

async function team(plan: "free" | "pro" | "max"): Promise<number> {
  sequence += 1;
  const [row] = await env.handle.db
    .insert(organization)
    .values({ name: `Priority ${sequence}`, slug: `priority-${sequence}`, plan })
    .returning({ id: organization.id });
  return row?.id as number;
}

async function videos(count: number, dueAt: Date): Promise<number[]> {
  const rows = await env.handle.db
    .insert(platformVideos)
    .values(
      Array.from({ length: count }, () => {
        sequence += 1;
        return {
          platform: Platform.YouTube,
          platformId: `prio${String(sequence).padStart(7, "0")}`,
          nextRefreshAt: dueAt,
        };
      }),
    )
    .returning({ id: platformVideos.id });
  return rows.map((r) => r.id);
}

async function track(teamId: number, videoIds: number[], priority: boolean): Promise<void> {
  await env.handle.db
    .insert(trackedFeeds)
    .values(videoIds.map((videoId) => ({ teamId, videoId, status: FeedStatus.Tracking, priority })));
}

async function nextRefresh(videoId: number): Promise<Date | null> {
  const [row] = await env.handle.db
    .select({ next: platformVideos.nextRefreshAt })
    .from(platformVideos)
    .where(eq(platformVideos.id, videoId));
  return row?.next ?? null;
}

describe("the interval of an item tracked by several teams", () => {
  const from = new Date("2026-11-20T10:00:00Z");
  const hoursLater = (hours: number) => new Date(from.getTime() + hours * HOUR).toISOString();

  it("is an hour where a Max team marks it, the plan's interval otherwise, ignoring marks below Max", async () => {
    const [max, pro, free] = [await team("max"), await team("pro"), await team("free")];
    const [shared, proMarked, alone] = await videos(3, from);
    // shared: a Pro team (marked, ignored) and a Max team (not yet marked) track it.
    await track(pro, [shared as number], true);
    await track(max, [shared as number], false);
    await track(pro, [proMarked as number], true);
    await track(free, [alone as number], false);
    const ids = [shared, proMarked, alone] as number[];
    await scheduleVideos(env.handle.db, ids, from);
    expect((await nextRefresh(shared as number))?.toISOString()).toBe(hoursLater(12));
    expect((await nextRefresh(proMarked as number))?.toISOString()).toBe(hoursLater(24));
    expect((await nextRefresh(alone as number))?.toISOString()).toBe(hoursLater(24));

    await env.handle.db
      .update(trackedFeeds)
      .set({ priority: true })
      .where(sql`${trackedFeeds.teamId} = ${max} AND ${trackedFeeds.videoId} = ${shared}`);
    await scheduleVideos(env.handle.db, ids, from);
    expect((await nextRefresh(shared as number))?.toISOString()).toBe(hoursLater(1));

    // The Max team stops its feed: only the Pro team's ignored mark is left, so daily again.
    await env.handle.db
      .update(trackedFeeds)
      .set({ status: FeedStatus.Stop })
      .where(sql`${trackedFeeds.teamId} = ${max} AND ${trackedFeeds.videoId} = ${shared}`);
    await scheduleVideos(env.handle.db, ids, from);
    expect((await nextRefresh(shared as number))?.toISOString()).toBe(hoursLater(24));

    // A downgrade below Max: the marks stay but no longer count.
    await env.handle.db
      .update(trackedFeeds)
      .set({ status: FeedStatus.Tracking })
      .where(sql`${trackedFeeds.teamId} = ${max} AND ${trackedFeeds.videoId} = ${shared}`);
    await env.handle.db.update(organization).set({ plan: "pro" }).where(eq(organization.id, max));
    await scheduleVideos(env.handle.db, ids, from);
    expect((await nextRefresh(shared as number))?.toISOString()).toBe(hoursLater(24));
  });

  it("refreshes a priority channel's account hourly on Max only", async () => {
    const [max, pro] = [await team("max"), await team("pro")];
    const accounts = await env.handle.db
      .insert(platformAccounts)
      .values([
        { platform: Platform.YouTube, platformId: `prio-acc-${sequence}-a`, nextRefreshAt: from },
        { platform: Platform.YouTube, platformId: `prio-acc-${sequence}-b`, nextRefreshAt: from },
      ])
      .returning({ id: platformAccounts.id });
    const [onMax, onPro] = accounts.map((a) => a.id) as [number, number];
    await env.handle.db.insert(trackedChannels).values([
      { teamId: max, accountId: onMax, status: ChannelStatus.Tracking, priority: true },
      { teamId: pro, accountId: onPro, status: ChannelStatus.Tracking, priority: true },
    ]);
    await scheduleAccounts(env.handle.db, [onMax, onPro], from);
    const rows = await env.handle.db
      .select({ id: platformAccounts.id, next: platformAccounts.nextRefreshAt })
      .from(platformAccounts)
      .where(inArray(platformAccounts.id, [onMax, onPro]));
    const next = new Map(rows.map((r) => [r.id, r.next?.toISOString()]));
    expect(next.get(onMax)).toBe(hoursLater(1));
    expect(next.get(onPro)).toBe(hoursLater(24));
  });
});

describe("fairness between priority and daily items", () => {
  it("serves every daily item, oldest due first, under a priority backlog larger than the capacity", async () => {
    const start = new Date("2026-12-01T00:00:00Z");
    // Only this test's items are on the schedule.
    await env.handle.db.update(platformVideos).set({ nextRefreshAt: null });
    await env.handle.db.update(platformAccounts).set({ nextRefreshAt: null });
    const [max, pro] = [await team("max"), await team("pro")];
    // 40 priority items want 40 refreshes an hour; the workers serve 5 every 10 minutes (30 an hour), so the
    // priority items alone are a backlog that never clears. 30 daily items fall due 30 minutes into it.
    const priority = await videos(40, start);
    const daily = await videos(30, new Date(start.getTime() + 30 * MINUTE));
    await track(max, priority, true);
    await track(pro, daily, false);
    const mine = new Set([...priority, ...daily]);
    const refreshedAt = new Map<number, Date[]>();
    const CAPACITY = 5;

    for (let tick = 0; tick < 6 * 6; tick += 1) {
      const at = new Date(start.getTime() + tick * 10 * MINUTE);
      // The oracle of "oldest first": before claiming, the due items of this test sorted by due time.
      const dueBefore = await env.handle.db
        .select({ id: platformVideos.id, next: platformVideos.nextRefreshAt })
        .from(platformVideos)
        .where(sql`${platformVideos.nextRefreshAt} <= ${at.toISOString()}::timestamptz`);
      const dueMine = dueBefore.filter((r) => mine.has(r.id));
      const claimed = (await claimDue(env.handle.db, at, CAPACITY)).flatMap((b) => (b.kind === "videos" ? b.ids : []));
      const claimedMine = claimed.filter((id) => mine.has(id));
      expect(claimedMine).toEqual(claimed);
      if (dueMine.length >= CAPACITY) expect(claimedMine.length).toBe(CAPACITY);
      const latestClaimed = Math.max(
        ...claimedMine.map((id) => dueMine.find((r) => r.id === id)?.next?.getTime() ?? 0),
      );
      const waitingOlder = dueMine.filter(
        (r) => !claimedMine.includes(r.id) && (r.next?.getTime() ?? 0) < latestClaimed,
      );
      expect(waitingOlder).toEqual([]);
      for (const id of claimedMine) refreshedAt.set(id, [...(refreshedAt.get(id) ?? []), at]);
      // The refresh: each claimed item gets its real next time from its teams' plans and marks.
      await scheduleVideos(env.handle.db, claimed, at);
    }

    const servedDaily = daily.filter((id) => refreshedAt.has(id));
    expect(servedDaily).toEqual(daily);
    for (const id of daily) expect(refreshedAt.get(id)?.length).toBe(1);
    // Each daily item waited for at most the items due before it: 40 priority + 30 daily at 5 per 10 minutes.
    const maxDailyLag = Math.max(
      ...daily.map((id) => (refreshedAt.get(id)?.[0]?.getTime() ?? 0) - (start.getTime() + 30 * MINUTE)),
    );
    expect(maxDailyLag).toBeLessThanOrEqual(((40 + 30) / CAPACITY) * 10 * MINUTE);
    // And the priority items keep being served beside them, more than once in six hours.
    for (const id of priority) expect(refreshedAt.get(id)?.length ?? 0).toBeGreaterThanOrEqual(2);
  });
});
