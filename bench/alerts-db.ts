// The database half of `npm run bench -- alerts`: the worker's whole evaluation of a refresh job
// (src/server/services/alerts/evaluate-refresh.ts) on an in-memory PGlite, loading queries and the one write
// transaction included (events, deliveries, rule memories and the deliver jobs inserted into pg-boss's table).
// Dataset (seeded with SQL): 20 Max teams × 500 tracked feeds (10,000 items), 50 active rules per team (1,000:
// targets 40 % feed, 20 % collection, 40 % all; Views, half Increment (200, 1,000 or 5,000 a cycle), half Total
// (1,000, 10,000 or 100,000)), five collections per team holding 30 % of its feeds, a group of two destinations per
// team, three captures per video.
// Every video is evaluated at the second capture first (untimed: it leaves the rules' memories, as a running system
// has them), then timed at the third, in jobs of 50 videos (the engine's batch), as the `alerts.evaluate` job runs.
import { sql } from "drizzle-orm";
import { openPglite } from "../src/server/db/client";
import { runMigrations } from "../src/server/db/migrate";
import { deliverJobEnqueuer } from "../src/server/jobs/alert-evaluate-jobs";
import { createBoss } from "../src/server/jobs/boss";
import { alertJobs } from "../src/server/jobs/definitions/alerts";
import { evaluateRefresh } from "../src/server/services/alerts/evaluate-refresh";

const TEAMS = 20;
const FEEDS_PER_TEAM = 500;
const RULES_PER_TEAM = 50;
const BATCH = 50;

async function seed(db: Awaited<ReturnType<typeof openPglite>>["db"]): Promise<void> {
  const videos = TEAMS * FEEDS_PER_TEAM;
  await db.execute(sql`INSERT INTO organization (id, name, slug, plan, created_at)
    SELECT g, 'Bench ' || g, 'bench-' || g, 'max', now() FROM generate_series(1, ${TEAMS}) g`);
  await db.execute(sql`INSERT INTO platform_accounts (id, platform, platform_id, median_views)
    SELECT g, 2, 'bench-account-' || g, 2000 FROM generate_series(1, ${TEAMS}) g`);
  await db.execute(sql`INSERT INTO platform_videos (id, platform, platform_id, account_id)
    SELECT g, 2, 'bench-video-' || g, 1 + (g - 1) / ${FEEDS_PER_TEAM} FROM generate_series(1, ${videos}) g`);
  await db.execute(sql`INSERT INTO tracked_feeds (id, team_id, video_id, status)
    SELECT g, 1 + (g - 1) / ${FEEDS_PER_TEAM}, g, 1 FROM generate_series(1, ${videos}) g`);
  // Log-normal-ish views (a few hundred to ~100,000), growing 0–30 % between captures.
  await db.execute(sql`INSERT INTO video_snapshots (video_id, captured_at, views, likes, comments, shares)
    SELECT g, c.at, round(v.base * (1 + (c.n - 1) * v.growth)), round(v.base * 0.05), round(v.base * 0.004), NULL
    FROM generate_series(1, ${videos}) g
    -- "0 * g" makes the subquery depend on the row, so each video draws its own numbers.
    CROSS JOIN LATERAL (SELECT exp(ln(2000) + 1.6 * (random() + random() + random() - 1.5) * 1.4 + 0 * g) AS base,
                               random() * 0.3 + 0 * g AS growth) v
    CROSS JOIN (VALUES (0, timestamptz '2026-11-25 00:00Z'), (1, timestamptz '2026-11-25 12:00Z'),
      (2, timestamptz '2026-11-26 00:00Z')) AS c(n, at)`);
  await db.execute(sql`INSERT INTO collections (id, team_id, hash_id, name)
    SELECT g, 1 + (g - 1) / 5, 'benchc' || g, 'C' || g FROM generate_series(1, ${TEAMS * 5}) g`);
  await db.execute(sql`INSERT INTO collection_items (collection_id, tracked_feed_id)
    SELECT 1 + ((f.team_id - 1) * 5) + (f.id % 5), f.id FROM tracked_feeds f WHERE f.id % 10 < 3`);
  await db.execute(sql`INSERT INTO alert_groups (id, team_id, name)
    SELECT g, g, 'Growth' FROM generate_series(1, ${TEAMS}) g`);
  await db.execute(sql`INSERT INTO alert_destinations (team_id, group_id, type, position, bot_token, chat_id, url)
    SELECT g, g, t.type, t.pos, '1:x', '-1', 'https://discord.com/api/webhooks/1/a'
    FROM generate_series(1, ${TEAMS}) g CROSS JOIN (VALUES (5, 0), (6, 1)) AS t(type, pos)`);
  const rules = TEAMS * RULES_PER_TEAM;
  await db.execute(sql`INSERT INTO alert_targets (id, team_id, kind, tracked_feed_id, collection_id)
    SELECT g, 1 + (g - 1) / ${RULES_PER_TEAM},
      CASE WHEN g % 5 < 2 THEN 'feed' WHEN g % 5 = 2 THEN 'collection' ELSE 'all' END,
      CASE WHEN g % 5 < 2 THEN ((g - 1) / ${RULES_PER_TEAM}) * ${FEEDS_PER_TEAM} + 1 + (g * 37) % ${FEEDS_PER_TEAM} END,
      CASE WHEN g % 5 = 2 THEN ((g - 1) / ${RULES_PER_TEAM}) * 5 + 1 + g % 5 END
    FROM generate_series(1, ${rules}) g`);
  await db.execute(sql`INSERT INTO alert_rules (id, team_id, name, target_id, group_id, metric, calculation, threshold)
    SELECT g, 1 + (g - 1) / ${RULES_PER_TEAM}, 'Rule ' || g, g, 1 + (g - 1) / ${RULES_PER_TEAM}, 1,
      1 + g % 2, CASE WHEN g % 2 = 0 THEN (ARRAY[200, 1000, 5000])[1 + g % 3] ELSE (ARRAY[1000, 10000, 100000])[1 + g % 3] END
    FROM generate_series(1, ${rules}) g`);
}

