// The rules every answer meets whatever wrote it (the composer or a model): no empty or repeated variants and none
// the page showed before (request.avoid), the expected number of them, each within the platform's limit, no word
// repeated back to back, bios and captions with relevant, well-formed hashtags in the platform's casing (a model's
// generic or duplicate tags are dropped, then the composer's derived tags fill up to the count asked for), valid
// usernames. Missing variants come from the composer.
import "server-only";
import {
  characterLimit,
  effectiveHashtagCount,
  isValidUsername,
  type ToolPlatform,
  USERNAME_RULES,
  variantCount,
} from "@/domain/tools";
import { compose, type DescriptionReading, readDescription, variantKey } from "./composer";
import { truncate } from "./composer/context";
import { deriveHashtags, HASHTAG_CASE, hashtagsIn, JUNK_TAGS, tagKey } from "./composer/hashtags";
import { lower } from "./composer/keywords";
import { lexiconFor } from "./composer/lexicon";
import { createRng, type Rng } from "./composer/random";
import type { ToolRequest } from "./types";

/** "sharing sharing easy" → "sharing easy": a word (any script, any case) written twice in a row is kept once. */
export function collapseRepeatedWords(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])([\p{L}\p{N}]+)(?:[ \t]+\1)+(?![\p{L}\p{N}])/giu, "$1");
}

function usefulTag(tag: string, request: ToolRequest, reading: DescriptionReading): boolean {
  const key = tagKey(tag);
  if (key.length < 2 || JUNK_TAGS.has(key)) return false;
  for (const locale of new Set([request.locale, reading.keywordLocale])) {
    const lexicon = lexiconFor(locale);
    const word = lower(key, locale);
    if (lexicon.stopwords.has(word) || lexicon.verbs.has(word) || lexicon.generic.has(word)) return false;
    if (lexicon.modifiers.has(word)) return false;
  }
  return true;
}

function cased(tag: string, platform: ToolPlatform): string {
  const body = tag.replace(/^#/, "");
  if (HASHTAG_CASE[platform] === "lower") return `#${body.toLocaleLowerCase()}`;
  // CamelCase cannot be recovered from a lowercase run of words; the first letter at least is capitalized.
  return `#${body.charAt(0).toLocaleUpperCase()}${body.slice(1)}`;
}

function fixHashtags(
  text: string,
  request: ToolRequest,
  platform: ToolPlatform,
  reading: DescriptionReading,
  rng: Rng,
): string {
  const count = effectiveHashtagCount(request.tool, platform, request.options.hashtags);
  const limit = characterLimit(request.tool, platform) ?? Number.POSITIVE_INFINITY;
  const found = hashtagsIn(text);
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const tag of found) {
    const key = tagKey(tag);
    if (seen.has(key) || !usefulTag(tag, request, reading)) continue;
    seen.add(key);
    kept.push(cased(tag, platform));
  }
  // Tags take at most 60% of a tight limit, the text keeps the rest.
  const tagBudget = Number.isFinite(limit) ? Math.floor(limit * 0.6) : Number.POSITIVE_INFINITY;
  const own: string[] = [];
  let used = 0;
  for (const tag of kept) {
    if (own.length >= count || used + tag.length + 1 > tagBudget) continue;
    used += tag.length + 1;
    own.push(tag);
  }
  const derived = deriveHashtags({
    keywords: reading.keywords,
    keywordLocale: reading.keywordLocale,
    platform,
    count: count - own.length,
    rng,
    budget: tagBudget - used,
    exclude: own,
  });
  let tags = [...own, ...derived];
  const body = text
    .replace(/#[\p{L}\p{N}_]+/gu, "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
  const separator = body.includes("\n") ? "\n\n" : " ";
  // A body that does not fit beside every tag keeps its words and tags go, the last (added) first: as many as it
  // takes when the body then fits whole (the composer fits its text to its own tags; adding two back cut it to
  // "Hidden beaches · tips and… #…", QA s10 6a; a keyword as long as a TikTok bio's room leaves none). A body too
  // long even alone is cut anyway, and then keeps three tags.
  const room = (list: string[]) => limit - list.join(" ").length - separator.length;
  const floor = body.length <= limit ? 0 : Math.min(count, 3);
  while (tags.length > floor && body.length > room(tags)) tags = tags.slice(0, -1);
  // Already right (the composer's answers): leave the layout alone.
  if (tags.join(" ") === found.join(" ") && text.length <= limit) return text;
  if (!tags.length) return body.length > limit ? truncate(body, limit) : body;
  const tagText = tags.join(" ");
  const budget = limit - tagText.length - separator.length;
  const fitted = body.length > budget ? truncate(body, budget) : body;
  return fitted ? `${fitted}${separator}${tagText}` : tagText;
}

function fixUsername(raw: string, platform: ToolPlatform): string {
  const rule = USERNAME_RULES[platform];
  const allowed =
    platform === "facebook" ? /[^a-z0-9.]/g : platform.startsWith("youtube") ? /[^a-z0-9._-]/g : /[^a-z0-9._]/g;
  return raw
    .trim()
    .replace(/^@/, "")
    .toLowerCase()
    .replace(/\s+/g, platform === "facebook" ? "." : "_")
    .replace(allowed, "")
    .replace(/\.{2,}/g, ".")
    .slice(0, rule.max)
    .replace(/^[._-]+|[._-]+$/g, "");
}

/**
 * The answer as the API sends it. `seed` makes the tags it adds and the variants it composes to fill a short list
 * reproducible (the tests pass the composer's seed, so a failing case can be run again); without it they are random.
 */
export function normalizeResults(request: ToolRequest, raw: readonly string[], seed?: number): string[] {
  const rng = createRng(seed);
  const platform = request.platform ?? "instagram";
  const wanted = variantCount(request.tool);
  const limit = characterLimit(request.tool, platform);
  const reading = readDescription(request);
  const taken = new Set((request.avoid ?? []).map((text) => variantKey(request.tool, text)));
  const out: string[] = [];
  const add = (value: string) => {
    let text = value.trim();
    if (request.tool === "username") text = fixUsername(text, platform);
    else if (request.tool !== "emoji") text = collapseRepeatedWords(text);
    if (request.tool === "bio" || request.tool === "caption") text = fixHashtags(text, request, platform, reading, rng);
    else if (request.tool !== "username" && limit !== null && text.length > limit) text = truncate(text, limit);
    const key = variantKey(request.tool, text);
    if (!text || !key || taken.has(key)) return;
    if (request.tool === "username" && !isValidUsername(platform, text)) return;
    taken.add(key);
    out.push(text);
  };
  for (const value of raw) if (out.length < wanted) add(value);
  if (out.length < wanted) {
    const fill = compose({ ...request, avoid: [...(request.avoid ?? []), ...out] }, rng.int(2 ** 31), reading);
    for (const value of fill) if (out.length < wanted) add(value);
  }
  // The banks ran out of fresh variants: repeats of earlier answers are better than a short list.
  if (out.length < wanted) {
    for (const value of compose({ ...request, avoid: out }, rng.int(2 ** 31), reading)) {
      if (out.length >= wanted) break;
      const key = variantKey(request.tool, value);
      if (!out.some((o) => variantKey(request.tool, o) === key)) out.push(value);
    }
  }
  return out.slice(0, wanted);
}
