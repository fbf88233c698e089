// The Shorts walk's edge cases, against a stub API (the fixture covers the ordinary paths over HTTP).
import { describe, expect, it } from "vitest";
import { NotFoundError, UpstreamError } from "../errors";
import type { PageRequest, YouTubeApi } from "./api-client";
import type { PlaylistItemList } from "./schemas";
import { classifyShorts, type ShortsCandidate } from "./shorts-walk";

const CHANNEL = "UCabcdefghijklmnopqrstuv";

function item(videoId: string, publishedAt: string) {
  return { contentDetails: { videoId, videoPublishedAt: publishedAt } };
}

function stubApi(answer: (page: PageRequest, call: number) => PlaylistItemList | Error) {
  const requests: PageRequest[] = [];
  const api: YouTubeApi = {
    listChannels: () => Promise.reject(new Error("unused")),
    listVideos: () => Promise.reject(new Error("unused")),
    listPlaylistItems: async (playlistId, page) => {
      expect(playlistId).toBe("UUSHabcdefghijklmnopqrstuv");
      requests.push(page);
      const result = answer(page, requests.length);
      if (result instanceof Error) throw result;
      return result;
    },
    callsMade: () => requests.length,
  };
  return { api, requests };
}

const candidate = (id: string, publishedAt: string, durationSeconds: number): ShortsCandidate => ({
  id,
  publishedAt: new Date(publishedAt),
  durationSeconds,
});

describe("classifyShorts", () => {
  it("stops after the page that passes the oldest video and resumes from that page", async () => {
    const { api, requests } = stubApi(() => ({
      kind: "youtube#playlistItemListResponse",
      items: [item("s1", "2025-03-01T00:00:00Z"), item("s2", "2025-01-01T00:00:00Z")],
      nextPageToken: "next",
    }));
    const verdict = await classifyShorts(api, CHANNEL, { mode: "walk", from: "here" }, [
      candidate("s1", "2025-03-01T00:00:00Z", 50),
      candidate("v1", "2025-02-01T00:00:00Z", 50),
    ]);
    expect(requests).toEqual([{ maxResults: 50, pageToken: "here" }]);
    expect(verdict.isShort(candidate("s1", "2025-03-01T00:00:00Z", 50))).toBe(true);
    // Covered by the walk, not listed: not a Short, whatever its length.
    expect(verdict.isShort(candidate("v1", "2025-02-01T00:00:00Z", 50))).toBe(false);
    expect(verdict.next).toEqual({ mode: "walk", from: "here" });
  });

  it("reads a bounded number of pages and leaves what it did not reach to the duration rule", async () => {
    let day = 28;
    const { api, requests } = stubApi((_page, call) => {
      day -= 1;
      return {
        kind: "youtube#playlistItemListResponse",
        items: [item(`s${call}`, `2025-02-${String(day).padStart(2, "0")}T00:00:00Z`)],
        nextPageToken: `t${call}`,
      };
    });
    const old = candidate("v-old", "2024-12-01T00:00:00Z", 120);
    const verdict = await classifyShorts(api, CHANNEL, { mode: "walk", from: null }, [old]);
    expect(requests).toHaveLength(3);
    expect(verdict.next).toEqual({ mode: "walk", from: "t3" });
    expect(verdict.isShort(old)).toBe(true);
    expect(verdict.isShort(candidate("v-new", "2025-02-27T00:00:00Z", 120))).toBe(false);
  });

  it("reads a 404 on a resumed page as a failure (duration rule), not as 'no Shorts'", async () => {
    const { api } = stubApi(() => new NotFoundError("youtube-data-api"));
    const verdict = await classifyShorts(api, CHANNEL, { mode: "walk", from: "t9" }, [
      candidate("v", "2025-01-01T00:00:00Z", 45),
    ]);
    expect(verdict.next).toEqual({ mode: "heuristic" });
    expect(verdict.isShort(candidate("v", "2025-01-01T00:00:00Z", 45))).toBe(true);
  });

  it("keeps what it learnt before a failure mid-walk", async () => {
    const { api } = stubApi((_page, call) =>
      call === 1
        ? {
            kind: "youtube#playlistItemListResponse",
            items: [item("s1", "2025-03-01T00:00:00Z")],
            nextPageToken: "t1",
          }
        : new UpstreamError("youtube-data-api", "down", 503),
    );
    const verdict = await classifyShorts(api, CHANNEL, { mode: "walk", from: null }, [
      candidate("v-new", "2025-03-02T00:00:00Z", 40),
      candidate("v-old", "2025-01-01T00:00:00Z", 40),
    ]);
    expect(verdict.next).toEqual({ mode: "heuristic" });
    expect(verdict.isShort(candidate("v-new", "2025-03-02T00:00:00Z", 40))).toBe(false);
    expect(verdict.isShort(candidate("v-old", "2025-01-01T00:00:00Z", 40))).toBe(true);
  });

  it("makes no call in the 'none' and 'heuristic' states", async () => {
    const { api, requests } = stubApi(() => new Error("should not be called"));
    const video = candidate("v", "2025-01-01T00:00:00Z", 45);
    expect((await classifyShorts(api, CHANNEL, { mode: "none" }, [video])).isShort(video)).toBe(false);
    expect((await classifyShorts(api, CHANNEL, { mode: "heuristic" }, [video])).isShort(video)).toBe(true);
    expect(requests).toHaveLength(0);
  });
});
