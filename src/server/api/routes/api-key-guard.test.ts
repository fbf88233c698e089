// What a key may call, over every route of the OpenAPI document (issue 17 item 3), like role-guard.test.ts for
// roles: a read key is refused every write with 40305; a write key gets past the guard exactly on the tracking and
// collection writes written out below and is refused everywhere else; reads are open to keys except the ones named
// below (members, billing, the key list). Keys are the Owner's, so the role never stands in the way.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { markEmailVerified, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
const keys = { read: "", write: "" };

/** The writes a write key may do (DESIGN.md section 10 and issue 17: track, stop, resume, delete; collections). */
const WRITE_KEY_ROUTES = new Set([
  "POST /v1/channel",
  "POST /v1/channel/{id}/stop",
  "POST /v1/channel/{id}/resume",
  "POST /v1/channel/{id}/refresh",
  "POST /v1/channel/{id}/priority",
  "DELETE /v1/channel/{id}",
  "POST /v1/feed",
  "POST /v1/feed/{id}/stop",
  "POST /v1/feed/{id}/resume",
  "POST /v1/feed/{id}/refresh",
  "POST /v1/feed/{id}/priority",
  "DELETE /v1/feed/{id}",
  "POST /v1/collection",
  "PUT /v1/collection/{id}",
  "DELETE /v1/collection/{id}",
  "POST /v1/collection/add/channel",
  "POST /v1/collection/add/feed",
  "POST /v1/collection/remove/channel",
  "POST /v1/collection/remove/feed",
]);

/**
 * Signed-in reads no key may make: members, billing and keys are for people; so are the creator's own account and
 * other teams (a key acts for one team), share links' keys, and alert setup (webhook URLs and email addresses).
 */
const READS_REFUSED_TO_KEYS = [
  "GET /v1/user",
  "GET /v1/team/list",
  "GET /v1/share/list",
  "GET /v1/alert/target",
  "GET /v1/alert/target/{id}",
  "GET /v1/alert/group",
  "GET /v1/alert/group/{id}",
  "GET /v1/alert/rule",
  "GET /v1/alert/rule/{id}",
  "GET /v1/alert/events",
  "GET /v1/team/members",
  "GET /v1/billing/subscription",
  "GET /v1/billing/payments",
  "GET /v1/billing/payments/{id}/invoice",
  "GET /v1/billing/test/checkout/{session_id}",
  "GET /v1/api-keys",
];

/** Routes authenticated by something other than a team's caller (operators' ADMIN_TOKEN). */
const NOT_TEAM_ROUTES = new Set(["POST /v1/admin/plan", "POST /v1/admin/refund"]);
/** Routes for keys only, with the least scope that may call them: the MCP server (its own tests: mcp*.test.ts). */
const KEY_ONLY_ROUTES = new Map([["POST /v1/mcp", "read"]]);

interface Operation {
  method: string;
  path: string;
}

async function signedInOperations(): Promise<Operation[]> {
  const res = await api.app.request("http://localhost:3999/v1/openapi.json");
  const doc = (await res.json()) as {
    paths: Record<string, Record<string, { security?: Record<string, string[]>[] }>>;
  };
  const out: Operation[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.security?.length) continue;
      const op = { method: method.toUpperCase(), path: path.startsWith("/v1") ? path : `/v1${path}` };
      if (!NOT_TEAM_ROUTES.has(label(op)) && !KEY_ONLY_ROUTES.has(label(op))) out.push(op);
    }
  }
  return out;
}

const label = (op: Operation) => `${op.method} ${op.path}`;
/** Path parameters get an id no team has: past the guard, a write finds nothing and changes nothing. */
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, "2000000000");

beforeAll(async () => {
  // Each key makes a call per route here; the per-minute limit has its own test (api-keys.test.ts).
  process.env.API_KEY_RATE_PER_MINUTE = "100000";
  env = await setupTestDb();
  const owner = await registerUser(api, env.handle.db, "max");
  await markEmailVerified(env.handle.db, owner.id);
  for (const scope of ["read", "write"] as const) {
    const res = await call<{ key: string }>("POST", "/v1/api-keys", {
      token: owner.token,
      body: { name: scope, scope },
    });
    keys[scope] = res.body.data.key;
  }
  expect(keys.read && keys.write).toBeTruthy();
});
afterAll(async () => {
  delete process.env.API_KEY_RATE_PER_MINUTE;
  await env.teardown();
});

