ALTER TABLE "tracked_channels" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;