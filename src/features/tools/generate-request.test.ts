// The browser side of POST /v1/tools/generate: the event stream read chunk by chunk, the server's readable
// messages for caps and failures, and the client-side timeout that keeps the page from spinning forever.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "@/lib/api/client";
import { GenerateFailure, type GenerateInput, generateTool, IDLE_TIMEOUT_MS } from "./generate-request";

const INPUT: GenerateInput = {
  tool: "bio",
  platform: "tiktok",
  description: "Home baker sharing sourdough recipes",
  options: { length: "short", tone: "fun", hashtags: 5 },
  locale: "it",
};

function streamResponse(chunks: string[], { close = true } = {}): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (close) controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

beforeEach(() => {
  // The client reads the session cookie; the tests run without a DOM.
  vi.stubGlobal("document", { cookie: "" });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("generateTool", () => {
  it("appends streamed deltas and returns the final answer, split across chunks", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      streamResponse([
        'event: delta\ndata: {"index":0,"text":"Pane"}\n\nevent: delta\ndata: {"ind',
        'ex":0,"text":" e lievito"}\n\nevent: delta\ndata: {"index":1,"text":"Forno"}\n\n',
        'event: done\ndata: {"results":["Pane e lievito","Forno"],"provider":"composer","remaining":9}\n\n',
      ]),
    );
    vi.stubGlobal("fetch", fetchMock);
    const deltas: [number, string][] = [];
    const result = await generateTool(INPUT, { onDelta: (index, text) => deltas.push([index, text]) });
    expect(deltas).toEqual([
      [0, "Pane"],
      [0, " e lievito"],
      [1, "Forno"],
    ]);
    expect(result).toEqual({ results: ["Pane e lievito", "Forno"], provider: "composer", remaining: 9 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/v1/tools/generate/");
    expect(JSON.parse(String(init?.body))).toMatchObject({
      tool: "bio",
      platform: "tiktok",
      locale: "it",
      stream: true,
    });
  });

  it("leaves the platform out for the emoji translator", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      streamResponse(['event: done\ndata: {"results":["☕"],"provider":"composer","remaining":null}\n\n']),
    );
    vi.stubGlobal("fetch", fetchMock);
    await generateTool({ ...INPUT, tool: "emoji", platform: null, options: { tone: "none" } }, { onDelta: () => {} });
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).not.toHaveProperty("platform");
  });

  it("turns a cap or validation envelope into an error carrying the server's message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ code: 429, message: "Daily limit reached: sign in for more", data: null }, { status: 429 }),
      ),
    );
    const error = await generateTool(INPUT, { onDelta: () => {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe("Daily limit reached: sign in for more");
    expect(error.status).toBe(429);
  });

  it("reports a provider error event with its message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        streamResponse([
          'event: delta\ndata: {"index":0,"text":"Hal"}\n\nevent: error\ndata: {"code":504,"message":"The writer took too long"}\n\n',
        ]),
      ),
    );
    const error = await generateTool(INPUT, { onDelta: () => {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe("The writer took too long");
  });

  it("says the answer was cut off when the stream ends without done", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => streamResponse(['event: delta\ndata: {"index":0,"text":"Hal"}\n\n'])),
    );
    const error = await generateTool(INPUT, { onDelta: () => {} }).catch((e) => e);
    expect(error).toBeInstanceOf(GenerateFailure);
    expect(error.reason).toBe("interrupted");
  });

  it("gives up with a timeout when the stream stays silent", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        const response = streamResponse(['event: delta\ndata: {"index":0,"text":"Hal"}\n\n'], { close: false });
        // A real fetch body errors when its request is aborted.
        const reader = response.body?.getReader();
        const body = new ReadableStream<Uint8Array>({
          async pull(controller) {
            const chunk = await Promise.race([
              reader?.read(),
              new Promise<never>((_, reject) =>
                init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
              ),
            ]);
            if (chunk?.done) controller.close();
            else if (chunk) controller.enqueue(chunk.value);
          },
        });
        return new Response(body, { headers: { "content-type": "text/event-stream" } });
      }),
    );
    const deltas: string[] = [];
    const pending = generateTool(INPUT, { onDelta: (_i, text) => deltas.push(text) }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(IDLE_TIMEOUT_MS - 1000);
    expect(deltas).toEqual(["Hal"]);
    await vi.advanceTimersByTimeAsync(2000);
    const error = await pending;
    expect(error).toBeInstanceOf(GenerateFailure);
    expect(error.reason).toBe("timeout");
  });

  it("stops when the page aborts (Stop or Esc) without calling it a timeout", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise<Response>((_, reject) =>
            init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError"))),
          ),
      ),
    );
    const controller = new AbortController();
    const pending = generateTool(INPUT, { onDelta: () => {}, signal: controller.signal }).catch((e) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(GenerateFailure);
    expect((error as Error).name).toBe("AbortError");
  });
});
