// Bios and captions: a tone line (the hook) with the keyword's emoji; long ones add a second line, body sentences
// and a call to action; hashtags go last. Everything is fitted to the platform's limit: long parts are dropped
// first, then the line is cut at a word, never the hashtags (their count is exact).
import "server-only";
import {
  characterLimit,
  effectiveHashtagCount,
  type HashtagCount,
  type ToolLength,
  type ToolTone,
} from "@/domain/tools";
import { bankFor } from "./banks";
import { type ComposeContext, fill, PLATFORM_NAMES, sentenceCase, tonePool, topicsFor, truncate } from "./context";
import { emojiFor, toneEmoji } from "./emoji";
import { deriveHashtags } from "./hashtags";

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

/** The richest form of a variant that fits `budget` characters; the head alone, cut at a word, as a last resort. */
function fitted(tool: "bio" | "caption", head: string, extras: string[][], budget: number): string {
  for (const set of extras) {
    const text = assemble(tool, [head, ...set]);
    if (text.length <= budget && joinsCleanly([head, ...set])) return text;
  }
  return truncate(head, budget);
}

export function composeText(ctx: ComposeContext, options: TextOptions): string[] {
  const platform = ctx.platform ?? "instagram";
  const limit = characterLimit(options.tool, platform) ?? 5000;
  const tagCount = effectiveHashtagCount(options.tool, platform, options.hashtags);
  const pool = ctx.rng.shuffle(tonePool(options.tool === "bio" ? ctx.bank.bio : ctx.bank.caption, options.tone));
  const results: string[] = [];
  const seen = new Set<string>();
  // Keywords take turns from a random start, so every keyword leads some variants.
  const start = ctx.rng.int(Math.max(1, ctx.keywords.length));
  for (let attempt = 0; results.length < options.count && attempt < options.count * 6; attempt++) {
    const template = pool[attempt % pool.length] as string;
    const tags = deriveHashtags({
      keywords: ctx.keywords,
      keywordLocale: ctx.keywordLocale,
      platform,
      count: tagCount,
      rng: ctx.rng,
      budget: Math.floor(limit * 0.6),
    });
    const tagText = tags.join(" ");
    const tagSeparator = tags.length ? (options.length === "short" ? " " : options.tool === "bio" ? "\n" : "\n\n") : "";
    const budget = limit - tagText.length - tagSeparator.length;
    const { head, extras } = pieces(ctx, options, start + attempt, template);
    const text = fitted(options.tool, head, extras, budget);
    const result = `${text}${tagSeparator}${tagText}`.trim();
    if (!text.trim() || seen.has(result)) continue;
    seen.add(result);
    results.push(result);
  }
  return results;
}
