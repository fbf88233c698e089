// GET /v1/feed/list?view=table (issue 18 item 5): the dashboard's table gets only the fields it shows, the full Feed
// stays the default for API clients, and a warm signed-in list request is one database statement. The field lists
// below are written out by hand from the table's columns (src/features/tracking/feeds-table.tsx), not read from the
// contract under test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ErrorCode } from "@/domain/error-codes";
import { setupTestDb } from "../../db/test/test-db";
import type { SignedInUser } from "../../services/account/signed-in-user";
import { createTestApi } from "../test/api-client";
import { registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;
let owner: SignedInUser;
let stranger: SignedInUser;

type Row = Record<string, unknown> & { id: number; channel: Record<string, unknown> };
interface Page {
  list: Row[];
  total: number;
  page: number;
  page_size: number;
  next_cursor: string | null;
}

const TABLE_FIELDS = [
  "id",
  "status",
  "platform",
  "platform_id",
  "url",
  "caption",
  "thumbnail",
  "duration",
  "published_on",
  "last_updated",
  "views",
  "likes",
  "comments",
  "shares",
  "bookmarks",
  "engagement",
  "engagement_rate",
  "outlet",
  "growth",
  "fetch",
  "channel",
  "priority",
  "is_demo",
].sort();
/** In the full Feed, never shown by the table. */
const FULL_ONLY = ["is_short", "next_refresh", "tracked_at"];
const FULL_ONLY_CHANNEL = ["id", "account_id", "name", "avatar"];

beforeAll(async () => {
  env = await setupTestDb();
  owner = await registerUser(api, env.handle.db);
  stranger = await registerUser(api, env.handle.db);
  const loaded = await call("POST", "/v1/team/demo-workspace", { token: owner.token });
  expect(loaded.status).toBe(200);
});
afterAll(async () => env.teardown());

async function page(query: string, token = owner.token) {
  const res = await call<Page>("GET", `/v1/feed/list?${query}`, { token });
  expect(res.status).toBe(200);
  return { data: res.body.data, bytes: JSON.stringify(res.body).length };
}

describe("GET /v1/feed/list views", () => {
  it("answers the full Feed by default and the table's fields with view=table, for the same rows", async () => {
    for (const sort of ["views", "tracked_at", "outlet"]) {
      const full = await page(`sort=${sort}&page_size=25&page=2`);
      const table = await page(`sort=${sort}&page_size=25&page=2&view=table`);
      expect(table.data.list.map((row) => row.id)).toEqual(full.data.list.map((row) => row.id));
      expect(table.data.list).toHaveLength(25);
      expect({ ...table.data, list: [] }).toEqual({ ...full.data, list: [] });
      for (const [index, row] of table.data.list.entries()) {
        const whole = full.data.list[index] as Row;
        expect(Object.keys(row).sort()).toEqual(TABLE_FIELDS);
        expect(Object.keys(row.channel)).toEqual(["handle"]);
        for (const field of FULL_ONLY) expect(whole).toHaveProperty(field);
        for (const field of FULL_ONLY_CHANNEL) expect(whole.channel).toHaveProperty(field);
        // Every field the table gets has the value the full answer gives.
        for (const field of TABLE_FIELDS.filter((name) => name !== "channel")) expect(row[field]).toEqual(whole[field]);
        expect(row.channel.handle).toBe(whole.channel.handle);
      }
      expect(table.bytes).toBeLessThan(full.bytes * 0.8);
    }
  });

  it("keeps paging by cursor and the team's own rows under view=table", async () => {
    const first = await page("sort=views&page_size=40&view=table");
    expect(first.data.total).toBe(90);
    const seen = first.data.list.map((row) => row.id);
    let cursor = first.data.next_cursor;
    while (cursor) {
      const next = await page(`sort=views&page_size=40&view=table&cursor=${encodeURIComponent(cursor)}`);
      seen.push(...next.data.list.map((row) => row.id));
      cursor = next.data.next_cursor;
    }
    const everything = await page("sort=views&page_size=100");
    expect(seen).toEqual(everything.data.list.map((row) => row.id));
    // Another team sees none of these feeds, in either view.
    const theirs = await page("view=table", stranger.token);
    expect(theirs.data.total).toBe(0);
    expect(theirs.data.list).toEqual([]);
  });

  it("refuses an unknown view with the error envelope", async () => {
    const res = await call("GET", "/v1/feed/list?view=compact", { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.Validation);
  });

  it("runs one statement for a warm signed-in first page (session and membership cached, page, rows and total together)", async () => {
    if (env.handle.kind !== "pglite") return; // counted on PGlite's client; the statements are the same on PostgreSQL
    const pglite = env.handle.pglite as unknown as { query: (...args: unknown[]) => Promise<unknown> };
    const original = pglite.query;
    let seen: string[] = [];
    await page("view=table");
    pglite.query = function (this: unknown, ...args: unknown[]) {
      seen.push(String(args[0]));
      return original.apply(this, args);
    };
    try {
      await page("view=table");
      expect(seen).toHaveLength(1);
      // The sort column's index range, the total riding along as a subquery, and the rows' columns joined to it.
      expect(seen[0]).toContain("count(");
      expect(seen[0]).toContain('"platform_videos"');
      // A later page counts first (a page in the list's second half is read from its end), then reads its rows.
      seen = [];
      await page("sort=likes&order=asc&page=3");
      expect(seen.length).toBeGreaterThanOrEqual(2);
      expect(seen.length).toBeLessThanOrEqual(3);
    } finally {
      pglite.query = original;
    }
  });
});
