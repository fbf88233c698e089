// GET /v1/channel/{id}/gains and /gains/export on seeded snapshots with the clock fixed. The expected rows are
// worked out by hand from the seeded captures (team time zone UTC+2, Free plan's 7-day window): last capture of
// each local day, changes against the latest earlier day with a value, missing days marked, newest first.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChannelGains } from "@/domain/contracts/channel-history";
import { Platform } from "@/domain/enums";
import { ErrorCode } from "@/domain/error-codes";
import { setClock } from "../../clock";
import { accountSnapshots, organization, platformAccounts, platformVideos, trackedChannels } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { registerUser } from "../test/tracking-helpers";
import { analystOf } from "../test/upload-helpers";

const NOW = new Date("2026-11-20T12:00:00Z"); // 14:00 on 2026-11-20 at UTC+2
let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
let owner: SignedInUser;
let stranger: SignedInUser;
let analyst: SignedInUser;
let channelId = 0;
let strangerChannelId = 0;

async function trackedAccount(teamId: number, platformId: string): Promise<{ accountId: number; channelId: number }> {
  const db = env.handle.db;
  const [account] = await db
    .insert(platformAccounts)
    .values({ platform: Platform.TikTok, platformId })
    .returning({ id: platformAccounts.id });
  const accountId = (account as { id: number }).id;
  const [channel] = await db
    .insert(trackedChannels)
    .values({ teamId, accountId, status: 1 })
    .returning({ id: trackedChannels.id });
  return { accountId, channelId: (channel as { id: number }).id };
}

const snap = (accountId: number, iso: string, followers: number, viewsTotal: number | null) => ({
  accountId,
  capturedAt: new Date(iso),
  followers,
  following: 3,
  videoCount: 10,
  likesTotal: followers * 3,
  viewsTotal,
});

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => NOW);
  const db = env.handle.db;
  owner = await registerUser(api, db);
  stranger = await registerUser(api, db);
  await db.update(organization).set({ timezone: 2 }).where(eq(organization.id, owner.team_info.id));
  analyst = await analystOf(api, db, owner.team_info.id);
  const mine = await trackedAccount(owner.team_info.id, "gains-mine");
  channelId = mine.channelId;
  const theirs = await trackedAccount(stranger.team_info.id, "gains-theirs");
  strangerChannelId = theirs.channelId;
  await db.insert(accountSnapshots).values([
    snap(mine.accountId, "2026-11-11T10:00:00Z", 90, null), // two days before the window: a baseline only
    snap(mine.accountId, "2026-11-13T21:30:00Z", 100, 1000), // 11-13 23:30 local
    snap(mine.accountId, "2026-11-13T22:30:00Z", 104, 1040), // 11-14 00:30 local
    snap(mine.accountId, "2026-11-15T10:00:00Z", 110, 1100),
    snap(mine.accountId, "2026-11-18T10:00:00Z", 109, 1300),
    snap(mine.accountId, "2026-11-20T09:00:00Z", 120, 1500),
    snap(theirs.accountId, "2026-11-20T09:00:00Z", 5_000, 5_000),
  ]);
  await db.insert(platformVideos).values([
    {
      platform: Platform.TikTok,
      platformId: "gains-v1",
      accountId: mine.accountId,
      publishedAt: new Date("2026-11-20T01:00:00Z"),
    },
    {
      platform: Platform.TikTok,
      platformId: "gains-v2",
      accountId: mine.accountId,
      publishedAt: new Date("2026-11-18T23:00:00Z"),
    },
    {
      platform: Platform.TikTok,
      platformId: "gains-v3",
      accountId: theirs.accountId,
      publishedAt: new Date("2026-11-20T01:00:00Z"),
    },
  ]);
});

afterAll(async () => {
  setClock(null);
  await env.teardown();
});

const get = (path: string, token: string) => api.call<ChannelGains>("GET", path, { token });

