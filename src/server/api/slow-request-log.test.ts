// The slow-request log: a request at or over SLOW_REQUEST_MS is logged once with its route pattern (not the path
// the client sent), status and time; a quicker one, or any request when the threshold is 0, is not.
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getLogger } from "../logger";
import { logSlowRequests } from "./slow-request-log";

function appTaking(ms: number) {
  const app = new Hono();
  app.use("*", logSlowRequests);
  app.get("/v1/feed/:id", async (c) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return c.json({ code: 0 }, 200);
  });
  return app;
}

afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.SLOW_REQUEST_MS;
});

describe("slow request log", () => {
  it("logs a request over the threshold with its route pattern, status and time", async () => {
    process.env.SLOW_REQUEST_MS = "40";
    const warn = vi.spyOn(getLogger(), "warn");
    const answer = await appTaking(80).request("/v1/feed/12345?secret=x");
    expect(answer.status).toBe(200);
    const slow = warn.mock.calls.filter(([, message]) => message === "slow request");
    expect(slow).toHaveLength(1);
    const fields = slow[0]?.[0] as { method: string; route: string; status: number; ms: number };
    expect(fields).toMatchObject({ method: "GET", route: "/v1/feed/:id", status: 200 });
    expect(fields.ms).toBeGreaterThanOrEqual(40);
    expect(JSON.stringify(fields)).not.toContain("12345");
  });

  it("leaves a quick request, and every request when the threshold is 0, out of the log", async () => {
    const warn = vi.spyOn(getLogger(), "warn");
    process.env.SLOW_REQUEST_MS = "5000";
    await appTaking(0).request("/v1/feed/1");
    process.env.SLOW_REQUEST_MS = "0";
    await appTaking(30).request("/v1/feed/2");
    expect(warn.mock.calls.filter(([, message]) => message === "slow request")).toEqual([]);
  });
});
