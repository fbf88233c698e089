// The floor of snapshot ingest for `npm run bench -- tracking` (issue 18 item 1, session 8): the least any design
// that keeps a video's latest values in a row must do per job, in raw SQL with no engine logic (no hashing, no
// derived columns, no idempotency check): COPY the job's snapshot rows, then one set-based UPDATE … FROM unnest(…)
// of the five counts and the capture time, in one transaction per job, on (a) the real platform_videos table and
// (b) a narrow table holding only (video_id PK, counts, captured_at). Beside them, the same per-job COPY alone, so
// the cost of the per-job transactions is visible apart from the latest-values update.
import type { PoolClient } from "pg";
import { COPY_COLUMNS, copyText, type SnapshotRow } from "./support/snapshot-copy";
import { copyFromStdin } from "./tracking-pg";

const updateLatest = (table: string, key: string) => `UPDATE ${table} AS v
  SET views = t.views, likes = t.likes, comments = t.comments, shares = t.shares, bookmarks = t.bookmarks,
    ${table === "platform_videos" ? "last_fetched_at" : "captured_at"} = $7::timestamptz
  FROM unnest($1::int[], $2::bigint[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[])
    AS t(id, views, likes, comments, shares, bookmarks)
  WHERE v.${key} = t.id`;

type Variant =
  | "COPY only"
  | "COPY + UPDATE platform_videos"
  | "COPY + UPDATE narrow table"
  | "COPY + UPDATE platform_videos, one transaction per capture"
  | "COPY + UPDATE narrow table, one transaction per capture";
export const FLOOR_VARIANTS: Variant[] = [
  "COPY only",
  "COPY + UPDATE platform_videos",
  "COPY + UPDATE narrow table",
  "COPY + UPDATE platform_videos, one transaction per capture",
  "COPY + UPDATE narrow table, one transaction per capture",
];

/** One pass over every capture, one transaction per job (or per capture); returns the wall time in ms. */
async function pass(client: PoolClient, captures: SnapshotRow[][], jobSize: number, variant: Variant): Promise<number> {
  const update = variant.includes("platform_videos")
    ? updateLatest("platform_videos", "id")
    : variant.includes("narrow")
      ? updateLatest("video_latest_floor", "video_id")
      : null;
  const size = variant.endsWith("per capture") ? Number.POSITIVE_INFINITY : jobSize;
  const started = performance.now();
  for (const rows of captures) {
    for (let first = 0; first < rows.length; first += size) {
      const job = rows.slice(first, first + size);
      await client.query("BEGIN");
      const copied = await copyFromStdin(
        client,
        `COPY video_snapshots_copy ${COPY_COLUMNS} FROM STDIN`,
        // One chunk: a job is at most a few hundred KB.
        copyText(job, Number.POSITIVE_INFINITY),
      );
      if (copied !== job.length) throw new Error(`COPY loaded ${copied} of ${job.length} rows`);
      if (update) {
        const result = await client.query(update, [
          job.map((r) => r.videoId),
          job.map((r) => r.views),
          job.map((r) => r.likes),
          job.map((r) => r.comments),
          job.map((r) => r.shares),
          job.map((r) => r.bookmarks),
          job[0]?.capturedAt,
        ]);
        if (result.rowCount !== job.length) throw new Error(`UPDATE wrote ${result.rowCount} of ${job.length} rows`);
      }
      await client.query("COMMIT");
    }
  }
  return performance.now() - started;
}

/**
 * Median wall time of `rounds` passes of each variant (interleaved, so load drifts hit them alike). Needs
 * video_snapshots_copy (empty copy of video_snapshots with its PK and FK); creates and drops the narrow table.
 */
export async function measureFloor(
  client: PoolClient,
  captures: SnapshotRow[][],
  jobSize: number,
  rounds: number,
  progress: (message: string) => void,
): Promise<Map<Variant, number>> {
  await client.query(`CREATE TABLE video_latest_floor (video_id int PRIMARY KEY, views bigint, likes bigint,
    comments bigint, shares bigint, bookmarks bigint, captured_at timestamptz)`);
  // Every video already has its row, as after track-feed: the floor updates, it never inserts.
  await client.query("INSERT INTO video_latest_floor (video_id) SELECT id FROM platform_videos ORDER BY id");
  await client.query("VACUUM ANALYZE video_latest_floor");
  const times = new Map<Variant, number[]>(FLOOR_VARIANTS.map((v) => [v, []]));
  try {
    for (let round = 0; round < rounds; round++) {
      for (const variant of FLOOR_VARIANTS) {
        progress(`ingest floor: round ${round + 1}/${rounds}, ${variant}`);
        await client.query("TRUNCATE video_snapshots_copy");
        times.get(variant)?.push(await pass(client, captures, jobSize, variant));
      }
    }
  } finally {
    await client.query("DROP TABLE video_latest_floor");
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  return new Map([...times].map(([variant, ms]) => [variant, median(ms)]));
}
