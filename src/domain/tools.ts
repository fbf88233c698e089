// The free AI tools' catalogue (spec sections 2 and 5, issue 8): which tools exist for which platforms, their
// options, and each platform's real text limits. The generation service, the API schema and the tool pages all
// read it, so a limit or an option changes in one place.

export const TOOL_KINDS = ["bio", "caption", "idea", "username", "emoji"] as const;
export type ToolKind = (typeof TOOL_KINDS)[number];

export const TOOL_PLATFORMS = [
  "facebook",
  "instagram",
  "tiktok",
  "youtube",
  "instagram-reels",
  "youtube-shorts",
] as const;
export type ToolPlatform = (typeof TOOL_PLATFORMS)[number];

export const TOOL_TONES = [
  "none",
  "fun",
  "funny",
  "happy",
  "serious",
  "sad",
  "angry",
  "ecstatic",
  "curious",
  "informative",
  "cute",
] as const;
export type ToolTone = (typeof TOOL_TONES)[number];

export const TOOL_LENGTHS = ["short", "long"] as const;
export type ToolLength = (typeof TOOL_LENGTHS)[number];

export const HASHTAG_COUNTS = [0, 5, 10, 30] as const;
export type HashtagCount = (typeof HASHTAG_COUNTS)[number];

/** Tools whose options include length and hashtags; the others take a tone only. */
export const TOOLS_WITH_LENGTH_AND_HASHTAGS: readonly ToolKind[] = ["bio", "caption"];

/** The username tool always proposes this many suggestions. */
export const USERNAME_SUGGESTIONS = 10;

/** Bios and captions come as this many variants; ideas as IDEA_VARIANTS. */
export const TEXT_VARIANTS = 3;
export const IDEA_VARIANTS = 5;

/** The description a visitor types: long enough to carry keywords, short enough to keep prompts cheap. */
export const DESCRIPTION_MIN_CHARS = 3;
export const DESCRIPTION_MAX_CHARS = 500;

/**
 * Character limits the platforms enforce (2026):
 * - bio: TikTok 80, Instagram 150, YouTube channel description 1,000, Facebook profile intro 101;
 * - caption: TikTok 4,000, Instagram 2,200, YouTube video description 5,000, a Shorts title 100 (the text shown on
 *   the Shorts player), Facebook post 63,206;
 * - username: TikTok 24, Instagram 30, YouTube handle 30, Facebook 50.
 * Reels and Shorts accounts are Instagram and YouTube accounts, so bios and usernames share those limits.
 */
export const PLATFORM_LIMITS: Record<ToolPlatform, { bio: number; caption: number; username: number }> = {
  facebook: { bio: 101, caption: 63206, username: 50 },
  instagram: { bio: 150, caption: 2200, username: 30 },
  tiktok: { bio: 80, caption: 4000, username: 24 },
  youtube: { bio: 1000, caption: 5000, username: 30 },
  "instagram-reels": { bio: 150, caption: 2200, username: 30 },
  "youtube-shorts": { bio: 1000, caption: 100, username: 30 },
};

/** The character limit a result of `tool` on `platform` must respect, or null when the platform sets none. */
export function characterLimit(tool: ToolKind, platform: ToolPlatform): number | null {
  if (tool === "bio" || tool === "caption" || tool === "username") return PLATFORM_LIMITS[platform][tool];
  return null;
}

export function isToolPlatform(value: unknown): value is ToolPlatform {
  return typeof value === "string" && (TOOL_PLATFORMS as readonly string[]).includes(value);
}

/** Variants per answer: bios and captions TEXT_VARIANTS, ideas IDEA_VARIANTS, usernames 10, emoji 3. */
export const EMOJI_VARIANTS = 3;
export function variantCount(tool: ToolKind): number {
  if (tool === "idea") return IDEA_VARIANTS;
  if (tool === "username") return USERNAME_SUGGESTIONS;
  if (tool === "emoji") return EMOJI_VARIANTS;
  return TEXT_VARIANTS;
}

/**
 * The hashtag count a result actually carries: the requested one, except where the platform's limit cannot hold
 * that many beside some text (30 tags need ~300 characters; a TikTok bio has 80). Then it is the largest offered
 * count that leaves room: about one tag per 14 characters of the limit. The tool pages show this number.
 */
export function effectiveHashtagCount(tool: ToolKind, platform: ToolPlatform, requested: HashtagCount): number {
  if (!TOOLS_WITH_LENGTH_AND_HASHTAGS.includes(tool) || requested === 0) return 0;
  const limit = characterLimit(tool, platform) ?? Number.POSITIVE_INFINITY;
  const room = Math.floor(limit / 14);
  const fitting = HASHTAG_COUNTS.filter((n) => n <= room);
  return Math.min(requested, fitting[fitting.length - 1] ?? 0);
}

/**
 * Handle rules of each platform (2026): allowed characters and length. Facebook usernames take letters, digits and
 * periods (at least 5); Instagram letters, digits, periods and underscores, no period at either end nor two in a
 * row; TikTok the same but may start with a period; YouTube handles also take hyphens (3 to 30).
 */
export const USERNAME_RULES: Record<ToolPlatform, { pattern: RegExp; min: number; max: number }> = {
  facebook: { pattern: /^[a-z0-9](?:[a-z0-9]|\.(?!\.))*[a-z0-9]$/, min: 5, max: 50 },
  instagram: { pattern: /^[a-z0-9_](?:[a-z0-9_]|\.(?!\.))*[a-z0-9_]$/, min: 3, max: 30 },
  tiktok: { pattern: /^[a-z0-9_.](?:[a-z0-9_]|\.(?!\.))*[a-z0-9_]$/, min: 3, max: 24 },
  youtube: { pattern: /^[a-z0-9_](?:[a-z0-9_-]|\.(?!\.))*[a-z0-9_-]$/, min: 3, max: 30 },
  "instagram-reels": { pattern: /^[a-z0-9_](?:[a-z0-9_]|\.(?!\.))*[a-z0-9_]$/, min: 3, max: 30 },
  "youtube-shorts": { pattern: /^[a-z0-9_](?:[a-z0-9_-]|\.(?!\.))*[a-z0-9_-]$/, min: 3, max: 30 },
};

export function isValidUsername(platform: ToolPlatform, handle: string): boolean {
  const rule = USERNAME_RULES[platform];
  return handle.length >= rule.min && handle.length <= rule.max && rule.pattern.test(handle);
}

/** The messages of the generator's request checks, shared by the tool pages and POST /v1/tools/generate. */
export const TOOL_MESSAGES = {
  tool: "Choose one of the tools",
  platform: "Choose one of the platforms",
  description: `Describe it in ${DESCRIPTION_MIN_CHARS} to ${DESCRIPTION_MAX_CHARS} characters`,
  length: "Length must be short or long",
  tone: "Choose one of the tones",
  hashtags: "Hashtags must be 0, 5, 10 or 30",
  locale: "Choose one of the supported languages",
} as const;
