// The answer check of issue 12, item 1: outside production, a route whose answer drifts from its response schema
// fails the request (so the test that made it fails), and an answer that matches passes unchanged.
import { createRoute } from "@hono/zod-openapi";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ok } from "./envelope";
import { responses } from "./openapi-helpers";
import { createRouter } from "./router";

const Item = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  tags: z.array(z.object({ x: z.number() })),
});
const route = createRoute({ method: "get", path: "/item", responses: responses(Item, "An item") });

/** A router whose one route answers `data`, reporting a thrown error's name and message as JSON. */
function routerAnswering(data: unknown) {
  const router = createRouter().openapi(route, (c) => c.json(ok(data as z.infer<typeof Item>), 200));
  router.onError((error, c) => c.json({ error: error.name, message: error.message }, 500));
  return router;
}

async function answerTo(data: unknown) {
  const response = await routerAnswering(data).request("/item");
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("answer contract check", () => {
  it("sends an answer that matches its schema unchanged", async () => {
    const data = { id: 1, name: null, tags: [{ x: 2 }] };
    expect(await answerTo(data)).toEqual({ status: 200, body: { code: 0, message: "ok", data } });
  });

  it("fails an answer with a field of the wrong type", async () => {
    const { status, body } = await answerTo({ id: "1", name: null, tags: [] });
    expect(status).toBe(500);
    expect(body.error).toBe("AnswerContractError");
    expect(body.message).toMatch(/^GET \/item answered outside its contract:/);
    expect(body.message).toContain("data.id");
  });

  it("fails an answer that leaves out a field the schema requires", async () => {
    const { status, body } = await answerTo({ id: 1, tags: [] });
    expect(status).toBe(500);
    expect(body.message).toContain("data.name");
  });

  it("fails an answer carrying a field the schema does not document, however deep", async () => {
    const top = await answerTo({ id: 1, name: "a", tags: [], secret: true });
    expect(top.status).toBe(500);
    expect(top.body.message).toContain("data.secret is not in the response schema");
    const nested = await answerTo({ id: 1, name: "a", tags: [{ x: 1 }, { x: 2, y: 3 }] });
    expect(nested.status).toBe(500);
    expect(nested.body.message).toContain("data.tags[1].y is not in the response schema");
  });

  it("does not check answers in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const drifted = { id: "1", secret: true };
    expect(await answerTo(drifted)).toEqual({ status: 200, body: { code: 0, message: "ok", data: drifted } });
  });
});
