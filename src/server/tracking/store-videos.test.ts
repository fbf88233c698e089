// The set-based batch write (storeVideos): derived columns against an oracle computed here
// from the captures the test itself sent, a batch spanning several accounts, outlier multiples from the stored
// median with no other row of the account rewritten, rows with nothing new left unwritten, and a retried batch
// adding nothing. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setupTestDb } from "../db/test/test-db";
import type { NormalizedVideo } from "../platforms/types";
import { contentHash } from "./content-hash";
import { refreshAccountMedian } from "./store-account";
import { storeVideos } from "./store-videos";
import { change, DAY, HOUR, iso, median, NOW, num, storeVideosHelpers, video } from "./test/store-videos-support";

let env: Awaited<ReturnType<typeof setupTestDb>>;
const { query, account, writeBatch, videosOf } = storeVideosHelpers(() => env.handle.db);

beforeAll(async () => {
  env = await setupTestDb();
});
afterAll(async () => {
  await env.teardown();
});

describe("the set-based batch write", () => {
  it("writes a batch spanning several accounts with derived columns equal to an oracle from the captures", async () => {
    // Stored medians (a channel refresh's): a video write divides by them and leaves them as they are.
    const stored = new Map<string, number>([
      ["UCsetA", 250],
      ["UCsetB", 640],
      ["UCsetC", 1_111],
    ]);
    const [a, b, c] = [
      await account("UCsetA", stored.get("UCsetA")),
      await account("UCsetB", stored.get("UCsetB")),
      await account("UCsetC", stored.get("UCsetC")),
    ];
    // An account outside the batch, with a video of its own: neither its median nor its video may change.
    const untouched = await account("UCsetD", 777);
    await writeBatch([video("sbD0", 5000)], untouched, NOW - 30 * DAY);
    const untouchedBefore = (await videosOf("sbD"))?.get("sbD0");
    // Two older videos of account A that no later batch carries: their rows are never rewritten by the later
    // batches of A's other videos.
    const outside = { sbX0: 50, sbX1: 90_000 };
    await writeBatch(
      Object.entries(outside).map(([id, views]) => video(id, views)),
      a as number,
      NOW - 30 * DAY,
    );
    const outsideBefore = await videosOf("sbX");

    // Five videos per account (odd: a plain middle value), views per capture chosen by hand; some miss captures.
    const captures = [NOW - 7 * DAY - HOUR, NOW - DAY + HOUR, NOW];
    const plan: { id: string; account: number; views: (number | null | undefined)[] }[] = [];
    for (const [n, accountId] of [a, b, c].entries()) {
      for (let i = 0; i < 5; i++) {
        const base = 100 * (n + 1) * (i + 1);
        const views: (number | null | undefined)[] = [base, base + 10 * i + 7, base + 25 * i + 31];
        if (i === 1) views[1] = undefined; // not in yesterday's answer
        if (i === 2) views[0] = undefined; // first seen yesterday
        if (i === 3) views[0] = views[1] = undefined; // new today
        if (i === 4) views[1] = null; // views hidden yesterday
        plan.push({ id: `sb${n}${i}`, account: accountId as number, views });
      }
    }
    for (const [k, at] of captures.entries()) {
      // One job's batch: every account's videos together (the author comes from the stored row or the batch).
      const byAccount = new Map<number, NormalizedVideo[]>();
      for (const p of plan) {
        const views = p.views[k];
        if (views === undefined) continue;
        byAccount.set(p.account, [...(byAccount.get(p.account) ?? []), video(p.id, views)]);
      }
      await env.handle.db.transaction(async (tx) => {
        for (const [accountId, videos] of byAccount) {
          await storeVideos(tx, { videos, accountId, capturedAt: new Date(at) });
        }
      });
    }

    const rows = await videosOf("sb");
    expect(rows.size).toBe(18);
    const medians = new Map<number, number>([
      [a as number, 250],
      [b as number, 640],
      [c as number, 1_111],
    ]);
    for (const p of plan) {
      const series = captures.flatMap((t, k) =>
        p.views[k] === undefined ? [] : [[t, p.views[k]] as [number, number]],
      );
      const row = rows.get(p.id);
      expect(num(row?.views ?? null), p.id).toBe(p.views[2]);
      expect(num(row?.views_change_last ?? null), `${p.id} last`).toBe(change(series, NOW, (t) => t < NOW));
      expect(num(row?.views_change_1d ?? null), `${p.id} 1d`).toBe(
        change(series, NOW, (t) => t <= NOW - DAY + 2 * HOUR),
      );
      expect(num(row?.views_change_7d ?? null), `${p.id} 7d`).toBe(
        change(series, NOW, (t) => t <= NOW - 7 * DAY + 2 * HOUR),
      );
      expect(row?.outlier_multiple, `${p.id} outlier`).toBeCloseTo(
        (p.views[2] as number) / (medians.get(p.account) ?? 0),
        12,
      );
    }
    for (const [id, views] of Object.entries(outside)) {
      expect(rows.get(id)?.outlier_multiple, id).toBeCloseTo(views / (medians.get(a as number) ?? 0), 12);
    }
    expect(await videosOf("sbX")).toEqual(outsideBefore);
    // Spot-check the oracle itself on hand-computed values: account A's video 0 went 100 → 107 → 131.
    expect(num(rows.get("sb00")?.views_change_last ?? null)).toBe(24);
    expect(num(rows.get("sb00")?.views_change_7d ?? null)).toBe(31);
    expect(num(rows.get("sb03")?.views_change_last ?? null)).toBeNull();

    const accountRows = await query<{ id: number; median_views: string }>(
      sql`SELECT id, median_views FROM platform_accounts WHERE id IN (${a}, ${b}, ${c}, ${untouched}) ORDER BY id`,
    );
    expect(accountRows.map((row) => [Number(row.id), num(row.median_views)])).toEqual([
      ...[a, b, c].map((id) => [id, medians.get(id as number)]),
      [untouched, 777],
    ]);
    expect((await videosOf("sbD")).get("sbD0")).toEqual(untouchedBefore);

    const points = await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM video_snapshots s
      JOIN platform_videos v ON v.id = s.video_id WHERE v.platform_id LIKE 'sb%' AND v.platform_id NOT LIKE 'sbD%'
      AND v.platform_id NOT LIKE 'sbX%'`);
    expect(points[0]?.n).toBe(plan.reduce((sum, p) => sum + p.views.filter((v) => v !== undefined).length, 0));
  });

  it("divides by the stored median and rewrites no other video; a channel refresh recomputes the median", async () => {
    const owner = await account("UCsetM", 1000);
    await writeBatch([video("smA", 10), video("smB", 5000), video("smC", 20_000)], owner, NOW - DAY);
    const before = await videosOf("sm");
    expect(before.get("smB")?.outlier_multiple).toBeCloseTo(5, 12);

    // One video's refresh: a median over the account's videos would move (10 → 900,000 makes it 20,000), but a
    // video write keeps the stored one and touches neither the account nor the other videos' rows.
    await writeBatch([video("smA", 900_000)], null, NOW);
    const after = await videosOf("sm");
    expect(after.get("smA")?.outlier_multiple).toBeCloseTo(900, 12);
    expect(after.get("smB")).toEqual(before.get("smB"));
    expect(after.get("smC")).toEqual(before.get("smC"));
    const medianOf = async () =>
      num(
        (await query<{ m: string | null }>(sql`SELECT median_views AS m FROM platform_accounts WHERE id = ${owner}`))[0]
          ?.m ?? null,
      );
    expect(await medianOf()).toBe(1000);

    // The channel refresh's recomputation: the median of the stored views, and every multiple of it.
    await env.handle.db.transaction((tx) => refreshAccountMedian(tx, owner));
    const recomputed = median([900_000, 5000, 20_000]);
    expect(await medianOf()).toBe(recomputed);
    const final = await videosOf("sm");
    for (const [id, views] of [
      ["smA", 900_000],
      ["smB", 5000],
      ["smC", 20_000],
    ] as const) {
      expect(final.get(id)?.outlier_multiple, id).toBeCloseTo(views / recomputed, 12);
    }
  });

  it("leaves rows with nothing new unwritten, and a retried batch adds no point", async () => {
    const owner = await account("UCsetR");
    const first = [video("srA", 1000), video("srB", 2000), video("srC", 3000)];
    const stored = await writeBatch(first, owner, NOW);
    expect(stored.map((row) => row.platformId)).toEqual(["srA", "srB", "srC"]);
    const before = await videosOf("sr");

    // The same job again (a retry after a crash): same ids, no row rewritten (xmin kept), no duplicate point.
    const retried = await writeBatch(first, owner, NOW);
    expect(retried).toEqual(stored);
    expect(await videosOf("sr")).toEqual(before);
    const count = async () =>
      (
        await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM video_snapshots s
          JOIN platform_videos v ON v.id = s.video_id WHERE v.platform_id LIKE 'sr%'`)
      )[0]?.n;
    expect(await count()).toBe(3);

    // An hour later: A unchanged, B's views moved, C's caption changed. All are fetched (last_fetched_at moves) and
    // get a point; updated_at moves only where the platform's values changed.
    const later = NOW + HOUR;
    await writeBatch([video("srA", 1000), video("srB", 2500), video("srC", 3000, { caption: "new" })], owner, later);
    const after = await videosOf("sr");
    expect(iso(after.get("srA")?.updated_at as Date)).toBe(new Date(NOW).toISOString());
    expect(iso(after.get("srB")?.updated_at as Date)).toBe(new Date(later).toISOString());
    expect(iso(after.get("srC")?.updated_at as Date)).toBe(new Date(later).toISOString());
    for (const id of ["srA", "srB", "srC"]) {
      expect(iso(after.get(id)?.last_fetched_at as Date)).toBe(new Date(later).toISOString());
    }
    expect(num(after.get("srA")?.views_change_last ?? null)).toBe(0);
    expect(num(after.get("srB")?.views_change_last ?? null)).toBe(500);
    expect(await count()).toBe(6);
  });

  it("keeps the raw payload beside the row, rewritten only when the content changes, not the counts", async () => {
    const payload = (id: string, views: number, title: string) => ({
      id,
      snippet: { title },
      statistics: { viewCount: String(views), likeCount: String(views / 10) },
    });
    const first = [
      video("rwA", 100, { raw: payload("rwA", 100, "A") }),
      video("rwB", 200, { raw: payload("rwB", 200, "B") }),
      video("rwC", 300, { raw: payload("rwC", 300, "C") }),
    ];
    await writeBatch(first, null, NOW);
    type RawRow = { platform_id: string; raw: { snippet: { title: string } } | null; xmin: string; caption: string };
    const raws = async () =>
      new Map(
        (
          await query<RawRow>(sql`SELECT v.platform_id, r.raw, r.xmin::text AS xmin, v.caption FROM platform_videos v
            JOIN platform_video_raw r ON r.video_id = v.id WHERE v.platform_id LIKE 'rw%'`)
        ).map((row) => [row.platform_id, row]),
      );
    const before = await raws();
    expect([...before.keys()].sort()).toEqual(["rwA", "rwB", "rwC"]);
    expect(before.get("rwB")?.raw?.snippet.title).toBe("B");

    // An hour later: every count moved (in the columns and inside the payloads); B's title in the payload changed,
    // C's caption changed. A's payload row is not rewritten and its metadata stays; B's and C's are rewritten.
    await writeBatch(
      [
        video("rwA", 150, { raw: payload("rwA", 150, "A") }),
        video("rwB", 250, { raw: payload("rwB", 250, "B2") }),
        video("rwC", 350, { raw: payload("rwC", 350, "C"), caption: "C edited" }),
      ],
      null,
      NOW + HOUR,
    );
    const after = await raws();
    expect(after.get("rwA")?.xmin).toBe(before.get("rwA")?.xmin);
    expect(after.get("rwA")?.caption).toBe("Video rwA");
    expect(after.get("rwB")?.xmin).not.toBe(before.get("rwB")?.xmin);
    expect(after.get("rwB")?.raw?.snippet.title).toBe("B2");
    expect(after.get("rwC")?.xmin).not.toBe(before.get("rwC")?.xmin);
    expect(after.get("rwC")?.caption).toBe("C edited");
    const views = await videosOf("rw");
    expect(["rwA", "rwB", "rwC"].map((id) => num(views.get(id)?.views ?? null))).toEqual([150, 250, 350]);
    expect(num(views.get("rwA")?.views_change_last ?? null)).toBe(50);

    // A payload the migration moved (no hash yet) and metadata written elsewhere: the next refresh writes both.
    await query(sql`UPDATE platform_videos SET content_hash = NULL WHERE platform_id = 'rwA'`);
    await query(sql`UPDATE platform_videos SET caption = 'stale', url = NULL WHERE platform_id = 'rwA'`);
    await writeBatch([video("rwA", 160, { raw: payload("rwA", 160, "A") })], null, NOW + 2 * HOUR);
    const [moved] = await query<{ caption: string; url: string | null; hash: string | null }>(sql`SELECT v.caption,
      v.url, replace(v.content_hash::text, '-', '') AS hash FROM platform_videos v WHERE v.platform_id = 'rwA'`);
    expect(moved?.caption).toBe("Video rwA");
    expect(moved?.url).toBe("https://www.youtube.com/watch?v=rwA");
    expect(moved?.hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it("splits a batch larger than one statement's rows and stores each video once", async () => {
    const videos = Array.from({ length: 5_003 }, (_, i) => video(`sl${i}`, i, { raw: null, caption: null }));
    // A platform listing one video twice: one row, one point.
    videos.push(video("sl7", 7, { raw: null, caption: null }));
    const stored = await writeBatch(videos, null, NOW);
    expect(stored).toHaveLength(5_003);
    expect(new Set(stored.map((row) => row.id)).size).toBe(5_003);
    const points = await query<{ n: number; total: string }>(sql`SELECT count(*)::int AS n, sum(s.views) AS total
      FROM video_snapshots s JOIN platform_videos v ON v.id = s.video_id WHERE v.platform_id LIKE 'sl%'`);
    expect(points[0]?.n).toBe(5_003);
    expect(Number(points[0]?.total)).toBe((5_002 * 5_003) / 2);
  });
  // A channel refresh holds the account's row (storeAccount, then refreshAccountMedian over all its videos) while a
  // job refreshes some of the account's videos (PostgreSQL only: PGlite has one connection). The job must not wait
  // for the account: the channel refresh may be about to wait for the job's videos, which would close a lock cycle.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "never waits for an account row another transaction holds",
    async () => {
      const shared = await account("UCsetL", 20);
      await writeBatch([video("slk1", 10), video("slk2", 20), video("slk3", 30)], shared, NOW - DAY);
      const medianOf = async () =>
        num(
          (
            await query<{ m: string | null }>(sql`SELECT median_views AS m FROM platform_accounts WHERE id = ${shared}`)
          )[0]?.m ?? null,
        );
      expect(await medianOf()).toBe(20);
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const channelRefresh = env.handle.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT id FROM platform_accounts WHERE id = ${shared} FOR UPDATE`);
        locked();
        await released;
      });
      await isLocked;
      await env.handle.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL lock_timeout = '5s'`);
        await storeVideos(tx, { videos: [video("slk2", 2000)], accountId: null, capturedAt: new Date(NOW) });
      });
      release();
      await channelRefresh;
      const rows = await videosOf("slk");
      expect(num(rows.get("slk2")?.views ?? null)).toBe(2000);
      // The job's multiple uses the stored median; the held account row and the other videos were not written.
      expect(rows.get("slk2")?.outlier_multiple).toBeCloseTo(2000 / 20, 12);
      expect(await medianOf()).toBe(20);
      expect(rows.get("slk1")?.outlier_multiple).toBeCloseTo(10 / 20, 12);
    },
  );
});

