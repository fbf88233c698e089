// POST /v1/mcp (issue 17 item 4): the Model Context Protocol's Streamable HTTP transport speaks JSON-RPC 2.0, not
// the { code, message, data } envelope. These schemas describe its messages for /v1/openapi.json; the MCP SDK
// validates the messages themselves (src/server/mcp).
import { z } from "zod";

/** Any JSON value (tool arguments and results are JSON documents of their own). */
export const JsonValue: z.ZodType<unknown> = z
  .lazy(() =>
    z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(JsonValue), z.record(z.string(), JsonValue)]),
  )
  .meta({ id: "JsonValue", description: "Any JSON value" });

const JsonRpcId = z.union([z.string(), z.number().int()]).meta({ description: "The request's id, echoed back" });

/** Loose: the MCP SDK checks each message itself and may meet fields a newer protocol version adds. */
export const McpRequest = z
  .looseObject({
    jsonrpc: z.literal("2.0"),
    id: JsonRpcId.optional().meta({ description: "Absent for notifications" }),
    method: z.string().meta({
      description: "initialize, notifications/initialized, tools/list, tools/call, ping",
      example: "tools/call",
    }),
    params: z
      .record(z.string(), JsonValue)
      .optional()
      .meta({
        description: "For tools/call: { name, arguments }",
        example: { name: "find_outliers", arguments: { min_multiple: 5 } },
      }),
  })
  .meta({ id: "McpRequest", description: "One JSON-RPC 2.0 message from an MCP client" });

export const McpResponse = z
  .object({
    jsonrpc: z.literal("2.0"),
    id: z.union([JsonRpcId, z.null()]),
    result: z.record(z.string(), JsonValue).optional().meta({
      description: "initialize: server info and capabilities; tools/list: { tools }; tools/call: { content, isError? }",
    }),
    error: z
      .object({ code: z.number().int(), message: z.string(), data: JsonValue.optional() })
      .optional()
      .meta({ description: "A JSON-RPC error (a malformed message, an unknown method)" }),
  })
  .meta({ id: "McpResponse", description: "The JSON-RPC 2.0 answer to one request" });
