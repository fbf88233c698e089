// `npm run bench -- analyze`: a 1,000-video account from the request to the full result, through the real API
// app (in-process), the real YouTube adapter against the loopback fixture (its 5,000-upload channel) and an
// embedded database. Goal: at most 1.5 s.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { BENCH_ID, FIXTURE_API_KEY } from "../tests/fixtures/youtube/data";
import { startYouTubeFixture } from "../tests/fixtures/youtube/server";

const ROUNDS = 5;
const VIDEOS = 1_000;

export async function benchAnalyze(): Promise<Record<string, string>> {
  const fixture = await startYouTubeFixture();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "feedscope-bench-analyze-"));
  Object.assign(process.env, {
    DATABASE_URL: "",
    DATA_DIR: dataDir,
    YOUTUBE_API_KEY: FIXTURE_API_KEY,
    YOUTUBE_API_BASE_URL: fixture.baseUrl,
    YOUTUBE_WEB_BASE_URL: fixture.baseUrl,
    ANALYZE_VIDEO_LIMIT: String(VIDEOS),
    BETTER_AUTH_SECRET: randomBytes(32).toString("hex"),
    LOG_LEVEL: "warn",
  });
  const { createApiApp } = await import("../src/server/api/app");
  const { closeDb, getDbHandle } = await import("../src/server/db/client");
  const { ensureMigrated } = await import("../src/server/db/migrate");
  try {
    await ensureMigrated(await getDbHandle());
    const app = createApiApp();
    const times: number[] = [];
    let feeds = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const started = performance.now();
      // A different client address each round, so reuse of the previous result does not answer instead.
      const start = await app.request("http://localhost/v1/analyze", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${round}` },
        body: JSON.stringify({ url: `https://www.youtube.com/channel/${BENCH_ID}`, platform: "youtube" }),
      });
      const { data } = (await start.json()) as { data: { id: number } };
      for (;;) {
        const res = await app.request(`http://localhost/v1/analyze/${data.id}`);
        const body = (await res.json()) as {
          data: { state: string; result: { feeds: unknown[]; hidden_feeds: number } | null };
        };
        if (body.data.state === "done") {
          feeds = body.data.result ? body.data.result.feeds.length + body.data.result.hidden_feeds : 0;
          break;
        }
        if (
          !["analyzing", "building_channel", "collecting_insights", "setting_up_dashboard"].includes(body.data.state)
        ) {
          throw new Error(`analysis ended in ${body.data.state}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      times.push(performance.now() - started);
      // The next round must not reuse this result.
      const { getDb } = await import("../src/server/db/client");
      const { analyses } = await import("../src/server/db/schema");
      await (await getDb()).delete(analyses);
    }
    if (feeds !== VIDEOS) throw new Error(`the result holds ${feeds} videos, expected ${VIDEOS}`);
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    return {
      "1,000-video YouTube account, request to full result (PGlite, loopback fixture)": `${(median / 1000).toFixed(2)} s median of ${ROUNDS} (min ${((sorted[0] ?? 0) / 1000).toFixed(2)} s, max ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s); goal ≤ 1.5 s`,
      "fixture calls per run": `${Math.round(fixture.calls.length / ROUNDS)} (channels, 20 uploads pages, 20 videos batches, Shorts probe)`,
      "process RSS after the runs": `${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
    };
  } finally {
    await closeDb();
    await fixture.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
