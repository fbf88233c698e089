// POST /v1/mcp (issue 17 item 4) over HTTP: only API keys get in (a session or nothing is refused with a clear
// 401), and the stateless server has no stream or session to GET or DELETE (405).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { registerUser } from "../test/tracking-helpers";
import { MCP_KEY_REQUIRED } from "./mcp";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const initialize = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "test", version: "1" } },
};
const accept = { accept: "application/json, text/event-stream" };

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

describe("/v1/mcp over HTTP", () => {
  it("refuses a caller without an API key: no token, or a session token, answer 401 saying a key is needed", async () => {
    const anonymous = await api.call("POST", "/v1/mcp", { body: initialize, headers: accept });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe(ErrorCode.Unauthorized);

    const user = await registerUser(api, env.handle.db, "max");
    for (const path of ["/v1/mcp", "/v1/mcp/"]) {
      const session = await api.call("POST", path, { token: user.token, body: initialize, headers: accept });
      expect(session.status).toBe(401);
      expect(session.body).toMatchObject({ code: ErrorCode.Unauthorized, message: MCP_KEY_REQUIRED });
    }
  });

  it("answers GET and DELETE with 405 and Allow: POST (no server stream, no session)", async () => {
    for (const method of ["GET", "DELETE"]) {
      const res = await api.call(method, "/v1/mcp", { headers: accept });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("POST");
      expect(res.body.code).toBe(ErrorCode.MethodNotAllowed);
    }
  });
});
