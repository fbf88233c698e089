// GET /v1/ping: the load benchmark's bare route (bench/load.ts) answers a tiny envelope, signed in or not.
import { describe, expect, it } from "vitest";
import { createTestApi } from "./test/api-client";

describe("GET /v1/ping", () => {
  it("answers a success envelope without a session or the database", async () => {
    const { call } = createTestApi();
    const answer = await call("GET", "/v1/ping");
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 0, message: "ok", data: { pong: true } });
  });
});
