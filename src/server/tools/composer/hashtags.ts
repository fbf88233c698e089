// Hashtags derived from the keywords and the platform, never padded with generic tags: each keyword phrase as one
// tag (#veganrecipes), the platform's own marker where it belongs (#fyp on TikTok, #reels on Reels, #shorts on
// Shorts), the phrase's strong words (#sourdough), compounds with the language's niche suffixes (#sourdoughtips,
// #料理好き) and with the platform (#tiktokbaking). When those run out before the count asked for, fewer tags come
// back: a short answer beats #love #happy #fun. Casing follows the platform's habit (see HASHTAG_CASE).
import "server-only";
import type { ToolPlatform } from "@/domain/tools";
import type { Locale } from "@/i18n/locales";
import { bankFor } from "./banks";
import { type Keyword, lower } from "./keywords";
import { lexiconFor } from "./lexicon";
import type { Rng } from "./random";

/**
 * TikTok and Instagram tags are written in lowercase by habit (#veganrecipes); YouTube and Facebook show tags as
 * links in titles and posts, where CamelCase reads better and screen readers say the words (#VeganRecipes).
 */
export const HASHTAG_CASE: Record<ToolPlatform, "lower" | "camel"> = {
  facebook: "camel",
  instagram: "lower",
  tiktok: "lower",
  youtube: "camel",
  "instagram-reels": "lower",
  "youtube-shorts": "camel",
};

const PLATFORM_WORD: Partial<Record<ToolPlatform, string>> = {
  instagram: "insta",
  tiktok: "tiktok",
  "instagram-reels": "reels",
  "youtube-shorts": "shorts",
};

/** The platform's own tags, as creators there use them (first one is the marker every answer carries). */
const PLATFORM_TAGS: Partial<Record<ToolPlatform, string[][]>> = {
  tiktok: [["fyp"], ["for", "you"]],
  "instagram-reels": [["reels"], ["reels", "instagram"]],
  "youtube-shorts": [["shorts"], ["youtube", "shorts"]],
};

/** Tags that say nothing about a post; never used, and dropped from a model's answer. */
export const JUNK_TAGS: ReadonlySet<string> = new Set(
  (
    "love instagood photooftheday happy fun life today mood vibes goodvibes motivation creative goals lifestyle inspo " +
    "trend trending viral followme follow like likeforlike l4l f4f share post newpost video content contentcreator " +
    "creator daily dailylife style art smile weekend explore explorepage blogger storytime tips ideas instadaily igers " +
    "picoftheday home show foryoupage subscribe youtuber facebookpost fbcommunity tiktok instagram youtube facebook"
  ).split(" "),
);

/** Hashtag text of words: letters, digits and underscores of any script, in the platform's casing. */
export function tagOf(words: readonly string[], locale: Locale, style: "lower" | "camel"): string {
  const cleaned = words.map((w) => w.replace(/[^\p{L}\p{N}_]+/gu, "")).filter(Boolean);
  if (style === "lower") return cleaned.map((w) => lower(w, locale)).join("");
  const upper = (w: string) => w.charAt(0).toLocaleUpperCase(locale === "tr" ? "tr" : locale) + w.slice(1);
  return cleaned.map((w) => upper(lower(w, locale))).join("");
}

/** The comparison form of a tag: lowercase letters and digits only (#VeganRecipes = #veganrecipes). */
export function tagKey(tag: string): string {
  return tag
    .replace(/^#/, "")
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

export function deriveHashtags(input: {
  keywords: readonly Keyword[];
  /** The keywords' language (the description's), for casing and the weak-word list. */
  keywordLocale: Locale;
  platform: ToolPlatform | null;
  count: number;
  rng: Rng;
  /** Characters the tags may take together (with their # and spaces), so tight limits still hold text. */
  budget?: number;
  /** Tags already in the text (kept first by the caller): not repeated. */
  exclude?: readonly string[];
}): string[] {
  const { keywords, platform, count, rng, keywordLocale: locale } = input;
  const bank = bankFor(locale);
  if (count <= 0) return [];
  let budget = input.budget ?? Number.POSITIVE_INFINITY;
  const style = platform ? HASHTAG_CASE[platform] : "lower";
  const weak = lexiconFor(locale);
  const phrases = keywords.map((k) => k.text.split(/\s+/));
  const whole = phrases.map((words) => tagOf(words, locale, style));
  // A two-word phrase's own words as tags (#sourdough, #baking) where they stand alone in the language: every word
  // in English, German and Korean, the head noun in French, Italian and Spanish ("jeux", not "indépendants"); not
  // Vietnamese syllables, Russian or Turkish words whose endings tie them to the other word.
  const strongWord = (w: string) => !weak.modifiers.has(lower(w, locale)) && !weak.generic.has(lower(w, locale));
  const strong = phrases
    .filter((words) => words.length === 2)
    .flatMap((words) =>
      ["en", "de", "ko"].includes(locale) ? words : ["fr", "it", "es"].includes(locale) ? words.slice(0, 1) : [],
    )
    .filter(strongWord)
    .map((w) => tagOf([w], locale, style));
  const platformTags = (platform && PLATFORM_TAGS[platform]) || [];
  const marker = platformTags[0] ? [tagOf(platformTags[0], "en", style)] : [];
  const suffixed: string[] = [];
  for (const words of phrases.slice(0, 4)) {
    for (const suffix of rng.shuffle(bank.tagSuffixes))
      suffixed.push(tagOf([...words, ...suffix.split(" ")], locale, style));
  }
  const platformWord = platform ? PLATFORM_WORD[platform] : undefined;
  const withPlatform = platformWord
    ? phrases.slice(0, 2).map((words) => tagOf([platformWord, ...words], locale, style))
    : [];
  const ordered = [
    ...whole.slice(0, 2),
    ...marker,
    ...whole.slice(2),
    ...strong,
    ...rng.shuffle([...suffixed, ...withPlatform]),
    ...platformTags.slice(1).map((words) => tagOf(words, "en", style)),
  ];
  const out: string[] = [];
  const seen = new Set((input.exclude ?? []).map(tagKey));
  for (const tag of ordered) {
    if (out.length >= count) break;
    const key = tagKey(tag);
    if (key.length < 2 || tag.length > 40 || seen.has(key) || JUNK_TAGS.has(key)) continue;
    // A long compound that does not fit may leave room for a shorter tag after it.
    if (tag.length + 2 > budget) continue;
    budget -= tag.length + 2;
    seen.add(key);
    out.push(`#${tag}`);
  }
  return out;
}

/** The hashtags of a text, in order. */
export function hashtagsIn(text: string): string[] {
  return text.match(/#[\p{L}\p{N}_]+/gu) ?? [];
}
