// The dataset of `npm run bench -- feeds-page`, written set-based into a PGlite data directory the server has
// already migrated: one team on the Max plan (set by the operator service) tracking `feeds` videos of 20-video
// accounts, each with `days` daily snapshots on a saturating growth curve, latest values equal to the last
// snapshot, growth columns from refreshDerived's own subqueries and the outlier multiple from the account median.
// The same shapes as bench/tracking-dataset.ts (PostgreSQL, 1 M videos), scaled to one PGlite team.
import type { PGlite } from "@electric-sql/pglite";
import type { DbHandle } from "../src/server/db/client";
import { setTeamPlan } from "../src/server/services/admin/set-team-plan";

export interface FeedsSeedConfig {
  email: string;
  feeds: number;
  days: number;
  now: Date;
}

export const VIDEOS_PER_ACCOUNT = 20;
const WINDOW_SLACK = "2 hours";
const growth = (ageDays: string) => `(0.75 * (1 - exp(-(${ageDays}) / 4.0)) + 0.25 * least(1.0, (${ageDays}) / 540.0))`;
const normal = "(sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()))";
const viewsBefore = (bound: string) =>
  `(SELECT s.views FROM video_snapshots s WHERE s.video_id = b.id AND s.captured_at ${bound}
    ORDER BY s.captured_at DESC LIMIT 1)`;

