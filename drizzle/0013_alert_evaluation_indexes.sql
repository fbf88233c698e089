CREATE INDEX "collection_items_feed_idx" ON "collection_items" USING btree ("tracked_feed_id");--> statement-breakpoint
CREATE INDEX "collection_items_channel_idx" ON "collection_items" USING btree ("tracked_channel_id");--> statement-breakpoint
CREATE INDEX "tracked_feeds_video_idx" ON "tracked_feeds" USING btree ("video_id");