// getChannelDailySeries on a real database against hand-written expectations: the seeded captures are plain
// timestamps and the expected days below are worked out by hand (last capture of each local day, uploads counted
// by their local publication date). Another team's channel ids, captures outside the range and a second account's
// rows must not appear.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Platform } from "@/domain/enums";
import {
  accountSnapshots,
  organization,
  platformAccounts,
  platformVideos,
  trackedChannels,
  videoSnapshots,
} from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { getChannelDailySeries } from "./get-channel-daily-series";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const db = () => env.handle.db;
let teamA = 0;
let teamB = 0;
let channelA = 0;
let channelB = 0;
let channelOther = 0;
let accountX = 0;

async function team(name: string): Promise<number> {
  const [row] = await db()
    .insert(organization)
    .values({ name, slug: `daily-series-${name}-${Date.now()}` })
    .returning({ id: organization.id });
  return (row as { id: number }).id;
}

async function account(platformId: string): Promise<number> {
  const [row] = await db()
    .insert(platformAccounts)
    .values({ platform: Platform.TikTok, platformId })
    .returning({ id: platformAccounts.id });
  return (row as { id: number }).id;
}

async function channel(teamId: number, accountId: number): Promise<number> {
  const [row] = await db()
    .insert(trackedChannels)
    .values({ teamId, accountId, status: 1 })
    .returning({ id: trackedChannels.id });
  return (row as { id: number }).id;
}

function capture(accountId: number, iso: string, followers: number | null, viewsTotal: number | null) {
  return {
    accountId,
    capturedAt: new Date(iso),
    followers,
    following: 5,
    videoCount: 12,
    likesTotal: followers === null ? null : followers * 2,
    viewsTotal,
  };
}

beforeAll(async () => {
  env = await setupTestDb();
  teamA = await team("a");
  teamB = await team("b");
  accountX = await account("series-x");
  const accountY = await account("series-y");
  channelA = await channel(teamA, accountX);
  channelB = await channel(teamB, accountX);
  channelOther = await channel(teamB, accountY);
  await db()
    .insert(accountSnapshots)
    .values([
      capture(accountX, "2026-03-26T09:00:00Z", 90, 800), // before the range
      capture(accountX, "2026-03-27T08:00:00Z", 100, 1000),
      capture(accountX, "2026-03-27T20:00:00Z", 105, 1100), // last of 03-27 in UTC; 03-27 22:00 in Berlin (+1)
      capture(accountX, "2026-03-27T23:30:00Z", 107, 1150), // 03-27 in UTC, 03-28 00:30 in Berlin
      // 2026-03-28 has nothing else; 2026-03-29 is Berlin's 23-hour day (summer time from 01:00 UTC).
      capture(accountX, "2026-03-29T12:00:00Z", 120, null),
      capture(accountX, "2026-03-29T22:30:00Z", 125, 1400), // 03-29 in UTC, 03-30 00:30 in Berlin (+2)
      capture(accountX, "2026-03-31T10:00:00Z", 130, 1500),
      capture(accountX, "2026-04-02T10:00:00Z", 150, 1700), // after the range
      capture(accountY, "2026-03-29T12:00:00Z", 9_999, 9_999),
    ]);
  await db()
    .insert(platformVideos)
    .values([
      {
        platform: Platform.TikTok,
        platformId: "series-v1",
        accountId: accountX,
        publishedAt: new Date("2026-03-27T10:00:00Z"),
        views: 400,
      },
      {
        platform: Platform.TikTok,
        platformId: "series-v2",
        accountId: accountX,
        publishedAt: new Date("2026-03-27T23:10:00Z"),
        views: 500,
      },
      {
        platform: Platform.TikTok,
        platformId: "series-v3",
        accountId: accountX,
        publishedAt: new Date("2026-03-31T01:00:00Z"),
        views: 600,
      },
      {
        platform: Platform.TikTok,
        platformId: "series-v4",
        accountId: accountY,
        publishedAt: new Date("2026-03-27T10:00:00Z"),
        views: 1,
      },
    ]);
});

afterAll(async () => {
  await env.teardown();
});

const row = (date: string, followers: number | null, viewsTotal: number | null, newVideos: number) => ({
  date,
  followers,
  following: 5,
  likesTotal: followers === null ? null : followers * 2,
  videoCount: 12,
  viewsTotal,
  newVideos,
});

