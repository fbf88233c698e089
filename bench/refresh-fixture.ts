// The loopback YouTube Data API of `npm run bench -- refresh`: `/youtube/v3/videos` answering any of the bench's
// ids with the real resource shape (tests/fixtures/youtube/resources.ts, the same code the platform tests use), so
// a million videos need no stored records. Views grow with the clock, so every refresh writes a new point.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { FIXTURE_API_KEY, type FixtureChannel, type FixtureVideo, rfc3339 } from "../tests/fixtures/youtube/data";
import { LIST_KINDS } from "../tests/fixtures/youtube/endpoints";
import { listResponse, videoResource } from "../tests/fixtures/youtube/resources";

export const BENCH_VIDEOS_PER_ACCOUNT = 50;

/** 11 characters like a real video id: "rb" and the 1-based bench number. */
export const benchVideoId = (n: number) => `rb${String(n).padStart(9, "0")}`;
/** 24 characters like a real channel id. */
export const benchChannelId = (n: number) => `UCrb${String(n).padStart(20, "0")}`;

const PUBLISHED = Date.parse("2026-10-01T00:00:00Z");

export function video(id: string): FixtureVideo | null {
  const n = Number(id.slice(2));
  if (!id.startsWith("rb") || !Number.isInteger(n) || n < 1) return null;
  const base = (n * 7919) % 1_000_000;
  return {
    id,
    channelId: benchChannelId(Math.floor((n - 1) / BENCH_VIDEOS_PER_ACCOUNT) + 1),
    title: `Bench video ${n}`,
    description: "",
    publishedAt: rfc3339(PUBLISHED + (n % 86_400) * 1000),
    duration: "PT31S",
    isShort: true,
    liveBroadcastContent: "none",
    views: base + Math.floor(Date.now() / 1000),
    likes: Math.floor(base / 10),
    comments: Math.floor(base / 100),
    hasMaxresThumbnail: false,
  };
}

const NO_CHANNELS: FixtureChannel[] = [];

export interface RefreshFixture {
  baseUrl: string;
  requests: () => number;
  close(): Promise<void>;
}

/** `videoOf` answers an id with the video to return (default: the bench's growing videos), or null for "not found". */
export async function startRefreshFixture(
  videoOf: (id: string) => FixtureVideo | null = video,
): Promise<RefreshFixture> {
  let requests = 0;
  const server = createServer((req, res) => {
    requests += 1;
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname !== "/youtube/v3/videos" || url.searchParams.get("key") !== FIXTURE_API_KEY) {
      res.writeHead(404, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: { code: 404, message: "Not Found" } }));
      return;
    }
    const parts = (url.searchParams.get("part") ?? "").split(",");
    const items = (url.searchParams.get("id") ?? "").split(",").flatMap((id) => {
      const found = videoOf(id.trim());
      return found ? [videoResource(found, NO_CHANNELS, parts)] : [];
    });
    res.writeHead(200, { "content-type": "application/json; charset=UTF-8" });
    res.end(
      JSON.stringify(
        listResponse(LIST_KINDS.videos, items, { totalResults: items.length, resultsPerPage: items.length }),
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
