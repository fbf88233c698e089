// The MCP tools (issue 17 item 4) through the SDK's own client over an in-memory transport, against
// createMcpServer(ctx) for a team that tracks demo channels: the tool list per key scope, answers checked against
// the database, a second team's data never in the answers, and the catalogue codes of refusals.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { Role } from "@/domain/roles";
import { getAuthFor } from "../../auth/auth";
import { platformAccounts, platformVideos, trackedChannels, trackedFeeds } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { createMcpServer } from "../../mcp/create-mcp-server";
import type { SignedInUser } from "../../services/account/signed-in-user";
import type { ActorContext } from "../../services/context";
import { createTestApi, fromIp, nextTestIp } from "../test/api-client";
import { registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
let teamA: SignedInUser;
let teamB: SignedInUser;
let channelA: number;
let channelB: number;

const READ_TOOLS = ["analyze_account", "find_outliers", "get_channel", "get_feed", "list_channels", "list_feeds"];

async function trackChannel(user: SignedInUser, url: string): Promise<number> {
  const res = await api.call<{ id: number }>("POST", "/v1/channel", { token: user.token, body: { url } });
  if (res.body.code !== 0) throw new Error(`track ${url}: ${res.body.code} ${res.body.message}`);
  return res.body.data.id;
}

async function contextOf(user: SignedInUser, scope: "read" | "write"): Promise<ActorContext> {
  const db = env.handle.db;
  return {
    db,
    auth: await getAuthFor(db),
    headers: new Headers(fromIp(nextTestIp())),
    actor: {
      userId: user.id,
      email: user.email,
      emailVerified: true,
      teamId: user.team_info.id,
      role: Role.Owner,
      sessionToken: "",
      apiKey: { id: 1, scope },
    },
  };
}

async function connect(ctx: ActorContext): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(ctx, { analysisWaitMs: 15_000 }).connect(serverSide);
  const client = new Client({ name: "feedscope-test", version: "1.0.0" });
  await client.connect(clientSide);
  return client;
}

async function callTool<T>(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { result, data: result.structuredContent as T };
}

/** Team ids of feeds by id, read straight from the database. */
async function feedTeams(ids: number[]): Promise<Set<number>> {
  const rows = await env.handle.db.select({ id: trackedFeeds.id, teamId: trackedFeeds.teamId }).from(trackedFeeds);
  return new Set(rows.filter((row) => ids.includes(row.id)).map((row) => row.teamId));
}

beforeAll(async () => {
  env = await setupTestDb();
  teamA = await registerUser(api, env.handle.db, "max");
  teamB = await registerUser(api, env.handle.db, "max");
  channelA = await trackChannel(teamA, "https://www.tiktok.com/@dance_lab");
  channelB = await trackChannel(teamB, "https://www.youtube.com/@cooking_lab");
});
afterAll(async () => env.teardown());

