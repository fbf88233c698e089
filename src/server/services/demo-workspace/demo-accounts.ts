// What the demo workspace holds: one simulated account per short-video platform, picked from the demo platform
// (src/server/platforms/sandbox) for believable figures — a large TikTok dancer with frequent uploads, a mid-size
// YouTube Shorts channel and an Instagram Reels fitness studio — and how much history is backfilled.
import "server-only";
import type { PlatformName } from "@/domain/platforms";

export interface DemoAccountSpec {
  platform: PlatformName;
  handle: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccountSpec[] = [
  { platform: "tiktok", handle: "demo_dance_lab" },
  { platform: "youtube", handle: "demo-pixelgarden" },
  { platform: "instagram", handle: "demo.studiofit" },
];

/** Newest uploads tracked per demo channel (the default video limit of a tracked channel). */
export const DEMO_VIDEO_LIMIT = 30;

/** Days of daily snapshots written behind "now", so growth columns and history charts have data at once. */
export const DEMO_HISTORY_DAYS = 30;
