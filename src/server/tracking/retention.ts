// Daily retention: snapshots older than the longest history window of any team tracking the entity (plus a
// margin that keeps the baselines of growth windows) are deleted; entities no team tracks keep no history.
// Nothing a team may still see is ever deleted.
import "server-only";
import { type SQL, sql } from "drizzle-orm";
import { PLANS } from "@/domain/plans";
import type { Db } from "../db/client";
import { retryOnDeadlock } from "./retry-on-deadlock";

/** Days kept beyond a plan's window, so "7 days ago" still has a snapshot at or before it. */
export const RETENTION_MARGIN_DAYS = 2;

/** CASE <plan> WHEN 'free' THEN 7 … END; NULL for unlimited history. */
function historyDaysSql(planColumn: SQL): SQL {
  const whens = Object.values(PLANS).map(
    (plan) =>
      sql`WHEN ${plan.name} THEN ${plan.limits.historyDays === null ? sql`NULL` : sql`${plan.limits.historyDays}`}::int`,
  );
  return sql`CASE ${planColumn} ${sql.join(whens, sql` `)} ELSE ${PLANS.free.limits.historyDays}::int END`;
}

async function purge(
  db: Db,
  input: { snapshots: string; entity: string; tracked: string; now: Date; points?: string },
): Promise<number> {
  const days = historyDaysSql(sql`o.plan`);
  // A deleted snapshot that was the entity's last point (platform_videos.last_point_at) may no longer be taken
  // from the row as a growth baseline: the pointer is cleared with it, so the next refresh reads the series. The
  // rows are locked first in the key order every video write locks them in (store-videos-sql.ts), so retention
  // and a refresh sharing videos wait for each other instead of deadlocking (review of session 7).
  const clearPoints = input.points
    ? sql`, pointing AS (
        SELECT e.id, g.captured_at FROM ${sql.identifier(input.points)} e
        JOIN (SELECT entity_id, max(captured_at) AS captured_at FROM gone GROUP BY entity_id) g ON g.entity_id = e.id
        WHERE e.last_point_at <= g.captured_at
        ORDER BY e.platform, e.platform_id FOR NO KEY UPDATE OF e),
      cleared AS (UPDATE ${sql.identifier(input.points)} e SET last_point_at = NULL
        FROM pointing p WHERE e.id = p.id AND e.last_point_at <= p.captured_at)`
    : sql``;
  const result = await db.execute(sql`
    WITH windows AS (
      SELECT t.${sql.identifier(input.entity)} AS entity_id,
        CASE WHEN bool_or(${days} IS NULL) THEN NULL ELSE max(${days}) + ${RETENTION_MARGIN_DAYS} END AS days
      FROM ${sql.identifier(input.tracked)} t JOIN organization o ON o.id = t.team_id
      GROUP BY t.${sql.identifier(input.entity)}
    ),
    gone AS (
      DELETE FROM ${sql.identifier(input.snapshots)} s
      WHERE NOT EXISTS (
        SELECT 1 FROM windows w WHERE w.entity_id = s.${sql.identifier(input.entity)}
          AND (w.days IS NULL OR s.captured_at >= ${input.now.toISOString()}::timestamptz - make_interval(days => w.days))
      )
      RETURNING s.${sql.identifier(input.entity)} AS entity_id, s.captured_at
    )${clearPoints}
    SELECT count(*)::int AS n FROM gone`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

export async function applyRetention(db: Db, now: Date): Promise<{ videoSnapshots: number; accountSnapshots: number }> {
  // One statement each, so a deadlock victim (a channel refresh rewriting its account's multiples in another order)
  // rolls back whole and simply runs again.
  const videoSnapshots = await retryOnDeadlock(() =>
    purge(db, {
      snapshots: "video_snapshots",
      entity: "video_id",
      tracked: "tracked_feeds",
      now,
      points: "platform_videos",
    }),
  );
  const accountSnapshots = await purge(db, {
    snapshots: "account_snapshots",
    entity: "account_id",
    tracked: "tracked_channels",
    now,
  });
  return { videoSnapshots, accountSnapshots };
}
