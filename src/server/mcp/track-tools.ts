// The write tools, registered only for write keys: track_feed and track_channel, through the same services as
// POST /v1/feed and /v1/channel (role, plan limits and rate limits apply; their refusals carry the catalogue code,
// 90001 past the plan's limit).
import "server-only";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { scopeAllows } from "@/domain/api-keys";
import { TrackBody, TrackChannelBody } from "@/domain/contracts/tracking";
import { ErrorCode } from "@/domain/error-codes";
import { Action } from "@/domain/roles";
import { now } from "../clock";
import { ApiError, notFound } from "../errors/api-error";
import { getChannel } from "../queries/tracking/get-channel";
import { getFeed } from "../queries/tracking/get-feed";
import type { ActorContext } from "../services/context";
import { trackChannel } from "../services/tracking/track-channel";
import { trackFeed } from "../services/tracking/track-feed";
import { runTool, toolAnswer } from "./tool-answer";
import { platformInput } from "./tool-inputs";

const writes = { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true } as const;

/**
 * A read key never writes, even if a tool were reached some other way (the tools are not listed for it): 40305 as
 * on /v1 (src/domain/api-keys.ts says which scope may track).
 */
function assertWriteKey(ctx: ActorContext): void {
  const scope = ctx.actor.apiKey?.scope;
  if (!scope || !scopeAllows(scope, Action.ManageTracking))
    throw new ApiError(ErrorCode.ApiKeyNotAllowed, "This API key is read-only: tracking needs a write key", {
      required_scope: "write",
    });
}

export function registerTrackTools(server: McpServer, ctx: ActorContext): void {
  server.registerTool(
    "track_feed",
    {
      title: "Track a video",
      description:
        "Start tracking one video (a feed) from its link: TikTok, Instagram Reel, YouTube Short or Threads " +
        "post. Its metrics are fetched at once and then refreshed on the plan's schedule. Tracking a video the " +
        "team already tracks changes nothing (`created` false). Counts against the plan's feed limit: past it " +
        "the answer is error 90001.",
      inputSchema: {
        url: TrackBody.shape.url.describe("The video's link"),
        platform: platformInput.optional().describe("The platform, when the link alone does not tell"),
      },
      annotations: writes,
    },
    (args) =>
      runTool("track_feed", async () => {
        assertWriteKey(ctx);
        const { feedId, created } = await trackFeed({ ctx, input: { url: args.url, platform: args.platform } });
        const feed = await getFeed(ctx.db, { teamId: ctx.actor.teamId, feedId, now: now() });
        if (!feed) throw notFound("This feed does not exist");
        return toolAnswer({ ...feed, created }, created ? "Tracking started" : "This video is already tracked");
      }),
  );

  server.registerTool(
    "track_channel",
    {
      title: "Track an account",
      description:
        "Start tracking an account (a channel) from its profile link or @handle: its newest videos (default 30, " +
        "`video_limit` 1 to 100) are imported as feeds and new uploads follow. Tracking an account the team " +
        "already tracks changes nothing (`created` false). Counts against the plan's channel limit (error 90001 " +
        "past it); videos beyond the feed limit are left out and counted in `skipped`.",
      inputSchema: {
        url: TrackBody.shape.url.describe("The account's profile link or @handle"),
        platform: platformInput.optional().describe("The platform, needed for a bare @handle"),
        video_limit: TrackChannelBody.shape.video_limit
          .unwrap()
          .optional()
          .describe("How many of its newest videos to import, 1 to 100 (default 30)"),
      },
      annotations: writes,
    },
    (args) =>
      runTool("track_channel", async () => {
        assertWriteKey(ctx);
        const result = await trackChannel({
          ctx,
          input: { url: args.url, platform: args.platform, video_limit: args.video_limit },
        });
        const channel = await getChannel(ctx.db, {
          teamId: ctx.actor.teamId,
          channelId: result.channelId,
          now: now(),
        });
        if (!channel) throw notFound("This channel does not exist");
        const message = result.created
          ? `Tracking started; ${result.imported} videos imported, ${result.skipped} left out by the plan's feed limit`
          : "This channel is already tracked";
        return toolAnswer(
          { ...channel, created: result.created, imported: result.imported, skipped: result.skipped },
          message,
        );
      }),
  );
}
