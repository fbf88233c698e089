// The MCP server of issue 17 item 4: one McpServer per request, built for the caller's ActorContext (an API key's
// team and scope), so every tool reads and writes that team only. Read keys get the read tools; write keys also
// track_feed and track_channel.
import "server-only";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ActorContext } from "../services/context";
import { registerAnalyzeTool } from "./analyze-tool";
import { registerChannelTools } from "./channel-tools";
import { registerFeedTools } from "./feed-tools";
import { registerTrackTools } from "./track-tools";

export const MCP_SERVER_NAME = "feedscope";
export const MCP_SERVER_VERSION = "1.0.0";

const INSTRUCTIONS =
  "Feedscope tracks videos (feeds) and accounts (channels) on TikTok, Instagram Reels, YouTube Shorts and " +
  "Threads for one team. Start with list_feeds or list_channels; ids from their answers open details " +
  "(get_feed, get_channel). An outlier multiple is a video's views divided by its account's median views " +
  "(10x = viral); find_outliers lists them newest first. analyze_account analyzes any public account without " +
  "tracking it. Counts that are null are unknown, not zero. Errors carry the API's code and message " +
  "(90001: the plan's limit is reached; 42900: rate limited, retry later).";

export function createMcpServer(ctx: ActorContext, options: { analysisWaitMs?: number } = {}): McpServer {
  const writeKey = ctx.actor.apiKey?.scope === "write";
  const server = new McpServer(
    { name: MCP_SERVER_NAME, version: MCP_SERVER_VERSION },
    {
      capabilities: { tools: {} },
      instructions: writeKey
        ? `${INSTRUCTIONS} This key may also track: track_feed and track_channel.`
        : `${INSTRUCTIONS} This key is read-only: tracking (track_feed, track_channel) needs a write key.`,
    },
  );
  registerFeedTools(server, ctx);
  registerChannelTools(server, ctx);
  registerAnalyzeTool(server, ctx, options.analysisWaitMs);
  if (writeKey) registerTrackTools(server, ctx);
  return server;
}
