// The feed list's search can be served by the pg_trgm indexes of migration 0014 (issue 18 item 4), on PGlite (its
// pg_trgm extension, loaded by the client) and on PostgreSQL (the database suites' pass, TEST_DATABASE_URL).
// A test table of a few rows is read fastest by a sequential or primary-key scan, so the planner is told to avoid
// those (enable_seqscan and enable_indexscan off, inside one transaction; bitmap scans stay allowed): the plan then shows whether an index can answer the ILIKE at all;
// before the search was rewritten as a set of video ids it could not (the ILIKEs were ORed across two tables).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLATFORM_ENUM } from "@/domain/platforms";
import type { DbHandle } from "../../db/client";
import { platformAccounts, platformVideos, trackedFeeds } from "../../db/schema";
import { setupTestDb } from "../../db/test/test-db";
import { feedWhere, listFeeds } from "./list-feeds";

let env: Awaited<ReturnType<typeof setupTestDb>>;
let handle: DbHandle;
let teamId = 0;

beforeAll(async () => {
  env = await setupTestDb();
  handle = env.handle;
  const db = handle.db;
  const teams = await db.execute<{ id: number }>(sql`INSERT INTO organization (name, slug, plan)
    VALUES ('Search team', 'search-team', 'max') RETURNING id`);
  teamId = Number((teams as unknown as { rows: { id: number }[] }).rows[0]?.id);
  const [account] = await db
    .insert(platformAccounts)
    .values({ platform: PLATFORM_ENUM.tiktok, platformId: "fsi-a", handle: "gardening_daily", displayName: "Green" })
    .returning({ id: platformAccounts.id });
  const videos = await db
    .insert(platformVideos)
    .values(
      Array.from({ length: 60 }, (_, i) => ({
        platform: PLATFORM_ENUM.tiktok,
        platformId: `fsi-v${i}`,
        accountId: i % 10 === 0 ? account?.id : null,
        caption: i === 7 ? "Sourdough starter at home" : `Clip number ${i}`,
      })),
    )
    .returning({ id: platformVideos.id });
  await db.insert(trackedFeeds).values(videos.map((video) => ({ teamId, videoId: video.id, status: 1 })));
  await db.execute(sql`ANALYZE platform_videos`);
  await db.execute(sql`ANALYZE platform_accounts`);
});
afterAll(async () => env?.teardown());

// Plain and primary-key index scans read a handful of rows fastest too; a bitmap scan needs an index on the condition.
const NO_SCANS_BUT_BITMAP = ["SET LOCAL enable_seqscan = off", "SET LOCAL enable_indexscan = off"];

/** The plan of the list's filtered feed ids, with only bitmap scans allowed for this transaction. */
async function planOf(q: string): Promise<string> {
  const query = handle.db.select({ id: trackedFeeds.id }).from(trackedFeeds).where(feedWhere(teamId, { q })).toSQL();
  const statements = ["BEGIN", ...NO_SCANS_BUT_BITMAP];
  if (handle.kind === "pg") {
    const client = await handle.pool.connect();
    try {
      for (const statement of statements) await client.query(statement);
      const result = await client.query(`EXPLAIN ${query.sql}`, query.params);
      await client.query("ROLLBACK");
      return result.rows.map((row: Record<string, string>) => Object.values(row)[0]).join("\n");
    } finally {
      client.release();
    }
  }
  return handle.pglite.transaction(async (tx) => {
    for (const statement of NO_SCANS_BUT_BITMAP) await tx.exec(statement);
    const result = await tx.query<Record<string, string>>(`EXPLAIN ${query.sql}`, query.params);
    return result.rows.map((row) => Object.values(row)[0]).join("\n");
  });
}

describe("feed list search through pg_trgm", () => {
  it("finds a caption, a handle and a name by any inner fragment, and nothing else", async () => {
    const search = async (q: string) =>
      (await listFeeds(handle.db, teamId, { q, sort: "tracked_at", order: "asc", page: 1, page_size: 100 })).list.map(
        (feed) => feed.platform_id,
      );
    expect(await search("ourdoug")).toEqual(["fsi-v7"]);
    expect(await search("rdening_da")).toEqual(["fsi-v0", "fsi-v10", "fsi-v20", "fsi-v30", "fsi-v40", "fsi-v50"]);
    expect(await search("GREEN")).toEqual(["fsi-v0", "fsi-v10", "fsi-v20", "fsi-v30", "fsi-v40", "fsi-v50"]);
    expect(await search("fsi-v12")).toEqual(["fsi-v12"]);
    expect(await search("no such words")).toEqual([]);
  });

  it(`uses the trigram indexes on the caption, the handle and the name`, async () => {
    const plan = await planOf("sourdough");
    expect(plan).toContain("platform_videos_caption_trgm_idx");
    expect(plan).toContain("platform_accounts_handle_trgm_idx");
    expect(plan).toContain("platform_accounts_display_name_trgm_idx");
    // The exact video id goes through the unique (platform, platform_id) index.
    expect(plan).toContain("platform_videos_platform_id_uq");
  });
});