describe("MCP tools over the SDK client", () => {
  it("lists the read tools with schemas and descriptions for a read key, and the track tools only for a write key", async () => {
    const read = await connect(await contextOf(teamA, "read"));
    const { tools } = await read.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(READ_TOOLS);
    for (const tool of tools) {
      expect(tool.description?.length, tool.name).toBeGreaterThan(80);
      expect(tool.inputSchema.type).toBe("object");
    }
    const listFeeds = tools.find((tool) => tool.name === "list_feeds");
    const sort = listFeeds?.inputSchema.properties?.sort as { enum?: string[] };
    expect(sort.enum).toContain("outlet");
    expect(read.getInstructions()).toContain("read-only");

    const write = await connect(await contextOf(teamA, "write"));
    const names = (await write.listTools()).tools.map((tool) => tool.name).sort();
    expect(names).toEqual([...READ_TOOLS, "track_channel", "track_feed"].sort());
  });

  it("list_feeds answers the team's feeds in the asked order, and none of another team's", async () => {
    const client = await connect(await contextOf(teamA, "read"));
    const { result, data } = await callTool<{ list: { id: number; views: number | null }[]; total: number }>(
      client,
      "list_feeds",
      { sort: "views", order: "desc", page_size: 7 },
    );
    expect(result.isError).toBeFalsy();
    const expected = await env.handle.db
      .select({ id: trackedFeeds.id })
      .from(trackedFeeds)
      .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
      .where(eq(trackedFeeds.teamId, teamA.team_info.id))
      .orderBy(sql`${platformVideos.views} IS NULL`, desc(platformVideos.views), desc(trackedFeeds.id));
    expect(data.total).toBe(expected.length);
    expect(data.list.map((feed) => feed.id)).toEqual(expected.slice(0, 7).map((row) => row.id));
    expect(await feedTeams(data.list.map((feed) => feed.id))).toEqual(new Set([teamA.team_info.id]));

    const byChannel = await callTool<{ total: number }>(client, "list_feeds", { channel_id: channelB });
    expect(byChannel.data.total).toBe(0);
  });

  it("find_outliers answers the feeds at or above the multiple, newest first, of the team only", async () => {
    const client = await connect(await contextOf(teamA, "read"));
    const minMultiple = 1.5;
    const { result, data } = await callTool<{ list: { id: number; outlet: number }[] }>(client, "find_outliers", {
      min_multiple: minMultiple,
      limit: 100,
    });
    expect(result.isError).toBeFalsy();
    const teamFeeds = await env.handle.db
      .select({ id: trackedFeeds.id, multiple: platformVideos.outlierMultiple, published: platformVideos.publishedAt })
      .from(trackedFeeds)
      .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
      .where(eq(trackedFeeds.teamId, teamA.team_info.id));
    const expected = teamFeeds
      .filter((row) => row.multiple !== null && row.multiple >= minMultiple)
      .sort((a, b) => (b.published?.getTime() ?? 0) - (a.published?.getTime() ?? 0) || b.id - a.id)
      .map((row) => row.id);
    // The demo account's videos are heavy-tailed: some are outliers and most are not.
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(teamFeeds.length);
    expect(data.list.map((feed) => feed.id)).toEqual(expected);
    expect(data.list.every((feed) => feed.outlet >= minMultiple)).toBe(true);

    // Team B's outliers exist but never reach team A's key.
    const [teamBOutliers] = await env.handle.db
      .select({ n: count() })
      .from(trackedFeeds)
      .innerJoin(platformVideos, eq(platformVideos.id, trackedFeeds.videoId))
      .where(and(eq(trackedFeeds.teamId, teamB.team_info.id), gte(platformVideos.outlierMultiple, minMultiple)));
    expect(teamBOutliers?.n).toBeGreaterThan(0);
    expect(await feedTeams(data.list.map((feed) => feed.id))).toEqual(new Set([teamA.team_info.id]));
  });

  it("get_channel answers the account analytics; another team's channel and feed are not found (40400)", async () => {
    const client = await connect(await contextOf(teamA, "read"));
    const { data } = await callTool<{
      id: number;
      median_views: number;
      analytics: { summary: { medianViews: number } };
    }>(client, "get_channel", { id: channelA });
    const [account] = await env.handle.db
      .select({ median: platformAccounts.medianViews })
      .from(trackedChannels)
      .innerJoin(platformAccounts, eq(platformAccounts.id, trackedChannels.accountId))
      .where(eq(trackedChannels.id, channelA));
    expect(data.id).toBe(channelA);
    expect(data.median_views).toBe(account?.median);
    expect(data.analytics.summary.medianViews).toBeGreaterThan(0);

    const other = await callTool<{ code: number; message: string }>(client, "get_channel", { id: channelB });
    expect(other.result.isError).toBe(true);
    expect(other.data).toMatchObject({ code: ErrorCode.NotFound, message: "This channel does not exist" });
    const [feedOfB] = await env.handle.db
      .select({ id: trackedFeeds.id })
      .from(trackedFeeds)
      .where(eq(trackedFeeds.teamId, teamB.team_info.id))
      .limit(1);
    const feed = await callTool<{ code: number }>(client, "get_feed", { id: feedOfB?.id });
    expect(feed.result.isError).toBe(true);
    expect(feed.data.code).toBe(ErrorCode.NotFound);
  });

  it("a write key tracks a video; a read key cannot, and nothing is stored for it", async () => {
    const teamFeeds = async () =>
      (
        await env.handle.db.select({ n: count() }).from(trackedFeeds).where(eq(trackedFeeds.teamId, teamA.team_info.id))
      )[0]?.n;
    const before = await teamFeeds();
    const reader = await connect(await contextOf(teamA, "read"));
    const refused = await callTool(reader, "track_feed", { url: "https://www.youtube.com/shorts/demo0000777" });
    expect(refused.result.isError).toBe(true);
    expect(await teamFeeds()).toBe(before);

    const writer = await connect(await contextOf(teamA, "write"));
    const tracked = await callTool<{ created: boolean; platform_id: string }>(writer, "track_feed", {
      url: "https://www.youtube.com/shorts/demo0000777",
    });
    expect(tracked.result.isError).toBeFalsy();
    expect(tracked.data).toMatchObject({ created: true, platform_id: "demo0000777" });
    expect(await teamFeeds()).toBe((before ?? 0) + 1);
  });

  it("track_channel past the plan's limit answers 90001 with the catalogue message", async () => {
    const free = await registerUser(api, env.handle.db, "free");
    const client = await connect(await contextOf(free, "write"));
    const { result, data } = await callTool<{ code: number; message: string }>(client, "track_channel", {
      url: "https://www.tiktok.com/@dance_lab",
    });
    expect(result.isError).toBe(true);
    expect(data.code).toBe(ErrorCode.PlanLimitReached);
    const [stored] = await env.handle.db
      .select({ n: count() })
      .from(trackedChannels)
      .where(eq(trackedChannels.teamId, free.team_info.id));
    expect(stored?.n).toBe(0);
  });

  it("refuses arguments outside the schema", async () => {
    const client = await connect(await contextOf(teamA, "read"));
    const result = (await client.callTool({ name: "list_feeds", arguments: { page_size: 500 } })) as CallToolResult;
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain("page_size");
  });

  it("analyze_account runs an analysis and answers its full result", async () => {
    const client = await connect(await contextOf(teamA, "read"));
    const { result, data } = await callTool<{ id: string; state: string; result: { partial: boolean } | null }>(
      client,
      "analyze_account",
      { url: "https://www.tiktok.com/@cooking_lab" },
    );
    expect(result.isError).toBeFalsy();
    expect(data.state).toBe("done");
    expect(data.result?.partial).toBe(false);
    const again = await callTool<{ id: string }>(client, "analyze_account", { analysis_id: data.id });
    expect(again.data.id).toBe(data.id);
    const missing = await callTool<{ code: number }>(client, "analyze_account", {});
    expect(missing.data.code).toBe(ErrorCode.Validation);
  });
});
