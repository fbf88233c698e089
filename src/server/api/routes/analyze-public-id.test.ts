// Issue 13 item 8: analyses are addressed publicly by a random id, not the sequential row id; the old integer ids
// answer 404, so nobody can walk other people's analyses by counting.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { analyses } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => env.teardown());

async function start(handle: string, ip: string) {
  const res = await api.call<{ id: string; reused: boolean }>("POST", "/v1/analyze", {
    body: { url: `https://www.tiktok.com/@${handle}` },
    headers: { "x-forwarded-for": ip },
  });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

describe("analysis public ids", () => {
  it("answers a random 32-hex id, unrelated to the row id, and serves the analysis under it only", async () => {
    const first = await start("public_id_one", "203.0.113.201");
    const second = await start("public_id_two", "203.0.113.202");
    for (const id of [first, second]) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(first).not.toBe(second);

    const [row] = await env.handle.db.select().from(analyses).where(eq(analyses.publicId, second));
    expect(row).toBeDefined();
    const rowId = row?.id ?? 0;

    const byPublicId = await api.call<{ id: string; input: string }>("GET", `/v1/analyze/${second}`);
    expect(byPublicId.status).toBe(200);
    expect(byPublicId.body.data).toMatchObject({ id: second, input: "https://www.tiktok.com/@public_id_two" });

    // The sequential ids (this row's and its neighbours') find nothing, on both routes.
    for (const guess of [rowId, rowId - 1, rowId + 1, 1]) {
      const res = await api.call("GET", `/v1/analyze/${guess}`);
      expect(res.status, `id ${guess}`).toBe(404);
      expect(res.body.code).toBe(ErrorCode.NotFound);
      const events = await api.app.request(`http://localhost:3999/v1/analyze/${guess}/events`);
      expect(events.status).toBe(404);
    }
    // An id longer than any public id is bad input, refused before any query.
    const overlong = await api.call("GET", `/v1/analyze/${"f".repeat(500)}`);
    expect(overlong.status).toBe(400);
    expect(overlong.body.code).toBe(ErrorCode.Validation);
  });

  it("lists recent analyses under their public ids", async () => {
    const id = await start("public_id_recent", "203.0.113.203");
    const deadline = Date.now() + 15_000;
    for (;;) {
      const res = await api.call<{ state: string }>("GET", `/v1/analyze/${id}`);
      if (res.body.data.state === "done") break;
      if (Date.now() > deadline) throw new Error("analysis did not finish");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const recent = await api.call<{ analysis_id: string; handle: string }[]>("GET", "/v1/analyze/recent");
    const entry = recent.body.data.find((r) => r.handle === "public_id_recent");
    expect(entry?.analysis_id).toBe(id);
    expect(recent.body.data.every((r) => /^[0-9a-f]{32}$/.test(r.analysis_id))).toBe(true);
  });
});
