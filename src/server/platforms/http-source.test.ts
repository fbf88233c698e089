// HttpSource against a real loopback server: retries only for transient failures, Retry-After, timeouts,
// the circuit, and the concurrency cap.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RateLimitedError, UpstreamError } from "./errors";
import { HttpSource, retryAfterMs } from "./http-source";

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void;
let handler: Handler = (_req, res) => res.end("ok");
let hits = 0;
let inFlight = 0;
let maxInFlight = 0;
let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    hits += 1;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on("close", () => {
      inFlight -= 1;
    });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  hits = 0;
  maxInFlight = 0;
});

function source(overrides: Partial<ConstructorParameters<typeof HttpSource>[0]> = {}) {
  const sleeps: number[] = [];
  let clock = 1_000_000;
  const src = new HttpSource(
    {
      name: "test-source",
      retries: 2,
      backoffBaseMs: 100,
      timeoutMs: 2_000,
      outbound: { hosts: [], baseUrls: [base] },
      ...overrides,
    },
    {
      sleep: async (ms) => {
        sleeps.push(ms);
        clock += ms;
      },
      now: () => clock,
      random: () => 0.5,
    },
  );
  return { src, sleeps, advance: (ms: number) => (clock += ms) };
}

describe("HttpSource", () => {
  it("returns 2xx and non-transient 4xx answers to the caller without retrying", async () => {
    handler = (req, res) => {
      res.statusCode = req.url === "/missing" ? 404 : 200;
      res.end("body");
    };
    const { src } = source();
    expect((await src.request(`${base}/ok`)).status).toBe(200);
    expect((await src.request(`${base}/missing`)).status).toBe(404);
    expect(hits).toBe(2);
    expect(src.calls).toBe(2);
  });

  it("retries a 5xx with exponential backoff and full jitter, then gives up with UpstreamError", async () => {
    handler = (_req, res) => {
      res.statusCode = 503;
      res.end();
    };
    const { src, sleeps } = source();
    const error = await src.request(`${base}/down`).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.status).toBe(503);
    expect(hits).toBe(3);
    expect(sleeps).toEqual([50, 100]); // random 0.5 × 100 × 2^attempt
  });

  it("honours Retry-After on a 429 and succeeds on the next attempt", async () => {
    let n = 0;
    handler = (_req, res) => {
      n += 1;
      if (n === 1) {
        res.writeHead(429, { "retry-after": "3" });
        res.end();
      } else res.end("ok");
    };
    const { src, sleeps } = source();
    expect((await src.request(`${base}/limited`)).status).toBe(200);
    expect(sleeps).toEqual([3000]);
  });

  it("fails at once as rate limited when Retry-After is longer than it will wait", async () => {
    handler = (_req, res) => {
      res.writeHead(429, { "retry-after": "3600" });
      res.end();
    };
    const { src, sleeps } = source({ maxRetryAfterMs: 10_000 });
    const error = await src.request(`${base}/limited`).catch((e) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.retryAfterSeconds).toBe(3600);
    expect(hits).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it("times out a slow answer and reports it as upstream", async () => {
    handler = (_req, res) => {
      setTimeout(() => res.end("late"), 1_000);
    };
    const { src } = source({ timeoutMs: 100, retries: 0 });
    const error = await src.request(`${base}/slow`).catch((e) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error.message).toContain("did not answer within 100 ms");
  });

  it("opens the circuit after repeated failures, refuses calls while open, and closes after a good trial", async () => {
    let healthy = false;
    handler = (_req, res) => {
      res.statusCode = healthy ? 200 : 500;
      res.end();
    };
    const { src, advance } = source({ retries: 0, circuitThreshold: 3, circuitCooldownMs: 60_000 });
    for (let i = 0; i < 3; i++) await src.request(`${base}/x`).catch(() => {});
    expect(src.circuitOpen).toBe(true);
    const before = hits;
    const refused = await src.request(`${base}/x`).catch((e) => e);
    expect(refused).toBeInstanceOf(UpstreamError);
    expect(refused.message).toContain("paused");
    expect(hits).toBe(before);

    advance(60_001);
    healthy = true;
    expect((await src.request(`${base}/x`)).status).toBe(200);
    expect(src.circuitOpen).toBe(false);
  });

  it("reopens at once when the trial after the cool-down fails", async () => {
    handler = (_req, res) => {
      res.statusCode = 500;
      res.end();
    };
    const { src, advance } = source({ retries: 0, circuitThreshold: 2, circuitCooldownMs: 1_000 });
    await src.request(`${base}/x`).catch(() => {});
    await src.request(`${base}/x`).catch(() => {});
    advance(1_001);
    await src.request(`${base}/x`).catch(() => {});
    expect(src.circuitOpen).toBe(true);
  });

  it("never has more requests in flight than its concurrency", async () => {
    handler = (_req, res) => {
      setTimeout(() => res.end("ok"), 30);
    };
    const src = new HttpSource({ name: "capped", concurrency: 2, outbound: { hosts: [], baseUrls: [base] } });
    await Promise.all(Array.from({ length: 8 }, () => src.request(`${base}/c`).then((r) => r.text())));
    expect(hits).toBe(8);
    expect(maxInFlight).toBe(2);
  });
});

describe("HttpSource behind the outbound guard", () => {
  it("refuses a destination outside the source's hosts at once: no request, no retry, no circuit count", async () => {
    const { src, sleeps } = source({ outbound: { hosts: ["googleapis.com"] }, circuitThreshold: 1 });
    for (let call = 0; call < 3; call += 1) {
      const error = await src.request(`${base}/ok`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UpstreamError);
      expect((error as Error).message).toMatch(/refused/);
    }
    expect(hits).toBe(0);
    expect(sleeps).toEqual([]);
    expect(src.circuitOpen).toBe(false);
  });
});

describe("retryAfterMs", () => {
  it("reads seconds and HTTP dates", () => {
    expect(retryAfterMs("5", 0)).toBe(5000);
    expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6_000);
    expect(retryAfterMs(null, 0)).toBeNull();
    expect(retryAfterMs("soon", 0)).toBeNull();
  });
});
