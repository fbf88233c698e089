// A refresh job carries up to 500 videos (claim-due.ts) but fetches them in groups of FETCH_GROUP, each failing on
// its own: against a loopback YouTube Data API that refuses the one videos.list call holding a chosen video
// (quotaExceeded), exactly that call's videos are marked failing and every other answer of the job is written.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Platform } from "@/domain/enums";
import { FIXTURE_API_KEY, rfc3339 } from "../../../tests/fixtures/youtube/data";
import { LIST_KINDS } from "../../../tests/fixtures/youtube/endpoints";
import { quotaExceeded } from "../../../tests/fixtures/youtube/errors";
import { listResponse, videoResource } from "../../../tests/fixtures/youtube/resources";
import { platformVideos, videoSnapshots } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { FETCH_GROUP, refreshVideos } from "./refresh-videos";

const VIDEOS = 120;
const idOf = (n: number) => `rv${String(n).padStart(9, "0")}`;
const POISON = idOf(77);

let env: Awaited<ReturnType<typeof setupTestDb>>;
let server: Server;
let calls = 0;
const saved = { ...process.env };

beforeAll(async () => {
  env = await setupTestDb();
  server = createServer((req, res) => {
    calls += 1;
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const ids = (url.searchParams.get("id") ?? "").split(",").filter(Boolean);
    if (url.pathname !== "/youtube/v3/videos" || url.searchParams.get("key") !== FIXTURE_API_KEY) {
      res.writeHead(404, { "content-type": "application/json" }).end("{}");
      return;
    }
    if (ids.includes(POISON)) {
      const refused = quotaExceeded();
      res.writeHead(refused.status, { "content-type": "application/json" }).end(refused.body);
      return;
    }
    const parts = (url.searchParams.get("part") ?? "").split(",");
    const items = ids.map((id) =>
      videoResource(
        {
          id,
          channelId: "UCrv0000000000000000001",
          title: `Video ${id}`,
          description: "",
          publishedAt: rfc3339(Date.parse("2026-10-01T00:00:00Z")),
          duration: "PT30S",
          isShort: true,
          liveBroadcastContent: "none",
          views: 1000 + Number(id.slice(2)),
          likes: 10,
          comments: 1,
          hasMaxresThumbnail: false,
        },
        [],
        parts,
      ),
    );
    res
      .writeHead(200, { "content-type": "application/json; charset=UTF-8" })
      .end(JSON.stringify(listResponse(LIST_KINDS.videos, items, { totalResults: items.length, resultsPerPage: 50 })));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  Object.assign(process.env, {
    YOUTUBE_API_KEY: FIXTURE_API_KEY,
    YOUTUBE_API_BASE_URL: base,
    YOUTUBE_WEB_BASE_URL: base,
  });
});

afterAll(async () => {
  process.env = saved;
  await new Promise((resolve) => server.close(resolve));
  await env.teardown();
});

describe("a job larger than one platform call", () => {
  it("fails only the videos of the call that failed and writes the others", async () => {
    const db = env.handle.db;
    const rows = await db
      .insert(platformVideos)
      .values(Array.from({ length: VIDEOS }, (_, i) => ({ platform: Platform.YouTube, platformId: idOf(i + 1) })))
      .returning({ id: platformVideos.id, platformId: platformVideos.platformId });
    const ids = rows.map((row) => row.id);
    const poisonId = rows.find((row) => row.platformId === POISON)?.id;

    const capturedAt = new Date("2026-11-26T08:00:00Z");
    const outcome = await refreshVideos(db, { videoIds: ids, capturedAt });

    // One call per group of FETCH_GROUP; the refused call's videos fail, no more, no fewer.
    expect(calls).toBe(Math.ceil(VIDEOS / FETCH_GROUP));
    expect(outcome.failed).toHaveLength(FETCH_GROUP);
    expect(outcome.failed).toContain(poisonId);
    expect(outcome.refreshed).toHaveLength(VIDEOS - FETCH_GROUP);
    expect(outcome.refreshed.filter((id) => outcome.failed.includes(id))).toEqual([]);
    expect([...outcome.refreshed, ...outcome.failed].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));

    // What is stored: a snapshot for each written video, none for a failed one, and the failure recorded.
    const points = await db
      .select({ videoId: videoSnapshots.videoId })
      .from(videoSnapshots)
      .where(inArray(videoSnapshots.videoId, ids));
    expect(points.map((p) => p.videoId).sort((a, b) => a - b)).toEqual([...outcome.refreshed].sort((a, b) => a - b));
    const states = (await db.execute(
      sql`SELECT fetch_state, count(*)::int AS n FROM platform_videos WHERE id = ANY(${`{${ids.join(",")}}`}::int[])
        GROUP BY fetch_state ORDER BY fetch_state`,
    )) as unknown as { rows: { fetch_state: string; n: number }[] };
    const byState = Object.fromEntries(states.rows.map((row) => [row.fetch_state, Number(row.n)]));
    expect(byState.ok).toBe(VIDEOS - FETCH_GROUP);
    expect(
      Object.entries(byState)
        .filter(([state]) => state !== "ok")
        .reduce((n, [, c]) => n + c, 0),
    ).toBe(FETCH_GROUP);
  });
});
