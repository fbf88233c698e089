// Fuzz test (issue 13 item 11): well over 1,000 malformed requests across every route and method of
// /v1/openapi.json (wrong types, missing and extra fields, huge numbers, deep nesting, invalid JSON, long and odd
// Unicode strings, bad and out-of-range ids), signed in and not. No answer may be a 500, and every answer must be
// an envelope { code, message, data } whose code is 0 exactly when the status is 2xx. Seeded: FUZZ_SEED replays a
// run (the seed is printed with every failure).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../db/test/test-db";
import { createTestApi } from "./test/api-client";
import { type FuzzCase, generateCases, type OpenApiDocument, seededRandom } from "./test/fuzz-cases";
import { registerUser } from "./test/tracking-helpers";

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const PER_OPERATION = 24;

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  await env.teardown();
});

interface Outcome {
  status: number;
  problem: string | null;
}

function envelopeProblem(status: number, contentType: string, text: string, fileTypes: string[]): string | null {
  if (status === 500) return "answered 500";
  // A 2xx download in the type the operation documents (refusals of the same routes are still envelopes).
  if (status < 300 && fileTypes.some((type) => contentType.startsWith(type))) return null;
  if (!contentType.includes("application/json")) return `answered ${contentType || "no content type"}`;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return "answered invalid JSON";
  }
  if (typeof body !== "object" || body === null) return "answered a non-object";
  const envelope = body as Record<string, unknown>;
  if (typeof envelope.code !== "number" || typeof envelope.message !== "string" || !("data" in envelope)) {
    return `answered a non-envelope ${text.slice(0, 80)}`;
  }
  if (status < 300 !== (envelope.code === 0)) return `status ${status} with code ${envelope.code}`;
  return null;
}

describe("fuzzing /v1", () => {
  it("answers every malformed request with an envelope and never a 500", { timeout: 600_000 }, async () => {
    const doc = (await (await api.app.request("http://localhost:3999/v1/openapi.json")).json()) as OpenApiDocument;
    const operations = Object.values(doc.paths).flatMap((methods) => Object.keys(methods));
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const cases = generateCases(doc, seededRandom(SEED), PER_OPERATION);
    expect(cases.length).toBeGreaterThanOrEqual(1_000);

    let token = (await registerUser(api, env.handle.db)).token;
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const fuzz of cases) {
      const outcome = await send(fuzz, token);
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
      if (outcome.problem)
        failures.push(`${fuzz.method} ${fuzz.path.slice(0, 120)} [${fuzz.mutation}]: ${outcome.problem}`);
      // Sign-out and similar calls end the session: carry on signed in with a fresh account.
      if (fuzz.signedIn && outcome.status === 401) token = (await registerUser(api, env.handle.db)).token;
    }
    expect(failures, `FUZZ_SEED=${SEED}\n${failures.slice(0, 30).join("\n")}`).toEqual([]);
    // The run really exercised the routes: most answers are refusals of bad input, some reached the handlers.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(cases.length / 4);
  });
});

async function send(fuzz: FuzzCase, token: string): Promise<Outcome> {
  const headers: Record<string, string> = { origin: "http://localhost:3999" };
  if (fuzz.signedIn) headers.authorization = `Bearer ${token}`;
  if (fuzz.contentType) headers["content-type"] = fuzz.contentType;
  const response = await api.app.request(`http://localhost:3999${fuzz.path}`, {
    method: fuzz.method,
    headers,
    body: fuzz.body,
  });
  const contentType = response.headers.get("content-type") ?? "";
  // A stream (the analysis events) only for a request that named a real analysis; fuzzed ids never do.
  const text = await response.text();
  return { status: response.status, problem: envelopeProblem(response.status, contentType, text, fuzz.fileTypes) };
}
