ALTER TABLE "platform_videos" ADD COLUMN "content_hash" uuid;--> statement-breakpoint
-- Hand-added: the stored hashes move with their rows (an MD5 in hex casts to uuid), so the next refresh still
-- finds every unchanged video's content unchanged and sends counts only. The hash sits on the row the upsert locks,
-- so it is compared against the locked version in the same statement (store-videos-sql.ts, REFRESH_COUNTS). A value
-- that is not an MD5 in hex (none was ever written) is left NULL: that video's next refresh writes everything.
UPDATE "platform_videos" v SET "content_hash" = r."content_hash"::uuid
FROM "platform_video_raw" r WHERE r."video_id" = v."id" AND r."content_hash" ~ '^[0-9a-f]{32}$';--> statement-breakpoint
-- last_point_at stays NULL: each video's next refresh reads the series once, as before, and records it.
ALTER TABLE "platform_videos" ADD COLUMN "last_point_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_video_raw" DROP COLUMN "content_hash";
--> statement-breakpoint
-- Hand-added: the feed sort-value trigger of 0018, unchanged in what it writes, with its UPDATE run through EXECUTE.
-- A static statement in PL/pgSQL has no parameters, so its plan is made once per connection and kept: made for the
-- transition tables of that connection's first update (one row, or none), it was reused for 1,000-row refresh
-- batches, and the trigger alone then took 0.65–0.79 s per 1,000-video batch instead of under 1 ms
-- (bench/RESULTS.md, session 7). EXECUTE plans it for each statement's real row counts.
CREATE OR REPLACE FUNCTION platform_videos_sync_feed_sort_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE $sql$
  UPDATE tracked_feeds f SET sort_views = n.views, sort_likes = n.likes, sort_comments = n.comments, sort_shares = n.shares,
    sort_bookmarks = n.bookmarks,
    sort_engagement = CASE WHEN n.likes IS NULL AND n.comments IS NULL AND n.shares IS NULL AND n.bookmarks IS NULL
      THEN NULL ELSE coalesce(n.likes, 0) + coalesce(n.comments, 0) + coalesce(n.shares, 0) + coalesce(n.bookmarks, 0) END,
    sort_duration = n.duration_seconds, sort_published_at = n.published_at, sort_last_fetched_at = n.last_fetched_at,
    sort_outlier_multiple = n.outlier_multiple, sort_growth_last = n.views_change_last,
    sort_growth_1d = n.views_change_1d, sort_growth_7d = n.views_change_7d
  FROM new_videos n JOIN old_videos o ON o.id = n.id
  WHERE f.video_id = n.id
    AND (n.views, n.likes, n.comments, n.shares, n.bookmarks, n.duration_seconds, n.published_at, n.last_fetched_at,
      n.outlier_multiple, n.views_change_last, n.views_change_1d, n.views_change_7d)
    IS DISTINCT FROM (o.views, o.likes, o.comments, o.shares, o.bookmarks, o.duration_seconds, o.published_at,
      o.last_fetched_at, o.outlier_multiple, o.views_change_last, o.views_change_1d, o.views_change_7d)
  $sql$;
  RETURN NULL;
END
$$;
