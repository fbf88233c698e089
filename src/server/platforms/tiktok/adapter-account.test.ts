// fetchAccount over real HTTP against the TikTok fixture.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAIN_ACCOUNT, rounded } from "../../../../tests/fixtures/tiktok/data";
import { startTikTokFixture, type TikTokFixture } from "../../../../tests/fixtures/tiktok/server";
import { MalformedError, NotFoundError, PrivateError, UpstreamError } from "../errors";
import { createTikTokAdapter } from "./adapter";
import { DESKTOP_CHROME_USER_AGENT } from "./request-profile";
import { adapterFor } from "./test-support";

let fixture: TikTokFixture;
beforeAll(async () => {
  fixture = await startTikTokFixture();
});
afterAll(() => fixture.close());
beforeEach(() => fixture.reset());

describe("TikTok fetchAccount", () => {
  it("identifies itself as the tiktok-web source", () => {
    const adapter = createTikTokAdapter({ baseUrl: fixture.baseUrl });
    expect(adapter.platform).toBe("tiktok");
    expect(adapter.source).toBe("tiktok-web");
  });

  it("maps the profile page, preferring the exact statsV2 counts over the rounded stats", async () => {
    const { adapter } = adapterFor(fixture);
    const account = await adapter.fetchAccount({ platform: "tiktok", handle: "@feedscope.creator" });
    expect(account).toMatchObject({
      platform: "tiktok",
      platformId: MAIN_ACCOUNT.id,
      handle: "feedscope.creator",
      displayName: "Feedscope Creator",
      bio: "Daily shorts about tracking things",
      profileUrl: "https://www.tiktok.com/@feedscope.creator",
      followers: 15_234,
      following: 312,
      videoCount: 70,
      likesTotal: 211_339,
      isDemo: false,
    });
    // The fixture's stats differ (rounded); statsV2 must win.
    expect(rounded(MAIN_ACCOUNT.followers)).not.toBe(account.followers);
    expect(account.avatarUrl).toContain(`/avatar/${MAIN_ACCOUNT.id}~1080x1080`);
    const raw = account.raw as { user: { secUid: string } };
    expect(raw.user.secUid).toBe(MAIN_ACCOUNT.secUid);
    expect(fixture.requests.map((request) => request.path)).toEqual(["/@feedscope.creator"]);
  });

  it("keeps the 19-digit user id intact (it exceeds 2^53)", async () => {
    const { adapter } = adapterFor(fixture);
    const account = await adapter.fetchAccount({ platform: "tiktok", handle: "feedscope.creator" });
    expect(account.platformId).toBe("7012345678901234567");
    expect(String(Number(account.platformId))).not.toBe(account.platformId);
  });

  it("finds the account by its numeric id when no handle is known", async () => {
    const { adapter } = adapterFor(fixture);
    const account = await adapter.fetchAccount({ platform: "tiktok", id: MAIN_ACCOUNT.id });
    expect(account.handle).toBe("feedscope.creator");
    expect(fixture.requests[0]?.path).toBe(`/@${MAIN_ACCOUNT.id}`);
  });

  it("sends the headers of a desktop Chrome navigation", async () => {
    const { adapter } = adapterFor(fixture);
    await adapter.fetchAccount({ platform: "tiktok", handle: "feedscope.creator" });
    const headers = fixture.requests[0]?.headers ?? {};
    expect(headers["user-agent"]).toBe(DESKTOP_CHROME_USER_AGENT);
    expect(headers["user-agent"]).toMatch(/Windows NT 10\.0.*Chrome\/\d{3}\.0\.0\.0 Safari\/537\.36$/);
    expect(headers.accept).toMatch(/^text\/html,application\/xhtml\+xml/);
    expect(headers["accept-language"]).toMatch(/^en-US,en;q=0\.9/);
    // Node's fetch forces Sec-Fetch-Mode: cors, so the page request does not claim to be a document navigation.
    expect(headers["sec-fetch-dest"]).toBeUndefined();
    expect(headers["sec-ch-ua-platform"]).toBe('"Windows"');
    expect(headers["upgrade-insecure-requests"]).toBe("1");
  });

  it("answers NotFoundError for statusCode 10221 and the older 10202", async () => {
    const { adapter } = adapterFor(fixture);
    await expect(adapter.fetchAccount({ platform: "tiktok", handle: "ghost.user" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(adapter.fetchAccount({ platform: "tiktok", handle: "vanished.user" })).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("answers PrivateError for statusCode 10222 even though the page carries the user", async () => {
    const { adapter } = adapterFor(fixture);
    const error = await adapter.fetchAccount({ platform: "tiktok", handle: "hidden.account" }).catch((e) => e);
    expect(error).toBeInstanceOf(PrivateError);
    expect(error.kind).toBe("private");
  });

  it("answers UpstreamError, not NotFound, for a statusCode it does not know", async () => {
    const { adapter } = adapterFor(fixture);
    const error = await adapter.fetchAccount({ platform: "tiktok", handle: "odd.status" }).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/status 10101/);
    expect(fixture.requests).toHaveLength(1); // not transient at the HTTP level: no retry
  });

  it("reports a challenge page as an unrecognized page layout", async () => {
    const { adapter } = adapterFor(fixture);
    fixture.setMode({ kind: "challenge" });
    const error = await adapter.fetchAccount({ platform: "tiktok", handle: "feedscope.creator" }).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/page layout not recognized/);
    expect(error.message).toMatch(/challenge/);
  });

  it("reports a redirect to /login as an unrecognized page layout", async () => {
    const { adapter } = adapterFor(fixture);
    fixture.setMode({ kind: "login-redirect" });
    const error = await adapter.fetchAccount({ platform: "tiktok", handle: "feedscope.creator" }).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/page layout not recognized.*login page/);
    expect(fixture.requests.map((request) => request.path.split("?")[0])).toEqual(["/@feedscope.creator", "/login"]);
  });

  it("reports page JSON without webapp.user-detail as an unrecognized page layout", async () => {
    const { adapter } = adapterFor(fixture);
    fixture.setMode({ kind: "unexpected-scope" });
    const error = await adapter.fetchAccount({ platform: "tiktok", handle: "feedscope.creator" }).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/page layout not recognized.*webapp\.user-detail/);
  });

  it("answers MalformedError when the script holds broken JSON", async () => {
    const { adapter } = adapterFor(fixture);
    fixture.setMode({ kind: "malformed-json" });
    const error = await adapter.fetchAccount({ platform: "tiktok", handle: "feedscope.creator" }).catch((e) => e);
    expect(error).toBeInstanceOf(MalformedError);
    expect(error.transient).toBe(false);
  });

  it("treats an HTTP 404 as an upstream failure, not as a missing account", async () => {
    const { adapter } = adapterFor(fixture, { baseUrl: `${fixture.baseUrl}/nowhere` });
    const error = await adapter.fetchAccount({ platform: "tiktok", handle: "feedscope.creator" }).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.status).toBe(404);
  });
});
