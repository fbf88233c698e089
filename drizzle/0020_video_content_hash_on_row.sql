ALTER TABLE "platform_videos" ADD COLUMN "content_hash" uuid;--> statement-breakpoint
-- Hand-added: the stored hashes move with their rows (an MD5 in hex casts to uuid), so the next refresh still
-- finds every unchanged video's content unchanged and sends counts only. The hash sits on the row the upsert locks,
-- so it is compared against the locked version in the same statement (store-videos-sql.ts, REFRESH_COUNTS).
UPDATE "platform_videos" v SET "content_hash" = r."content_hash"::uuid
FROM "platform_video_raw" r WHERE r."video_id" = v."id" AND r."content_hash" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_video_raw" DROP COLUMN "content_hash";
