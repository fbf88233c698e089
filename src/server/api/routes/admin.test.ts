import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();

beforeAll(async () => {
  env = await setupTestDb();
});
afterEach(() => {
  process.env.ADMIN_TOKEN = "";
});
afterAll(async () => env.teardown());

describe("POST /v1/admin/plan", () => {
  it("does not exist without ADMIN_TOKEN", async () => {
    const res = await api.call("POST", "/v1/admin/plan", { body: { email: "a@b.co", plan: "pro" } });
    expect(res.status).toBe(404);
  });

  it("requires the token, then sets the plan of the team the user owns", async () => {
    process.env.ADMIN_TOKEN = "operator-secret-value";
    const user = await registerUser(api, env.handle.db);
    const denied = await api.call("POST", "/v1/admin/plan", {
      token: "wrong",
      body: { email: user.email, plan: "pro" },
    });
    expect(denied.status).toBe(403);
    const asUser = await api.call("POST", "/v1/admin/plan", {
      token: user.token,
      body: { email: user.email, plan: "pro" },
    });
    expect(asUser.status).toBe(403);
    const bad = await api.call("POST", "/v1/admin/plan", {
      token: "operator-secret-value",
      body: { email: user.email, plan: "gold" },
    });
    expect(bad.body.code).toBe(ErrorCode.Validation);
    const done = await api.call("POST", "/v1/admin/plan", {
      token: "operator-secret-value",
      body: { email: user.email, plan: "max" },
    });
    expect(done.body.code).toBe(0);
    const stats = await api.call<{ plan: string; limits: { feeds: number } }>("GET", "/v1/team/statistic", {
      token: user.token,
    });
    expect(stats.body.data).toMatchObject({ plan: "max", limits: { feeds: 5000 } });
    const nobody = await api.call("POST", "/v1/admin/plan", {
      token: "operator-secret-value",
      body: { email: "nobody@example.com", plan: "pro" },
    });
    expect(nobody.status).toBe(404);
  });
});
