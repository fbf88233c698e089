// The TikTok adapter's HTTP behaviour through HttpSource: Retry-After, 5xx retries, timeouts, concurrency.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAIN_ACCOUNT } from "../../../../tests/fixtures/tiktok/data";
import { startTikTokFixture, type TikTokFixture } from "../../../../tests/fixtures/tiktok/server";
import { RateLimitedError, UpstreamError } from "../errors";
import { adapterFor } from "./test-support";

let fixture: TikTokFixture;
beforeAll(async () => {
  fixture = await startTikTokFixture();
});
afterAll(() => fixture.close());
beforeEach(() => fixture.reset());

const MAIN = { platform: "tiktok" as const, handle: "feedscope.creator" };

describe("TikTok adapter resilience", () => {
  it("waits out a 429's Retry-After and then succeeds", async () => {
    const { adapter, time } = adapterFor(fixture);
    fixture.setMode({ kind: "rate-limited", retryAfterSeconds: 3 }, { times: 1 });
    const account = await adapter.fetchAccount(MAIN);
    expect(account.platformId).toBe(MAIN_ACCOUNT.id);
    expect(time.sleeps).toEqual([3_000]);
    expect(fixture.requests).toHaveLength(2);
  });

  it("answers RateLimitedError with the wait when TikTok keeps answering 429", async () => {
    const { adapter, time } = adapterFor(fixture);
    fixture.setMode({ kind: "rate-limited", retryAfterSeconds: 2 });
    const error = await adapter.fetchAccount(MAIN).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.retryAfterSeconds).toBe(2);
    expect(time.sleeps).toEqual([2_000, 2_000]);
    expect(fixture.requests).toHaveLength(3);
  });

  it("does not sleep through a Retry-After longer than the policy allows", async () => {
    const { adapter, time } = adapterFor(fixture);
    fixture.setMode({ kind: "rate-limited", retryAfterSeconds: 3_600 });
    const error = await adapter.fetchAccount(MAIN).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.retryAfterSeconds).toBe(3_600);
    expect(time.sleeps).toEqual([]);
    expect(fixture.requests).toHaveLength(1);
  });

  it("retries a 500 with backoff and gives up with UpstreamError after the retries", async () => {
    const { adapter, time } = adapterFor(fixture);
    fixture.setMode({ kind: "server-error", status: 500 });
    const error = await adapter
      .fetchVideos([{ platform: "tiktok", id: MAIN_ACCOUNT.videos[0]?.id ?? "" }])
      .catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.status).toBe(500);
    expect(fixture.requests).toHaveLength(3);
    expect(time.sleeps).toEqual([250, 500]); // random 0.5 × 500 ms × 2^attempt
  });

  it("recovers when a 5xx is followed by a good answer", async () => {
    const { adapter } = adapterFor(fixture);
    fixture.setMode({ kind: "server-error", status: 503 }, { times: 2 });
    const account = await adapter.fetchAccount(MAIN);
    expect(account.followers).toBe(MAIN_ACCOUNT.followers);
    expect(fixture.requests).toHaveLength(3);
  });

  it("times out a slow answer with the configured timeoutMs and reports UpstreamError", async () => {
    const { adapter } = adapterFor(fixture, { timeoutMs: 80 });
    fixture.setMode({ kind: "slow", delayMs: 5_000 });
    const started = Date.now();
    const error = await adapter.fetchAccount(MAIN).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toMatch(/did not answer within 80 ms/);
    expect(fixture.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("answers a slow page that is still within the timeout", async () => {
    const { adapter } = adapterFor(fixture, { timeoutMs: 2_000 });
    fixture.setMode({ kind: "slow", delayMs: 50 });
    expect((await adapter.fetchAccount(MAIN)).platformId).toBe(MAIN_ACCOUNT.id);
  });

  it("keeps at most `concurrency` video pages in flight", async () => {
    const { adapter } = adapterFor(fixture, { policy: { concurrency: 2 } });
    fixture.setMode({ kind: "slow", delayMs: 40 });
    const refs = MAIN_ACCOUNT.videos.slice(0, 6).map((video) => ({ platform: "tiktok" as const, id: video.id }));
    const videos = await adapter.fetchVideos(refs);
    expect(videos).toHaveLength(6);
    expect(fixture.peakInFlight()).toBe(2);
  });

  it("runs three video pages at once by default", async () => {
    const { adapter } = adapterFor(fixture);
    fixture.setMode({ kind: "slow", delayMs: 40 });
    const refs = MAIN_ACCOUNT.videos.slice(0, 6).map((video) => ({ platform: "tiktok" as const, id: video.id }));
    await adapter.fetchVideos(refs);
    expect(fixture.peakInFlight()).toBe(3);
  });
});
