// Public links in each platform's real form (the same forms the real adapters hand out).
import "server-only";
import type { PlatformName } from "@/domain/platforms";

export function profileUrl(platform: PlatformName, handle: string | null, platformId: string): string | null {
  if (platform === "youtube") {
    return handle ? `https://www.youtube.com/@${handle}` : `https://www.youtube.com/channel/${platformId}`;
  }
  if (!handle) return null;
  switch (platform) {
    case "tiktok":
      return `https://www.tiktok.com/@${handle}`;
    case "instagram":
      return `https://www.instagram.com/${handle}/`;
    case "threads":
      return `https://www.threads.com/@${handle}`;
  }
}

export function videoUrl(platform: PlatformName, code: string | null, author: string | null): string | null {
  if (!code) return null;
  switch (platform) {
    case "youtube":
      return `https://www.youtube.com/shorts/${code}`;
    case "tiktok":
      // yt-dlp's convention for an unknown author (reference §2.6).
      return `https://www.tiktok.com/@${author ?? "_"}/video/${code}`;
    case "instagram":
      return `https://www.instagram.com/reel/${code}/`;
    case "threads":
      return author ? `https://www.threads.com/@${author}/post/${code}` : `https://www.threads.com/t/${code}`;
  }
}
