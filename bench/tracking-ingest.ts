// Snapshot ingest for `npm run bench -- tracking`: YouTube videos refreshed three times through the engine's write
// path, before (the groundwork's storeVideos, one transaction per 50) and after (the set-based batch of a whole
// job: latest values with derived columns, snapshots from unnest arrays), each from the same tracked rows; then the
// same snapshot rows COPYed into an empty copy of video_snapshots.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Pool } from "pg";
import type { DbHandle } from "../src/server/db/client";
import type { NormalizedVideo } from "../src/server/platforms/types";
import { mapVideo } from "../src/server/platforms/youtube/map";
import type { YouTubeVideo } from "../src/server/platforms/youtube/schemas";
import { refreshDerived, storeVideos } from "../src/server/tracking/store-videos";
import { type FixtureChannel, type FixtureVideo, rfc3339 } from "../tests/fixtures/youtube/data";
import { videoResource } from "../tests/fixtures/youtube/resources";
import { COPY_COLUMNS, copyText, type SnapshotRow } from "./support/snapshot-copy";
import { FLOOR_VARIANTS, measureFloor } from "./tracking-floor";
import { storeVideosBefore } from "./tracking-ingest-before";
import { storeVideosS6 } from "./tracking-ingest-s6";
import { storeVideosS7 } from "./tracking-ingest-s7";
import { storeVideosSetV1 } from "./tracking-ingest-setv1";
import { copyFromStdin, type LoggedQuery, type QueryLog } from "./tracking-pg";

const BATCH = 50;
const DAY_MS = 86_400_000;
const PARTS = ["snippet", "contentDetails", "statistics"] as const;
const COPY_ROUNDS = 3;

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function isoDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

interface Plan {
  channel: FixtureChannel;
  upload: FixtureVideo;
  /** Share of the final views reached at each capture (growing over time). */
  reached: number[];
}

/** Channels of 50 uploads each with heavy-tailed views; the uploads' records as the adapter would see them. */
function plan(videoCount: number, now: number): Plan[] {
  const rand = random(2026);
  const normal = () => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
  const plans: Plan[] = [];
  let channel: FixtureChannel | null = null;
  let channelScale = 0;
  for (let seed = 0; seed < videoCount; seed++) {
    if (seed % BATCH === 0) {
      const index = seed / BATCH;
      channel = {
        id: `UCbench${String(index).padStart(17, "0")}`,
        customUrl: `@benchcreator${index}`,
        username: null,
        title: `Bench creator ${index}`,
        description: `Channel ${index} of the ingest benchmark`,
        publishedAt: rfc3339(now - 2000 * DAY_MS),
        subscribers: Math.round(Math.exp(9 + 1.8 * normal())),
        hiddenSubscriberCount: false,
        uploads: [],
        uploadsPlaylist: "listed",
        shortsPlaylist: "listed",
      };
      channelScale = 0.9 * normal();
    }
    const isShort = rand() < 0.4;
    const seconds = isShort ? 8 + Math.floor(rand() * 172) : 120 + Math.floor(rand() ** 2 * 3480);
    const views = Math.round(Math.exp(7.6 + channelScale + 1.5 * normal()));
    const id = `bn${seed.toString(36).padStart(9, "0")}`;
    const title = `${isShort ? "Short" : "Upload"} #${seed + 1}: ${id} — what happened next ${isShort ? "#shorts" : ""}`;
    const upload: FixtureVideo = {
      id,
      channelId: (channel as FixtureChannel).id,
      title,
      description: `${title}\n\nChapters:\n00:00 intro\n01:30 the setup\n04:10 results\nFollow for more: https://example.com/${id} #creator #video #bench`,
      publishedAt: rfc3339(now - (8 + rand() * 700) * DAY_MS),
      duration: isoDuration(seconds),
      isShort,
      liveBroadcastContent: "none",
      views,
      likes: rand() < 0.02 ? null : Math.round(views * (0.01 + 0.07 * rand())),
      comments: rand() < 0.01 ? null : Math.round(views * (0.0005 + 0.0045 * rand())),
      hasMaxresThumbnail: rand() < 0.25,
    };
    const first = 0.5 + 0.3 * rand();
    plans.push({ channel: channel as FixtureChannel, upload, reached: [first, first + (1 - first) * 0.85, 1] });
  }
  return plans;
}

