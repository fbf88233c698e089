// Issue 13 item 8: the analysis event stream is capped per client IP and per analysis (concurrent streams), and a
// closed stream gives its slot back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { STREAMS_PER_ANALYSIS, STREAMS_PER_CLIENT } from "../../analysis/stream-slots";
import { analyses } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();

beforeAll(async () => {
  // The tests tell clients apart by X-Forwarded-For, which counts only behind a trusted proxy (TRUST_PROXY_HOPS).
  process.env.TRUST_PROXY_HOPS = "1";
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

/** An analysis that stays in progress (no job runs it), so its stream stays open until the client leaves. */
async function runningAnalysis(): Promise<string> {
  const [row] = await env.handle.db
    .insert(analyses)
    .values({ platform: 1, input: "@held_open", refHandle: "held_open", state: "analyzing" })
    .returning();
  if (!row) throw new Error("insert failed");
  // The id the public API uses for this analysis.
  return String((row as { publicId?: string }).publicId ?? row.id);
}

function openStream(id: string, ip: string) {
  const response = Promise.resolve(
    api.app.request(`http://localhost:3999/v1/analyze/${id}/events`, { headers: { "x-forwarded-for": ip } }),
  );
  // The client goes away: the body is cancelled, which the server's stream sees as an abort.
  return { response, close: async () => (await response).body?.cancel() };
}

async function status(stream: ReturnType<typeof openStream>) {
  const res = await stream.response;
  return {
    status: res.status,
    retryAfter: res.headers.get("retry-after"),
    body: res.headers.get("content-type")?.includes("json") ? await res.json() : null,
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("GET /v1/analyze/{id}/events caps", () => {
  it("refuses a client's stream past the per-client cap with 429, and accepts it again once one closed", async () => {
    const id = await runningAnalysis();
    const ip = "198.51.100.7";
    const open = Array.from({ length: STREAMS_PER_CLIENT }, () => openStream(id, ip));
    for (const stream of open) expect((await status(stream)).status).toBe(200);

    const refused = await status(openStream(id, ip));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ErrorCode.RateLimited);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    // Another client is not affected.
    const other = openStream(id, "198.51.100.8");
    expect((await status(other)).status).toBe(200);

    await open[0]?.close();
    await pause(400); // the stream notices the abort at its next poll (every 300 ms)
    const again = openStream(id, ip);
    expect((await status(again)).status).toBe(200);
    for (const stream of [...open, other, again]) await stream.close();
    await pause(400);
  });

  it("refuses streams of one analysis past the per-analysis cap, whatever the client", async () => {
    const id = await runningAnalysis();
    const open = Array.from({ length: STREAMS_PER_ANALYSIS }, (_, i) => openStream(id, `192.0.2.${i + 1}`));
    for (const stream of open) expect((await status(stream)).status).toBe(200);
    const refused = await status(openStream(id, "192.0.2.250"));
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(ErrorCode.RateLimited);
    // Another analysis still streams for the same client.
    const elsewhere = openStream(await runningAnalysis(), "192.0.2.250");
    expect((await status(elsewhere)).status).toBe(200);
    for (const stream of [...open, elsewhere]) await stream.close();
    await pause(400);
  });
});
