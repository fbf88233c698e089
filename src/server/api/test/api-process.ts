// The /v1 API as a real process on the embedded database, for the PGlite fault test: opens DATA_DIR the way the
// app does (data-directory lock included), migrates, serves the Hono app over node:http on a loopback port and
// prints "LISTENING <port>". Run with: node --conditions=react-server --import tsx src/server/api/test/api-process.ts
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getDbHandle } from "../../db/client";
import { ensureMigrated } from "../../db/migrate";
import { createApiApp } from "../app";

async function readBody(request: http.IncomingMessage): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

async function main() {
  await ensureMigrated(await getDbHandle());
  const app = createApiApp();
  const server = http.createServer(async (request, response) => {
    try {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string") headers.set(name, value);
      }
      const method = request.method ?? "GET";
      const body = method === "GET" || method === "HEAD" ? undefined : await readBody(request);
      const answer = await app.fetch(
        new Request(`http://127.0.0.1${request.url ?? "/"}`, {
          method,
          headers,
          body: body ? new Uint8Array(body) : undefined,
        }),
      );
      response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  server.listen(0, "127.0.0.1", () => {
    process.stdout.write(`LISTENING ${(server.address() as AddressInfo).port}\n`);
  });
}

void main().catch((error: unknown) => {
  process.stderr.write(`api-process failed: ${String(error)}\n`);
  process.exit(1);
});
