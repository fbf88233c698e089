// The emoji translator. Direction rules: a text with more emoji than translatable words is read as emoji → words,
// anything else as words → emoji.
// - words → emoji: a word is looked up in emojilib (English) directly, and in other languages through the bank's
//   dictionary (local word → English keyword); CJK text is matched against the dictionary by longest match. Words
//   with no emoji stay as they are.
// - emoji → words: English uses emojilib's own names ("red heart"); other languages use the dictionary in reverse
//   (English keyword → local word) and keep an emoji the dictionary cannot name.
// Three variants: emoji replacing words, words followed by their emoji, and the emoji alone.
import "server-only";
import type { ToolTone } from "@/domain/tools";
import type { ComposeContext } from "./context";
import { EMOJI_PATTERN, emojiFor, emojiName, toneEmoji } from "./emoji";
import { lower } from "./keywords";
import { lexiconFor } from "./lexicon";

const ENGLISH_STOP = lexiconFor("en").stopwords;

interface Piece {
  text: string;
  emoji: string | null;
}

function lookup(word: string, ctx: ComposeContext): string | null {
  const key = lower(word, ctx.locale);
  // Function words never become emoji ("and" would find ☠️ through some keyword list).
  if (key.length < 2 || ENGLISH_STOP.has(key) || lexiconFor(ctx.locale).stopwords.has(key)) return null;
  const viaBank = ctx.bank.emojiWords[key] ? emojiFor(key, ctx.bank, ctx.rng) : null;
  if (viaBank) return viaBank;
  // English words work in every language ("pizza", "love").
  return /^[a-z]+$/.test(key) && key.length >= 3 ? emojiFor(key, { ...ctx.bank, emojiWords: {} }, ctx.rng) : null;
}

function splitWords(text: string, ctx: ComposeContext): Piece[] {
  if (ctx.bank.script === "spaced") {
    return text
      .split(/([\p{L}\p{N}'’]+)/u)
      .filter(Boolean)
      .map((part) => ({ text: part, emoji: /^[\p{L}\p{N}]/u.test(part) ? lookup(part, ctx) : null }));
  }
  // CJK: longest dictionary match at each position, Latin words as words.
  const keys = Object.keys(ctx.bank.emojiWords).sort((a, b) => b.length - a.length);
  const pieces: Piece[] = [];
  let plain = "";
  for (let i = 0; i < text.length; ) {
    const latin = /^[A-Za-z]+/.exec(text.slice(i))?.[0];
    const hit = latin ? null : keys.find((k) => text.startsWith(k, i));
    const word = latin ?? hit;
    const emoji = word ? lookup(word, ctx) : null;
    if (word && emoji) {
      if (plain) pieces.push({ text: plain, emoji: null });
      plain = "";
      pieces.push({ text: word, emoji });
      i += word.length;
    } else {
      plain += word ?? text[i];
      i += word?.length ?? 1;
    }
  }
  if (plain) pieces.push({ text: plain, emoji: null });
  return pieces;
}

function wordsToEmoji(text: string, ctx: ComposeContext, tone: ToolTone): string[] {
  const pieces = splitWords(text, ctx);
  const found = pieces.filter((p) => p.emoji);
  const mood = toneEmoji(tone, ctx.rng);
  if (!found.length) return [`${text} ${mood}`, `${mood} ${text}`, `${mood}${toneEmoji(tone, ctx.rng)}${mood}`];
  const replaced = pieces.map((p) => p.emoji ?? p.text).join("");
  const annotated = pieces.map((p) => (p.emoji ? `${p.text} ${p.emoji}` : p.text)).join("");
  const only = `${found.map((p) => p.emoji).join(" ")} ${mood}`;
  return [replaced, annotated, only];
}

function emojiToWords(text: string, ctx: ComposeContext): string[] {
  // The dictionary in reverse, by emoji (first local word wins): ☕ → コーヒー, then by emojilib name words.
  const byEmoji = new Map<string, string>();
  const byEnglish = new Map<string, string>();
  for (const [local, english] of Object.entries(ctx.bank.emojiWords)) {
    const emoji = emojiFor(local, ctx.bank);
    if (emoji && !byEmoji.has(emoji)) byEmoji.set(emoji, local);
    if (!byEnglish.has(english)) byEnglish.set(english, local);
  }
  const nameFor = (emoji: string): string | null => {
    const name = emojiName(emoji);
    if (ctx.locale === "en") return name;
    const direct = byEmoji.get(emoji) ?? byEmoji.get(emoji.replace(/\uFE0F/g, ""));
    if (direct) return direct;
    return name
      ? (name
          .split(" ")
          .map((w) => byEnglish.get(w))
          .find(Boolean) ?? null)
      : null;
  };
  const replaced = text.replace(EMOJI_PATTERN, (emoji) => {
    const word = nameFor(emoji);
    return word ? ` ${word} ` : emoji;
  });
  const glossed = text.replace(EMOJI_PATTERN, (emoji) => {
    const word = nameFor(emoji);
    return word ? `${emoji} (${word}) ` : emoji;
  });
  const names = (text.match(EMOJI_PATTERN) ?? []).map((e) => nameFor(e) ?? e);
  const tidy = (s: string) => s.replace(/\s+/g, " ").trim();
  return [tidy(replaced), tidy(glossed), names.join(ctx.bank.script === "cjk" ? "、" : ", ")];
}

export function translateEmoji(ctx: ComposeContext, text: string, tone: ToolTone): string[] {
  const emojiCount = (text.match(EMOJI_PATTERN) ?? []).length;
  const wordCount = splitWords(text, ctx).filter((p) => p.emoji).length;
  const variants = emojiCount > wordCount ? emojiToWords(text, ctx) : wordsToEmoji(text, ctx, tone);
  const out: string[] = [];
  for (const v of variants) if (v.trim() && !out.includes(v)) out.push(v);
  // Never fewer than three: the emoji-only line again with the tone's emoji.
  while (out.length < 3) out.push(`${out[out.length - 1] ?? text} ${toneEmoji(tone, ctx.rng)}`);
  return out;
}
