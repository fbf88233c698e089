// A loopback server that speaks the chat-completions streaming protocol (SSE `data: {choices:[{delta:{content}}]}`
// chunks, then `data: [DONE]`), for the provider's tests and the bench. Each request takes the current behaviour.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeBehaviour =
  | { kind: "stream"; chunks: string[]; delayMs?: number }
  | { kind: "status"; status: number; body?: string }
  | { kind: "hang" };

export interface FakeChatServer {
  /** Base URL with the /v1 path, as AI_BASE_URL takes it. */
  url: string;
  requests: Array<{ path: string; authorization: string | undefined; body: Record<string, unknown> }>;
  behave(next: FakeBehaviour): void;
  close(): Promise<void>;
}

function chunk(content: string | null, finish: string | null = null, role = false) {
  const delta = role ? { role: "assistant", content: "" } : content === null ? {} : { content };
  return `data: ${JSON.stringify({
    id: "chatcmpl-fake",
    object: "chat.completion.chunk",
    created: 1,
    model: "fake",
    choices: [{ index: 0, delta, finish_reason: finish }],
  })}\n\n`;
}

export async function startFakeChatServer(): Promise<FakeChatServer> {
  let behaviour: FakeBehaviour = { kind: "stream", chunks: ["1. One\n", "2. Two\n", "3. Three"] };
  const requests: FakeChatServer["requests"] = [];
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (data) => {
      raw += data;
    });
    req.on("end", async () => {
      requests.push({
        path: req.url ?? "",
        authorization: req.headers.authorization,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {},
      });
      const current = behaviour;
      if (current.kind === "status") {
        res.writeHead(current.status, { "content-type": "application/json" });
        res.end(current.body ?? JSON.stringify({ error: { message: "fake failure", type: "server_error" } }));
        return;
      }
      open.add(res);
      res.on("close", () => open.delete(res));
      if (current.kind === "hang") {
        res.writeHead(200, { "content-type": "text/event-stream" });
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      res.write(chunk(null, null, true));
      for (const piece of current.chunks) {
        if (current.delayMs) await new Promise((r) => setTimeout(r, current.delayMs));
        if (res.destroyed) return;
        res.write(chunk(piece));
      }
      res.write(chunk(null, "stop"));
      res.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
