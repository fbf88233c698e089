// The channel tools: list_channels and get_channel, over the same queries as GET /v1/channel/list and
// /v1/channel/{id}, always for the key's team.
import "server-only";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { now } from "../clock";
import { notFound } from "../errors/api-error";
import { getChannel } from "../queries/tracking/get-channel";
import { CHANNEL_SORTS, type ChannelSort, listChannels } from "../queries/tracking/list-channels";
import type { ActorContext } from "../services/context";
import { runTool, toolAnswer } from "./tool-answer";
import {
  channelStatusInput,
  channelStatusValues,
  collectionInput,
  idInput,
  pagingInput,
  platformInput,
  searchInput,
} from "./tool-inputs";

const readOnly = { readOnlyHint: true, openWorldHint: false } as const;
const channelSorts = Object.keys(CHANNEL_SORTS) as [ChannelSort, ...ChannelSort[]];

export function registerChannelTools(server: McpServer, ctx: ActorContext): void {
  const teamId = ctx.actor.teamId;

  server.registerTool(
    "list_channels",
    {
      title: "List tracked accounts",
      description:
        "List the team's tracked accounts (channels) with their profile and latest figures: followers, " +
        "following, video count, total likes, median views per video, and how many of their videos the team " +
        "tracks as feeds. Filter by platform, status, collection and text; sort by a figure. Answers one page " +
        "({ list, total, page, page_size }). Use get_channel for one account's analytics.",
      inputSchema: {
        platform: platformInput.optional(),
        status: channelStatusInput.optional(),
        collection: collectionInput.optional(),
        q: searchInput.optional().describe("Text search over handles and names"),
        sort: z
          .enum(channelSorts)
          .default("tracked_at")
          .describe(
            "Sort key: followers, video_count, likes_total, median_views, feeds, last_updated, tracked_at (default)",
          ),
        ...pagingInput,
      },
      annotations: readOnly,
    },
    (args) =>
      runTool("list_channels", async () => {
        const page = await listChannels(ctx.db, teamId, {
          platform: args.platform,
          status: channelStatusValues(args.status),
          collection: args.collection,
          q: args.q,
          sort: args.sort,
          order: args.order,
          page: args.page,
          page_size: args.page_size,
        });
        return toolAnswer(page);
      }),
  );

  server.registerTool(
    "get_channel",
    {
      title: "Get one tracked account with its analytics",
      description:
        "One tracked account (channel) by id: its profile, follower history within the plan's window, and " +
        "account analytics over its known videos: median views, engagement, outliers (`analytics.mostViral`, " +
        "each video's views as a multiple of the median), virality spread, the video length that works best " +
        "(`analytics.duration`) and the posting-time heatmap.",
      inputSchema: { id: idInput("channel") },
      annotations: readOnly,
    },
    (args) =>
      runTool("get_channel", async () => {
        const channel = await getChannel(ctx.db, { teamId, channelId: args.id, now: now() });
        if (!channel) throw notFound("This channel does not exist");
        return toolAnswer(channel);
      }),
  );
}
