// recordViewsTotal (channel history, issue 19; review finding 5): an account snapshot's views_total is the sum of
// the views of the videos that refresh listed, as fetched then. An old video of the channel that another team
// tracks alone (refreshed at other instants, with far more views) must not move it. The oracle is the seeded
// numbers added by hand.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Platform } from "@/domain/enums";
import { accountSnapshots, platformAccounts, platformVideos, videoSnapshots } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { recordViewsTotal } from "./store-account";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const db = () => env.handle.db;
const listing = new Date("2026-06-01T10:00:00Z");
const oldVideoRefresh = new Date("2026-06-01T09:00:00Z");
let accountId = 0;
let listed: number[] = [];
let oldVideo = 0;

beforeAll(async () => {
  env = await setupTestDb();
  const [account] = await db()
    .insert(platformAccounts)
    .values({ platform: Platform.YouTube, platformId: "views-total-channel" })
    .returning({ id: platformAccounts.id });
  accountId = account?.id as number;
  const videos = await db()
    .insert(platformVideos)
    .values([
      { platform: Platform.YouTube, platformId: "vt-new-1", accountId, views: 1_000 },
      { platform: Platform.YouTube, platformId: "vt-new-2", accountId, views: 250 },
      { platform: Platform.YouTube, platformId: "vt-old", accountId, views: 5_000_000 },
    ])
    .returning({ id: platformVideos.id });
  listed = videos.slice(0, 2).map((video) => video.id);
  oldVideo = videos[2]?.id as number;
  await db()
    .insert(videoSnapshots)
    .values([
      { videoId: listed[0] as number, capturedAt: listing, views: 1_000 },
      { videoId: listed[1] as number, capturedAt: listing, views: 250 },
      { videoId: oldVideo, capturedAt: oldVideoRefresh, views: 5_000_000 },
    ]);
  await db().insert(accountSnapshots).values({ accountId, capturedAt: listing });
});
afterAll(async () => {
  await env.teardown();
});

async function viewsTotal(): Promise<number | null> {
  const [row] = await db()
    .select({ viewsTotal: accountSnapshots.viewsTotal })
    .from(accountSnapshots)
    .where(and(eq(accountSnapshots.accountId, accountId), eq(accountSnapshots.capturedAt, listing)));
  return row?.viewsTotal ?? null;
}

describe("recordViewsTotal", () => {
  it("sums the listed videos as fetched, not another team's old video of the channel", async () => {
    await recordViewsTotal(db(), accountId, listing, listed);
    expect(await viewsTotal()).toBe(1_250);
  });

  it("without the ids, sums the account's videos captured at that instant only", async () => {
    await db().update(accountSnapshots).set({ viewsTotal: null }).where(eq(accountSnapshots.accountId, accountId));
    await recordViewsTotal(db(), accountId, listing);
    expect(await viewsTotal()).toBe(1_250);
  });

  it("stays unknown (null, never 0) when the listing had no video with known views", async () => {
    await recordViewsTotal(db(), accountId, listing, []);
    expect(await viewsTotal()).toBeNull();
  });
});
