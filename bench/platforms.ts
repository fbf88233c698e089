// `npm run bench -- platforms`: refresh 5,000 YouTube videos (100 videos.list calls of 50 ids) through the real
// adapter against the loopback fixture server, and the fixture's own floor: the same 100 requests sent with plain
// fetch and parsed, nothing else. The difference is what the adapter costs (HttpSource, validation, mapping).
import os from "node:os";
import { createYouTubeAdapter } from "../src/server/platforms/youtube/adapter";
import { BENCH_ID, BENCH_UPLOADS, FIXTURE_API_KEY } from "../tests/fixtures/youtube/data";
import { startYouTubeFixture } from "../tests/fixtures/youtube/server";

const ROUNDS = 5;
const ids = Array.from({ length: BENCH_UPLOADS }, (_, seed) => `bench${String(seed).padStart(6, "0")}`);
const batches = Array.from({ length: Math.ceil(ids.length / 50) }, (_, i) => ids.slice(i * 50, i * 50 + 50));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export async function benchPlatforms(): Promise<Record<string, string>> {
  const fixture = await startYouTubeFixture();
  try {
    const floor: number[] = [];
    const adapterRuns: number[] = [];
    let refreshed = 0;
    let quota = 0;
    for (let round = 0; round < ROUNDS; round++) {
      let started = performance.now();
      for (const batch of batches) {
        const url = `${fixture.baseUrl}/youtube/v3/videos?part=snippet,statistics,contentDetails&id=${batch.join(",")}&key=${FIXTURE_API_KEY}`;
        await (await fetch(url)).json();
      }
      floor.push(performance.now() - started);

      const adapter = createYouTubeAdapter({
        apiKey: FIXTURE_API_KEY,
        baseUrl: fixture.baseUrl,
        webBaseUrl: fixture.baseUrl,
      });
      started = performance.now();
      const videos = await adapter.fetchVideos(ids.map((id) => ({ platform: "youtube", id })));
      adapterRuns.push(performance.now() - started);
      refreshed = videos.length;
      quota = adapter.quotaUsed();
    }
    if (refreshed !== BENCH_UPLOADS) throw new Error(`refreshed ${refreshed} of ${BENCH_UPLOADS} videos (${BENCH_ID})`);
    const adapterMs = median(adapterRuns);
    const floorMs = median(floor);
    return {
      "refresh 5,000 YouTube videos through the adapter (100 calls of 50)": `${(adapterMs / 1000).toFixed(2)} s median of ${ROUNDS} (${quota} quota units, ${Math.round((BENCH_UPLOADS / adapterMs) * 1000)} videos/s)`,
      "fixture floor: the same 100 requests, plain fetch + JSON.parse": `${(floorMs / 1000).toFixed(2)} s median of ${ROUNDS}`,
      "adapter overhead over the floor": `${(((adapterMs - floorMs) / floorMs) * 100).toFixed(0)} %`,
      "process RSS after the runs": `${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
    };
  } finally {
    await fixture.close();
  }
}

export function machine(): string {
  return `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}
