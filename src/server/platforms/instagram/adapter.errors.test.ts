import { describe, expect, it, vi } from "vitest";
import { fixtureServerPerFile } from "../../../../tests/fixtures/fixture-server-per-file";
import { CREATOR_USERNAME } from "../../../../tests/fixtures/instagram/data";
import {
  INSTAGRAM_FIXTURE_BUSINESS_ID,
  INSTAGRAM_FIXTURE_TOKEN,
  startInstagramFixture,
} from "../../../../tests/fixtures/instagram/server";
import { MalformedError, NotConfiguredError, RateLimitedError, UpstreamError } from "../errors";
import { createInstagramAdapter, type InstagramAdapterConfig } from "./adapter";

const fixture = fixtureServerPerFile(startInstagramFixture);

const creator = { platform: "instagram" as const, handle: CREATOR_USERNAME };

/** An adapter whose waits are recorded instead of slept; jitter is 0 so only Retry-After shows. */
function harness(overrides: Partial<InstagramAdapterConfig> = {}) {
  const sleeps: number[] = [];
  const adapter = createInstagramAdapter(
    {
      accessToken: INSTAGRAM_FIXTURE_TOKEN,
      businessId: INSTAGRAM_FIXTURE_BUSINESS_ID,
      baseUrl: fixture.baseUrl,
      version: "v25.0",
      ...overrides,
    },
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

describe("instagram errors", () => {
  it("turns an invalid token (190) into not configured, naming the setting", async () => {
    const error = await failure(harness({ accessToken: "EAAG-expired" }).adapter.fetchAccount(creator));
    expect(error).toBeInstanceOf(NotConfiguredError);
    expect(error.message).toContain("INSTAGRAM_ACCESS_TOKEN");
    expect(error.message).toContain("190");
    expect(fixture.calls).toHaveLength(1);
  });

  it("reads 190 from the body whatever the request", async () => {
    fixture.setMode("token-invalid");
    const error = await failure(harness().adapter.listAccountVideos(creator, { limit: 5 }));
    expect(error).toBeInstanceOf(NotConfiguredError);
  });

  it("turns an unknown business id (100/33) into not configured", async () => {
    const error = await failure(harness({ businessId: "17841499999999999" }).adapter.fetchAccount(creator));
    expect(error).toBeInstanceOf(NotConfiguredError);
    expect(error.message).toContain("INSTAGRAM_BUSINESS_ID");
  });

  it("classifies code 4 sent as HTTP 403 as rate limited, without retrying", async () => {
    fixture.setMode("rate-limited-app");
    const error = await failure(harness().adapter.fetchAccount(creator));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBeNull();
    expect(fixture.calls).toHaveLength(1);
  });

  it("classifies the Instagram BUC code 80002 sent as HTTP 400 as rate limited", async () => {
    fixture.setMode("rate-limited-buc");
    const error = await failure(harness().adapter.listAccountVideos(creator, { limit: 5 }));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.message).toContain("80002");
  });

  it("waits out a 429's Retry-After and then succeeds", async () => {
    fixture.setMode("too-many-requests", { times: 1, retryAfterSeconds: 3 });
    const { adapter, sleeps } = harness();
    const account = await adapter.fetchAccount(creator);
    expect(account.followers).toBe(48_210);
    expect(sleeps).toEqual([3_000]);
    expect(fixture.calls).toHaveLength(2);
  });

  it("gives up on a 429 whose Retry-After is longer than the policy accepts", async () => {
    fixture.setMode("too-many-requests", { retryAfterSeconds: 600 });
    const { adapter, sleeps } = harness();
    const error = await failure(adapter.fetchAccount(creator));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBe(600);
    expect(sleeps).toEqual([]);
  });

  it("retries a 500 twice and then reports upstream failure", async () => {
    fixture.setMode("server-error");
    const { adapter, sleeps } = harness();
    const error = await failure(adapter.fetchAccount(creator));
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(500);
    expect(fixture.calls).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it("recovers when a 500 is followed by a good answer", async () => {
    fixture.setMode("server-error", { times: 1 });
    const page = await harness().adapter.listAccountVideos(creator, { limit: 3 });
    expect(page.videos).toHaveLength(3);
    expect(fixture.calls).toHaveLength(2);
  });

  it("reports a truncated JSON body as malformed", async () => {
    fixture.setMode("malformed");
    await expect(harness().adapter.fetchAccount(creator)).rejects.toBeInstanceOf(MalformedError);
  });

  it("times out a slow answer with the configured timeout, retrying like any transient failure", async () => {
    fixture.setMode("slow", { delayMs: 1_500 });
    const started = Date.now();
    const error = await failure(harness({ timeoutMs: 100 }).adapter.fetchAccount(creator));
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toContain("100 ms");
    expect(fixture.calls).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("answers not configured without a request when the token or business id is missing", async () => {
    const fetchSpy = vi.fn<typeof fetch>();
    for (const config of [{ accessToken: "" }, { accessToken: "  " }, { businessId: "" }]) {
      const adapter = createInstagramAdapter(
        {
          accessToken: INSTAGRAM_FIXTURE_TOKEN,
          businessId: INSTAGRAM_FIXTURE_BUSINESS_ID,
          baseUrl: fixture.baseUrl,
          version: "v25.0",
          ...config,
        },
        { fetch: fetchSpy },
      );
      await expect(adapter.fetchAccount(creator)).rejects.toBeInstanceOf(NotConfiguredError);
      await expect(adapter.listAccountVideos(creator, { limit: 5 })).rejects.toBeInstanceOf(NotConfiguredError);
      await expect(adapter.fetchVideos([{ platform: "instagram", id: "C1", handle: "x" }])).rejects.toBeInstanceOf(
        NotConfiguredError,
      );
    }
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(fixture.calls).toEqual([]);
  });
});
