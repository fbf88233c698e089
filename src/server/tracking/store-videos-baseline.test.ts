// Where the set-based write takes its growth baselines from (store-videos-sql.ts derivedColumns): the video row
// (last_point_at) only while its counts are the latest point of the series, the series otherwise. Each case is
// checked against the growth rule computed here from the captures the test sent. PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../db/test/test-db";
import { applyRetention } from "./retention";
import { change, DAY, HOUR, iso, NOW, num, storeVideosHelpers, video } from "./test/store-videos-support";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const { query, writeBatch, videosOf } = storeVideosHelpers(() => env.handle.db);

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  await env.teardown();
});

describe("growth baselines of the set-based write", () => {
  // The previous capture's views come from the row (last_point_at) only while no snapshot is later than it: an
  // out-of-order capture or a point deleted by retention must fall back to the series, or growth would be wrong.
  it("takes the growth baselines from the row only while its counts are the latest point", async () => {
    const series: [number, number][] = [];
    const write = async (at: number, views: number) => {
      series.push([at, views]);
      await writeBatch([video("lpA", views)], null, at);
    };
    const expectOracle = async (at: number) => {
      const row = (await videosOf("lpA")).get("lpA");
      const kept = series.filter(([t]) => t <= at);
      expect(num(row?.views_change_last ?? null), `last at ${iso(at)}`).toBe(change(kept, at, (t) => t < at));
      expect(num(row?.views_change_1d ?? null), `1d at ${iso(at)}`).toBe(
        change(kept, at, (t) => t <= at - DAY + 2 * HOUR),
      );
      expect(num(row?.views_change_7d ?? null), `7d at ${iso(at)}`).toBe(
        change(kept, at, (t) => t <= at - 7 * DAY + 2 * HOUR),
      );
    };
    // In order: a week ago, a day ago, three hours ago (each baseline from the row or the series).
    await write(NOW - 7 * DAY - HOUR, 1_000);
    await write(NOW - DAY, 1_400);
    await expectOracle(NOW - DAY);
    await write(NOW - 3 * HOUR, 2_000);
    await expectOracle(NOW - 3 * HOUR);
    // A late job's capture from five hours ago: the row now holds older counts than the three-hour point.
    await write(NOW - 5 * HOUR, 1_900);
    // Now: the latest earlier point is three hours ago (2,000), not the row's five-hour counts (1,900).
    series.sort((x, y) => x[0] - y[0]);
    await write(NOW, 2_600);
    await expectOracle(NOW);
    expect(num((await videosOf("lpA")).get("lpA")?.views_change_last ?? null)).toBe(600);
    // The next hour reads the row again (its counts are NOW's point).
    await write(NOW + HOUR, 2_650);
    await expectOracle(NOW + HOUR);
    expect(num((await videosOf("lpA")).get("lpA")?.views_change_last ?? null)).toBe(50);

    // Retention deletes the video's series (no team tracks it); its next refresh has no earlier point at all.
    await applyRetention(env.handle.db, new Date(NOW + 2 * HOUR));
    const left = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM video_snapshots s
      JOIN platform_videos v ON v.id = s.video_id WHERE v.platform_id = 'lpA'`);
    expect(left[0]?.n).toBe(0);
    series.length = 0;
    await write(NOW + 2 * HOUR, 2_700);
    const row = (await videosOf("lpA")).get("lpA");
    expect(row?.views_change_last ?? null).toBeNull();
    expect(row?.views_change_1d ?? null).toBeNull();
  });

  // A retried job keeps its capture time but asks the platform again: the snapshot keeps the first attempt's counts
  // (ON CONFLICT DO NOTHING) while the row takes the retry's, so the row may no longer stand for that point.
  it("a retried capture that refetched other counts does not become the next baseline", async () => {
    await writeBatch([video("lpR", 1_000)], null, NOW - 2 * HOUR);
    await writeBatch([video("lpR", 1_100)], null, NOW - HOUR);
    await writeBatch([video("lpR", 1_150)], null, NOW - HOUR);
    const stored = await query<{ views: string }>(sql`SELECT s.views FROM video_snapshots s
      JOIN platform_videos v ON v.id = s.video_id WHERE v.platform_id = 'lpR' AND s.captured_at = ${iso(NOW - HOUR)}`);
    expect(stored.map((r) => num(r.views))).toEqual([1_100]);
    // Retried once more with yet other counts: the row's pointer is unknown now, and a snapshot already stands at
    // this capture time, so the row still may not become the baseline.
    await writeBatch([video("lpR", 1_170)], null, NOW - HOUR);
    await writeBatch([video("lpR", 1_200)], null, NOW);
    // The series: 1,200 now against 1,100 an hour ago (not the retry's 1,150).
    expect(num((await videosOf("lpR")).get("lpR")?.views_change_last ?? null)).toBe(100);
    // And the next hour takes its baseline from the row again, which is NOW's point.
    await writeBatch([video("lpR", 1_260)], null, NOW + HOUR);
    expect(num((await videosOf("lpR")).get("lpR")?.views_change_last ?? null)).toBe(60);
  });

  // Retention that deletes a tracked video's old points but keeps its last one leaves the row's pointer alone.
  it("retention keeps the pointer while the last point survives, and the next refresh still reads the row", async () => {
    await env.handle.db.execute(sql`INSERT INTO organization (id, name, slug, plan) VALUES (990001, 'Retention team',
      'retention-team', 'free') ON CONFLICT DO NOTHING`);
    await writeBatch([video("lpK", 500)], null, NOW - 30 * DAY);
    await writeBatch([video("lpK", 900)], null, NOW - HOUR);
    const [row] = await query<{ id: number }>(sql`SELECT id FROM platform_videos WHERE platform_id = 'lpK'`);
    await env.handle.db.execute(sql`INSERT INTO tracked_feeds (team_id, video_id) VALUES (990001, ${row?.id})`);
    await applyRetention(env.handle.db, new Date(NOW));
    const points = await query<{ at: string }>(sql`SELECT s.captured_at::text AS at FROM video_snapshots s
      WHERE s.video_id = ${row?.id}`);
    expect(points).toHaveLength(1);
    const pointer = await query<{ at: Date | string | null }>(sql`SELECT last_point_at AS at FROM platform_videos
      WHERE id = ${row?.id}`);
    expect(pointer[0]?.at === null ? null : iso(pointer[0]?.at as string)).toBe(iso(NOW - HOUR));
    await writeBatch([video("lpK", 1_000)], null, NOW);
    expect(num((await videosOf("lpK")).get("lpK")?.views_change_last ?? null)).toBe(100);
  });
});