export async function seedFeeds(
  handle: Extract<DbHandle, { kind: "pglite" }>,
  config: FeedsSeedConfig,
  progress: (message: string) => void,
): Promise<{ teamId: number; steps: Record<string, number> }> {
  const pg: PGlite = handle.pglite;
  const { feeds, days } = config;
  const accounts = Math.ceil(feeds / VIDEOS_PER_ACCOUNT);
  const now = config.now.toISOString();
  const steps: Record<string, number> = {};
  const step = async (label: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    steps[label] = performance.now() - started;
    progress(`seed: ${label} ${(steps[label] / 1000).toFixed(1)} s`);
  };

  const { team_id: teamId } = await setTeamPlan(handle.db, { email: config.email, plan: "max" });
  // Ids above anything the migrations or the sign-up wrote.
  const accountBase = Number(
    (await pg.query<{ n: number }>("SELECT coalesce(max(id), 0) AS n FROM platform_accounts")).rows[0]?.n,
  );
  const videoBase = Number(
    (await pg.query<{ n: number }>("SELECT coalesce(max(id), 0) AS n FROM platform_videos")).rows[0]?.n,
  );

  await step(`${accounts} accounts`, async () => {
    // 45 % YouTube (3), 35 % TikTok (2), 15 % Instagram (6), 5 % Threads (10); log-normal followers.
    await pg.query("SELECT setseed(0.2026)");
    await pg.query(
      `INSERT INTO platform_accounts (id, platform, platform_id, handle, display_name, avatar_url, profile_url, bio,
        followers, following, video_count, likes_total, raw, last_fetched_at, next_refresh_at, created_at, updated_at)
      OVERRIDING SYSTEM VALUE
      SELECT ${accountBase} + a, platform, 'acct' || lpad(a::text, 9, '0'), 'creator' || a, 'Creator ' || a,
        'https://cdn.example.com/avatars/' || md5(a::text) || '.jpg', 'https://example.com/@creator' || a,
        'Videos about ' || md5(a::text), followers, round(followers * 0.01 * r), ${VIDEOS_PER_ACCOUNT},
        round(followers * 20 * r), jsonb_build_object('id', 'acct' || a, 'followers', followers), $1::timestamptz,
        $1::timestamptz + interval '1 day', $1::timestamptz - interval '800 days', $1::timestamptz
      FROM (SELECT a, CASE WHEN p < 0.45 THEN 3 WHEN p < 0.80 THEN 2 WHEN p < 0.95 THEN 6 ELSE 10 END AS platform,
              greatest(1, round(exp(9 + 1.8 * z)))::bigint AS followers, r
            FROM (SELECT a, random() AS p, random() AS r, ${normal} AS z FROM generate_series(1, ${accounts}) a) s) t`,
      [now],
    );
  });

  await step(`${feeds} videos' final values (scratch table)`, async () => {
    await pg.query(`CREATE TEMP TABLE bench_video_base AS
      SELECT id, account_id, platform, age, is_short,
        CASE WHEN platform = 10 THEN NULL WHEN is_short THEN 8 + floor(r_dur * 172)
          ELSE 120 + floor(r_dur * r_dur * 3480) END::int AS duration_seconds,
        views,
        CASE WHEN platform = 3 AND r_hide < 0.02 THEN NULL ELSE round(views * (0.01 + 0.07 * r_like)) END::bigint AS likes,
        CASE WHEN r_hide > 0.99 THEN NULL ELSE round(views * (0.0005 + 0.0045 * r_comment)) END::bigint AS comments,
        CASE WHEN platform = 3 THEN NULL ELSE round(views * (0.001 + 0.01 * r_share)) END::bigint AS shares,
        CASE WHEN platform = 2 THEN round(views * (0.001 + 0.012 * r_share)) END::bigint AS bookmarks
      FROM (SELECT ${videoBase} + g AS id, a.id AS account_id, a.platform,
              ${days - 1} + 0.1 + 700 * power(random(), 2) AS age,
              CASE WHEN a.platform IN (2, 6) THEN true WHEN a.platform = 3 THEN random() < 0.4 END AS is_short,
              greatest(0, round(exp(7.6 + 0.9 * (ln(a.followers) - 9) / 1.8 + 1.5 * ${normal})))::bigint AS views,
              random() AS r_dur, random() AS r_like, random() AS r_comment, random() AS r_share, random() AS r_hide
            FROM generate_series(1, ${feeds}) g
            JOIN platform_accounts a ON a.id = ${accountBase} + (g - 1) / ${VIDEOS_PER_ACCOUNT} + 1) s`);
  });

  await step("accounts' median views", async () => {
    await pg.query(`UPDATE platform_accounts a SET median_views = m.median
      FROM (SELECT account_id, round(percentile_cont(0.5) WITHIN GROUP (ORDER BY views))::bigint AS median
            FROM bench_video_base GROUP BY account_id) m
      WHERE a.id = m.account_id`);
  });

  await step("videos (raw payload ≈ 1.2 KB each)", async () => {
    const at = "$1::timestamptz";
    await pg.query(
      `WITH src (id, platform, platform_id, account_id, url, caption, thumbnail_url, duration_seconds, published_at, views, likes, comments, shares, bookmarks, is_short, raw, fetch_state, last_fetched_at, next_refresh_at, created_at, updated_at) AS (SELECT b.id, b.platform, x.pid, b.account_id, 'https://example.com/v/' || x.pid, x.caption,
        x.thumb || '/hqdefault.jpg', b.duration_seconds, x.published, b.views, b.likes, b.comments, b.shares,
        b.bookmarks, b.is_short,
        jsonb_build_object('kind', 'youtube#video', 'id', x.pid, 'snippet', jsonb_build_object(
          'publishedAt', x.published, 'channelId', a.platform_id, 'title', x.caption, 'description', x.description,
          'thumbnails', jsonb_build_object('default', x.thumb || '/default.jpg', 'medium', x.thumb || '/mqdefault.jpg',
            'high', x.thumb || '/hqdefault.jpg', 'standard', x.thumb || '/sddefault.jpg'),
          'channelTitle', a.display_name, 'tags', jsonb_build_array('creator', 'video', 'bench')),
          'statistics', jsonb_strip_nulls(jsonb_build_object('viewCount', b.views::text, 'likeCount', b.likes::text,
            'commentCount', b.comments::text))),
        'ok', ${at}, ${at} + interval '1 day', ${at} - interval '${days} days', ${at}
      FROM bench_video_base b
      JOIN platform_accounts a ON a.id = b.account_id
      CROSS JOIN LATERAL (SELECT 'v' || lpad(b.id::text, 10, '0') AS pid,
        'Episode ' || b.id || ': ' || md5(b.id::text) || ' — ' || left(md5((b.id * 7)::text), 16) || ' #fyp #creator'
          AS caption,
        'Episode ' || b.id || E'\\n\\nChapters:\\n00:00 intro\\n01:30 the setup\\n04:10 results\\n'
          || md5((b.id * 3)::text) || ' ' || md5((b.id * 5)::text) || ' ' || md5((b.id * 11)::text)
          || ' ' || md5((b.id * 13)::text) || E'\\nFollow for more #creator #video' AS description,
        'https://i.ytimg.com/vi/' || b.id AS thumb,
        ${at} - b.age * interval '1 day' AS published) x),
        ins AS (INSERT INTO platform_videos (id, platform, platform_id, account_id, url, caption, thumbnail_url, duration_seconds, published_at, views, likes, comments, shares, bookmarks, is_short, fetch_state, last_fetched_at, next_refresh_at, created_at, updated_at)
      OVERRIDING SYSTEM VALUE SELECT id, platform, platform_id, account_id, url, caption, thumbnail_url, duration_seconds, published_at, views, likes, comments, shares, bookmarks, is_short, fetch_state, last_fetched_at, next_refresh_at, created_at, updated_at FROM src)
        -- The raw payload lives in platform_video_raw (no hash: as the migration leaves moved payloads).
        INSERT INTO platform_video_raw (video_id, raw) SELECT id, raw FROM src`,
      [now],
    );
  });

  await step(`${feeds * days} snapshots (${days} daily captures)`, async () => {
    const share = `${growth("b.age - d")} / ${growth("b.age")}`;
    await pg.query(
      `INSERT INTO video_snapshots (video_id, captured_at, views, likes, comments, shares, bookmarks)
      SELECT id, $1::timestamptz - d * interval '1 day', round(views * f), round(likes * f), round(comments * f),
        round(shares * f), round(bookmarks * f)
      FROM (SELECT b.*, d, ${share} AS f FROM bench_video_base b CROSS JOIN generate_series(0, ${days - 1}) d) s
      ORDER BY id, d DESC`,
      [now],
    );
  });

  await step("growth and outlier columns (refreshDerived's subqueries)", async () => {
    const at = "$1::timestamptz";
    await pg.query(
      `UPDATE platform_videos v SET
        outlier_multiple = CASE WHEN a.median_views > 0 AND v.views IS NOT NULL
          THEN v.views::float8 / a.median_views END,
        views_change_last = d.last, views_change_1d = d.d1, views_change_7d = d.d7
      FROM platform_accounts a, (SELECT b.id, b.views - ${viewsBefore(`< ${at}`)} AS last,
          b.views - ${viewsBefore(`<= ${at} - interval '1 day' + interval '${WINDOW_SLACK}'`)} AS d1,
          b.views - ${viewsBefore(`<= ${at} - interval '7 days' + interval '${WINDOW_SLACK}'`)} AS d7
        FROM bench_video_base b) d
      WHERE d.id = v.id AND a.id = v.account_id`,
      [now],
    );
  });

  await step(`${feeds} tracked feeds (4 % stopped, added over 90 days)`, async () => {
    await pg.query(
      `INSERT INTO tracked_feeds (team_id, video_id, status, created_at, updated_at)
      SELECT $2::int, id, CASE WHEN random() < 0.04 THEN 2 ELSE 1 END, added, $1::timestamptz
      FROM (SELECT id, $1::timestamptz - random() * interval '90 days' AS added FROM bench_video_base) t
      ORDER BY added`,
      [now, teamId],
    );
    await pg.query("DROP TABLE bench_video_base");
    for (const table of ["platform_accounts", "platform_videos"]) {
      await pg.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
    }
  });

  await step("VACUUM ANALYZE and CHECKPOINT", async () => {
    await pg.query("VACUUM (ANALYZE) platform_accounts, platform_videos, tracked_feeds, video_snapshots");
    await pg.query("CHECKPOINT");
  });
  return { teamId, steps };
}
