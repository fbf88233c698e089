// The answer caches (src/server/queries/answer-cache.ts, issue 18 item 5 and issue 13 item 11): repeats of
// GET /v1/feed/list and GET /v1/team/overview are answered from memory with the same bytes, yet a write through the
// API or a job run by this process is seen by the very next answer, another team never gets this team's answer, and a
// write the process is not told about (another process) shows once the entry is older than the TTL. The expected
// rows are read from the database here, not from the code under test. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import { asc, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FeedStatus } from "@/domain/enums";
import { organization, trackedFeeds } from "../db/schema";
import { setupTestDb } from "../db/test/test-db";
import { createBoss } from "../jobs/boss";
import type { SignedInUser } from "../services/account/signed-in-user";
import { createTestApi } from "./test/api-client";
import { registerUser } from "./test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
let owner: SignedInUser;
let other: SignedInUser;
const savedTtl = process.env.FEED_LIST_CACHE_SECONDS;
const savedOverviewTtl = process.env.OVERVIEW_CACHE_SECONDS;

interface Page {
  list: { id: number; status: number }[];
  total: number;
}

/** The answer's raw text, as a client receives it. */
async function listText(token: string, query = "?view=table"): Promise<string> {
  const response = await api.app.request(`http://localhost:3999/v1/feed/list${query}`, {
    headers: { origin: "http://localhost:3999", authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/json");
  return response.text();
}

async function list(token: string, query = "?view=table"): Promise<Page> {
  const res = await call<Page>("GET", `/v1/feed/list${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
}

/** The team's feed ids straight from the table (the oracle for "this team's rows, and only them"). */
async function feedIdsOf(teamId: number): Promise<number[]> {
  const rows = await env.handle.db
    .select({ id: trackedFeeds.id })
    .from(trackedFeeds)
    .where(eq(trackedFeeds.teamId, teamId))
    .orderBy(asc(trackedFeeds.id));
  return rows.map((row) => row.id);
}

/** A status the feed does not have, written behind the app's back (as another process would). */
async function setStatusDirectly(feedId: number, status: number) {
  await env.handle.db.update(trackedFeeds).set({ status }).where(eq(trackedFeeds.id, feedId));
}

const statusOf = (page: Page, id: number) => page.list.find((row) => row.id === id)?.status;

beforeAll(async () => {
  env = await setupTestDb();
  owner = await registerUser(api, env.handle.db);
  other = await registerUser(api, env.handle.db);
  for (const user of [owner, other]) {
    const loaded = await call("POST", "/v1/team/demo-workspace", { token: user.token });
    expect(loaded.status).toBe(200);
  }
}, 60_000);
afterEach(() => {
  if (savedTtl === undefined) delete process.env.FEED_LIST_CACHE_SECONDS;
  else process.env.FEED_LIST_CACHE_SECONDS = savedTtl;
  if (savedOverviewTtl === undefined) delete process.env.OVERVIEW_CACHE_SECONDS;
  else process.env.OVERVIEW_CACHE_SECONDS = savedOverviewTtl;
});
afterAll(async () => env.teardown());

describe("feed list answer cache", () => {
  it("answers a repeat with the same bytes as an uncached answer, for both views and another page", async () => {
    for (const query of ["?view=table", "", "?page=2&page_size=7&sort=likes&order=asc"]) {
      process.env.FEED_LIST_CACHE_SECONDS = "0";
      const uncached = await listText(owner.token, query);
      process.env.FEED_LIST_CACHE_SECONDS = "60";
      const first = await listText(owner.token, query);
      const repeat = await listText(owner.token, query);
      expect(first).toBe(uncached);
      expect(repeat).toBe(uncached);
      expect(JSON.parse(repeat).code).toBe(0);
    }
  });

  it("keeps a young answer: a write the process is not told about is not seen yet, and is once the TTL passed", async () => {
    // Long while the hit is checked (a slow machine cannot expire it early), then 1 s: the TTL is read at each lookup.
    process.env.FEED_LIST_CACHE_SECONDS = "60";
    const before = await list(owner.token);
    const feed = before.list[0];
    if (!feed) throw new Error("the demo workspace has no feeds");
    const changed = feed.status === FeedStatus.Stop ? FeedStatus.Tracking : FeedStatus.Stop;
    await setStatusDirectly(feed.id, changed);
    // Cached: without this, the tests below could pass with the cache doing nothing.
    expect(statusOf(await list(owner.token), feed.id)).toBe(feed.status);
    // An anonymous or unmatched write request writes no team's data and leaves every cache as it was.
    expect((await call("POST", "/v1/no-such-route", {})).status).toBe(404);
    expect(statusOf(await list(owner.token), feed.id)).toBe(feed.status);
    process.env.FEED_LIST_CACHE_SECONDS = "1";
    // Waiting longer than the TTL can only make the entry older, so a slow machine cannot make this pass wrongly.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(statusOf(await list(owner.token), feed.id)).toBe(changed);
    await setStatusDirectly(feed.id, feed.status);
  });

  it("shows a write through the API on the very next list", async () => {
    process.env.FEED_LIST_CACHE_SECONDS = "60";
    const before = await list(owner.token);
    const feed = before.list.find((row) => row.status === FeedStatus.Tracking);
    if (!feed) throw new Error("no tracking feed on the first page");
    expect(statusOf(await list(owner.token), feed.id)).toBe(FeedStatus.Tracking);
    const stopped = await call("POST", `/v1/feed/${feed.id}/stop`, { token: owner.token });
    expect(stopped.status).toBe(200);
    expect(statusOf(await list(owner.token), feed.id)).toBe(FeedStatus.Stop);
    const deleted = await call("DELETE", `/v1/feed/${feed.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    const after = await list(owner.token);
    expect(after.list.map((row) => row.id)).not.toContain(feed.id);
    expect(after.total).toBe(before.total - 1);
  });

  it("shows what a job run by this process committed on the very next list", async () => {
    process.env.FEED_LIST_CACHE_SECONDS = "60";
    const boss: PgBoss = createBoss(env.handle);
    await boss.start();
    try {
      const queue = "test.feed-list-cache.write";
      await boss.createQueue(queue);
      const before = await list(owner.token);
      const feed = before.list[0];
      if (!feed) throw new Error("the demo workspace has no feeds");
      const changed = feed.status === FeedStatus.Stop ? FeedStatus.Tracking : FeedStatus.Stop;
      expect(statusOf(await list(owner.token), feed.id)).toBe(feed.status); // cached now
      // The job writes as a refresh does: in its handler, committed before the handler returns.
      await boss.work<{ id: number; status: number }>(queue, { pollingIntervalSeconds: 0.5 }, async ([job]) => {
        if (job) await setStatusDirectly(job.data.id, job.data.status);
      });
      const jobId = await boss.send(queue, { id: feed.id, status: changed });
      if (!jobId) throw new Error("the job was not queued");
      const deadline = Date.now() + 20_000;
      while ((await boss.getJobById(queue, jobId))?.state !== "completed") {
        if (Date.now() > deadline) throw new Error("the job did not complete");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(statusOf(await list(owner.token), feed.id)).toBe(changed);
      await setStatusDirectly(feed.id, feed.status);
    } finally {
      await boss.stop({ graceful: false, wait: true, close: env.handle.kind === "pg" });
    }
  }, 40_000);

  it("never answers another team with this team's cached page", async () => {
    process.env.FEED_LIST_CACHE_SECONDS = "60";
    const all = "?page_size=100";
    const mine = await list(owner.token, all);
    await list(owner.token, all); // cached for the owner's team
    const theirs = await list(other.token, all);
    const ownerTeam = owner.team_info.id;
    const otherTeam = other.team_info.id;
    expect(ownerTeam).not.toBe(otherTeam);
    expect(mine.list.map((row) => row.id).sort((a, b) => a - b)).toEqual(await feedIdsOf(ownerTeam));
    expect(theirs.list.map((row) => row.id).sort((a, b) => a - b)).toEqual(await feedIdsOf(otherTeam));
    expect(theirs.list.some((row) => mine.list.some((own) => own.id === row.id))).toBe(false);
  });
});

interface Overview {
  period: { start: string; end: string };
  figures: { feeds: { total: number } };
}

async function overviewText(token: string): Promise<string> {
  const response = await api.app.request("http://localhost:3999/v1/team/overview?days=30", {
    headers: { origin: "http://localhost:3999", authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/json");
  return response.text();
}

const overview = async (token: string) => (JSON.parse(await overviewText(token)) as { data: Overview }).data;

describe("overview answer cache", () => {
  it("repeats the answer byte for byte while young, and a direct write shows once the TTL passed", async () => {
    process.env.OVERVIEW_CACHE_SECONDS = "60";
    const first = await overviewText(owner.token);
    const { start } = (JSON.parse(first) as { data: Overview }).data.period;
    expect(await overviewText(owner.token)).toBe(first);
    // The team's time zone moves the window's start: written behind the app's back, it is not seen while cached.
    const [team] = await env.handle.db
      .select({ timezone: organization.timezone })
      .from(organization)
      .where(eq(organization.id, owner.team_info.id));
    const timezone = team?.timezone ?? 0;
    await env.handle.db
      .update(organization)
      .set({ timezone: timezone === 5 ? 6 : 5 })
      .where(eq(organization.id, owner.team_info.id));
    expect(await overviewText(owner.token)).toBe(first);
    process.env.OVERVIEW_CACHE_SECONDS = "1";
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await overview(owner.token)).period.start).not.toBe(start);
    await env.handle.db.update(organization).set({ timezone }).where(eq(organization.id, owner.team_info.id));
  });

  it("shows a feed removed through the API on the very next overview, and keeps each team's own figures", async () => {
    process.env.OVERVIEW_CACHE_SECONDS = "60";
    process.env.FEED_LIST_CACHE_SECONDS = "60";
    const before = await overview(owner.token);
    expect(before.figures.feeds.total).toBe((await feedIdsOf(owner.team_info.id)).length);
    const feed = (await list(owner.token)).list[0];
    if (!feed) throw new Error("no feed left");
    const deleted = await call("DELETE", `/v1/feed/${feed.id}`, { token: owner.token });
    expect(deleted.status).toBe(200);
    const after = await overview(owner.token);
    expect(after.figures.feeds.total).toBe(before.figures.feeds.total - 1);
    expect(after.figures.feeds.total).toBe((await feedIdsOf(owner.team_info.id)).length);
    // The owner's answer is cached now; the other team's figures are its own (it removed nothing).
    const theirs = await overview(other.token);
    expect(theirs.figures.feeds.total).toBe((await feedIdsOf(other.team_info.id)).length);
    expect(theirs.figures.feeds.total).not.toBe(after.figures.feeds.total);
  });
});
