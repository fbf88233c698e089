// Failure handling over real HTTP: quota, rate limits, server errors, broken bodies, timeouts.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STUDIO } from "../../../../tests/fixtures/youtube/data";
import { startYouTubeFixture, type YouTubeFixture } from "../../../../tests/fixtures/youtube/server";
import { MalformedError, QuotaExceededError, RateLimitedError, UpstreamError } from "../errors";
import { adapterFor, callsTo, resetFixture } from "./test-support";

let fixture: YouTubeFixture;

beforeAll(async () => {
  fixture = await startYouTubeFixture();
});
afterAll(async () => fixture.close());
beforeEach(() => resetFixture(fixture));

const studio = { platform: "youtube", id: STUDIO.id } as const;
const studioVideoRefs = STUDIO.uploads.map((upload) => ({ platform: "youtube", id: upload.id }) as const);

describe("quota exceeded", () => {
  it("fails with QuotaExceededError at once: no retry, and no further batch is sent", async () => {
    const { adapter, waits } = adapterFor(fixture);
    fixture.setMode({ kind: "quotaExceeded" });
    const error = await adapter.fetchVideos(studioVideoRefs).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QuotaExceededError);
    expect((error as QuotaExceededError).transient).toBe(false);
    expect(fixture.calls).toHaveLength(1);
    expect(waits).toEqual([]);
    // The refused call still costs a unit.
    expect(adapter.quotaUsed()).toBe(1);
  });

  it("stops between batches when the quota runs out on the second one", async () => {
    const { adapter } = adapterFor(fixture, {
      deps: {
        fetch: (input, init) => {
          if (callsTo(fixture, "videos").length === 1) fixture.setMode({ kind: "quotaExceeded" });
          return fetch(input, init);
        },
      },
    });
    await expect(adapter.fetchVideos(studioVideoRefs)).rejects.toBeInstanceOf(QuotaExceededError);
    expect(callsTo(fixture, "videos")).toHaveLength(2);
  });
});

describe("rate limiting", () => {
  it("waits as long as Retry-After asks, then succeeds", async () => {
    const { adapter, waits } = adapterFor(fixture);
    fixture.setMode({ kind: "rateLimited", retryAfterSeconds: 2, times: 1 });
    const account = await adapter.fetchAccount(studio);
    expect(account.platformId).toBe(STUDIO.id);
    expect(waits).toEqual([2000]);
    expect(fixture.calls).toHaveLength(2);
    expect(adapter.quotaUsed()).toBe(2);
  });

  it("gives up with RateLimitedError carrying Retry-After once retries are spent", async () => {
    const { adapter, waits } = adapterFor(fixture);
    fixture.setMode({ kind: "rateLimited", retryAfterSeconds: 3 });
    const error = await adapter.fetchAccount(studio).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(3);
    expect(waits).toEqual([3000, 3000]);
    expect(fixture.calls).toHaveLength(3);
  });
});

describe("server errors", () => {
  it("retries a 500 with growing backoff and ends in UpstreamError", async () => {
    const { adapter, waits } = adapterFor(fixture, { deps: { random: () => 1 } });
    fixture.setMode({ kind: "serverError" });
    const error = await adapter.fetchAccount(studio).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(500);
    expect(waits).toEqual([500, 1000]);
    expect(fixture.calls).toHaveLength(3);
    expect(adapter.quotaUsed()).toBe(3);
  });

  it("recovers from a single 500", async () => {
    const { adapter } = adapterFor(fixture);
    fixture.setMode({ kind: "serverError", times: 1 });
    expect((await adapter.fetchVideos([{ platform: "youtube", id: "studio00001" }])).map((v) => v.platformId)).toEqual([
      "studio00001",
    ]);
    expect(fixture.calls).toHaveLength(2);
  });
});

describe("bodies of the wrong kind", () => {
  it("a 200 whose body is not JSON → MalformedError, not retried", async () => {
    const { adapter, waits } = adapterFor(fixture);
    fixture.setMode({ kind: "malformedJson" });
    await expect(adapter.fetchAccount(studio)).rejects.toBeInstanceOf(MalformedError);
    expect(fixture.calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("a 200 whose items lack ids → MalformedError naming the place", async () => {
    const { adapter } = adapterFor(fixture);
    fixture.setMode({ kind: "wrongShape", on: "videos" });
    const error = await adapter.fetchVideos([{ platform: "youtube", id: "studio00001" }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedError);
    expect((error as Error).message).toContain("items.0.id");
  });

  it("a wrongly shaped uploads page fails the listing with MalformedError", async () => {
    const { adapter } = adapterFor(fixture);
    fixture.setMode({ kind: "wrongShape", on: "playlistItems" });
    await expect(adapter.listAccountVideos(studio, { limit: 5 })).rejects.toBeInstanceOf(MalformedError);
    expect(callsTo(fixture, "videos")).toHaveLength(0);
  });
});

describe("timeouts", () => {
  it("a slow answer → UpstreamError after the timeout, retried like any transient failure", async () => {
    const { adapter } = adapterFor(fixture, { timeoutMs: 100 });
    fixture.setMode({ kind: "slow", delayMs: 5_000 });
    const started = Date.now();
    const error = await adapter.fetchAccount(studio).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as Error).message).toMatch(/did not answer within 100 ms/);
    expect(fixture.calls).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("a single slow answer is survived by the retry", async () => {
    const { adapter } = adapterFor(fixture, { timeoutMs: 100 });
    fixture.setMode({ kind: "slow", delayMs: 5_000, times: 1 });
    expect((await adapter.fetchAccount(studio)).platformId).toBe(STUDIO.id);
    expect(fixture.calls).toHaveLength(2);
  });
});
