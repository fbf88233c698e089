CREATE TABLE "platform_video_raw" (
	"video_id" integer PRIMARY KEY NOT NULL,
	"content_hash" text,
	"raw" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "platform_video_raw" ADD CONSTRAINT "platform_video_raw_video_id_platform_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."platform_videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-added: the existing payloads move set-based before the column goes. content_hash stays NULL, so each video's
-- next refresh writes its metadata once and records the hash (store-videos.ts).
INSERT INTO "platform_video_raw" ("video_id", "raw", "updated_at")
SELECT "id", "raw", "updated_at" FROM "platform_videos" WHERE "raw" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_videos" DROP COLUMN "raw";--> statement-breakpoint
-- Hand-added: room on each page for a refresh's rewrite of the row (views and derived columns, no indexed column),
-- so PostgreSQL can keep it on the same page without new entries in the row's five indexes (a HOT update).
ALTER TABLE "platform_videos" SET (fillfactor = 80);