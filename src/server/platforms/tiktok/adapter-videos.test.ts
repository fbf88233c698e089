// fetchVideos over real HTTP: one video page per id, gone videos left out, order kept.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  GONE_VIDEO_ID,
  MAIN_ACCOUNT,
  ODD_VIDEO_ID,
  PRIVATE_VIDEO_ID,
  SECOND_ACCOUNT,
  TRICKY_CAPTION,
  TRICKY_CAPTION_INDEX,
} from "../../../../tests/fixtures/tiktok/data";
import { startTikTokFixture, type TikTokFixture } from "../../../../tests/fixtures/tiktok/server";
import { MalformedError, UpstreamError } from "../errors";
import type { VideoRef } from "../types";
import { DESKTOP_CHROME_USER_AGENT } from "./request-profile";
import { adapterFor, pathsSeen } from "./test-support";

let fixture: TikTokFixture;
beforeAll(async () => {
  fixture = await startTikTokFixture();
});
afterAll(() => fixture.close());
beforeEach(() => fixture.reset());

const main = (index: number) => MAIN_ACCOUNT.videos[index] ?? { id: "missing" };
const ref = (id: string, handle?: string): VideoRef => ({ platform: "tiktok", id, handle });

describe("TikTok fetchVideos", () => {
  it("maps each video page and keeps the requested order", async () => {
    const { adapter } = adapterFor(fixture);
    const refs = [
      ref(main(4).id, "feedscope.creator"),
      ref(SECOND_ACCOUNT.videos[0]?.id ?? "", "second.creator"),
      ref(main(1).id, "feedscope.creator"),
    ];
    const videos = await adapter.fetchVideos(refs);
    expect(videos.map((video) => video.platformId)).toEqual(refs.map((r) => r.id));
    expect(videos[1]).toMatchObject({
      accountPlatformId: SECOND_ACCOUNT.id,
      url: `https://www.tiktok.com/@second.creator/video/${SECOND_ACCOUNT.videos[0]?.id}`,
      views: SECOND_ACCOUNT.videos[0]?.views,
      durationSeconds: 21,
      isShort: true,
    });
    expect(videos[0]?.publishedAt?.getTime()).toBe((MAIN_ACCOUNT.videos[4]?.createTime ?? 0) * 1000);
    expect(videos[2]?.publishedAt?.getTime()).toBe((MAIN_ACCOUNT.videos[1]?.createTime ?? 0) * 1000);
    expect(new Set(pathsSeen(fixture))).toEqual(new Set(refs.map((r) => `/@${r.handle}/video/${r.id}`)));
  });

  it("leaves out a video that no longer exists (10204) or is private (10216), keeping the others in order", async () => {
    const { adapter } = adapterFor(fixture);
    const refs = [ref(main(0).id), ref(GONE_VIDEO_ID), ref(main(2).id), ref(PRIVATE_VIDEO_ID), ref(main(3).id)];
    const videos = await adapter.fetchVideos(refs);
    expect(videos.map((video) => video.platformId)).toEqual([main(0).id, main(2).id, main(3).id]);
    expect(fixture.requests).toHaveLength(5);
  });

  it("keeps 19-digit video and author ids exactly as TikTok sent them", async () => {
    const { adapter } = adapterFor(fixture);
    const [video] = await adapter.fetchVideos([ref(main(0).id, "feedscope.creator")]);
    expect(video?.platformId).toBe("7431234567890123457");
    expect(video?.accountPlatformId).toBe("7012345678901234567");
    expect(Number(video?.platformId)).toBeGreaterThan(Number.MAX_SAFE_INTEGER);
    expect(String(Number(video?.platformId))).not.toBe(video?.platformId);
  });

  it("uses /@/video/{id} when the author is unknown and still learns the author from the page", async () => {
    const { adapter } = adapterFor(fixture);
    const [video] = await adapter.fetchVideos([ref(main(6).id)]);
    expect(fixture.requests[0]?.path).toBe(`/@/video/${main(6).id}`);
    expect(video?.url).toBe(`https://www.tiktok.com/@feedscope.creator/video/${main(6).id}`);
    expect(video?.accountPlatformId).toBe(MAIN_ACCOUNT.id);
  });

  it("reads a caption that contains </script> (escaped in the page JSON)", async () => {
    const { adapter } = adapterFor(fixture);
    const [video] = await adapter.fetchVideos([ref(main(TRICKY_CAPTION_INDEX).id)]);
    expect(video?.caption).toBe(TRICKY_CAPTION);
  });

  it("prefers statsV2 over the rounded stats and reads collectCount", async () => {
    const { adapter } = adapterFor(fixture);
    const [video] = await adapter.fetchVideos([ref(main(9).id)]);
    const source = MAIN_ACCOUNT.videos[9];
    expect(video?.views).toBe(source?.views);
    expect(video?.views).not.toBe(Math.floor((source?.views ?? 0) / 100) * 100);
    expect(video?.bookmarks).toBe(source?.saves);
    expect(video?.thumbnailUrl).toContain(`cover-${source?.id}`);
  });

  it("fetches a repeated id once", async () => {
    const { adapter } = adapterFor(fixture);
    const videos = await adapter.fetchVideos([ref(main(0).id), ref(main(1).id), ref(main(0).id)]);
    expect(videos.map((video) => video.platformId)).toEqual([main(0).id, main(1).id]);
    expect(fixture.requests).toHaveLength(2);
  });

  it("answers an empty list without a request", async () => {
    const { adapter } = adapterFor(fixture);
    expect(await adapter.fetchVideos([])).toEqual([]);
    expect(fixture.requests).toHaveLength(0);
  });

  it("sends browser headers for video pages", async () => {
    const { adapter } = adapterFor(fixture);
    await adapter.fetchVideos([ref(main(0).id, "feedscope.creator")]);
    const headers = fixture.requests[0]?.headers ?? {};
    expect(headers["user-agent"]).toBe(DESKTOP_CHROME_USER_AGENT);
    expect(headers["accept-language"]).toMatch(/^en-US/);
    expect(headers.accept).toMatch(/^text\/html/);
    expect(headers["sec-ch-ua-mobile"]).toBe("?0");
  });

  it("fails with UpstreamError for a statusCode it does not know", async () => {
    const { adapter } = adapterFor(fixture);
    const error = await adapter.fetchVideos([ref(main(0).id), ref(ODD_VIDEO_ID)]).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(new RegExp(`status 10101 for video ${ODD_VIDEO_ID}`));
  });

  it("reports challenge pages and unexpected scopes as unrecognized layouts, broken JSON as malformed", async () => {
    const { adapter } = adapterFor(fixture);
    fixture.setMode({ kind: "challenge" }, { times: 1 });
    const challenged = await adapter.fetchVideos([ref(main(0).id)]).catch((e) => e);
    expect(challenged).toBeInstanceOf(UpstreamError);
    expect(challenged.message).toMatch(/page layout not recognized/);

    fixture.setMode({ kind: "unexpected-scope" }, { times: 1 });
    const scoped = await adapter.fetchVideos([ref(main(0).id)]).catch((e) => e);
    expect(scoped.message).toMatch(/page layout not recognized.*webapp\.video-detail/);

    fixture.setMode({ kind: "login-redirect" }, { times: 1 });
    const login = await adapter.fetchVideos([ref(main(0).id)]).catch((e) => e);
    expect(login).toBeInstanceOf(UpstreamError);
    expect(login.message).toMatch(/page layout not recognized.*login/);

    fixture.setMode({ kind: "malformed-json" }, { times: 1 });
    await expect(adapter.fetchVideos([ref(main(0).id)])).rejects.toBeInstanceOf(MalformedError);
  });
});
