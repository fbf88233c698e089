// The feed-list dataset for `npm run bench -- tracking`, generated set-based in PostgreSQL: accounts, videos with
// heavy-tailed (log-normal) views, one snapshot a day per video growing along a saturating curve, derived columns
// computed from those snapshots with the engine's own expressions, one team tracking a random sample of videos.
import type { Pool, PoolClient } from "pg";

export interface DatasetConfig {
  videos: number;
  snapshotsPerVideo: number;
  feeds: number;
  /** The latest capture time (the hour the bench started); snapshots are one day apart, ending here. */
  now: Date;
}

export interface Dataset {
  teamId: number;
  steps: { label: string; ms: number }[];
  totalMs: number;
}

const VIDEOS_PER_ACCOUNT = 50;
/** Snapshots this close to a window's start still count for it (store-videos.ts WINDOW_SLACK). */
const WINDOW_SLACK = "2 hours";

/**
 * Share of its eventual views a video has at an age in days: fast early growth (time constant 4 days) then a slow
 * tail over a year and a half, as platform videos do.
 */
const growth = (ageDays: string) => `(0.75 * (1 - exp(-(${ageDays}) / 4.0)) + 0.25 * least(1.0, (${ageDays}) / 540.0))`;
const normal = "(sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()))";

/** The engine's refreshDerived subquery: views of the latest snapshot before a bound. */
const viewsBefore = (bound: string) =>
  `(SELECT s.views FROM video_snapshots s WHERE s.video_id = b.id AND s.captured_at ${bound}
    ORDER BY s.captured_at DESC LIMIT 1)`;

