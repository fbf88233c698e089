import { describe, expect, it, vi } from "vitest";
import { fixtureServerPerFile } from "../../../../tests/fixtures/fixture-server-per-file";
import { MAKER_USERNAME } from "../../../../tests/fixtures/threads/data";
import { startThreadsFixture, THREADS_FIXTURE_TOKEN } from "../../../../tests/fixtures/threads/server";
import { MalformedError, NotConfiguredError, RateLimitedError, UpstreamError } from "../errors";
import { createThreadsAdapter, type ThreadsAdapterConfig } from "./adapter";

const fixture = fixtureServerPerFile(startThreadsFixture);

const maker = { platform: "threads" as const, handle: MAKER_USERNAME };

/** An adapter whose waits are recorded instead of slept; jitter is 0 so only Retry-After shows. */
function harness(overrides: Partial<ThreadsAdapterConfig> = {}) {
  const sleeps: number[] = [];
  const adapter = createThreadsAdapter(
    { accessToken: THREADS_FIXTURE_TOKEN, baseUrl: fixture.baseUrl, ...overrides },
    {
      sleep: async (ms) => {
        sleeps.push(ms);
      },
      random: () => 0,
    },
  );
  return { adapter, sleeps };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  const result = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(result instanceof Error)) throw new Error("expected the call to fail");
  return result;
}

describe("threads errors", () => {
  it("turns an invalid token (190, HTTP 401) into not configured, naming the setting", async () => {
    const error = await failure(harness({ accessToken: "THQVJ-revoked" }).adapter.fetchAccount(maker));
    expect(error).toBeInstanceOf(NotConfiguredError);
    expect(error.message).toContain("THREADS_ACCESS_TOKEN");
    expect(fixture.calls).toHaveLength(1);
  });

  it("does not mistake an expired token on insights for a post without insights", async () => {
    fixture.setMode("token-invalid", { only: "/insights" });
    // One post, so no sibling insights request is still in flight when the test ends.
    await expect(harness().adapter.listAccountVideos(maker, { limit: 1 })).rejects.toBeInstanceOf(NotConfiguredError);
  });

  it("classifies code 4 sent as HTTP 400 as rate limited, without retrying", async () => {
    fixture.setMode("rate-limited");
    const error = await failure(harness().adapter.fetchAccount(maker));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(fixture.calls).toHaveLength(1);
  });

  it("fails the page when insights are rate limited rather than answering null counts", async () => {
    fixture.setMode("rate-limited", { only: "/insights" });
    await expect(harness().adapter.listAccountVideos(maker, { limit: 1 })).rejects.toBeInstanceOf(RateLimitedError);
    expect(fixture.calls).toHaveLength(2);
  });

  it("waits out a 429's Retry-After and then succeeds", async () => {
    fixture.setMode("too-many-requests", { times: 1, retryAfterSeconds: 5 });
    const { adapter, sleeps } = harness();
    const account = await adapter.fetchAccount(maker);
    expect(account.followers).toBe(15_320);
    expect(sleeps).toEqual([5_000]);
    expect(fixture.calls).toHaveLength(2);
  });

  it("retries a 500 twice and then reports upstream failure", async () => {
    fixture.setMode("server-error");
    const { adapter, sleeps } = harness();
    const error = await failure(adapter.listAccountVideos(maker, { limit: 3 }));
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(500);
    expect(fixture.calls).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it("reports a truncated JSON body as malformed", async () => {
    fixture.setMode("malformed");
    await expect(harness().adapter.listAccountVideos(maker, { limit: 3 })).rejects.toBeInstanceOf(MalformedError);
  });

  it("times out a slow answer with the configured timeout", async () => {
    fixture.setMode("slow", { delayMs: 1_500 });
    const started = Date.now();
    const error = await failure(harness({ timeoutMs: 100 }).adapter.fetchAccount(maker));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toContain("100 ms");
    expect(fixture.calls).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("answers not configured without a request when the token is missing", async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    const adapter = createThreadsAdapter({ accessToken: "", baseUrl: fixture.baseUrl }, { fetch: fetchSpy });
    await expect(adapter.fetchAccount(maker)).rejects.toBeInstanceOf(NotConfiguredError);
    await expect(adapter.listAccountVideos(maker, { limit: 5 })).rejects.toBeInstanceOf(NotConfiguredError);
    await expect(
      adapter.fetchVideos([{ platform: "threads", id: "1", handle: MAKER_USERNAME }]),
    ).rejects.toBeInstanceOf(NotConfiguredError);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(fixture.calls).toEqual([]);
  });
});
