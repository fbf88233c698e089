// One MCP request over Streamable HTTP in stateless mode: a fresh server and transport per HTTP request, answered as
// one JSON body (no server-held session or event stream), so any web process can answer any call and nothing
// outlives the request. The MCP SDK's web-standard transport parses and answers the JSON-RPC message.
import "server-only";
import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import type { ActorContext } from "../services/context";
import { createMcpServer } from "./create-mcp-server";

/** `body` is the request's JSON, already read by the route (the request's own body stream is then used up). */
export async function handleMcpRequest(ctx: ActorContext, request: Request, body: unknown): Promise<Response> {
  const server = createMcpServer(ctx);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  await server.connect(transport);
  try {
    return await transport.handleRequest(request, { parsedBody: body });
  } finally {
    await server.close();
  }
}