// Two writes sharing videos listed in different orders (a channel refresh's page and a job's batch): each locks the
// rows in key order, so the second waits for the first instead of closing a lock cycle (PostgreSQL only).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("lock order of the batch write", () => {
  it("locks a batch's rows in key order whatever order the platform listed them in", async () => {
    const ids = Array.from({ length: 20 }, (_, i) => `so${String(i).padStart(2, "0")}`);
    const first = ids[0] as string;
    // Listed with the first key in the middle: in listing order, or in the plan's (a hash join may reverse it), the
    // write reaches other keys before the first one.
    const listing = [...ids.slice(10), first, ...ids.slice(1, 10)];
    for (const id of listing) await writeBatch([video(id, 1)], null, NOW - DAY);
    const waiting = async () =>
      (
        await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`)
      )[0]?.n ?? 0;
    let holderWrote: () => void = () => {};
    const holderHoldsFirst = new Promise<void>((resolve) => {
      holderWrote = resolve;
    });
    let secondStarted: () => void = () => {};
    const secondIsRunning = new Promise<void>((resolve) => {
      secondStarted = resolve;
    });
    // The holder writes the first key, then (once the other write waits) all the others, then commits: key order.
    const holder = env.handle.db.transaction(async (tx) => {
      await storeVideos(tx, { videos: [video(first, 2)], accountId: null, capturedAt: new Date(NOW) });
      holderWrote();
      await secondIsRunning;
      const deadline = Date.now() + 10_000;
      while ((await waiting()) === 0) {
        if (Date.now() > deadline) throw new Error("the second write never waited for the first key");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await storeVideos(tx, {
        videos: ids.slice(1).map((id) => video(id, 2)),
        accountId: null,
        capturedAt: new Date(NOW),
      });
    });
    await holderHoldsFirst;
    // All twenty: locking in listing (or plan) order it would hold some other keys while waiting for the first, and
    // the holder's write of those would close the cycle (deadlock_detected).
    const second = env.handle.db.transaction(async (tx) => {
      const write = storeVideos(tx, {
        videos: listing.map((id) => video(id, 3)),
        accountId: null,
        capturedAt: new Date(NOW + HOUR),
      });
      secondStarted();
      return write;
    });
    await Promise.all([holder, second]);
    const rows = await videosOf("so");
    expect(ids.map((id) => num(rows.get(id)?.views ?? null))).toEqual(ids.map(() => 3));
  }, 30_000);
});

// Two writes of a video nobody stored yet, with the same values and capture time (two teams tracking it at once):
// the second's upsert meets the first's committed row and skips it as unchanged; it still returns its id.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("a row another transaction inserted meanwhile", () => {
  it("is returned with its id, not reported as not stored", async () => {
    const waiting = async () =>
      (
        await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`)
      )[0]?.n ?? 0;
    let inserted: () => void = () => {};
    const firstInserted = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    let secondStarted: () => void = () => {};
    const secondIsRunning = new Promise<void>((resolve) => {
      secondStarted = resolve;
    });
    const at = new Date(NOW);
    const first = env.handle.db.transaction(async (tx) => {
      const stored = await storeVideos(tx, { videos: [video("srcNew", 42)], accountId: null, capturedAt: at });
      inserted();
      await secondIsRunning;
      const deadline = Date.now() + 10_000;
      while ((await waiting()) === 0) {
        if (Date.now() > deadline) throw new Error("the second write never waited for the first insert");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return stored;
    });
    await firstInserted;
    const second = env.handle.db.transaction(async (tx) => {
      const write = storeVideos(tx, { videos: [video("srcNew", 42)], accountId: null, capturedAt: at });
      secondStarted();
      return write;
    });
    const [a, b] = await Promise.all([first, second]);
    expect(b).toEqual(a);
    const rows = await query<{ id: number; n: number }>(sql`SELECT v.id, count(s.*)::int AS n FROM platform_videos v
      LEFT JOIN video_snapshots s ON s.video_id = v.id WHERE v.platform_id = 'srcNew' GROUP BY v.id`);
    expect(rows.map((row) => [Number(row.id), row.n])).toEqual([[a[0]?.id, 1]]);
  }, 30_000);
});

