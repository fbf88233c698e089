ALTER TABLE "tracked_channels" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "tracked_channels_team_priority_idx" ON "tracked_channels" USING btree ("team_id") WHERE "tracked_channels"."priority";--> statement-breakpoint
CREATE INDEX "tracked_feeds_team_priority_idx" ON "tracked_feeds" USING btree ("team_id") WHERE "tracked_feeds"."priority";