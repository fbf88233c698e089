// Bios and captions: a tone line (the hook) with the keyword's emoji; long ones add a second line, body sentences
// and a call to action; hashtags go last. Everything is fitted to the platform's limit: long parts are dropped
// first, then hashtags from the last (down to MIN_TAGS), then another tone line is tried; a line is never cut.
import "server-only";
import {
  characterLimit,
  effectiveHashtagCount,
  type HashtagCount,
  type ToolLength,
  type ToolTone,
} from "@/domain/tools";
import { bankFor } from "./banks";
import { type ComposeContext, fill, PLATFORM_NAMES, sentenceCase, tonePool, topicsFor } from "./context";
import { emojiFor, toneEmoji } from "./emoji";
import { deriveHashtags } from "./hashtags";
import { headWord } from "./keywords";

interface TextOptions {
  tool: "bio" | "caption";
  length: ToolLength;
  tone: ToolTone;
  hashtags: HashtagCount;
  count: number;
}

function keywordEmoji(ctx: ComposeContext, index: number, tone: ToolTone): string {
  const keyword = ctx.keywords[index % Math.max(1, ctx.keywords.length)];
  return (keyword && emojiFor(keyword.key, bankFor(ctx.keywordLocale), ctx.rng)) || toneEmoji(tone, ctx.rng);
}

/** A variant's head line (tone line and emoji) and, for long ones, the sets of extra lines to try, richest first. */
function pieces(ctx: ComposeContext, options: TextOptions, index: number, template: string) {
  const { bank, rng } = ctx;
  const slots = { ...topicsFor(ctx, index), platform: ctx.platform ? PLATFORM_NAMES[ctx.platform] : "" };
  const head = `${sentenceCase(fill(template, slots, ctx.locale), ctx)} ${keywordEmoji(ctx, index, options.tone)}`;
  if (options.length === "short") return { head, extras: [] as string[][] };
  const line = (text: string) => sentenceCase(fill(text, slots, ctx.locale), ctx);
  if (options.tool === "bio") {
    const extra = line(rng.pick(bank.bioExtras));
    const cta = `${line(rng.pick(bank.bioCta))} ${toneEmoji(options.tone, rng)}`;
    return { head, extras: [[extra, cta], [extra], [cta]] };
  }
  let [first = "", second = ""] = rng.sample(bank.captionBody, 2).map(line);
  if (!joinsCleanly([first, second])) [first, second] = [second, first];
  const both = [first, second].join(bank.script === "cjk" ? "" : " ");
  const cta = line(rng.pick(bank.captionCta));
  return { head, extras: [[both, cta], [first, cta], [both], [first], [cta]] };
}

function assemble(tool: "bio" | "caption", lines: string[]): string {
  return lines.join(tool === "bio" ? "\n" : "\n\n");
}

const lastWord = (line: string) => line.match(/([\p{L}\p{N}]+)[^\p{L}\p{N}]*$/u)?.[1]?.toLowerCase();
const firstWord = (line: string) => line.match(/^[^\p{L}\p{N}]*([\p{L}\p{N}]+)/u)?.[1]?.toLowerCase();

/** No line starts with the word the line before it ends with ("육아 꿀팁 ⏎ 꿀팁, 이야기…"). */
function joinsCleanly(lines: string[]): boolean {
  return lines.every((line, i) => i === 0 || firstWord(line) !== lastWord(lines[i - 1] as string));
}

/** The richest form of a variant that fits `budget` characters, or null when not even its head line fits. */
function fitted(tool: "bio" | "caption", head: string, extras: string[][], budget: number): string | null {
  for (const set of extras) {
    const text = assemble(tool, [head, ...set]);
    if (text.length <= budget && joinsCleanly([head, ...set])) return text;
  }
  return head.length <= budget ? head : null;
}

/**
 * A variant with its hashtags that fits `limit`: with every tag when the head line fits beside them, else with
 * fewer, the longest dropped first (never under MIN_TAGS of those asked) — a line is never cut with an ellipsis (QA s10 6a: a TikTok bio's 80
 * characters left ~30 beside 5 tags, and "Your daily dose: Southeast… #…" was copied as is). Null when nothing fits.
 */