describe("getChannelDailySeries", () => {
  it("answers the last capture of each UTC day with the uploads of that day", async () => {
    const series = await getChannelDailySeries(db(), {
      teamId: teamA,
      channelIds: [channelA],
      from: "2026-03-27",
      to: "2026-03-31",
      timeZone: 0,
    });
    expect(series).toEqual([
      {
        channelId: channelA,
        accountId: accountX,
        days: [row("2026-03-27", 107, 1150, 2), row("2026-03-29", 125, 1400, 0), row("2026-03-31", 130, 1500, 1)],
      },
    ]);
  });

  it("buckets by a fixed offset and by a zone across its daylight-saving change", async () => {
    const plusTwo = await getChannelDailySeries(db(), {
      teamId: teamA,
      channelIds: [channelA],
      from: "2026-03-27",
      to: "2026-03-31",
      timeZone: 2,
    });
    // +2: 23:30Z and 23:10Z belong to 03-28, 22:30Z on 03-29 to 03-30.
    expect(plusTwo[0]?.days).toEqual([
      row("2026-03-27", 105, 1100, 1),
      row("2026-03-28", 107, 1150, 1),
      row("2026-03-29", 120, null, 0),
      row("2026-03-30", 125, 1400, 0),
      row("2026-03-31", 130, 1500, 1),
    ]);
    const berlin = await getChannelDailySeries(db(), {
      teamId: teamA,
      channelIds: [channelA],
      from: "2026-03-28",
      to: "2026-03-30",
      timeZone: "Europe/Berlin",
    });
    // Before the change (+1) 23:30Z is 03-28 00:30; after it (+2) 22:30Z is 03-30 00:30.
    expect(berlin[0]?.days).toEqual([
      row("2026-03-28", 107, 1150, 1),
      row("2026-03-29", 120, null, 0),
      row("2026-03-30", 125, 1400, 0),
    ]);
  });

  it("answers nothing for another team's channel ids, and each team only its own", async () => {
    const params = { from: "2026-03-27", to: "2026-03-31", timeZone: 0 };
    expect(await getChannelDailySeries(db(), { ...params, teamId: teamA, channelIds: [channelOther] })).toEqual([]);
    const mixed = await getChannelDailySeries(db(), {
      ...params,
      teamId: teamA,
      channelIds: [channelOther, channelA, channelB],
    });
    expect(mixed.map((series) => series.channelId)).toEqual([channelA]);
    const other = await getChannelDailySeries(db(), { ...params, teamId: teamB, channelIds: [channelOther, channelB] });
    expect(other.map((series) => [series.channelId, series.days.map((day) => day.followers)])).toEqual([
      [channelB, [107, 125, 130]],
      [channelOther, [9_999]],
    ]);
  });

  it("rejects a malformed date or unknown zone rather than querying", async () => {
    const base = { teamId: teamA, channelIds: [channelA], from: "2026-03-27", to: "2026-03-31", timeZone: 0 };
    await expect(getChannelDailySeries(db(), { ...base, from: "2026-02-30" })).rejects.toThrow(RangeError);
    await expect(getChannelDailySeries(db(), { ...base, timeZone: "Mars/Olympus" })).rejects.toThrow(RangeError);
  });
});

describe("the views_total backfill of the account_views_total migration", () => {
  it("sums, per account capture, the views of the account's videos captured at that same instant", async () => {
    const accountZ = await account("series-z");
    const accountOther = await account("series-backfill-other");
    const [v1, v2, v3, y1] = await db()
      .insert(platformVideos)
      .values([
        { platform: Platform.TikTok, platformId: "series-z1", accountId: accountZ },
        { platform: Platform.TikTok, platformId: "series-z2", accountId: accountZ },
        // An old video of the channel some team tracks alone: refreshed at other instants, never in a listing.
        { platform: Platform.TikTok, platformId: "series-z3-old", accountId: accountZ },
        { platform: Platform.TikTok, platformId: "series-backfill-other-1", accountId: accountOther },
      ])
      .returning({ id: platformVideos.id });
    const at = (iso: string) => new Date(iso);
    const id = (row: { id: number } | undefined) => row?.id as number;
    await db()
      .insert(videoSnapshots)
      .values([
        { videoId: id(v1), capturedAt: at("2026-05-01T10:00:00Z"), views: 100 },
        { videoId: id(v2), capturedAt: at("2026-05-01T10:00:00Z"), views: 60 },
        { videoId: id(v1), capturedAt: at("2026-05-02T10:00:00Z"), views: 150 },
        { videoId: id(v2), capturedAt: at("2026-05-02T10:00:00Z"), views: null },
        { videoId: id(v3), capturedAt: at("2026-05-01T12:00:00Z"), views: 900_000 },
        { videoId: id(v3), capturedAt: at("2026-05-02T12:00:00Z"), views: 950_000 },
        // Another account's video captured at one of Z's instants: not Z's.
        { videoId: id(y1), capturedAt: at("2026-05-01T10:00:00Z"), views: 7 },
      ]);
    await db()
      .insert(accountSnapshots)
      .values([
        { accountId: accountZ, capturedAt: at("2026-04-30T10:00:00Z") }, // no video capture then: stays null
        { accountId: accountZ, capturedAt: at("2026-05-01T10:00:00Z") }, // v1 100 + v2 60
        { accountId: accountZ, capturedAt: at("2026-05-02T10:00:00Z") }, // v1 150 (v2's null is skipped)
        { accountId: accountZ, capturedAt: at("2026-05-03T10:00:00Z") }, // no video capture then: stays null
      ]);
    // Found by name, not number: migrations are renumbered when branches merge.
    const file = fs
      .readdirSync(path.join(process.cwd(), "drizzle"))
      .find((name) => name.endsWith("_account_views_total.sql"));
    expect(file).toBeDefined();
    const migration = fs.readFileSync(path.join(process.cwd(), "drizzle", file as string), "utf8");
    const backfill = migration.split("--> statement-breakpoint").find((part) => part.includes("UPDATE"));
    expect(backfill).toBeDefined();
    await db().execute(sql.raw(backfill as string));
    const rows = await db()
      .select({ capturedAt: accountSnapshots.capturedAt, viewsTotal: accountSnapshots.viewsTotal })
      .from(accountSnapshots)
      .where(sql`${accountSnapshots.accountId} = ${accountZ}`)
      .orderBy(accountSnapshots.capturedAt);
    expect(rows.map((r) => r.viewsTotal)).toEqual([null, 160, 150, null]);
  });
});
