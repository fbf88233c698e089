// Keywords of a description: the words that carry its topic, most frequent first. Spaced languages drop the bank's
// stop words; CJK text is split at punctuation and particles and keeps 2–4 character chunks (Japanese also splits
// where kana grammar meets kanji or katakana); Vietnamese keeps two-syllable compounds.
import "server-only";
import type { Locale } from "@/i18n/locales";
import type { PhraseBank } from "./banks/types";

export interface Keyword {
  /** As the person wrote it (case kept, e.g. German nouns). */
  text: string;
  /** Lowercased, for comparisons, hashtags and emoji lookups. */
  key: string;
}

const MAX_KEYWORDS = 8;
const MAX_KEYWORD_CHARS = 24;
const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Katakana}ー]/u;

export function lower(text: string, locale: Locale): string {
  return text.toLocaleLowerCase(locale === "tr" ? "tr" : locale === "zh-TW" ? "zh-TW" : locale);
}

/** Locales whose adjacent topic words read well as a two-word phrase ("vegan recipes", "фотография природы"). */
const PHRASE_LOCALES = new Set<Locale>(["en", "fr", "it", "es", "ru", "tr", "ko"]);

function spacedWords(text: string, bank: PhraseBank, locale: Locale): string[] {
  const stop = new Set(bank.stopWords);
  // Korean attaches particles to the word (요리를, 요리의): the longest matching ending is dropped.
  const endings = [...(bank.particles ?? [])].sort((a, b) => b.length - a.length);
  const stripEnding = (w: string) => {
    const ending = endings.find((e) => w.endsWith(e) && w.length - e.length >= 2);
    return ending ? w.slice(0, -ending.length) : w;
  };
  // A capital that only starts a sentence is not part of the word (German keeps it: nouns are capitalized).
  const uncapitalized =
    locale === "de"
      ? text
      : text.replace(
          // …unless an apostrophe suffix marks a proper noun (Turkish İstanbul'da).
          /(^|[.!?]\s+)(\p{Lu})(?=\p{Ll}+(?![\p{L}]*['’]))/gu,
          (_m, before: string, letter: string) => before + lower(letter, locale),
        );
  const words = uncapitalized
    .split(/([^\p{L}\p{N}'’-]+)/u)
    .map((w) =>
      /^[\p{L}\p{N}]/u.test(w)
        ? stripEnding(w.replace(/^['’-]+|['’-]+$/g, ""))
        : w.includes(",") || /[.!?;:]/.test(w)
          ? ","
          : "",
    );
  // Turkish verbs in the first person (keşfediyorum, paylaşıyoruz) and infinitives describe, not name, the topic.
  const verb = (w: string) => locale === "tr" && /(?:yorum|yoruz|mak|mek|ıyor|iyor|uyor|üyor)$/u.test(lower(w, locale));
  const keep = (w: string) =>
    w.length >= bank.minKeyword && w !== "," && !stop.has(lower(w, locale)) && !/^\d+$/.test(w) && !verb(w);
  // Runs of kept words between stop words and punctuation become two-word phrases (Vietnamese: compounds of one or
  // two syllables) where the language allows, single words elsewhere.
  const pairs = locale === "vi" || PHRASE_LOCALES.has(locale);
  // Head-final compounds ("indie game reviews", "sokak lezzetleri") pair from the end; Romance phrases from the start.
  const fromEnd = !["fr", "it", "es", "vi"].includes(locale);
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (!pairs) out.push(...run);
    else if (run.length === 3 && locale !== "vi" && run.join(" ").length <= MAX_KEYWORD_CHARS) out.push(run.join(" "));
    else if (fromEnd && run.length % 2 === 1) {
      out.push(run[0] as string);
      for (let i = 1; i < run.length; i += 2) out.push(run.slice(i, i + 2).join(" "));
    } else for (let i = 0; i < run.length; i += 2) out.push(run.slice(i, i + 2).join(" "));
    run = [];
  };
  for (const w of words) {
    if (w === "") continue;
    if (keep(w) || (locale === "vi" && w !== "," && !stop.has(lower(w, locale)) && !/^\d+$/.test(w))) run.push(w);
    else flush();
  }
  flush();
  const found = out.filter((w) => w.length >= bank.minKeyword);
  if (locale !== "de") return found;
  // German nouns carry the topic; verbs and adjectives only when there is no noun.
  const nouns = found.filter((w) => /^\p{Lu}/u.test(w));
  return nouns.length ? nouns : found;
}

function cjkChunks(text: string, bank: PhraseBank, locale: Locale): string[] {
  let work = text.replace(/[^\p{L}\p{N}]+/gu, " ");
  for (const particle of [...(bank.particles ?? [])].sort((a, b) => b.length - a.length)) {
    work = work.split(particle).join(" ");
  }
  if (locale === "ja") {
    // Hiragana runs are grammar (particles, okurigana) except one okurigana kana that ends a noun (子育て, 巡り);
    // runs of five or more kanji and katakana are split where the script changes (時短レシピ → 時短, レシピ;
    // 筋トレ stays).
    work = work
      .replace(/(\p{Script=Han})([てりみきしび])(?=[のとをがはにでもや]|\p{Script=Katakana}|\s|$)/gu, "$1$2\uE000")
      .replace(/[\p{Script=Hiragana}]+(?!\uE000)/gu, " ")
      .replace(/\uE000/g, " ")
      .replace(/[\p{Script=Han}\p{Script=Katakana}ー]{5,}/gu, (run) =>
        run.replace(/(?<=\p{Script=Han})(?=\p{Script=Katakana})|(?<=[\p{Script=Katakana}ー])(?=\p{Script=Han})/gu, " "),
      );
  }
  const stop = new Set(bank.stopWords);
  const out: string[] = [];
  for (const chunk of work.split(/\s+/)) {
    if (!chunk || stop.has(chunk)) continue;
    if (!HAN_OR_KANA.test(chunk) && !/[\p{Script=Hangul}]/u.test(chunk)) {
      if (/^[\p{L}][\p{L}\p{N}]{2,}$/u.test(chunk) && !/^\d+$/.test(chunk)) out.push(chunk);
      continue;
    }
    if (chunk.length < 2) continue;
    if (chunk.length <= 4) out.push(chunk);
    else if (chunk.length <= 8) {
      const half = Math.ceil(chunk.length / 2);
      out.push(chunk.slice(0, half), chunk.slice(half));
    } else out.push(chunk.slice(0, 4));
  }
  return out.filter((c) => c.length >= 2);
}

export function extractKeywords(description: string, bank: PhraseBank, locale: Locale): Keyword[] {
  const text = description.normalize("NFC");
  const raw = bank.script === "cjk" ? cjkChunks(text, bank, locale) : spacedWords(text, bank, locale);
  const counts = new Map<string, { text: string; n: number; first: number }>();
  raw.forEach((word, index) => {
    const trimmed = word.slice(0, MAX_KEYWORD_CHARS);
    const key = lower(trimmed, locale);
    const seen = counts.get(key);
    if (seen) seen.n += 1;
    else counts.set(key, { text: trimmed, n: 1, first: index });
  });
  return [...counts.entries()]
    .sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first)
    .slice(0, MAX_KEYWORDS)
    .map(([key, v]) => ({ key, text: v.text }));
}
