// The six public analysis pages (spec section 2): their URL slug, the key of their copy under analyzePages.*, and
// the platform the input starts on (the platform pages preselect theirs; the topic pages let the link decide).
import type { PlatformName } from "@/domain/platforms";

export const ANALYZE_PAGES = {
  "analyze-youtube-shorts-account": { key: "youtubeShorts", platform: "youtube" },
  "analyze-tiktok-account": { key: "tiktok", platform: "tiktok" },
  "analyze-instagram-reels-account": { key: "instagramReels", platform: "instagram" },
  "influencer-tracking": { key: "influencerTracking", platform: null },
  "social-media-monitoring": { key: "socialMediaMonitoring", platform: null },
  "monitor-faceless-accounts": { key: "monitorFacelessAccounts", platform: null },
} as const satisfies Record<string, { key: string; platform: PlatformName | null }>;

export type AnalyzeSlug = keyof typeof ANALYZE_PAGES;
export type AnalyzePage = (typeof ANALYZE_PAGES)[AnalyzeSlug];
export type AnalyzePageKey = AnalyzePage["key"];

export const ANALYZE_SLUGS = Object.keys(ANALYZE_PAGES) as AnalyzeSlug[];

export function isAnalyzeSlug(slug: string): slug is AnalyzeSlug {
  return Object.hasOwn(ANALYZE_PAGES, slug);
}

/** The public path of a page (the site uses trailing slashes). */
export function analyzePath(slug: AnalyzeSlug): string {
  return `/analyze/${slug}/`;
}
