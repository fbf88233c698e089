// What every composer part needs for one request: the bank, the keywords and the helpers that fill templates.
import "server-only";
import type { ToolPlatform } from "@/domain/tools";
import type { Locale } from "@/i18n/locales";
import type { PhraseBank } from "./banks/types";
import type { Keyword } from "./keywords";
import type { Rng } from "./random";

export interface ComposeContext {
  /** The page's phrase bank and language: what the text is written in. */
  bank: PhraseBank;
  locale: Locale;
  /** Taken from the description, in its own language (keywordLocale), which may differ from the page's. */
  keywords: Keyword[];
  keywordLocale: Locale;
  rng: Rng;
  platform: ToolPlatform | null;
}

export const PLATFORM_NAMES: Record<ToolPlatform, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  tiktok: "TikTok",
  youtube: "YouTube",
  "instagram-reels": "Instagram Reels",
  "youtube-shorts": "YouTube Shorts",
};

/** The topic words for variant `index`: a different keyword leads each variant where there are several. */
export function topicsFor(ctx: ComposeContext, index: number): { topic: string; topic2: string } {
  const words = ctx.keywords.map((k) => k.text);
  if (!words.length) return { topic: ctx.bank.fallbackTopic, topic2: ctx.bank.fallbackTopic };
  const topic = words[index % words.length] as string;
  const other = words.length > 1 ? (words[(index + 1) % words.length] as string) : ctx.bank.fallbackTopic;
  return { topic, topic2: other === topic ? ctx.bank.fallbackTopic : other };
}

export function fill(template: string, slots: Record<string, string>, locale?: Locale): string {
  const filled = template.replace(/\{(\w+)\}/g, (whole, name: string) => slots[name] ?? whole);
  if (locale === "fr") return elideFrench(filled);
  return filled.includes("/") ? resolveKoreanParticles(filled) : filled;
}

/** French drops the vowel of "de" and "que" before a vowel ("plus d'astuces", "qu'avis"); templates write the full form. */
function elideFrench(text: string): string {
  return text.replace(
    /(^|[\s(«“])(de|que|De|Que) (?=[aeiouyàâéèêëîïôûAEIOUYÀÂÉÈÊËÎÏÔÛ])/gu,
    (_m, before: string, word: string) => `${before}${word.slice(0, -1)}'`,
  );
}

const KOREAN_PAIRS = /(.)(을\/를|이\/가|은\/는|과\/와|으로\/로)/gu;

/** Korean templates write particle pairs (을/를); the keyword's last syllable picks one (받침 or not). */
function resolveKoreanParticles(text: string): string {
  return text.replace(KOREAN_PAIRS, (_whole, last: string, pair: string) => {
    const code = last.charCodeAt(0) - 0xac00;
    const hangul = code >= 0 && code < 11172;
    const batchim = hangul ? code % 28 : 1;
    const [withBatchim, without] = pair.split("/") as [string, string];
    // 으로/로: a ㄹ batchim (8) also takes 로.
    const useFirst = pair === "으로/로" ? batchim !== 0 && batchim !== 8 : batchim !== 0;
    return last + (useFirst ? withBatchim : without);
  });
}

/** Capitalizes the first letter for scripts with case (a keyword may start a line). */
export function sentenceCase(text: string, ctx: ComposeContext): string {
  if (ctx.bank.script === "cjk") return text;
  const first = text.charAt(0);
  return first.toLocaleUpperCase(ctx.locale === "tr" ? "tr" : ctx.locale) + text.slice(1);
}

/** Cuts text to `max` characters at a word boundary where there is one, ending with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return text.slice(0, Math.max(0, max));
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  const base = space > max * 0.5 ? cut.slice(0, space) : cut;
  return `${base.replace(/[\s,.;:!?、。，|·-]+$/u, "")}…`;
}

/** Tone lines with the neutral ones after them, so a pool never runs dry. */
export function tonePool(lines: Record<string, readonly string[]>, tone: string): string[] {
  const own = lines[tone] ?? [];
  return [...own, ...(tone === "none" ? [] : (lines.none ?? []))];
}
