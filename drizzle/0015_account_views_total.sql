ALTER TABLE "account_snapshots" ADD COLUMN "views_total" bigint;--> statement-breakpoint
-- Backfill (issue 19, channel history): each existing account snapshot gets the sum of the views its refresh
-- fetched, i.e. of the account's video snapshots captured at the same instant (tracking/store-account.ts
-- recordViewsTotal keeps the same rule; review finding 5); snapshots without such video captures stay null.
-- One set-based pass (review finding 6): video snapshots are grouped by (account, instant) once and hash-joined to
-- the account snapshots, instead of one lookup per account snapshot and video.
UPDATE "account_snapshots" s SET "views_total" = b.total
FROM (
  SELECT v.account_id, vs.captured_at, sum(vs.views)::bigint AS total
  FROM "video_snapshots" vs
  JOIN "platform_videos" v ON v.id = vs.video_id
  WHERE v.account_id IS NOT NULL
  GROUP BY v.account_id, vs.captured_at
) b
WHERE b.account_id = s.account_id AND b.captured_at = s.captured_at;
