// GET /v1/feed/list's keyset cursor through the API (issue 18 item 4): next_cursor walks the same order as one big
// page, with and without the trailing slash; a cursor the API did not write, or one taken under another sort or
// order, answers 400 with the validation envelope, never a 500. The query's own walk over every sort is in
// src/server/queries/tracking/list-feeds.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeFeedCursor } from "@/domain/feed-cursor";
import { setupTestDb } from "../../db/test/test-db";
import { createTestApi } from "../test/api-client";
import { demoShortUrl, registerUser } from "../test/tracking-helpers";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const api = createTestApi();
const { call } = api;

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  await env.teardown();
});

interface Page {
  list: { id: number }[];
  total: number;
  next_cursor: string | null;
}

describe("GET /v1/feed/list with a cursor", () => {
  it("walks every feed once in the list's order, and refuses cursors it did not write", async () => {
    const user = await registerUser(api, env.handle.db, "max");
    for (let index = 0; index < 5; index++) {
      const tracked = await call("POST", "/v1/feed", { token: user.token, body: { url: demoShortUrl(9300 + index) } });
      expect(tracked.body.code).toBe(0);
    }
    const whole = await call<Page>("GET", "/v1/feed/list?sort=tracked_at&order=asc&page_size=100", {
      token: user.token,
    });
    expect(whole.body.data.list).toHaveLength(5);
    expect(whole.body.data.next_cursor).toBeNull();
    const want = whole.body.data.list.map((feed) => feed.id);

    for (const path of ["/v1/feed/list", "/v1/feed/list/"]) {
      const walked: number[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `sort=tracked_at&order=asc&page_size=2${cursor ? `&cursor=${cursor}` : ""}`;
        const page = await call<Page>("GET", `${path}?${query}`, { token: user.token });
        expect(page.status, path).toBe(200);
        expect(page.body.data.total).toBe(5);
        walked.push(...page.body.data.list.map((feed) => feed.id));
        cursor = page.body.data.next_cursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(walked, path).toEqual(want);
      expect(pages, path).toBe(3);
    }

    const first = await call<Page>("GET", "/v1/feed/list?sort=tracked_at&order=asc&page_size=2", { token: user.token });
    const cursor = first.body.data.next_cursor ?? "";
    const refused = [
      "sort=tracked_at&order=asc&cursor=not-a-cursor",
      `sort=tracked_at&order=asc&cursor=${encodeFeedCursor({ sort: "tracked_at", order: "asc", value: "1e999999", id: 1 })}`,
      `sort=tracked_at&order=asc&cursor=${"A".repeat(300)}`,
      `sort=views&order=asc&cursor=${cursor}`,
      `sort=tracked_at&order=desc&cursor=${cursor}`,
      // Hand-built values of the wrong kind for their sort (a fraction for an instant or a count) are refused
      // before the database's CAST could fail with a 500.
      `sort=tracked_at&order=desc&cursor=${encodeFeedCursor({ sort: "tracked_at", order: "desc", value: "1.5", id: 5 })}`,
      `sort=views&order=desc&cursor=${encodeFeedCursor({ sort: "views", order: "desc", value: "1e5", id: 5 })}`,
    ];
    for (const query of refused) {
      const res = await call("GET", `/v1/feed/list?${query}`, { token: user.token });
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ code: 40000 });
    }
  });
});
