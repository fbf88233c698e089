// Public analysis on the demo platform: every end state, the visitor/partial rule, reuse, rate limits and the
// progress stream.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AnalysisResult, VISITOR_FEED_ROWS } from "@/domain/analysis";
import { ErrorCode } from "@/domain/error-codes";
import { setupTestDb } from "../../db/test/test-db";
import { VISITOR_ANALYSES_PER_HOUR } from "../../services/analysis/start-analysis";
import { createTestApi, fromIp } from "../test/api-client";
import { registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
let ipCounter = 0;

interface Analysis {
  id: string;
  state: string;
  error: string | null;
  result: AnalysisResult | null;
}

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

async function analyze(url: string, options: { token?: string; ip?: string } = {}) {
  ipCounter += 1;
  const headers = fromIp(options.ip ?? `203.0.113.${ipCounter}`);
  const start = await api.call<{ id: string; reused: boolean }>("POST", "/v1/analyze", {
    body: { url },
    token: options.token,
    headers,
  });
  return start;
}

async function finished(id: string, token?: string): Promise<Analysis> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await api.call<Analysis>("GET", `/v1/analyze/${id}`, { token });
    if (
      !["analyzing", "building_channel", "collecting_insights", "setting_up_dashboard"].includes(res.body.data.state)
    ) {
      return res.body.data;
    }
    if (Date.now() > deadline) throw new Error("analysis did not finish");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("POST /v1/analyze", () => {
  it("analyzes a demo account; visitors get the partial result, signed-in people all of it", async () => {
    const start = await analyze("https://www.tiktok.com/@cooking_lab");
    expect(start.body.code).toBe(0);
    const visitor = await finished(start.body.data.id);
    expect(visitor.state).toBe("done");
    const partial = visitor.result as AnalysisResult;
    expect(partial.partial).toBe(true);
    expect(partial.feeds).toHaveLength(VISITOR_FEED_ROWS);
    expect(partial.hidden_feeds).toBeGreaterThan(0);
    expect(partial.analytics?.summary.medianViews).toBeGreaterThan(0);
    expect(partial.analytics?.heatmap.cells).toEqual([]);
    expect(partial.analytics?.duration.buckets.every((b) => b.medianViews === null)).toBe(true);
    expect(partial.series.length).toBeLessThanOrEqual(12);

    const user = await registerUser(api, env.handle.db);
    const full = (await api.call<Analysis>("GET", `/v1/analyze/${start.body.data.id}`, { token: user.token })).body.data
      .result as AnalysisResult;
    expect(full.partial).toBe(false);
    expect(full.feeds.length).toBe(partial.feeds.length + partial.hidden_feeds);
    expect(full.analytics?.heatmap.cells.length).toBe(168);
    // The hidden part is really not sent to the visitor: no row beyond the first five appears in its answer.
    const visitorIds = new Set(partial.feeds.map((f) => f.id));
    expect(full.feeds.slice(VISITOR_FEED_ROWS).some((f) => visitorIds.has(f.id))).toBe(false);
    const viral = full.feeds.filter((f) => f.is_viral);
    expect(viral.every((f) => (f.outlet ?? 0) >= 10)).toBe(true);
  });

  it("reuses a recent result of the same account, and lists recently analyzed accounts", async () => {
    const first = await analyze("https://www.youtube.com/@reuse_me");
    await finished(first.body.data.id);
    const again = await analyze("https://youtube.com/@REUSE_ME/");
    expect(again.body.data).toEqual({ id: first.body.data.id, reused: true });
    const recent = await api.call<{ handle: string }[]>("GET", "/v1/analyze/recent");
    expect(recent.body.data.some((r) => r.handle?.toLowerCase().includes("reuse_me"))).toBe(true);
  });

  it.each([
    ["https://www.tiktok.com/@ghost_404", "not_found"],
    ["https://www.instagram.com/locked_private/", "private"],
    ["https://www.threads.net/@quiet_empty", "no_videos"],
  ])("ends %s in %s", async (url, state) => {
    const start = await analyze(url);
    expect((await finished(start.body.data.id)).state).toBe(state);
  });

  it("answers bad input per field and video links with a hint", async () => {
    const junk = await analyze("hello world");
    expect(junk.status).toBe(400);
    expect(junk.body.code).toBe(ErrorCode.Validation);
    const video = await analyze("https://www.tiktok.com/@someone/video/7301234567890123456");
    expect((video.body.data as unknown as { errors: { url: string } }).errors.url).toContain("single video");
  });

  it("rate limits visitors per IP with a clear message", async () => {
    const ip = "198.51.100.7";
    for (let i = 0; i < VISITOR_ANALYSES_PER_HOUR; i++) {
      expect((await analyze(`https://www.tiktok.com/@limit_${i}`, { ip })).body.code).toBe(0);
    }
    const over = await analyze("https://www.tiktok.com/@limit_over", { ip });
    expect(over.status).toBe(429);
    expect(over.body.message).toContain("sign in for more");
  });

  it("streams the four steps in order, then done", async () => {
    const start = await analyze("https://www.instagram.com/stream_me/");
    const res = await api.app.request(`http://localhost:3999/v1/analyze/${start.body.data.id}/events`);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const text = await res.text();
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => [m[1], JSON.parse(m[2] ?? "{}")]);
    expect(events.map(([event, data]) => (event === "step" ? data.step : event))).toEqual([
      "analyzing",
      "building_channel",
      "collecting_insights",
      "setting_up_dashboard",
      "done",
    ]);
  });

  it("streams a failure without the later steps", async () => {
    const start = await analyze("https://www.tiktok.com/@nobody_404");
    await finished(start.body.data.id);
    const text = await (await api.app.request(`http://localhost:3999/v1/analyze/${start.body.data.id}/events`)).text();
    expect(text).toContain("event: failed");
    expect(text).toContain('"state":"not_found"');
    expect(text).not.toContain("setting_up_dashboard");
  });
});
