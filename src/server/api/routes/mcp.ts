// POST /v1/mcp: the MCP server (issue 17 item 4) for AI assistants, authenticated with an API key
// (`Authorization: Bearer fsk_…`); a signed-in session is refused. The tools live in src/server/mcp.
// GET and DELETE answer 405 (the app's method check): the server is stateless, with no stream to open or session
// to end, which MCP clients accept.
import "server-only";
import { createRoute } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import { McpRequest, McpResponse } from "@/domain/contracts/mcp";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { ApiError } from "../../errors/api-error";
import { handleMcpRequest } from "../../mcp/handle-mcp-request";
import type { AppEnv } from "../context";
import { ErrorEnvelope } from "../envelope";
import { requireActor } from "../middleware/require-actor";
import { requirePermission } from "../middleware/require-permission";
import { actorContext, createRouter } from "../router";

export const MCP_KEY_REQUIRED =
  "The MCP server takes an API key: send Authorization: Bearer fsk_… (create one in Settings → API)";

const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.actor.apiKey) throw new ApiError(ErrorCode.Unauthorized, MCP_KEY_REQUIRED);
  await next();
});

const jsonRpcError = {
  description:
    "A JSON-RPC error: a malformed message (400) or an Accept header without application/json and text/event-stream (406)",
  content: { "application/json": { schema: McpResponse } },
};
const envelopeError = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorEnvelope } },
});

const route = createRoute({
  method: "post",
  path: "/mcp",
  tags: ["MCP"],
  summary: "Model Context Protocol server (Streamable HTTP, stateless, JSON answers) for AI assistants",
  description:
    "Add `<app URL>/v1/mcp` to an MCP client with the header `Authorization: Bearer fsk_…` (an API key). Tools: " +
    "list_feeds, get_feed, list_channels, get_channel, find_outliers, analyze_account; with a write key also " +
    "track_feed and track_channel. Send `Accept: application/json, text/event-stream`.",
  // The guard's action is what every key may do (read the team's data, run analyses): requireActor lets a key of
  // either scope in (middleware/api-key-scope.ts); the write tools check the write scope themselves.
  middleware: [requireActor, requireApiKey, requirePermission(Action.ExportAndAnalyze)],
  security: [{ apiKey: [] }],
  request: { body: { required: true, content: { "application/json": { schema: McpRequest } } } },
  responses: {
    200: { description: "The JSON-RPC answer", content: { "application/json": { schema: McpResponse } } },
    202: { description: "A notification was accepted (no body)" },
    400: jsonRpcError,
    401: envelopeError("No API key, or a session instead of one (error envelope)"),
    406: jsonRpcError,
    429: envelopeError("The key's rate limit is reached (error envelope)"),
  },
});

export const mcpRoutes = createRouter().openapi(
  route,
  // The transport answers JSON-RPC itself (not the envelope), so its Response is passed through as it is.
  async (c) => (await handleMcpRequest(actorContext(c), c.req.raw, c.req.valid("json"))) as never,
);
