// Shared by the YouTube tests that run the adapter against the local fixture server over real HTTP.
import "server-only";
import { FIXTURE_API_KEY, type FixtureResource, type YouTubeFixture } from "../../../../tests/fixtures/youtube/server";
import type { HttpDeps } from "../http-source";
import { createYouTubeAdapter, type YouTubeAdapter } from "./adapter";

export const WEB = "https://www.youtube.com";

export interface TestAdapter {
  adapter: YouTubeAdapter;
  /** Every wait HttpSource asked for; the injected sleep returns at once, so tests never really wait. */
  waits: number[];
}

export function adapterFor(
  fixture: YouTubeFixture,
  options: { apiKey?: string; timeoutMs?: number; deps?: Partial<HttpDeps> } = {},
): TestAdapter {
  const waits: number[] = [];
  const adapter = createYouTubeAdapter(
    {
      apiKey: options.apiKey ?? FIXTURE_API_KEY,
      baseUrl: fixture.baseUrl,
      webBaseUrl: WEB,
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    },
    {
      sleep: async (ms) => {
        waits.push(ms);
      },
      random: () => 0,
      ...options.deps,
    },
  );
  return { adapter, waits };
}

/** Requests the fixture received for one endpoint, as URLSearchParams. */
export function callsTo(fixture: YouTubeFixture, resource: FixtureResource): URLSearchParams[] {
  return fixture.calls
    .filter((call) => call.startsWith(`/youtube/v3/${resource}?`))
    .map((call) => new URL(call, "http://fixture").searchParams);
}

/** Fresh mode and call log before each test. */
export function resetFixture(fixture: YouTubeFixture): void {
  fixture.setMode({ kind: "normal" });
  fixture.calls.length = 0;
}
