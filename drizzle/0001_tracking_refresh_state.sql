ALTER TABLE "platform_accounts" ADD COLUMN "median_views" bigint;--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD COLUMN "fetch_state" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD COLUMN "fetch_error" text;--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD COLUMN "fetch_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_accounts" ADD COLUMN "missed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_videos" ADD COLUMN "is_short" boolean;--> statement-breakpoint
ALTER TABLE "platform_videos" ADD COLUMN "outlier_multiple" double precision;--> statement-breakpoint
ALTER TABLE "platform_videos" ADD COLUMN "views_change_last" bigint;--> statement-breakpoint
ALTER TABLE "platform_videos" ADD COLUMN "views_change_1d" bigint;--> statement-breakpoint
ALTER TABLE "platform_videos" ADD COLUMN "views_change_7d" bigint;--> statement-breakpoint
ALTER TABLE "platform_videos" ADD COLUMN "fetch_state" text DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_videos" ADD COLUMN "fetch_error" text;--> statement-breakpoint
ALTER TABLE "platform_videos" ADD COLUMN "fetch_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "platform_videos" ADD COLUMN "missed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tracked_channels" ADD COLUMN "last_manual_refresh_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracked_feeds" ADD COLUMN "last_manual_refresh_at" timestamp with time zone;