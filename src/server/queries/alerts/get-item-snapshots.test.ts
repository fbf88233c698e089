// The captures alert evaluation compares: for each item, the one at the refresh's capture time and the latest one
// strictly before it, read by one LATERAL ... LIMIT 1 per item. Captures after the refresh, older captures and the
// captures of items not asked for must not be picked; an item without a capture at that time is absent, and one
// with no earlier capture has `before: null`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Platform } from "@/domain/enums";
import { accountSnapshots, platformAccounts, platformVideos, videoSnapshots } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { getAccountSnapshots, getVideoSnapshots } from "./get-item-snapshots";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const at = (hour: number) => new Date(Date.UTC(2026, 10, 20, hour));
const NOW = at(12);
let accountIds: number[];
let videoIds: number[];

beforeAll(async () => {
  env = await setupTestDb();
  const db = env.handle.db;
  const accounts = await db
    .insert(platformAccounts)
    .values(
      ["a", "b", "c"].map((name) => ({ platform: Platform.TikTok, platformId: `snap-${name}`, medianViews: 500 })),
    )
    .returning({ id: platformAccounts.id });
  accountIds = accounts.map((row) => row.id);
  const videos = await db
    .insert(platformVideos)
    .values(
      ["a", "b", "c", "d"].map((name) => ({
        platform: Platform.TikTok,
        platformId: `snap-${name}`,
        accountId: accountIds[0],
      })),
    )
    .returning({ id: platformVideos.id });
  videoIds = videos.map((row) => row.id);
  const [a, b, c, d] = videoIds as [number, number, number, number];
  // a: a long history, a capture now and one after it; b: only now; c: history but no capture now; d: not asked.
  const history = (videoId: number, hours: number[]) =>
    hours.map((hour) => ({ videoId, capturedAt: at(hour), views: hour * 100, likes: hour }));
  await db
    .insert(videoSnapshots)
    .values([
      ...history(a, [0, 2, 4, 6, 8, 12, 14]),
      ...history(b, [12]),
      ...history(c, [4, 8]),
      ...history(d, [10, 12]),
    ]);
  const [x, y, z] = accountIds as [number, number, number];
  await db.insert(accountSnapshots).values(
    [
      [x, 1],
      [x, 9],
      [x, 12],
      [x, 13],
      [y, 12],
      [z, 11],
    ].map(([accountId, hour]) => ({
      accountId: accountId as number,
      capturedAt: at(hour as number),
      likesTotal: (hour as number) * 10,
    })),
  );
});

afterAll(async () => {
  await env.teardown();
});

describe("getVideoSnapshots", () => {
  it("pairs the capture at the refresh time with the latest one before it", async () => {
    const [a, b, c] = videoIds as [number, number, number];
    const found = await getVideoSnapshots(env.handle.db, [a, b, c], NOW);
    expect([...found.keys()].sort((p, q) => p - q)).toEqual([a, b]);
    expect(found.get(a)).toMatchObject({
      now: { capturedAt: at(12), views: 1_200, likes: 12 },
      before: { capturedAt: at(8), views: 800, likes: 8 },
      accountMedianViews: 500,
    });
    expect(found.get(b)?.before).toBeNull();
    expect((await getVideoSnapshots(env.handle.db, [], NOW)).size).toBe(0);
  });
});

describe("getAccountSnapshots", () => {
  it("pairs the account's capture at the refresh time with the latest one before it", async () => {
    const [x, y, z] = accountIds as [number, number, number];
    const found = await getAccountSnapshots(env.handle.db, [x, y, z], NOW);
    expect([...found.keys()].sort((p, q) => p - q)).toEqual([x, y]);
    expect(found.get(x)?.now).toMatchObject({ capturedAt: at(12), likes: 120, views: null });
    expect(found.get(x)?.before).toMatchObject({ capturedAt: at(9), likes: 90 });
    expect(found.get(y)?.before).toBeNull();
  });
});
