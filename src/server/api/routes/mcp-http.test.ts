// An MCP session over HTTP against the real app (issue 17 item 4, "Tests"): the SDK's own client on its Streamable
// HTTP transport, sending its requests into the /v1 app in-process (app.request, no socket), authenticated with real
// API keys: initialize, list tools, list_feeds and find_outliers; a read key refused on track_feed; team A's key
// never seeing team B's data.
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { trackedFeeds } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi, fromIp, nextTestIp } from "../test/api-client";
import { registerPerson } from "../test/team-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const BASE = "http://localhost:3999";
let teamA: SignedInUser;
let teamB: SignedInUser;

async function createKey(owner: SignedInUser, scope: "read" | "write"): Promise<string> {
  const res = await api.call<{ key: string }>("POST", "/v1/api-keys", {
    token: owner.token,
    body: { name: `mcp ${scope}`, scope },
  });
  if (res.body.code !== 0) throw new Error(`key: ${res.body.code} ${res.body.message}`);
  return res.body.data.key;
}

/** The SDK's client over Streamable HTTP; its fetch goes into the app in-process, from an address of its own. */
async function connect(key: string): Promise<Client> {
  const ip = nextTestIp();
  const transport = new StreamableHTTPClientTransport(new URL(`${BASE}/v1/mcp`), {
    requestInit: { headers: { authorization: `Bearer ${key}` } },
    fetch: async (url, init) => {
      const headers = new Headers(init?.headers);
      for (const [name, value] of Object.entries(fromIp(ip))) headers.set(name, value);
      return api.app.request(String(url), { ...init, headers });
    },
  });
  const client = new Client({ name: "feedscope-http-test", version: "1.0.0" });
  await client.connect(transport);
  return client;
}

async function callTool<T>(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  return { result, data: result.structuredContent as T };
}

async function trackChannel(user: SignedInUser, url: string): Promise<void> {
  const res = await api.call("POST", "/v1/channel", { token: user.token, body: { url } });
  if (res.body.code !== 0) throw new Error(`track ${url}: ${res.body.code} ${res.body.message}`);
}

/** The team of every feed id, read straight from the database. */
async function teamsOf(ids: number[]): Promise<Set<number>> {
  const rows = await env.handle.db.select({ id: trackedFeeds.id, teamId: trackedFeeds.teamId }).from(trackedFeeds);
  return new Set(rows.filter((row) => ids.includes(row.id)).map((row) => row.teamId));
}

beforeAll(async () => {
  env = await setupTestDb();
  teamA = await registerPerson(api, env.handle.db, { plan: "max" });
  teamB = await registerPerson(api, env.handle.db, { plan: "max" });
  await trackChannel(teamA, "https://www.tiktok.com/@dance_lab");
  await trackChannel(teamB, "https://www.youtube.com/@cooking_lab");
});
afterAll(async () => env.teardown());

describe("an MCP session over Streamable HTTP with an API key", () => {
  it("initializes, lists the tools and calls list_feeds and find_outliers for the key's team only", async () => {
    const client = await connect(await createKey(teamA, "read"));
    expect(client.getServerVersion()?.name).toBe("feedscope");
    const names = (await client.listTools()).tools.map((tool) => tool.name).sort();
    expect(names).toEqual([
      "analyze_account",
      "find_outliers",
      "get_channel",
      "get_feed",
      "list_channels",
      "list_feeds",
    ]);

    const feeds = await callTool<{ list: { id: number }[]; total: number }>(client, "list_feeds", { page_size: 100 });
    expect(feeds.result.isError).toBeFalsy();
    const [stored] = await env.handle.db
      .select({ n: count() })
      .from(trackedFeeds)
      .where(eq(trackedFeeds.teamId, teamA.team_info.id));
    expect(feeds.data.total).toBe(stored?.n);
    expect(await teamsOf(feeds.data.list.map((feed) => feed.id))).toEqual(new Set([teamA.team_info.id]));

    const outliers = await callTool<{ list: { id: number; outlet: number }[] }>(client, "find_outliers", {
      min_multiple: 1.5,
    });
    expect(outliers.result.isError).toBeFalsy();
    expect(outliers.data.list.length).toBeGreaterThan(0);
    expect(outliers.data.list.every((feed) => feed.outlet >= 1.5)).toBe(true);
    expect(await teamsOf(outliers.data.list.map((feed) => feed.id))).toEqual(new Set([teamA.team_info.id]));
    await client.close();
  });

  it("team B's key sees team B's feeds, never team A's", async () => {
    const client = await connect(await createKey(teamB, "read"));
    const feeds = await callTool<{ list: { id: number }[] }>(client, "list_feeds", { page_size: 100 });
    expect(feeds.data.list.length).toBeGreaterThan(0);
    expect(await teamsOf(feeds.data.list.map((feed) => feed.id))).toEqual(new Set([teamB.team_info.id]));
    const [feedOfA] = await env.handle.db
      .select({ id: trackedFeeds.id })
      .from(trackedFeeds)
      .where(eq(trackedFeeds.teamId, teamA.team_info.id))
      .limit(1);
    const other = await callTool<{ code: number }>(client, "get_feed", { id: feedOfA?.id });
    expect(other.result.isError).toBe(true);
    expect(other.data.code).toBe(ErrorCode.NotFound);
    await client.close();
  });

  it("a read key is refused track_feed and stores nothing; a write key tracks", async () => {
    const url = "https://www.youtube.com/shorts/demo0000555";
    const teamFeeds = async () =>
      (
        await env.handle.db.select({ n: count() }).from(trackedFeeds).where(eq(trackedFeeds.teamId, teamA.team_info.id))
      )[0]?.n;
    const before = await teamFeeds();
    const reader = await connect(await createKey(teamA, "read"));
    const refused = (await reader.callTool({ name: "track_feed", arguments: { url } })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(await teamFeeds()).toBe(before);
    await reader.close();

    const writer = await connect(await createKey(teamA, "write"));
    const tracked = await callTool<{ created: boolean }>(writer, "track_feed", { url });
    expect(tracked.data.created).toBe(true);
    expect(await teamFeeds()).toBe((before ?? 0) + 1);
    await writer.close();
  });
});