export async function generateDataset(
  pool: Pool,
  config: DatasetConfig,
  progress: (message: string) => void,
): Promise<Dataset> {
  const { videos, snapshotsPerVideo: days, feeds } = config;
  const accounts = Math.ceil(videos / VIDEOS_PER_ACCOUNT);
  const now = config.now.toISOString();
  const client = await pool.connect();
  const steps: { label: string; ms: number }[] = [];
  const began = performance.now();
  const step = async <T>(label: string, run: (c: PoolClient) => Promise<T>): Promise<T> => {
    progress(`dataset: ${label}…`);
    const started = performance.now();
    const result = await run(client);
    const ms = performance.now() - started;
    steps.push({ label, ms });
    progress(`dataset: ${label} ${(ms / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    let teamId = 0;
    await step("reset and session settings", async (c) => {
      // Bulk-load settings: big sort memory for the index builds, no checkpoint in the middle of the load.
      await c.query("ALTER SYSTEM SET max_wal_size = '32GB'");
      await c.query("ALTER SYSTEM SET checkpoint_timeout = '1h'");
      await c.query("SELECT pg_reload_conf()");
      await c.query("SET maintenance_work_mem = '1GB'");
      await c.query("SET work_mem = '256MB'");
      await c.query(`TRUNCATE platform_accounts, platform_videos, video_snapshots, tracked_feeds, tracked_channels,
        organization RESTART IDENTITY CASCADE`);
      await c.query("SELECT setseed(0.2026)");
      const team = await c.query<{ id: number }>(
        "INSERT INTO organization (name, slug, plan) VALUES ('Bench team', 'bench-team', 'max') RETURNING id",
      );
      teamId = Number(team.rows[0]?.id);
    });

    await step(`${accounts.toLocaleString("en-US")} accounts`, async (c) => {
      // Platforms: 45 % YouTube (3), 35 % TikTok (2), 15 % Instagram (6), 5 % Threads (10); log-normal followers.
      await c.query(
        `INSERT INTO platform_accounts (id, platform, platform_id, handle, display_name, avatar_url, profile_url, bio,
          followers, following, video_count, likes_total, raw, last_fetched_at, next_refresh_at, created_at, updated_at)
        SELECT a, platform, 'acct' || lpad(a::text, 9, '0'), '@creator' || a, 'Creator ' || a,
          'https://cdn.example.com/avatars/' || md5(a::text) || '.jpg', 'https://example.com/@creator' || a,
          'Videos about ' || md5(a::text), followers, round(followers * 0.01 * r), ${VIDEOS_PER_ACCOUNT},
          round(followers * 20 * r), jsonb_build_object('id', 'acct' || a, 'followers', followers), $1::timestamptz,
          $1::timestamptz + interval '1 day', $1::timestamptz - interval '800 days', $1::timestamptz
        FROM (SELECT a, CASE WHEN p < 0.45 THEN 3 WHEN p < 0.80 THEN 2 WHEN p < 0.95 THEN 6 ELSE 10 END AS platform,
                greatest(1, round(exp(9 + 1.8 * z)))::bigint AS followers, r
              FROM (SELECT a, random() AS p, random() AS r, ${normal} AS z FROM generate_series(1, ${accounts}) a) s) t`,
        [now],
      );
      await c.query(`SELECT setval(pg_get_serial_sequence('platform_accounts', 'id'), ${accounts})`);
    });

    await step(`${videos.toLocaleString("en-US")} videos' final values (scratch table)`, async (c) => {
      // views = exp(7.6 + 0.9·z_account + 1.5·z_video): median ≈ 2,000, a few videos in the tens of millions.
      // Age at the latest capture: `days` of snapshots plus up to 700 days, younger videos more likely.
      await c.query(`CREATE UNLOGGED TABLE bench_video_base AS
        SELECT id, account_id, platform, age, is_short,
          CASE WHEN platform = 10 THEN NULL WHEN is_short THEN 8 + floor(r_dur * 172)
            ELSE 120 + floor(r_dur * r_dur * 3480) END::int AS duration_seconds,
          views,
          CASE WHEN platform = 3 AND r_hide < 0.02 THEN NULL ELSE round(views * (0.01 + 0.07 * r_like)) END::bigint
            AS likes,
          CASE WHEN r_hide > 0.99 THEN NULL ELSE round(views * (0.0005 + 0.0045 * r_comment)) END::bigint AS comments,
          CASE WHEN platform = 3 THEN NULL ELSE round(views * (0.001 + 0.01 * r_share)) END::bigint AS shares,
          CASE WHEN platform = 2 THEN round(views * (0.001 + 0.012 * r_share)) END::bigint AS bookmarks,
          next_refresh
        FROM (SELECT g AS id, a.id AS account_id, a.platform,
                ${days - 1} + 0.1 + 700 * power(random(), 2) AS age,
                CASE WHEN a.platform IN (2, 6) THEN true WHEN a.platform = 3 THEN random() < 0.4 END AS is_short,
                greatest(0, round(exp(7.6 + 0.9 * (ln(a.followers) - 9) / 1.8 + 1.5 * ${normal})))::bigint AS views,
                random() AS r_dur, random() AS r_like, random() AS r_comment, random() AS r_share, random() AS r_hide,
                random() AS next_refresh
              FROM generate_series(1, ${videos}) g
              JOIN platform_accounts a ON a.id = (g - 1) / ${VIDEOS_PER_ACCOUNT} + 1) s`);
      await c.query("ALTER TABLE bench_video_base ADD PRIMARY KEY (id)");
    });

    await step(
      `${(videos * days).toLocaleString("en-US")} snapshots (${days} daily captures, keys dropped)`,
      async (c) => {
        // As the engine writes them: one capture time after the other across all videos. The primary key and the
        // foreign key are rebuilt after the load (one sort instead of 30 M random B-tree inserts).
        await c.query("ALTER TABLE video_snapshots DROP CONSTRAINT video_snapshots_video_id_platform_videos_id_fk");
        await c.query("ALTER TABLE video_snapshots DROP CONSTRAINT video_snapshots_video_id_captured_at_pk");
        for (let back = days - 1; back >= 0; back--) {
          const share = `${growth(`age - ${back}`)} / ${growth("age")}`;
          await c.query(
            `INSERT INTO video_snapshots (video_id, captured_at, views, likes, comments, shares, bookmarks)
          SELECT id, $1::timestamptz - ${back} * interval '1 day', round(views * f), round(likes * f),
            round(comments * f), round(shares * f), round(bookmarks * f)
          FROM (SELECT id, views, likes, comments, shares, bookmarks, ${share} AS f FROM bench_video_base) b`,
            [now],
          );
          if ((days - back) % 10 === 0) progress(`dataset: snapshots, ${days - back} of ${days} captures written`);
        }
      },
    );

    await step("snapshots primary key", async (c) => {
      await c.query(
        "ALTER TABLE video_snapshots ADD CONSTRAINT video_snapshots_video_id_captured_at_pk PRIMARY KEY (video_id, captured_at)",
      );
    });

    await step("accounts' median views (refreshAccountMedian's expression)", async (c) => {
      await c.query(`UPDATE platform_accounts a SET median_views = m.median
        FROM (SELECT account_id, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY views))::bigint AS median
              FROM bench_video_base WHERE views IS NOT NULL GROUP BY account_id) m
        WHERE a.id = m.account_id`);
    });

    await step("videos with derived columns from the snapshots (refreshDerived's expressions)", async (c) => {
      const at = "$1::timestamptz";
      await c.query(
        `WITH src (id, platform, platform_id, account_id, url, caption, thumbnail_url, duration_seconds, published_at, views, likes, comments, shares, bookmarks, is_short, outlier_multiple, views_change_last, views_change_1d, views_change_7d, raw, fetch_state, last_fetched_at, next_refresh_at, created_at, updated_at) AS (SELECT b.id, b.platform, x.pid, b.account_id,
          CASE b.platform WHEN 3 THEN 'https://www.youtube.com/' || CASE WHEN b.is_short THEN 'shorts/' ELSE 'watch?v=' END
            WHEN 2 THEN 'https://www.tiktok.com/' || a.handle || '/video/'
            WHEN 6 THEN 'https://www.instagram.com/reel/' ELSE 'https://www.threads.net/' || a.handle || '/post/' END
            || x.pid,
          x.caption, x.thumb || '/hqdefault.jpg', b.duration_seconds, x.published, b.views, b.likes, b.comments,
          b.shares, b.bookmarks, b.is_short,
          CASE WHEN a.median_views > 0 AND b.views IS NOT NULL THEN b.views::float8 / a.median_views END,
          b.views - ${viewsBefore(`< ${at}`)},
          b.views - ${viewsBefore(`<= ${at} - interval '1 day' + interval '${WINDOW_SLACK}'`)},
          b.views - ${viewsBefore(`<= ${at} - interval '7 days' + interval '${WINDOW_SLACK}'`)},
          jsonb_build_object('kind', 'youtube#video', 'etag', left(md5('etag' || b.id), 27), 'id', x.pid,
            'snippet', jsonb_build_object(
              'publishedAt', to_char(x.published AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
              'channelId', a.platform_id, 'title', x.caption, 'description', x.description,
              'thumbnails', jsonb_build_object(
                'default', jsonb_build_object('url', x.thumb || '/default.jpg', 'width', 120, 'height', 90),
                'medium', jsonb_build_object('url', x.thumb || '/mqdefault.jpg', 'width', 320, 'height', 180),
                'high', jsonb_build_object('url', x.thumb || '/hqdefault.jpg', 'width', 480, 'height', 360),
                'standard', jsonb_build_object('url', x.thumb || '/sddefault.jpg', 'width', 640, 'height', 480)),
              'channelTitle', a.display_name, 'tags', jsonb_build_array('creator', 'video', 'bench'),
              'categoryId', '22', 'liveBroadcastContent', 'none',
              'localized', jsonb_build_object('title', x.caption, 'description', x.description),
              'defaultAudioLanguage', 'en'),
            'contentDetails', jsonb_build_object('duration', 'PT' || b.duration_seconds || 'S', 'dimension', '2d',
              'definition', 'hd', 'caption', 'false', 'licensedContent', false, 'projection', 'rectangular'),
            'statistics', jsonb_strip_nulls(jsonb_build_object('viewCount', b.views::text,
              'likeCount', b.likes::text, 'favoriteCount', '0', 'commentCount', b.comments::text))),
          'ok', ${at}, ${at} + (1 + 23 * b.next_refresh) * interval '1 hour', ${at} - interval '${days} days', ${at}
        FROM bench_video_base b
        JOIN platform_accounts a ON a.id = b.account_id
        CROSS JOIN LATERAL (SELECT
          CASE b.platform WHEN 3 THEN 'yt' || lpad(b.id::text, 9, '0') WHEN 6 THEN 'C' || lpad(b.id::text, 10, '0')
            ELSE (7300000000000000000 + b.id)::text END AS pid,
          'Episode ' || b.id || ': ' || md5(b.id::text) || ' — ' || left(md5((b.id * 7)::text), 16)
            || ' #fyp #creator' AS caption,
          'Episode ' || b.id || E'\\n\\nChapters:\\n00:00 intro\\n01:30 the setup\\n04:10 results\\n'
            || md5((b.id * 3)::text) || ' ' || md5((b.id * 5)::text) || E'\\nFollow for more #creator #video'
            AS description,
          'https://i.ytimg.com/vi/' || b.id AS thumb,
          ${at} - b.age * interval '1 day' AS published) x),
        ins AS (INSERT INTO platform_videos (id, platform, platform_id, account_id, url, caption, thumbnail_url, duration_seconds, published_at, views, likes, comments, shares, bookmarks, is_short, outlier_multiple, views_change_last, views_change_1d, views_change_7d, fetch_state, last_fetched_at, next_refresh_at, created_at, updated_at) SELECT id, platform, platform_id, account_id, url, caption, thumbnail_url, duration_seconds, published_at, views, likes, comments, shares, bookmarks, is_short, outlier_multiple, views_change_last, views_change_1d, views_change_7d, fetch_state, last_fetched_at, next_refresh_at, created_at, updated_at FROM src)
        -- The raw payload lives in platform_video_raw (no hash: as the migration leaves moved payloads).
        INSERT INTO platform_video_raw (video_id, raw) SELECT id, raw FROM src`,
        [now],
      );
      await c.query(`SELECT setval(pg_get_serial_sequence('platform_videos', 'id'), ${videos})`);
    });

    await step("snapshots foreign key", async (c) => {
      await c.query(`ALTER TABLE video_snapshots ADD CONSTRAINT video_snapshots_video_id_platform_videos_id_fk
        FOREIGN KEY (video_id) REFERENCES platform_videos (id) ON DELETE CASCADE`);
    });

    await step(`${feeds.toLocaleString("en-US")} tracked feeds of one team`, async (c) => {
      // A random sample of the videos, added over the last 90 days; 4 % stopped.
      await c.query(
        `INSERT INTO tracked_feeds (team_id, video_id, status, created_at, updated_at)
        SELECT $2::int, id, CASE WHEN random() < 0.04 THEN 2 ELSE 1 END, added, $1::timestamptz
        FROM (SELECT id, $1::timestamptz - random() * interval '90 days' AS added
              FROM (SELECT g AS id FROM generate_series(1, ${videos}) g ORDER BY random() LIMIT ${feeds}) s) t
        ORDER BY added`,
        [now, teamId],
      );
      await c.query("DROP TABLE bench_video_base");
    });

    await step(
      "VACUUM ANALYZE and CHECKPOINT (so autovacuum and the checkpointer stay idle while timing)",
      async (c) => {
        await c.query(
          "VACUUM (ANALYZE) organization, platform_accounts, platform_videos, tracked_feeds, video_snapshots",
        );
        await c.query("CHECKPOINT");
      },
    );

    return { teamId, steps, totalMs: performance.now() - began };
  } finally {
    client.release();
  }
}