function withTags(
  tool: "bio" | "caption",
  length: ToolLength,
  head: string,
  extras: string[][],
  tags: string[],
  limit: number,
  floor = Math.min(tags.length, MIN_TAGS),
) {
  // The longest tags go first (the platform's short marker, #fyp, stays), the rest keep their order.
  const byLength = [...tags].sort((a, b) => b.length - a.length);
  for (let n = tags.length; n >= floor; n--) {
    const dropped = new Set(byLength.slice(0, tags.length - n));
    const tagText = tags.filter((tag) => !dropped.has(tag)).join(" ");
    const separator = n ? (length === "short" ? " " : tool === "bio" ? "\n" : "\n\n") : "";
    const text = fitted(tool, head, extras, limit - tagText.length - separator.length);
    if (text?.trim()) return `${text}${separator}${tagText}`.trim();
  }
  return null;
}

/** The longest start of `text` of at most `limit` UTF-16 units (the limits' unit) that splits no grapheme. */
function cutTo(text: string, limit: number): string {
  let out = "";
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(text)) {
    if (out.length + segment.length > limit) break;
    out += segment;
  }
  return out.trim();
}

/** Tags a variant keeps at least when its line needs room (the count shown is an upper bound, see hashtags.ts). */
const MIN_TAGS = 3;

export function composeText(ctx: ComposeContext, options: TextOptions): string[] {
  const platform = ctx.platform ?? "instagram";
  const limit = characterLimit(options.tool, platform) ?? 5000;
  const tagCount = effectiveHashtagCount(options.tool, platform, options.hashtags);
  const pool = ctx.rng.shuffle(tonePool(options.tool === "bio" ? ctx.bank.bio : ctx.bank.caption, options.tone));
  const results: string[] = [];
  const seen = new Set<string>();
  const tagsFor = () =>
    deriveHashtags({
      keywords: ctx.keywords,
      keywordLocale: ctx.keywordLocale,
      platform,
      count: tagCount,
      rng: ctx.rng,
      budget: Math.floor(limit * 0.6),
    });
  const keep = (result: string | null) => {
    if (!result || seen.has(result)) return;
    seen.add(result);
    results.push(result);
  };
  // Keywords take turns from a random start, so every keyword leads some variants.
  const start = ctx.rng.int(Math.max(1, ctx.keywords.length));
  // Where the whole phrases do not fit (a TikTok bio beside its tags), their head words may ("Farmspiel"): up to
  // `count` more variants from them, which compose() takes when the first ones were shown before (request.avoid).
  const short = { ...ctx, keywords: ctx.keywords.map((k) => headWord(k, ctx.keywordLocale)) };
  // Then, where a keyword is as long as the room beside three tags, the same lines with fewer tags (down to none).
  for (const [pass, wanted, floor] of [
    [ctx, options.count, undefined],
    [short, options.count * 2, undefined],
    [short, options.count, 0],
  ] as const) {
    const tries = Math.max(options.count * 6, pool.length);
    for (let attempt = 0; results.length < wanted && attempt < tries; attempt++) {
      const template = pool[attempt % pool.length] as string;
      const { head, extras } = pieces(pass, options, start + attempt, template);
      keep(withTags(options.tool, options.length, head, extras, tagsFor(), limit, floor));
    }
  }
  // Last resort where no tone line fits beside the tags: the keyword and its emoji, with as many tags as still fit
  // (none if need be: a one-word description as long as a TikTok bio's room left no variant at all).
  for (let i = 0; results.length < options.count && i < options.count * 2; i++) {
    const { topic } = topicsFor(short, start + i);
    const head = `${sentenceCase(topic, ctx)} ${keywordEmoji(ctx, start + i, options.tone)}`;
    keep(withTags(options.tool, options.length, head, [], tagsFor(), limit, 0));
  }
  // A keyword longer than the limit itself: the tone lines cut to the limit (a word that long has no better place to
  // break, and an ellipsis would only take room from it).
  for (let attempt = 0; results.length < options.count && attempt < pool.length; attempt++) {
    const { head } = pieces(short, options, start + attempt, pool[attempt] as string);
    keep(cutTo(head, limit));
  }
  return results;
}