/** The adapter's answer at one capture: the fixture's API resource, mapped by the real YouTube mapper. */
function videosAt(plans: Plan[], capture: number): NormalizedVideo[] {
  return plans.map(({ channel, upload, reached }) => {
    const share = reached[capture] ?? 1;
    const scaled: FixtureVideo = {
      ...upload,
      views: Math.round(upload.views * share),
      likes: upload.likes === null ? null : Math.round(upload.likes * share),
      comments: upload.comments === null ? null : Math.round(upload.comments * share),
    };
    const resource = videoResource(scaled, [channel], PARTS) as unknown as YouTubeVideo;
    return mapVideo(resource, upload.isShort, "https://www.youtube.com");
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

function statementKind(text: string): string {
  const t = text.trimStart().toLowerCase();
  if (t.startsWith("begin")) return "BEGIN";
  if (t.startsWith("commit")) return "COMMIT";
  if (t.startsWith('insert into "platform_videos"')) return "upsert + snapshots (one statement)";
  if (t.startsWith('update "platform_videos"')) return "update derived columns";
  if (t.startsWith("with input as") && t.includes("as t(platform, platform_id, content_hash, views")) {
    return "counts upsert + derived columns + snapshots (one statement)";
  }
  if (t.startsWith("with input as")) return "upsert platform_videos + derived columns";
  if (t.startsWith("insert into video_snapshots")) return "insert video_snapshots";
  if (t.startsWith("select t.n")) return "content-hash check (read, rows locked)";
  if (t.startsWith("insert into platform_video_raw")) return "raw payloads of changed rows";
  return "other";
}

const rate = (rows: number, ms: number) => Math.round((rows / ms) * 1000);
const fmt = (n: number) => n.toLocaleString("en-US");

export interface IngestResult {
  figures: Record<string, string>;
  engineRate: number;
  copyRate: number;
}

/** An empty engine with the tracked rows in place, as track-feed leaves them before the first refresh (untimed). */
async function seedTracked(pool: Pool, plans: Plan[], channelCount: number): Promise<number[]> {
  await pool.query("TRUNCATE video_snapshots, platform_videos, platform_accounts RESTART IDENTITY CASCADE");
  // The authors' rows, with a median so the first capture's outlier multiple is real.
  const accounts = await pool.query<{ id: number }>(
    `INSERT INTO platform_accounts (platform, platform_id, handle, display_name, followers, median_views, last_fetched_at)
    SELECT 3, 'UCbench' || lpad(i::text, 17, '0'), '@benchcreator' || i, 'Bench creator ' || i, 1000 + i * 37, 2000,
      now() FROM generate_series(0, $1::int - 1) i ORDER BY i RETURNING id`,
    [channelCount],
  );
  const accountIds = accounts.rows.map((row) => Number(row.id));
  await pool.query(
    `INSERT INTO platform_videos (platform, platform_id, account_id)
    SELECT 3, platform_id, account_id FROM unnest($1::text[], $2::int[]) AS t(platform_id, account_id)`,
    [plans.map((p) => p.upload.id), plans.map((_, i) => accountIds[Math.floor(i / BATCH)])],
  );
  return accountIds;
}

interface PathResult {
  captureMs: number[];
  byKind: Map<string, { ms: number; n: number }>;
  /** The same, for the refreshes after the first capture only (views-only: what an hourly refresh writes). */
  refreshByKind: Map<string, { ms: number; n: number }>;
  transactions: number;
}

/** The mean of two runs of one path: its figures read as those of one run. */
function meanOf(a: PathResult, b: PathResult): PathResult {
  const half = (x: Map<string, { ms: number; n: number }>, y: Map<string, { ms: number; n: number }>) => {
    const sum = new Map<string, { ms: number; n: number }>();
    for (const [kind, value] of [...x, ...y]) {
      const known = sum.get(kind) ?? { ms: 0, n: 0 };
      sum.set(kind, { ms: known.ms + value.ms / 2, n: known.n + value.n / 2 });
    }
    return sum;
  };
  return {
    captureMs: a.captureMs.map((ms, i) => (ms + (b.captureMs[i] ?? Number.NaN)) / 2),
    byKind: half(a.byKind, b.byKind),
    refreshByKind: half(a.refreshByKind, b.refreshByKind),
    transactions: (a.transactions + b.transactions) / 2,
  };
}

/** Three captures of every video, one transaction per job of `jobSize` videos, timed with their statements. */
async function runPath(
  log: QueryLog,
  captures: Date[],
  plans: Plan[],
  jobSize: number,
  writeJob: (videos: NormalizedVideo[], firstIndex: number, capturedAt: Date) => Promise<void>,
  progress: (message: string) => void,
  label: string,
): Promise<PathResult> {
  const captureMs: number[] = [];
  log.entries = [];
  let transactions = 0;
  let firstCaptureEntries = 0;
  for (const [capture, capturedAt] of captures.entries()) {
    const videos = videosAt(plans, capture);
    progress(
      `ingest ${label}: capture ${capture + 1}/${captures.length}, ${fmt(videos.length)} videos, jobs of ${jobSize}`,
    );
    log.enabled = true;
    const started = performance.now();
    for (let first = 0; first < videos.length; first += jobSize) {
      await writeJob(videos.slice(first, first + jobSize), first, capturedAt);
      transactions++;
    }
    captureMs.push(performance.now() - started);
    log.enabled = false;
    if (capture === 0) firstCaptureEntries = log.entries.length;
  }
  const tally = (entries: LoggedQuery[]) => {
    const byKind = new Map<string, { ms: number; n: number }>();
    for (const entry of entries) {
      const kind = statementKind(entry.text);
      const sum = byKind.get(kind) ?? { ms: 0, n: 0 };
      sum.ms += entry.ms;
      sum.n += 1;
      byKind.set(kind, sum);
    }
    return byKind;
  };
  const byKind = tally(log.entries);
  const refreshByKind = tally(log.entries.slice(firstCaptureEntries));
  log.entries = [];
  return { captureMs, byKind, refreshByKind, transactions };
}

/** Time by statement kind: share of the path's time and ms per 1,000 videos (jobs may carry any number). */
function profile(result: PathResult, refreshesOnly = false, videoCount = 0): string {
  const captureMs = refreshesOnly ? result.captureMs.slice(1) : result.captureMs;
  const byKind = refreshesOnly ? result.refreshByKind : result.byKind;
  const total = captureMs.reduce((a, b) => a + b, 0);
  const perThousand = (ms: number) =>
    videoCount ? `, ${((ms / (videoCount * captureMs.length)) * 1000).toFixed(1)} ms per 1,000 videos` : "";
  const inDb = [...byKind.values()].reduce((a, b) => a + b.ms, 0);
  const parts = [...byKind.entries()]
    .filter(([kind]) => kind !== "BEGIN" && kind !== "COMMIT")
    .sort((a, b) => b[1].ms - a[1].ms)
    .map(
      ([kind, sum]) =>
        `${kind} ${((sum.ms / total) * 100).toFixed(0)} % (${(sum.ms / sum.n).toFixed(2)} ms each${perThousand(sum.ms)})`,
    );
  const commits = (byKind.get("BEGIN")?.ms ?? 0) + (byKind.get("COMMIT")?.ms ?? 0);
  parts.push(`BEGIN+COMMIT ${((commits / total) * 100).toFixed(0)} %${perThousand(commits)}`);
  parts.push(
    `outside the database (Node: hashing, arrays, pg serialization) ${(((total - inDb) / total) * 100).toFixed(0)} %${perThousand(total - inDb)}`,
  );
  return parts.join("; ");
}

async function countSnapshots(pool: Pool, expected: number): Promise<void> {
  const [stored] = (await pool.query<{ n: string }>("SELECT count(*) AS n FROM video_snapshots")).rows;
  if (Number(stored?.n ?? 0) !== expected) throw new Error(`stored ${stored?.n} snapshots, expected ${expected}`);
}

export async function benchIngest(
  handle: DbHandle & { kind: "pg" },
  log: QueryLog,
  videoCount: number,
  jobSize: number,
  progress: (message: string) => void,
): Promise<IngestResult> {
  const { db, pool } = handle;
  const now = Math.floor(Date.now() / 3_600_000) * 3_600_000;
  // Three refreshes: a week ago, yesterday and now, so the last one fills the 1-day and 7-day growth columns.
  const captures = [now - 7 * DAY_MS, now - DAY_MS, now].map((ms) => new Date(ms));
  const plans = plan(videoCount, now);
  const channelCount = Math.ceil(videoCount / BATCH);
  const rows = videoCount * captures.length;

  // The two earlier paths kept the raw payload in platform_videos: the column is back while they run.
  await pool.query("ALTER TABLE platform_videos ADD COLUMN raw jsonb");
  // Before: the groundwork's path, one transaction per 50 videos of one channel, derived columns per batch.
  const accountIds = await seedTracked(pool, plans, channelCount);
  const before = await runPath(
    log,
    captures,
    plans,
    BATCH,
    async (videos, first, capturedAt) => {
      const accountId = accountIds[first / BATCH] ?? null;
      await db.transaction((tx) => storeVideosBefore(tx, { videos, accountId, capturedAt }));
    },
    progress,
    "before",
  );
  await countSnapshots(pool, rows);

  /** One write path over the same fresh seed and captures, in jobs of the same size; the snapshots it wrote counted. */
  const runWith = async (
    write: (
      tx: Parameters<typeof storeVideos>[0],
      input: { videos: NormalizedVideo[]; accountId: null; capturedAt: Date },
    ) => Promise<unknown>,
    label: string,
  ) => {
    await seedTracked(pool, plans, channelCount);
    const result = await runPath(
      log,
      captures,
      plans,
      jobSize,
      async (videos, _first, capturedAt) => {
        await db.transaction((tx) => write(tx, { videos, accountId: null, capturedAt }));
      },
      progress,
      label,
    );
    await countSnapshots(pool, rows);
    return result;
  };

  // Session 5's set-based path (every column sent and rewritten, the payload in the row), jobs of the same size.
  const setV1 = await runWith(storeVideosSetV1, "set-based v1");
  await pool.query("ALTER TABLE platform_videos DROP COLUMN raw");

  // Session 6's path (hash read with the rows locked, then upsert, snapshots and payloads apart), the hash column
  // back in platform_video_raw while it runs.
  await pool.query("ALTER TABLE platform_video_raw ADD COLUMN content_hash text");
  const s6 = await runWith(storeVideosS6, "session 6");
  await pool.query("ALTER TABLE platform_video_raw DROP COLUMN content_hash");

  // Session 7's path (one statement per unchanged batch, the account join planned inside the per-row loop) and
  // after: what refreshVideos writes for a job (src/server/tracking/refresh-videos.ts): the whole batch set-based
  // with its derived columns (multiples of the stored medians), the author taken from the stored rows. Run twice
  // each in the order after, session 7, session 7, after and averaged: the path run last in a bench was slower
  // whatever it was (three runs of session 8), so a single run in a fixed order favours the first.
  const after1 = await runWith(storeVideos, "after (1 of 2)");
  const s7 = meanOf(
    await runWith(storeVideosS7, "session 7 (1 of 2)"),
    await runWith(storeVideosS7, "session 7 (2 of 2)"),
  );
  const after = meanOf(after1, await runWith(storeVideos, "after (2 of 2)"));
  await countSnapshots(pool, rows);
  const idByPlatformId = new Map(
    (await pool.query<{ id: number; platform_id: string }>("SELECT id, platform_id FROM platform_videos")).rows.map(
      (row) => [row.platform_id, Number(row.id)],
    ),
  );
  const snapshotRows: SnapshotRow[] = captures.flatMap((capturedAt, capture) =>
    videosAt(plans, capture).map((video) => ({
      videoId: idByPlatformId.get(video.platformId) as number,
      capturedAt: capturedAt.toISOString(),
      views: video.views,
      likes: video.likes,
      comments: video.comments,
      shares: video.shares,
      bookmarks: video.bookmarks,
    })),
  );

  // The set-based derived columns must equal the per-batch expressions: rerun refreshDerived on a sample, compare.
  const sample = [...idByPlatformId.values()].slice(0, 500);
  const readDerived = async () =>
    JSON.stringify(
      (
        await pool.query(
          `SELECT id, views_change_last, views_change_1d, views_change_7d, outlier_multiple FROM platform_videos
          WHERE id = ANY($1::int[]) ORDER BY id`,
          [sample],
        )
      ).rows,
    );
  const derivedBefore = await readDerived();
  await db.transaction((tx) => refreshDerived(tx, sample, captures[2] as Date));
  const derivedMatch = derivedBefore === (await readDerived());

  // The same rows into an empty copy of the table: same columns, primary key and foreign key.
  await pool.query("CREATE TABLE video_snapshots_copy (LIKE video_snapshots INCLUDING ALL)");
  await pool.query(
    "ALTER TABLE video_snapshots_copy ADD FOREIGN KEY (video_id) REFERENCES platform_videos (id) ON DELETE CASCADE",
  );
  const client = await pool.connect();
  const file = path.join(os.tmpdir(), `feedscope-bench-snapshots-${process.pid}.tsv`);
  const stdinMs: number[] = [];
  const fileMs: number[] = [];
  let floor = new Map<string, number>();
  try {
    for (let round = 0; round < COPY_ROUNDS; round++) {
      progress(`ingest: COPY round ${round + 1}/${COPY_ROUNDS}`);
      await client.query("TRUNCATE video_snapshots_copy");
      // Timed from the in-memory rows: serializing the text format is part of what a COPY-based writer would do.
      let started = performance.now();
      const copied = await copyFromStdin(
        client,
        `COPY video_snapshots_copy ${COPY_COLUMNS} FROM STDIN`,
        copyText(snapshotRows),
      );
      stdinMs.push(performance.now() - started);
      if (copied !== snapshotRows.length) throw new Error(`COPY FROM STDIN loaded ${copied} rows`);

      // Server-side COPY from a file (the cluster's user is a superuser): no client, no wire, the floor.
      await client.query("TRUNCATE video_snapshots_copy");
      if (round === 0) {
        fs.writeFileSync(file, Buffer.concat(copyText(snapshotRows)));
        fs.chmodSync(file, 0o644);
      }
      started = performance.now();
      const result = await client.query(`COPY video_snapshots_copy ${COPY_COLUMNS} FROM '${file}'`);
      fileMs.push(performance.now() - started);
      if (result.rowCount !== snapshotRows.length) throw new Error(`COPY FROM file loaded ${result.rowCount} rows`);
    }
    // The floor of a design keeping latest values in a row, per job as the engine writes (tracking-floor.ts).
    const byCapture = captures.map((_, c) => snapshotRows.slice(c * videoCount, (c + 1) * videoCount));
    floor = await measureFloor(client, byCapture, jobSize, COPY_ROUNDS, progress);
    await client.query("DROP TABLE video_snapshots_copy");
  } finally {
    client.release();
    fs.rmSync(file, { force: true });
  }

  const engineMs = after.captureMs.reduce((a, b) => a + b, 0);
  const beforeMs = before.captureMs.reduce((a, b) => a + b, 0);
  const engineRate = rate(rows, engineMs);
  const beforeRate = rate(rows, beforeMs);
  const setV1Ms = setV1.captureMs.reduce((a, b) => a + b, 0);
  const setV1Rate = rate(rows, setV1Ms);
  const s6Ms = s6.captureMs.reduce((a, b) => a + b, 0);
  const s6Rate = rate(rows, s6Ms);
  const s7Ms = s7.captureMs.reduce((a, b) => a + b, 0);
  const s7Rate = rate(rows, s7Ms);
  const refreshRows = videoCount * (captures.length - 1);
  const refreshRate = (result: PathResult) =>
    rate(
      refreshRows,
      result.captureMs.slice(1).reduce((a, b) => a + b, 0),
    );
  const copyMs = median(stdinMs);
  const copyRate = rate(rows, copyMs);
  const fileRate = rate(rows, median(fileMs));
  const perCapture = (result: PathResult) => result.captureMs.map((ms) => fmt(rate(videoCount, ms))).join(" / ");
  const figures: Record<string, string> = {
    [`before: groundwork storeVideos, ${fmt(videoCount)} videos × ${captures.length} captures in ${fmt(before.transactions)} transactions of ${BATCH}`]: `${fmt(rows)} snapshot rows in ${(beforeMs / 1000).toFixed(2)} s = ${fmt(beforeRate)} rows/s (per capture: ${perCapture(before)} rows/s)`,
    "before: time by statement (client round trips)": profile(before),
    [`after: set-based batch (storeVideos of a whole job, as refreshVideos), ${fmt(after.transactions)} transactions of ${fmt(jobSize)}, mean of 2 runs (order: after, session 7, session 7, after)`]: `${fmt(rows)} snapshot rows in ${(engineMs / 1000).toFixed(2)} s = ${fmt(engineRate)} rows/s (per capture: ${perCapture(after)} rows/s); ${(engineRate / beforeRate).toFixed(1)}× before`,
    "after: time by statement (client round trips)": profile(after, false, videoCount),
    "after, views-only captures (2nd and 3rd): time by statement": profile(after, true, videoCount),
    [`session 7 (one statement per unchanged batch), ${fmt(s7.transactions)} transactions of ${fmt(jobSize)}, mean of 2 runs`]: `${fmt(rows)} snapshot rows in ${(s7Ms / 1000).toFixed(2)} s = ${fmt(s7Rate)} rows/s (per capture: ${perCapture(s7)} rows/s); after is ${(engineRate / s7Rate).toFixed(2)}× this`,
    "session 7: time by statement (client round trips)": profile(s7, false, videoCount),
    "session 7, views-only captures (2nd and 3rd): time by statement": profile(s7, true, videoCount),
    [`session 6 (hash read with rows locked, then upsert, snapshots, payloads), ${fmt(s6.transactions)} transactions of ${fmt(jobSize)}`]: `${fmt(rows)} snapshot rows in ${(s6Ms / 1000).toFixed(2)} s = ${fmt(s6Rate)} rows/s (per capture: ${perCapture(s6)} rows/s); after is ${(engineRate / s6Rate).toFixed(2)}× this`,
    "session 6: time by statement (client round trips)": profile(s6, false, videoCount),
    "session 6, views-only captures (2nd and 3rd): time by statement": profile(s6, true, videoCount),
    [`set-based v1 (session 5: every column sent and rewritten, payload in the row), ${fmt(setV1.transactions)} transactions of ${fmt(jobSize)}`]: `${fmt(rows)} snapshot rows in ${(setV1Ms / 1000).toFixed(2)} s = ${fmt(setV1Rate)} rows/s (per capture: ${perCapture(setV1)} rows/s); after is ${(engineRate / setV1Rate).toFixed(2)}× this`,
    "set-based v1: time by statement (client round trips)": profile(setV1),
    "after: derived columns equal refreshDerived's rerun on 500 videos": derivedMatch ? "yes" : "NO",
    "raw COPY … FROM STDIN of the same rows into an empty copy of video_snapshots (PK + FK)": `${(copyMs / 1000).toFixed(3)} s median of ${COPY_ROUNDS} = ${fmt(copyRate)} rows/s`,
    "server-side COPY … FROM file (no client, reference floor)": `${(median(fileMs) / 1000).toFixed(3)} s median of ${COPY_ROUNDS} = ${fmt(fileRate)} rows/s`,
    ...Object.fromEntries(
      FLOOR_VARIANTS.map((variant) => {
        const ms = floor.get(variant) ?? Number.NaN;
        return [
          `floor (raw SQL, no engine logic; jobs of ${fmt(jobSize)} in one transaction each unless said): ${variant}`,
          `${(ms / 1000).toFixed(3)} s median of ${COPY_ROUNDS} = ${fmt(rate(rows, ms))} rows/s = ${(rate(rows, ms) / copyRate).toFixed(3)} of COPY; ${((ms / rows) * 1000).toFixed(1)} ms per 1,000 rows`,
        ];
      }),
    ),
    "engine ÷ COPY FROM STDIN, views-only captures only": `after ${(refreshRate(after) / copyRate).toFixed(3)} (${fmt(refreshRate(after))} rows/s), session 7 ${(refreshRate(s7) / copyRate).toFixed(3)} (${fmt(refreshRate(s7))} rows/s), session 6 ${(refreshRate(s6) / copyRate).toFixed(3)} (${fmt(refreshRate(s6))} rows/s)`,
    "engine ÷ COPY FROM STDIN (goal ≥ 0.5)": `after ${(engineRate / copyRate).toFixed(3)} (session 7 ${(s7Rate / copyRate).toFixed(3)}, session 6 ${(s6Rate / copyRate).toFixed(3)}, set-based v1 ${(setV1Rate / copyRate).toFixed(3)}, before ${(beforeRate / copyRate).toFixed(3)}) — ${engineRate / copyRate >= 0.5 ? "met" : `not met: the engine is ${(copyRate / engineRate).toFixed(1)}× slower than COPY`}`,
  };
  return { figures, engineRate, copyRate };
}
