// The feed tools: list_feeds, get_feed and find_outliers, over the same queries as GET /v1/feed/list and
// /v1/feed/{id}, always for the key's team (ctx.actor.teamId), never a team named in the arguments.
import "server-only";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { VIRAL_MULTIPLE } from "@/domain/analytics";
import { now } from "../clock";
import { notFound } from "../errors/api-error";
import { findOutliers } from "../queries/tracking/find-outliers";
import { getFeed } from "../queries/tracking/get-feed";
import { FEED_SORTS, type FeedSort, listFeeds } from "../queries/tracking/list-feeds";
import type { ActorContext } from "../services/context";
import { runTool, toolAnswer } from "./tool-answer";
import {
  collectionInput,
  dateInput,
  feedStatusInput,
  feedStatusValues,
  idInput,
  pagingInput,
  platformInput,
  searchInput,
  toDate,
} from "./tool-inputs";

const readOnly = { readOnlyHint: true, openWorldHint: false } as const;
const feedSorts = Object.keys(FEED_SORTS) as [FeedSort, ...FeedSort[]];

export const OUTLIERS_LIMIT_MAX = 100;

export function registerFeedTools(server: McpServer, ctx: ActorContext): void {
  const teamId = ctx.actor.teamId;

  server.registerTool(
    "list_feeds",
    {
      title: "List tracked videos",
      description:
        "List the team's tracked videos (feeds) with their latest metrics: views, likes, comments, shares, " +
        "bookmarks, engagement and engagement rate, outlier multiple (`outlet`: views / the author's median views; " +
        `${VIRAL_MULTIPLE}x = viral) and view growth (last refresh, 1 day, 7 days). Filter by platform, status, ` +
        "channel, collection, publication or update dates and text; sort by any metric. Answers one page " +
        "({ list, total, page, page_size }); raise `page` to read further. Use get_feed for one video's history.",
      inputSchema: {
        platform: platformInput.optional(),
        status: feedStatusInput.optional(),
        channel_id: idInput("tracked channel (list_channels)")
          .optional()
          .describe("Only videos imported from this tracked channel (its id from list_channels)"),
        collection: collectionInput.optional(),
        published_from: dateInput("Published at or after").optional(),
        published_to: dateInput("Published at or before").optional(),
        updated_from: dateInput("Last refreshed at or after").optional(),
        updated_to: dateInput("Last refreshed at or before").optional(),
        q: searchInput.optional(),
        sort: z
          .enum(feedSorts)
          .default("tracked_at")
          .describe(
            "Sort key: views, likes, comments, shares, bookmarks, engagement, duration, published_on, " +
              "last_updated, tracked_at (default), status, outlet (outlier multiple), growth_last, growth_1d, growth_7d",
          ),
        ...pagingInput,
      },
      annotations: readOnly,
    },
    (args) =>
      runTool("list_feeds", async () => {
        const page = await listFeeds(ctx.db, teamId, {
          platform: args.platform,
          status: feedStatusValues(args.status),
          channel_id: args.channel_id,
          collection: args.collection,
          published_from: toDate(args.published_from),
          published_to: toDate(args.published_to),
          updated_from: toDate(args.updated_from),
          updated_to: toDate(args.updated_to),
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
    "get_feed",
    {
      title: "Get one tracked video",
      description:
        "One tracked video (feed) by id: its latest metrics, outlier multiple, growth, fetch state, author, and " +
        "its metrics history (views, likes, comments, shares, bookmarks per snapshot, oldest first) within the " +
        "plan's history window (`history_since`).",
      inputSchema: { id: idInput("feed") },
      annotations: readOnly,
    },
    (args) =>
      runTool("get_feed", async () => {
        const feed = await getFeed(ctx.db, { teamId, feedId: args.id, now: now() });
        if (!feed) throw notFound("This feed does not exist");
        return toolAnswer(feed);
      }),
  );

  server.registerTool(
    "find_outliers",
    {
      title: "Find outlier videos",
      description:
        "The team's tracked videos whose views reached at least `min_multiple` times their account's median " +
        `views, newest first (by publication). ${VIRAL_MULTIPLE}x is viral (the default); 2 to 5 finds milder ` +
        "outliers. Videos whose account median is not known yet are left out. Each row is a feed as list_feeds " +
        "gives it, with its multiple in `outlet`.",
      inputSchema: {
        min_multiple: z
          .number()
          .positive()
          .max(1_000_000)
          .default(VIRAL_MULTIPLE)
          .describe(`Least multiple of the account's median views (default ${VIRAL_MULTIPLE}: viral)`),
        platform: platformInput.optional(),
        channel_id: idInput("tracked channel (list_channels)")
          .optional()
          .describe("Only videos imported from this tracked channel (its id from list_channels)"),
        published_from: dateInput("Only videos published at or after").optional(),
        limit: z
          .number()
          .int()
          .min(1)
          .max(OUTLIERS_LIMIT_MAX)
          .default(20)
          .describe(`At most this many videos, 1 to ${OUTLIERS_LIMIT_MAX} (default 20)`),
      },
      annotations: readOnly,
    },
    (args) =>
      runTool("find_outliers", async () => {
        const list = await findOutliers(ctx.db, {
          teamId,
          minMultiple: args.min_multiple,
          platform: args.platform,
          channelId: args.channel_id,
          publishedFrom: toDate(args.published_from),
          limit: args.limit,
        });
        return toolAnswer({ min_multiple: args.min_multiple, list });
      }),
  );
}
