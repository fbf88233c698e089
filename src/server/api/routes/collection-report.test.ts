// Collections as campaign reports through the API (issue 19 item 4): totals over the deduplicated videos of the loose
// feeds and the channels' tracked feeds, the CSV and the PDF, read by an Analyst, and another team's id as 404.
// The oracle is worked out from the team's own feed list (GET /v1/feed/list) and the snapshot table, not from the
// report's query.
import { and, desc, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setClock } from "../../clock";
import { platformVideos, trackedFeeds, videoSnapshots } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { type TeamOfThree, teamOfThree } from "../test/role-team-fixtures";
import { demoShortUrl, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;

interface Feed {
  id: number;
  status: number;
  views: number | null;
  engagement: number | null;
  caption: string | null;
  channel: { id: number | null };
}
interface Report {
  id: number;
  hash_id: string;
  totals: { channels: number; feeds: number; videos: number; views: number | null; engagement: number | null };
  report: {
    period: { start: string; end: string; days: number };
    series: { date: string; views: number | null }[];
    top: Feed[];
    platforms: { key: string; videos: number }[];
    creators: { key: string; videos: number }[];
  };
}

let team: TeamOfThree;
let stranger: SignedInUser;
let collection: { id: number; hash_id: string };
let strangerCollection: { id: number; hash_id: string };
let expected: Feed[];
const NAME = "Лето 夏 캠페인";

async function trackChannel(user: SignedInUser, handle: string, limit: number) {
  const res = await call<{ id: number }>("POST", "/v1/channel", {
    token: user.token,
    body: { url: `https://www.tiktok.com/@${handle}`, video_limit: limit },
  });
  expect(res.body.code).toBe(0);
  return res.body.data.id;
}
async function feedsOf(user: SignedInUser) {
  const res = await call<{ list: Feed[] }>("GET", "/v1/feed/list?page_size=100", { token: user.token });
  return res.body.data.list;
}
const raw = (path: string, token: string) =>
  api.app.request(`http://localhost:3999${path}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  env = await setupTestDb();
  setClock(() => new Date("2026-11-01T10:00:00Z"));
  team = await teamOfThree(api, env.handle.db, "pro");
  stranger = await registerUser(api, env.handle.db, "pro");
  const channelA = await trackChannel(team.owner, "report_alpha", 5);
  const channelB = await trackChannel(team.owner, "report_beta", 4);
  const channelX = await trackChannel(team.owner, "report_outside", 3);
  const loose = await call<{ id: number }>("POST", "/v1/feed", {
    token: team.owner.token,
    body: { url: demoShortUrl(41) },
  });
  expect(loose.body.code).toBe(0);
  // Another team tracks the same channel and the same loose video, in a collection of its own.
  const strangerChannel = await trackChannel(stranger, "report_alpha", 5);
  await call("POST", "/v1/feed", { token: stranger.token, body: { url: demoShortUrl(41) } });

  const all = await feedsOf(team.owner);
  const ofChannel = (id: number) => all.filter((feed) => feed.channel.id === id);
  const [a0, a1] = ofChannel(channelA);
  const [b0] = ofChannel(channelB);
  const [x0] = ofChannel(channelX);
  if (!a0 || !a1 || !b0 || !x0) throw new Error("the demo channels imported too few videos");
  // Gone videos leave the report: one of A's private (4), one of B's deleted (3).
  await env.handle.db.update(trackedFeeds).set({ status: 4 }).where(eq(trackedFeeds.id, a1.id));
  await env.handle.db.update(trackedFeeds).set({ status: 3 }).where(eq(trackedFeeds.id, b0.id));

  const made = await call<{ id: number; hash_id: string }>("POST", "/v1/collection", {
    token: team.owner.token,
    body: { name: NAME },
  });
  collection = made.body.data;
  await call("POST", "/v1/collection/add/channel", {
    token: team.owner.token,
    body: { collection_id: collection.id, channel_ids: [channelA, channelB] },
  });
  // a0 is loose and in channel A; x0 is loose from a channel outside the collection; the demo short is loose.
  await call("POST", "/v1/collection/add/feed", {
    token: team.owner.token,
    body: { collection_id: collection.id, feed_ids: [a0.id, x0.id, loose.body.data.id] },
  });
  const other = await call<{ id: number; hash_id: string }>("POST", "/v1/collection", {
    token: stranger.token,
    body: { name: "Theirs" },
  });
  strangerCollection = other.body.data;
  await call("POST", "/v1/collection/add/channel", {
    token: stranger.token,
    body: { collection_id: strangerCollection.id, channel_ids: [strangerChannel] },
  });

  const looseIds = new Set([a0.id, x0.id, loose.body.data.id]);
  const feeds = await feedsOf(team.owner);
  expected = feeds.filter(
    (feed) =>
      (looseIds.has(feed.id) || feed.channel.id === channelA || feed.channel.id === channelB) &&
      ![-1, 3, 4].includes(feed.status),
  );
  // The set must exercise every rule: an overlap, exclusions, and a channel left out.
  expect(expected.some((feed) => feed.id === a0.id)).toBe(true);
  expect(expected.some((feed) => feed.id === a1.id || feed.id === b0.id)).toBe(false);
  expect(expected.filter((feed) => feed.channel.id === channelX).map((feed) => feed.id)).toEqual([x0.id]);
});
afterAll(async () => {
  setClock(null);
  await env.teardown();
});

const sum = (values: (number | null)[]) =>
  values.reduce<number | null>((total, value) => (value === null ? total : (total ?? 0) + value), null);

describe("GET /v1/collection/{id}", () => {
  it("totals the deduplicated videos of the loose feeds and the channels, leaving gone ones out", async () => {
    for (const ref of [collection.hash_id, `${collection.id}/`]) {
      const res = await call<Report>("GET", `/v1/collection/${ref}`, { token: team.analyst.token });
      expect(res.body).toMatchObject({ code: 0 });
      const { totals, report } = res.body.data;
      expect(totals).toMatchObject({
        channels: 2,
        feeds: 3,
        videos: expected.length,
        views: sum(expected.map((feed) => feed.views)),
        engagement: sum(expected.map((feed) => feed.engagement)),
      });
      expect(report.top.length).toBe(Math.min(20, expected.length));
      expect(report.top.every((feed) => expected.some((e) => e.id === feed.id))).toBe(true);
      expect(report.platforms.reduce((n, row) => n + row.videos, 0)).toBe(expected.length);
      expect(report.creators.reduce((n, row) => n + row.videos, 0)).toBe(expected.length);
    }
  });

  it("charts the plan's window in days, ending with the sum of each video's latest snapshot", async () => {
    const res = await call<Report>("GET", `/v1/collection/${collection.id}`, { token: team.owner.token });
    const { series, period } = res.body.data.report;
    expect(period).toEqual({ start: "2026-10-03", end: "2026-11-01", days: 30 });
    expect(series).toHaveLength(30);
    expect(series.at(-1)?.date).toBe("2026-11-01");
    const ids = await env.handle.db
      .select({ videoId: trackedFeeds.videoId })
      .from(trackedFeeds)
      .where(
        inArray(
          trackedFeeds.id,
          expected.map((feed) => feed.id),
        ),
      );
    let latestSum: number | null = null;
    for (const { videoId } of ids) {
      const [last] = await env.handle.db
        .select({ views: videoSnapshots.views })
        .from(videoSnapshots)
        .where(and(eq(videoSnapshots.videoId, videoId)))
        .orderBy(desc(videoSnapshots.capturedAt))
        .limit(1);
      if (last?.views !== null && last?.views !== undefined) latestSum = (latestSum ?? 0) + Number(last.views);
    }
    expect(latestSum).not.toBeNull();
    expect(series.at(-1)?.views).toBe(latestSum);
  });

  it("answers 404 for another team's collection, by id and by hash_id", async () => {
    for (const ref of [strangerCollection.id, strangerCollection.hash_id]) {
      for (const suffix of ["", "/export", "/report.pdf"]) {
        const res = await raw(`/v1/collection/${ref}${suffix}`, team.owner.token);
        expect({ suffix, status: res.status }).toEqual({ suffix, status: 404 });
        expect(((await res.json()) as { code: number }).code).not.toBe(0);
      }
    }
  });
});

describe("GET /v1/collection/{id}/export", () => {
  it("writes one guarded row per deduplicated video with a localized header", async () => {
    const res = await raw(`/v1/collection/${collection.hash_id}/export?locale=de`, team.analyst.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = (await res.text()).trimEnd().split("\r\n");
    expect(lines[0]).toContain("Aufrufe");
    expect(lines).toHaveLength(expected.length + 1);
  });

  it("neutralises a caption that a spreadsheet would run as a formula", async () => {
    const target = expected[0] as Feed;
    const [row] = await env.handle.db
      .select({ videoId: trackedFeeds.videoId })
      .from(trackedFeeds)
      .where(eq(trackedFeeds.id, target.id));
    await env.handle.db
      .update(platformVideos)
      .set({ caption: '=HYPERLINK("http://evil")' })
      .where(eq(platformVideos.id, row?.videoId ?? 0));
    const text = await (await raw(`/v1/collection/${collection.id}/export/`, team.owner.token)).text();
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).not.toMatch(/(^|,)=HYPERLINK/m);
  });
});

describe("GET /v1/collection/{id}/report.pdf", () => {
  it("is a PDF with the cover, figures, chart, breakdowns and the top table in its text layer", async () => {
    const res = await raw(`/v1/collection/${collection.hash_id}/report.pdf`, team.analyst.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
    const pdf = await getDocument({ data: bytes, useSystemFonts: false }).promise;
    expect(pdf.numPages).toBeGreaterThanOrEqual(3);
    const pageText = async (n: number) => {
      const content = await (await pdf.getPage(n)).getTextContent();
      return content.items.map((item) => ("str" in item ? item.str : "")).join("");
    };
    const cover = await pageText(1);
    // The name mixes Cyrillic, a hanzi and hangul: each run is drawn in the subset that holds it.
    expect(cover.replace(/\s/g, "")).toContain(NAME.replace(/\s/g, ""));
    expect(cover).toContain("Campaign report".toUpperCase());
    const top = (await Promise.all([3, 4].filter((n) => n <= pdf.numPages).map(pageText))).join("");
    const report = (await call<Report>("GET", `/v1/collection/${collection.id}`, { token: team.owner.token })).body.data
      .report;
    const first = report.top[0]?.caption?.trim() ?? "";
    expect(first.length).toBeGreaterThan(0);
    expect(top.replace(/\s/g, "")).toContain(first.replace(/\s/g, "").slice(0, 12));
    await pdf.destroy();
  });
});
