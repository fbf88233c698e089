-- The feed list's sort columns on tracked_feeds (issue 18 item 4): copies of the video's latest values, so each sort
-- key is a (team_id, column, id) index range. drizzle-kit generated the columns and indexes; the backfill and the two
-- triggers below are hand-written (keep them when the migration is regenerated). The backfill runs before the
-- indexes are built, one set-based UPDATE.
DROP INDEX "tracked_feeds_team_status_idx";
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_views" bigint;
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_likes" bigint;
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_comments" bigint;
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_shares" bigint;
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_bookmarks" bigint;
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_engagement" bigint;
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_duration" integer;
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_published_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_last_fetched_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_outlier_multiple" double precision;
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_growth_last" bigint;
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_growth_1d" bigint;
--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "sort_growth_7d" bigint;
--> statement-breakpoint
UPDATE "tracked_feeds" f SET sort_views = v.views, sort_likes = v.likes, sort_comments = v.comments, sort_shares = v.shares,
    sort_bookmarks = v.bookmarks,
    sort_engagement = CASE WHEN v.likes IS NULL AND v.comments IS NULL AND v.shares IS NULL AND v.bookmarks IS NULL
      THEN NULL ELSE coalesce(v.likes, 0) + coalesce(v.comments, 0) + coalesce(v.shares, 0) + coalesce(v.bookmarks, 0) END,
    sort_duration = v.duration_seconds, sort_published_at = v.published_at, sort_last_fetched_at = v.last_fetched_at,
    sort_outlier_multiple = v.outlier_multiple, sort_growth_last = v.views_change_last,
    sort_growth_1d = v.views_change_1d, sort_growth_7d = v.views_change_7d
  FROM "platform_videos" v WHERE v.id = f.video_id;
--> statement-breakpoint
-- A new feed (or one moved to another video) takes its video's current values: one primary-key read per row.
CREATE OR REPLACE FUNCTION tracked_feeds_copy_sort_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT v.views, v.likes, v.comments, v.shares, v.bookmarks,
    CASE WHEN v.likes IS NULL AND v.comments IS NULL AND v.shares IS NULL AND v.bookmarks IS NULL
      THEN NULL ELSE coalesce(v.likes, 0) + coalesce(v.comments, 0) + coalesce(v.shares, 0) + coalesce(v.bookmarks, 0) END,
    v.duration_seconds, v.published_at, v.last_fetched_at, v.outlier_multiple,
    v.views_change_last, v.views_change_1d, v.views_change_7d
  INTO NEW.sort_views, NEW.sort_likes, NEW.sort_comments, NEW.sort_shares, NEW.sort_bookmarks, NEW.sort_engagement,
    NEW.sort_duration, NEW.sort_published_at, NEW.sort_last_fetched_at, NEW.sort_outlier_multiple,
    NEW.sort_growth_last, NEW.sort_growth_1d, NEW.sort_growth_7d
  FROM platform_videos v WHERE v.id = NEW.video_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tracked_feeds_sort_values BEFORE INSERT OR UPDATE OF video_id ON "tracked_feeds"
  FOR EACH ROW EXECUTE FUNCTION tracked_feeds_copy_sort_values();
--> statement-breakpoint
-- After any statement that updates videos (the refresh batch's upsert, the derived columns, the outlier multiple's
-- rewrite, a demo load, a plan change): one set-based UPDATE of the feeds of the videos whose sorted values changed
-- (old and new rows compared through the statement's transition tables), in the statement's own transaction. A
-- statement that changes none of them (a scheduler claim writing next_refresh_at) updates no feed.
CREATE OR REPLACE FUNCTION platform_videos_sync_feed_sort_values() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
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
      o.last_fetched_at, o.outlier_multiple, o.views_change_last, o.views_change_1d, o.views_change_7d);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER platform_videos_feed_sort_values AFTER UPDATE ON "platform_videos"
  REFERENCING OLD TABLE AS old_videos NEW TABLE AS new_videos
  FOR EACH STATEMENT EXECUTE FUNCTION platform_videos_sync_feed_sort_values();
--> statement-breakpoint
CREATE INDEX "tracked_feeds_team_created_idx" ON "tracked_feeds" USING btree ("team_id","created_at","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_views_idx" ON "tracked_feeds" USING btree ("team_id","sort_views","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_likes_idx" ON "tracked_feeds" USING btree ("team_id","sort_likes","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_comments_idx" ON "tracked_feeds" USING btree ("team_id","sort_comments","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_shares_idx" ON "tracked_feeds" USING btree ("team_id","sort_shares","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_bookmarks_idx" ON "tracked_feeds" USING btree ("team_id","sort_bookmarks","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_engagement_idx" ON "tracked_feeds" USING btree ("team_id","sort_engagement","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_duration_idx" ON "tracked_feeds" USING btree ("team_id","sort_duration","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_published_idx" ON "tracked_feeds" USING btree ("team_id","sort_published_at","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_last_fetched_idx" ON "tracked_feeds" USING btree ("team_id","sort_last_fetched_at","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_outlier_idx" ON "tracked_feeds" USING btree ("team_id","sort_outlier_multiple","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_growth_last_idx" ON "tracked_feeds" USING btree ("team_id","sort_growth_last","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_growth_1d_idx" ON "tracked_feeds" USING btree ("team_id","sort_growth_1d","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_sort_growth_7d_idx" ON "tracked_feeds" USING btree ("team_id","sort_growth_7d","id");
--> statement-breakpoint
CREATE INDEX "tracked_feeds_team_status_idx" ON "tracked_feeds" USING btree ("team_id","status","id");