export async function benchAlertsDatabase(): Promise<Record<string, string>> {
  const handle = await openPglite(null);
  await runMigrations(handle);
  const boss = createBoss(handle, { sendOnly: true });
  await boss.start();
  await boss.createQueue(alertJobs.deliver.name);
  try {
    await seed(handle.db);
    const enqueue = deliverJobEnqueuer(boss);
    const videos = TEAMS * FEEDS_PER_TEAM;
    // Spread the jobs over the teams as the tick does (ids in order would put one team in each job).
    const order = Array.from({ length: videos }, (_, i) => 1 + ((i * 7919) % videos));
    const cycle = async (capturedAt: string, timed: boolean) => {
      const totals = { evaluated: 0, fired: 0, events: 0, jobs: 0 };
      const batchMs: number[] = [];
      for (let i = 0; i < order.length; i += BATCH) {
        const t = performance.now();
        const summary = await evaluateRefresh(
          handle.db,
          { kind: "videos", refreshed: order.slice(i, i + BATCH), missing: [], failed: [], capturedAt },
          enqueue,
        );
        if (timed) batchMs.push(performance.now() - t);
        totals.evaluated += summary.evaluated;
        totals.fired += summary.fired;
        totals.events += summary.events;
        totals.jobs += summary.jobs;
      }
      return { totals, batchMs };
    };
    await cycle("2026-11-25T12:00:00.000Z", false);
    const started = performance.now();
    const { totals, batchMs } = await cycle("2026-11-26T00:00:00.000Z", true);
    const totalMs = performance.now() - started;
    batchMs.sort((a, b) => a - b);
    const perVideoUs = (totalMs * 1000) / videos;
    return {
      "database: dataset": `${TEAMS} teams × ${FEEDS_PER_TEAM.toLocaleString("en-US")} feeds, ${(TEAMS * RULES_PER_TEAM).toLocaleString("en-US")} active rules, PGlite in memory`,
      "database: evaluation of 50-video jobs (load, evaluate, one write transaction with the deliver jobs)": `median ${batchMs[Math.floor(batchMs.length / 2)]?.toFixed(1)} ms, p95 ${batchMs[Math.floor(batchMs.length * 0.95)]?.toFixed(1)} ms per job`,
      "database: per refreshed video": `${perVideoUs.toFixed(0)} µs (${videos.toLocaleString("en-US")} videos in ${(totalMs / 1000).toFixed(1)} s)`,
      "database: evaluations / fired (stored events) / deliver jobs": `${totals.evaluated.toLocaleString("en-US")} / ${totals.fired.toLocaleString("en-US")} (${totals.events.toLocaleString("en-US")}) / ${totals.jobs.toLocaleString("en-US")}`,
    };
  } finally {
    await boss.stop({ graceful: false, close: true });
    await handle.close();
  }
}