// A video job that fetched the old metadata (its content hash equal to the stored one, so it sends counts only)
// while a channel refresh writes an edit: the job waits for the edit's commit, and what is stored afterwards is one
// consistent pair — metadata and the hash of that metadata — never the old caption under the new hash, which every
// later refresh would trust (PostgreSQL only).
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))("metadata written while another write holds the row", () => {
  it("never stores one write's metadata under the other's content hash", async () => {
    const waiting = async () =>
      (
        await query<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`)
      )[0]?.n ?? 0;
    const old = video("srcEdit", 10, { caption: "Old title", raw: { id: "srcEdit", title: "Old title" } });
    const edited = video("srcEdit", 11, { caption: "New title", raw: { id: "srcEdit", title: "New title" } });
    await writeBatch([old], null, NOW - DAY);
    let editWritten: () => void = () => {};
    const editHeld = new Promise<void>((resolve) => {
      editWritten = resolve;
    });
    let jobStarted: () => void = () => {};
    const jobIsRunning = new Promise<void>((resolve) => {
      jobStarted = resolve;
    });
    const edit = env.handle.db.transaction(async (tx) => {
      await storeVideos(tx, { videos: [edited], accountId: null, capturedAt: new Date(NOW) });
      editWritten();
      await jobIsRunning;
      const deadline = Date.now() + 10_000;
      while ((await waiting()) === 0) {
        if (Date.now() > deadline) throw new Error("the job's write never waited for the edit");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    });
    await editHeld;
    // The job's answer is the old content with newer counts.
    const job = env.handle.db.transaction(async (tx) => {
      const write = storeVideos(tx, {
        videos: [{ ...old, views: 12 }],
        accountId: null,
        capturedAt: new Date(NOW + HOUR),
      });
      jobStarted();
      return write;
    });
    await Promise.all([edit, job]);
    const [stored] = await query<{ caption: string; content_hash: string; views: string }>(sql`SELECT v.caption,
      replace(v.content_hash::text, '-', '') AS content_hash, v.views FROM platform_videos v
      WHERE v.platform_id = 'srcEdit'`);
    expect(num(stored?.views ?? null)).toBe(12);
    // Whichever content won, the hash is that content's: the next refresh compares against the truth.
    const hashOf = { "Old title": contentHash({ ...old, views: 12 }), "New title": contentHash(edited) };
    expect(stored?.content_hash).toBe(hashOf[stored?.caption as keyof typeof hashOf]);
  }, 30_000);
});
