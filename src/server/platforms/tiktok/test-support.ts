// Shared by the TikTok tests: an adapter pointed at the fixture with a fake clock, so retries and Retry-After
// waits are recorded instead of slept through.
import "server-only";
import { FIXTURE_NOW_MS } from "../../../../tests/fixtures/tiktok/data";
import type { TikTokFixture } from "../../../../tests/fixtures/tiktok/server";
import type { HttpDeps } from "../http-source";
import { createTikTokAdapter, type TikTokAdapterConfig } from "./adapter";

export interface FakeTime {
  deps: Pick<HttpDeps, "now" | "sleep" | "random">;
  /** Every wait the adapter asked for, in order. */
  sleeps: number[];
}

export function fakeTime(start = FIXTURE_NOW_MS): FakeTime {
  const sleeps: number[] = [];
  let clock = start;
  return {
    sleeps,
    deps: {
      now: () => clock,
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
      random: () => 0.5,
    },
  };
}

/** An adapter on the fixture without request spacing (tests of spacing pass their own policy). */
export function adapterFor(fixture: TikTokFixture, config: Partial<TikTokAdapterConfig> = {}, time = fakeTime()) {
  const adapter = createTikTokAdapter(
    { baseUrl: fixture.baseUrl, timeoutMs: 2_000, ...config, policy: { minIntervalMs: 0, ...config.policy } },
    time.deps,
  );
  return { adapter, time };
}

/** The request paths the fixture saw, without their query. */
export function pathsSeen(fixture: TikTokFixture): string[] {
  return fixture.requests.map((request) => request.path.split("?")[0] ?? "");
}
