// What an MCP tool answers (issue 17 item 4): the data as JSON text for the model and as structured content for
// clients that read it, or, on failure, the API's error envelope { code, message, data } with the catalogue code
// (src/domain/error-codes.ts) marked as a tool error, so a model reads the same codes a script gets from /v1.
import "server-only";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { ErrorCode } from "@/domain/error-codes";
import { isDatabaseUnavailable } from "../db/unavailable";
import { ApiError } from "../errors/api-error";
import { getLogger } from "../logger";

export function toolAnswer(data: object, message?: string): CallToolResult {
  const content: CallToolResult["content"] = [];
  if (message) content.push({ type: "text", text: message });
  content.push({ type: "text", text: JSON.stringify(data) });
  return { content, structuredContent: data as Record<string, unknown> };
}

export function toolFailure(error: ApiError): CallToolResult {
  const envelope = { code: error.code, message: error.message, data: error.data };
  return { content: [{ type: "text", text: JSON.stringify(envelope) }], structuredContent: envelope, isError: true };
}

/** Runs a tool's work; an error becomes the catalogue envelope (an unexpected one is logged, its cause kept back). */
export async function runTool(tool: string, work: () => Promise<CallToolResult>): Promise<CallToolResult> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError) return toolFailure(error);
    if (isDatabaseUnavailable(error)) return toolFailure(new ApiError(ErrorCode.Unavailable));
    getLogger().error({ err: error, tool }, "MCP tool failed");
    return toolFailure(new ApiError(ErrorCode.Internal));
  }
}
