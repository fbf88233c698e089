// Short-link resolution against the fixture's stand-ins for vm.tiktok.com, vt.tiktok.com and tiktok.com/t/.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAIN_ACCOUNT, SECOND_ACCOUNT } from "../../../../tests/fixtures/tiktok/data";
import { startTikTokFixture, type TikTokFixture } from "../../../../tests/fixtures/tiktok/server";
import { NotFoundError, UpstreamError } from "../errors";
import { resolveTikTokShortLink } from "./adapter";
import { SHORT_LINK_USER_AGENT } from "./request-profile";
import { canonicalTikTokUrl, MAX_SHORT_LINK_HOPS } from "./short-link";
import { fakeTime, pathsSeen } from "./test-support";

let fixture: TikTokFixture;
beforeAll(async () => {
  fixture = await startTikTokFixture();
});
afterAll(() => fixture.close());
beforeEach(() => fixture.reset());

const resolve = (path: string) =>
  resolveTikTokShortLink(`${fixture.baseUrl}${path}`, { baseUrl: fixture.baseUrl, timeoutMs: 2_000 }, fakeTime().deps);

describe("resolveTikTokShortLink", () => {
  it("follows a vm. link to the canonical video URL without the tracking query, and does not fetch it", async () => {
    expect(await resolve("/vm/ZMvideo1/")).toBe(
      `https://www.tiktok.com/@feedscope.creator/video/${MAIN_ACCOUNT.videos[0]?.id}`,
    );
    expect(pathsSeen(fixture)).toEqual(["/vm/ZMvideo1/"]);
  });

  it("follows a chain of redirects (vt. → /t/ relative Location → m.tiktok.com) and canonicalizes the host", async () => {
    expect(await resolve("/vt/ZSchain/")).toBe(
      `https://www.tiktok.com/@second.creator/video/${SECOND_ACCOUNT.videos[1]?.id}`,
    );
    expect(pathsSeen(fixture)).toEqual(["/vt/ZSchain/", "/t/ZTchain/"]);
  });

  it("resolves links to profiles and photo posts", async () => {
    expect(await resolve("/t/ZTprofile/")).toBe("https://www.tiktok.com/@feedscope.creator");
    expect(await resolve("/vm/ZMphoto/")).toBe(
      `https://www.tiktok.com/@feedscope.creator/photo/${MAIN_ACCOUNT.videos[3]?.id}`,
    );
  });

  it("does not follow the redirects by itself and sends the crawler User-Agent the reference names", async () => {
    await resolve("/vm/ZMvideo1/");
    expect(fixture.requests[0]?.headers["user-agent"]).toBe(SHORT_LINK_USER_AGENT);
    expect(SHORT_LINK_USER_AGENT).toMatch(/^facebookexternalhit\/1\.1/);
  });

  it(`gives up after ${MAX_SHORT_LINK_HOPS} hops`, async () => {
    const error = await resolve("/vm/ZMloop/").catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/more than 5 times/);
    expect(fixture.requests).toHaveLength(5);
  });

  it("answers NotFoundError for a link that leads to the home page or to a 404", async () => {
    await expect(resolve("/vm/ZMhome/")).rejects.toBeInstanceOf(NotFoundError);
    await expect(resolve("/vm/ZMunknown/")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("answers UpstreamError when the short-link host fails", async () => {
    fixture.setMode({ kind: "server-error", status: 502 });
    const error = await resolve("/vm/ZMvideo1/").catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.status).toBe(502);
  });

  it("returns an already canonical URL without any request", async () => {
    const url = "https://m.tiktok.com/@someone/video/7431234567890123457?is_from_webapp=1";
    expect(await resolveTikTokShortLink(url)).toBe("https://www.tiktok.com/@someone/video/7431234567890123457");
  });
});

describe("canonicalTikTokUrl", () => {
  it("canonicalizes video, photo, share and profile URLs on tiktok.com hosts", () => {
    const cases: [string, string | null][] = [
      ["http://tiktok.com/@a.b/video/123/?lang=en", "https://www.tiktok.com/@a.b/video/123"],
      ["https://www.tiktok.com/@/video/123", "https://www.tiktok.com/@_/video/123"],
      ["https://www.tiktok.com/share/video/123", "https://www.tiktok.com/@_/video/123"],
      ["https://www.tiktok.com/embed/v2/123", "https://www.tiktok.com/@_/video/123"],
      ["https://m.tiktok.com/@a_b/photo/456", "https://www.tiktok.com/@a_b/photo/456"],
      ["https://www.tiktok.com/@a_b/", "https://www.tiktok.com/@a_b"],
      ["https://www.tiktok.com/", null],
      ["https://vm.tiktok.com/ZMabc/", null],
      ["https://www.tiktok.com/t/ZTabc/", null],
      ["https://evil.example/@a/video/123", null],
    ];
    for (const [input, expected] of cases) expect(canonicalTikTokUrl(new URL(input)), input).toBe(expected);
  });
});