describe("GET /v1/channel/{id}/gains", () => {
  it("answers every day of the plan's window, newest first, with missing days marked", async () => {
    const res = await get(`/v1/channel/${channelId}/gains`, owner.token);
    expect(res.status).toBe(200);
    const gains = res.body.data;
    expect({ from: gains.from, to: gains.to, window: gains.window_from, offset: gains.utc_offset_hours }).toEqual({
      from: "2026-11-13",
      to: "2026-11-20",
      window: "2026-11-13",
      offset: 2,
    });
    expect(
      gains.rows.map((row) => [
        row.date,
        row.missing,
        row.followers,
        row.followers_change,
        row.views_change,
        row.new_videos,
      ]),
    ).toEqual([
      ["2026-11-20", false, 120, 11, 200, 1],
      ["2026-11-19", true, null, null, null, null], // a video was published, but there is no snapshot
      ["2026-11-18", false, 109, -1, 200, 0],
      ["2026-11-17", true, null, null, null, null],
      ["2026-11-16", true, null, null, null, null],
      ["2026-11-15", false, 110, 6, 60, 0],
      ["2026-11-14", false, 104, 4, 40, 0],
      ["2026-11-13", false, 100, 10, null, 0], // the baseline of 11-11 knew no views
    ]);
    expect(gains.rows[0]).toMatchObject({ previous_date: "2026-11-18", likes_total: 360, likes_change: 33 });
  });

  it("keeps a day's change whatever range is asked for, and answers with and without a trailing slash", async () => {
    for (const path of [
      `/v1/channel/${channelId}/gains?from=2026-11-18&to=2026-11-18`,
      `/v1/channel/${channelId}/gains/?from=2026-11-18&to=2026-11-18`,
    ]) {
      const res = await get(path, owner.token);
      expect(res.status).toBe(200);
      expect(res.body.data.rows.map((row) => [row.date, row.followers_change, row.previous_date])).toEqual([
        ["2026-11-18", -1, "2026-11-15"],
      ]);
    }
  });

  it("lets an Analyst read", async () => {
    const res = await get(`/v1/channel/${channelId}/gains?from=2026-11-20`, analyst.token);
    expect(res.status).toBe(200);
    expect(res.body.data.rows.map((row) => row.followers)).toEqual([120]);
  });

  it("answers 404 for another team's channel and an unknown id", async () => {
    for (const id of [strangerChannelId, 987_654]) {
      const res = await get(`/v1/channel/${id}/gains`, owner.token);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe(ErrorCode.NotFound);
    }
    const theirs = await get(`/v1/channel/${strangerChannelId}/gains`, stranger.token);
    expect(theirs.body.data.rows[0]?.followers).toBe(5_000);
  });

  it("answers 400 with the envelope for malformed dates and ranges outside the window", async () => {
    const cases: [string, string][] = [
      ["from=2026-02-30", "from"],
      ["from=yesterday", "from"],
      ["to=2026-11-2", "to"],
      ["from=2026-11-12", "from"], // before the Free plan's window
      ["to=2026-11-21", "to"], // after today in the team's time zone
      ["from=2026-11-19&to=2026-11-18", "from"],
    ];
    for (const [query, field] of cases) {
      const res = await api.call<{ errors?: Record<string, string> }>(
        "GET",
        `/v1/channel/${channelId}/gains?${query}`,
        {
          token: owner.token,
        },
      );
      expect(res.status, query).toBe(400);
      expect(res.body.code, query).toBe(ErrorCode.Validation);
      expect(Object.keys(res.body.data?.errors ?? {}), query).toContain(field);
    }
  });

  it("answers 401 without a session", async () => {
    const res = await api.call("GET", `/v1/channel/${channelId}/gains`);
    expect(res.status).toBe(401);
  });
});

describe("GET /v1/channel/{id}/gains/export", () => {
  async function download(path: string, token: string) {
    return api.app.request(`http://localhost:3999${path}`, {
      headers: { origin: "http://localhost:3999", authorization: `Bearer ${token}` },
    });
  }

  it("answers the rows as CSV, missing days with empty figures", async () => {
    const res = await download(`/v1/channel/${channelId}/gains/export?from=2026-11-17&to=2026-11-18`, analyst.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain("2026-11-17-2026-11-18.csv");
    expect((await res.text()).split("\r\n")).toEqual([
      "Date,Snapshot,Followers,Followers change,Total views,Views change,New videos,Likes,Likes change,Videos,Videos change,Following,Following change,Compared with",
      "2026-11-18,yes,109,-1,1300,200,0,327,-3,10,0,3,0,2026-11-15",
      "2026-11-17,missing,,,,,,,,,,,,",
      "",
    ]);
  });

  it("answers 404 for another team's channel and 400 for a bad date", async () => {
    expect((await download(`/v1/channel/${strangerChannelId}/gains/export`, owner.token)).status).toBe(404);
    const bad = await download(`/v1/channel/${channelId}/gains/export?to=2027-01-01`, owner.token);
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { code: number }).code).toBe(ErrorCode.Validation);
  });
});