describe("API keys on every signed-in route of the OpenAPI document", () => {
  it("lists the write key's routes (the listing is not empty)", async () => {
    const listed = (await signedInOperations()).map(label);
    for (const route of [...WRITE_KEY_ROUTES, ...READS_REFUSED_TO_KEYS]) expect(listed).toContain(route);
  });

  it("refuses a read key on every write, with 40305", async () => {
    const writes = (await signedInOperations()).filter((op) => op.method !== "GET");
    expect(writes.length).toBeGreaterThan(WRITE_KEY_ROUTES.size);
    for (const op of writes) {
      const res = await call(op.method, concrete(op.path), { token: keys.read, body: {} });
      expect({ route: label(op), status: res.status, code: res.body.code }).toEqual({
        route: label(op),
        status: 403,
        code: ErrorCode.ApiKeyNotAllowed,
      });
    }
  });

  it("lets a write key past the guard on the tracking and collection writes only", async () => {
    const writes = (await signedInOperations()).filter((op) => op.method !== "GET");
    for (const op of writes) {
      const res = await call(op.method, concrete(op.path), { token: keys.write, body: {} });
      const refused = res.status === 403 && res.body.code === ErrorCode.ApiKeyNotAllowed;
      expect({ route: label(op), refused }).toEqual({ route: label(op), refused: !WRITE_KEY_ROUTES.has(label(op)) });
      if (!refused) expect({ route: label(op), status: res.status }).not.toMatchObject({ status: 403 });
    }
  });

  it("lets keys read everything else, and refuses the reads that are for people", async () => {
    const reads = (await signedInOperations()).filter((op) => op.method === "GET");
    for (const op of reads) {
      // Exports answer CSV: read the code only from JSON answers.
      const res = await api.app.request(`http://localhost:3999${concrete(op.path)}`, {
        headers: { authorization: `Bearer ${keys.read}` },
      });
      const json = res.headers.get("content-type")?.includes("json");
      const code = json ? ((await res.json()) as { code: number }).code : null;
      const refused = res.status === 403 && code === ErrorCode.ApiKeyNotAllowed;
      expect({ route: label(op), refused }).toEqual({
        route: label(op),
        refused: READS_REFUSED_TO_KEYS.includes(label(op)),
      });
      expect({ route: label(op), status: res.status }).not.toMatchObject({ status: 401 });
    }
  });
});

describe("the apiKey security scheme in the OpenAPI document", () => {
  it("is listed, with its scope, on exactly the operations a key may call", async () => {
    const res = await api.app.request("http://localhost:3999/v1/openapi.json");
    const doc = (await res.json()) as {
      components: { securitySchemes: Record<string, { scheme?: string; bearerFormat?: string }> };
      paths: Record<string, Record<string, { security?: Record<string, string[]>[]; "x-api-key-scope"?: string }>>;
    };
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ scheme: "bearer", bearerFormat: "fsk_…" });
    const teamOperations = new Set((await signedInOperations()).map(label));
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const route = label({ method: method.toUpperCase(), path: path.startsWith("/v1") ? path : `/v1${path}` });
        const expected = KEY_ONLY_ROUTES.has(route)
          ? (KEY_ONLY_ROUTES.get(route) ?? null)
          : !teamOperations.has(route)
            ? null
            : method === "get"
              ? READS_REFUSED_TO_KEYS.includes(route)
                ? null
                : "read"
              : WRITE_KEY_ROUTES.has(route)
                ? "write"
                : null;
        const listed = operation.security?.some((s) => "apiKey" in s) ?? false;
        expect({ route, listed, scope: operation["x-api-key-scope"] ?? null }).toEqual({
          route,
          listed: expected !== null,
          scope: expected,
        });
      }
    }
  });
});
