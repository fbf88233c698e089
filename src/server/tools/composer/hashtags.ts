// Hashtags derived from the keywords and the platform, in an exact count: the keywords themselves, platform compounds
// (#tiktokdance), keyword compounds with the language's suffixes (#cookinglife, #料理好き), platform tags only where
// they belong (#fyp on TikTok, #reels on Reels, #shorts on Shorts), then the language's popular tags and general
// ones, so even a description without keywords fills 30.
import "server-only";
import type { ToolPlatform } from "@/domain/tools";
import type { Locale } from "@/i18n/locales";
import type { PhraseBank } from "./banks/types";
import { type Keyword, lower } from "./keywords";
import type { Rng } from "./random";

const PLATFORM_WORD: Record<ToolPlatform, string> = {
  facebook: "facebook",
  instagram: "instagram",
  tiktok: "tiktok",
  youtube: "youtube",
  "instagram-reels": "reels",
  "youtube-shorts": "shorts",
};

const PLATFORM_TAGS: Record<ToolPlatform, string[]> = {
  facebook: ["facebookpost", "fbcommunity"],
  instagram: ["instagram", "instadaily", "igers"],
  tiktok: ["fyp", "foryou", "foryoupage", "tiktok"],
  youtube: ["youtube", "youtuber", "subscribe"],
  "instagram-reels": ["reels", "reelsinstagram", "instareels"],
  "youtube-shorts": ["shorts", "youtubeshorts", "shortsvideo"],
};

const GENERAL_TAGS = [
  "contentcreator",
  "creator",
  "newpost",
  "goodvibes",
  "motivation",
  "creative",
  "goals",
  "lifestyle",
  "inspo",
  "trend",
  "followme",
  "weekend",
  "mood",
  "happy",
  "love",
  "today",
  "style",
  "life",
  "art",
  "fun",
  "smile",
  "vibes",
  "daily",
  "blogger",
  "dailylife",
  "share",
  "explorepage",
  "storytime",
  "tips",
  "ideas",
];

/** Hashtag text: letters, digits and underscores of any script, lowercase where the script has case. */
export function tagify(text: string, locale: Locale): string {
  return lower(text, locale).replace(/[^\p{L}\p{N}_]+/gu, "");
}

export function deriveHashtags(input: {
  keywords: readonly Keyword[];
  platform: ToolPlatform | null;
  count: number;
  bank: PhraseBank;
  locale: Locale;
  rng: Rng;
  /** Longest tag (without #) allowed, so tight limits still hold the whole set. */
  maxLength?: number;
}): string[] {
  const { keywords, platform, count, bank, locale, rng } = input;
  if (count <= 0) return [];
  const maxLength = input.maxLength ?? 30;
  // A phrase gives its compound (#veganrecipes) and its words (#vegan, #recipes).
  const keys = [
    ...new Set(
      keywords.flatMap((k) => {
        const words = k.text.split(/\s+/);
        return [k.text, ...(words.length > 1 ? words : [])].map((w) => tagify(w, locale));
      }),
    ),
  ].filter((k) => k.length >= 2);
  // The platform's own tag comes right after the first two keywords, so even five tags carry it.
  const marker =
    platform === "tiktok"
      ? "fyp"
      : platform === "instagram-reels"
        ? "reels"
        : platform === "youtube-shorts"
          ? "shorts"
          : null;
  const first: string[] = [...keys.slice(0, 2), ...(marker ? [marker] : []), ...keys.slice(2)];
  if (platform && keys[0]) first.splice(Math.min(first.length, 4), 0, `${PLATFORM_WORD[platform]}${keys[0]}`);
  const platformTags = platform ? PLATFORM_TAGS[platform] : [];
  const compounds: string[] = [];
  for (const key of keys.slice(0, 4)) {
    if (platform) compounds.push(`${PLATFORM_WORD[platform]}${key}`);
    for (const suffix of rng.shuffle(bank.tagSuffixes)) compounds.push(`${key}${tagify(suffix, locale)}`);
  }
  if (keys.length >= 2 && keys[0] && keys[1]) compounds.unshift(`${keys[0]}${keys[1]}`);
  const pools = [
    first,
    rng.shuffle(compounds),
    rng.shuffle(platformTags),
    rng.shuffle(bank.tags.map((t) => tagify(t, locale))),
    rng.shuffle(GENERAL_TAGS),
  ];
  const out: string[] = [];
  const seen = new Set<string>();
  for (const pool of pools) {
    for (const tag of pool) {
      if (out.length >= count) break;
      if (!tag || tag.length > maxLength || seen.has(tag)) continue;
      seen.add(tag);
      out.push(`#${tag}`);
    }
  }
  // Tight limits can reject long compounds; short general tags always remain to reach the count.
  for (const tag of [...GENERAL_TAGS].sort((a, b) => a.length - b.length)) {
    if (out.length >= count) break;
    if (!seen.has(tag)) {
      seen.add(tag);
      out.push(`#${tag}`);
    }
  }
  return out.slice(0, count);
}

/** The hashtags of a text, in order. */
export function hashtagsIn(text: string): string[] {
  return text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
}
