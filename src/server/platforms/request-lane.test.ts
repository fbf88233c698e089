// Interactive requests have their own budget per source (issue 13 item 4): against the loopback YouTube fixture, a
// burst of failing interactive calls opens the interactive circuit, and scheduled refreshes still reach the source.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STUDIO } from "../../../tests/fixtures/youtube/data";
import { startYouTubeFixture, type YouTubeFixture } from "../../../tests/fixtures/youtube/server";
import { UpstreamError } from "./errors";
import { onScheduledBudget } from "./request-lane";
import { adapterFor, resetFixture } from "./youtube/test-support";

let fixture: YouTubeFixture;
beforeAll(async () => {
  fixture = await startYouTubeFixture();
});
afterAll(async () => fixture.close());
beforeEach(() => resetFixture(fixture));

const studioVideos = STUDIO.uploads.slice(0, 3).map((upload) => ({ platform: "youtube", id: upload.id }) as const);

describe("request lanes", () => {
  it("keeps the scheduler's circuit closed while a burst of interactive failures opens the interactive one", async () => {
    const { adapter } = adapterFor(fixture);
    fixture.setMode({ kind: "serverError" });
    // Two calls, three attempts each: six consecutive failures, past the threshold of five.
    for (let call = 0; call < 2; call += 1) {
      await expect(adapter.fetchVideos(studioVideos)).rejects.toBeInstanceOf(UpstreamError);
    }
    const attemptsInBurst = fixture.calls.length;
    expect(attemptsInBurst).toBeGreaterThanOrEqual(5);

    fixture.setMode({ kind: "normal" });
    // The interactive lane is paused: refused without a request.
    const paused = await adapter.fetchVideos(studioVideos).catch((e: unknown) => e);
    expect(paused).toBeInstanceOf(UpstreamError);
    expect((paused as Error).message).toMatch(/paused/);
    expect(fixture.calls).toHaveLength(attemptsInBurst);

    // The scheduled lane of the same source goes on and gets its answer.
    const scheduled = await onScheduledBudget(() => adapter.fetchVideos(studioVideos));
    expect(scheduled.map((video) => video.platformId).sort()).toEqual(studioVideos.map((ref) => ref.id).sort());
    expect(fixture.calls.length).toBeGreaterThan(attemptsInBurst);
  });

  it("lets scheduled failures open only the scheduled circuit", async () => {
    const { adapter } = adapterFor(fixture);
    fixture.setMode({ kind: "serverError" });
    for (let call = 0; call < 2; call += 1) {
      await expect(onScheduledBudget(() => adapter.fetchVideos(studioVideos))).rejects.toBeInstanceOf(UpstreamError);
    }
    fixture.setMode({ kind: "normal" });
    const paused = await onScheduledBudget(() => adapter.fetchVideos(studioVideos)).catch((e: unknown) => e);
    expect((paused as Error).message).toMatch(/paused/);
    expect(await adapter.fetchVideos(studioVideos)).toHaveLength(studioVideos.length);
  });
});
