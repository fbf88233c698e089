// Platform names as the services' own brands write them (not translated).
import "server-only";
import type { PlatformName } from "@/domain/platforms";

const LABELS: Record<PlatformName, string> = {
  youtube: "YouTube",
  tiktok: "TikTok",
  instagram: "Instagram",
  threads: "Threads",
};

export function platformLabel(platform: PlatformName): string {
  return LABELS[platform];
}
