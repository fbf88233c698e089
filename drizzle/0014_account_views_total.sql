ALTER TABLE "account_snapshots" ADD COLUMN "views_total" bigint;--> statement-breakpoint
-- Backfill (issue 19, channel history): each existing account snapshot gets the sum, over the account's known
-- videos, of each video's last views captured at or before it; snapshots with no such video capture stay null.
UPDATE "account_snapshots" s SET "views_total" = b.total
FROM (
  SELECT a.account_id, a.captured_at, sum(last.views)::bigint AS total
  FROM "account_snapshots" a
  JOIN "platform_videos" v ON v.account_id = a.account_id
  CROSS JOIN LATERAL (
    SELECT vs.views FROM "video_snapshots" vs
    WHERE vs.video_id = v.id AND vs.captured_at <= a.captured_at AND vs.views IS NOT NULL
    ORDER BY vs.captured_at DESC LIMIT 1
  ) last
  GROUP BY a.account_id, a.captured_at
) b
WHERE b.account_id = s.account_id AND b.captured_at = s.captured_at;
