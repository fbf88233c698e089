// Keywords of a description: noun phrases in the description's own language, most frequent first. Spaced languages
// cut the text at punctuation, stopwords and verbs (lexicon/<locale>.json); each run left is a phrase, trimmed of
// adjectives and vague nouns at its head ("sourdough baking process" → "sourdough baking"), and a run of only
// those ("easy", "home") is no keyword. German builds phrases around its capitalized nouns ("vegane Rezepte").
// Vietnamese keeps two-syllable compounds. CJK text sets known words aside (cjk-words.ts), is split at punctuation,
// particles and verbs and keeps 2–4 character chunks, whole katakana words and, of longer runs, the words
// Intl.Segmenter finds (Japanese also splits where kana grammar meets kanji or katakana).
import "server-only";
import type { Locale } from "@/i18n/locales";
import { bankFor } from "./banks";
import { cjkWords } from "./cjk-words";
import { type Lexicon, lexiconFor } from "./lexicon";

export interface Keyword {
  /** As the person wrote it (case kept, e.g. German nouns). */
  text: string;
  /** Lowercased, for comparisons, hashtags and emoji lookups. */
  key: string;
}

const MAX_KEYWORDS = 6;
const MAX_KEYWORD_CHARS = 24;
const MAX_PHRASE_WORDS = 3;
const HAN_OR_KANA = /[\p{Script=Han}\p{Script=Katakana}ー]/u;

export function lower(text: string, locale: Locale): string {
  return text.toLocaleLowerCase(locale === "tr" ? "tr" : locale === "zh-TW" ? "zh-TW" : locale);
}

/** Languages whose phrases end in their head noun ("vegan recipes"); the others start with it ("recettes végétariennes"). */
const HEAD_FINAL = new Set<Locale>(["en", "de", "ru", "tr", "ko"]);

/**
 * A keyword's head word alone ("gemütlichen Farmspiel" → "Farmspiel", "recettes végétariennes" → "recettes"), for
 * places too short for the whole phrase; the keyword itself when it is one word (or CJK, written without spaces).
 */
export function headWord(keyword: Keyword, locale: Locale): Keyword {
  const words = keyword.text.split(/\s+/);
  if (words.length < 2 || locale === "vi") return keyword;
  const text = (HEAD_FINAL.has(locale) ? words[words.length - 1] : words[0]) as string;
  return { text, key: lower(text, locale) };
}

interface Token {
  text: string;
  lower: string;
  /** Ends a phrase: punctuation, a number, a stopword or a verb. */
  stop: boolean;
  /** An adjective, adverb or vague noun: part of a phrase, never one alone. */
  weak: boolean;
  /** German: a capitalized word inside a sentence, i.e. a noun. */
  noun: boolean;
  /** Ends the phrase after it (a Korean word with a particle: 여행과 요리 are two phrases). */
  last?: boolean;
  /** Inflected by the preposition or verb before it (Russian): no keyword starts here unless nothing else does. */
  inflected?: boolean;
}

function isVerb(word: string, lexicon: Lexicon): boolean {
  if (lexicon.verbs.has(word)) return true;
  return lexicon.verbEndings.some((ending) => word.length > ending.length + 1 && word.endsWith(ending));
}

function tokenize(text: string, locale: Locale, lexicon: Lexicon): Token[] {
  const tokens: Token[] = [];
  let sentenceStart = true;
  for (const part of text.split(/([^\p{L}\p{N}'’-]+)/u)) {
    if (!part) continue;
    if (!/^[\p{L}\p{N}'’-]+$/u.test(part) || /^[-'’]+$/.test(part)) {
      if (/[.,!?;:()/&+|"“”«»„…–—·]/.test(part)) {
        tokens.push({ text: part, lower: part, stop: true, weak: false, noun: false });
        if (/[.!?]/.test(part)) sentenceStart = true;
      }
      continue;
    }
    let word = part.replace(/^['’-]+|['’-]+$/g, "");
    // Elided articles and pronouns (l'avocat, j'adore, dell'anno) are not part of the word.
    const elided = /^(\p{L}{1,3})['’](\p{L}{2,})$/u.exec(word);
    if (elided && locale !== "tr" && locale !== "en") {
      // The article ends the phrase before it ("auto d'epoca" → "auto", "epoca"), as a stopword would.
      tokens.push({ text: elided[1] as string, lower: "", stop: true, weak: false, noun: false });
      word = elided[2] as string;
    }
    let lowered = lower(word, locale);
    // Korean attaches particles (요리를, 요리의): the longest matching ending is dropped.
    const ending = lexicon.particles.find(
      (e) => locale === "ko" && lowered.endsWith(e) && lowered.length - e.length >= 2,
    );
    if (ending) {
      word = word.slice(0, -ending.length);
      lowered = lowered.slice(0, -ending.length);
    }
    // A capital that only starts a sentence is not part of the word (German keeps it: nouns are capitalized).
    if (sentenceStart && locale !== "de" && /^\p{Lu}\p{Ll}+$/u.test(word)) {
      word = lower(word.charAt(0), locale) + word.slice(1);
    }
    // Turkish proper nouns keep their suffix after an apostrophe (İstanbul'da): the name is the keyword.
    if (locale === "tr") {
      const [name = word] = word.split(/['’]/);
      word = name;
      lowered = lower(name, locale);
    }
    const capital = /^\p{Lu}/u.test(word);
    const noun = locale === "de" && capital && !sentenceStart;
    const stop =
      /^\d+$/.test(word) || word.length < 2 || (!noun && (lexicon.stopwords.has(lowered) || isVerb(lowered, lexicon)));
    const weak = !noun && (lexicon.modifiers.has(lowered) || lexicon.generic.has(lowered));
    const previous = tokens[tokens.length - 1];
    tokens.push({
      text: word,
      lower: lowered,
      stop,
      weak: weak || (noun && lexicon.generic.has(lowered)),
      noun,
      last: Boolean(ending),
      inflected: Boolean(
        previous &&
          (lexicon.casePrepositions.has(previous.lower) || (locale === "ru" && isVerb(previous.lower, lexicon))),
      ),
    });
    sentenceStart = false;
  }
  // Multi-word stopwords and verbs ("chia sẻ", "yatırım yapıyorum") stop a phrase as a whole.
  for (let i = 0; i < tokens.length; i++) {
    for (const words of lexicon.multiWord) {
      if (words.every((w, k) => tokens[i + k]?.lower === w)) {
        for (let k = 0; k < words.length; k++) (tokens[i + k] as Token).stop = true;
      }
    }
  }
  return tokens;
}

/** A run between stops, trimmed of weak words at the head's end and cut to a short phrase; null when only weak words. */
function phraseOf(run: Token[], locale: Locale): Token[] | null {
  let words = [...run];
  const headFinal = HEAD_FINAL.has(locale);
  if (headFinal) while (words.length > 1 && (words[words.length - 1] as Token).weak) words.pop();
  else {
    while (words.length > 1 && (words[0] as Token).weak) words.shift();
    while (words.length > 1 && (words[words.length - 1] as Token).weak) words.pop();
  }
  if (words.length > MAX_PHRASE_WORDS)
    words = headFinal ? words.slice(-MAX_PHRASE_WORDS) : words.slice(0, MAX_PHRASE_WORDS);
  while (words.length > 1 && words.map((w) => w.text).join(" ").length > MAX_KEYWORD_CHARS) {
    words = headFinal ? words.slice(1) : words.slice(0, -1);
  }
  if (words.every((w) => w.weak)) return null;
  return words;
}

function germanPhrases(run: Token[]): Token[][] {
  // Nouns carry the topic: each noun with the adjective right before it ("vegane Rezepte"); other lowercase words
  // (adverbs, verbs the lists do not know) are left out.
  const out: Token[][] = [];
  run.forEach((token, i) => {
    if (!token.noun || token.weak) return;
    const before = run[i - 1];
    out.push(
      before && !before.noun && /^\p{Ll}/u.test(before.text) && /(?:e|en|er|es|em)$/.test(before.lower)
        ? [before, token]
        : [token],
    );
  });
  return out;
}

function runsOf(tokens: Token[]): Token[][] {
  const runs: Token[][] = [];
  const inflected: Token[][] = [];
  let run: Token[] = [];
  let skip = false;
  const flush = () => {
    if (run.length) (skip ? inflected : runs).push(run);
    run = [];
    skip = false;
  };
  for (const token of tokens) {
    if (token.stop) {
      flush();
      continue;
    }
    if (!run.length) skip = Boolean(token.inflected);
    run.push(token);
    if (token.last) flush();
  }
  flush();
  // Only inflected phrases ("Делюсь рецептами хлеба"): better them than no topic at all.
  return runs.length ? runs : inflected;
}

function spacedPhrases(text: string, locale: Locale, lexicon: Lexicon): string[] {
  const tokens = tokenize(text, locale, lexicon);
  const runs = runsOf(tokens);
  const out: string[] = [];
  const hasGermanNoun = locale === "de" && tokens.some((t) => t.noun && !t.weak);
  for (const run of runs) {
    if (hasGermanNoun) {
      for (const phrase of germanPhrases(run)) out.push(phrase.map((w) => w.text).join(" "));
      continue;
    }
    if (locale === "vi") {
      // Vietnamese words are syllables: a run becomes two-syllable compounds (du lịch, Đà Nẵng), after the vague
      // words that start it ("mẹo ôn thi" → "ôn thi").
      while (run.length > 2 && (run[0] as Token).weak) run.shift();
      for (let i = 0; i < run.length; i += 2) {
        const pair = run.slice(i, i + 2);
        if (pair.length === 2 && !pair.every((w) => w.weak)) out.push(pair.map((w) => w.text).join(" "));
      }
      continue;
    }
    const phrase = phraseOf(run, locale);
    if (phrase) out.push(phrase.map((w) => w.text).join(" "));
  }
  return out;
}

const PROTECTED = /\uE001(\d+)\uE001/g;
const KATAKANA_WORD = /^[\p{Script=Katakana}ー]+$/u;

/** Known words (cjk-words.ts) set aside as placeholders, longest first, so no particle or verb splits them. */
function protectWords(text: string, locale: Locale): { work: string; words: string[] } {
  const words: string[] = [];
  // Japanese katakana runs stay whole (フィットネスコーチ), so only words with kanji are set aside there.
  const keys = Object.keys(cjkWords(locale))
    .filter((key) => key.length >= 2 && (locale !== "ja" || /\p{Script=Han}/u.test(key)))
    .sort((a, b) => b.length - a.length);
  let work = text;
  for (const key of keys) {
    if (!work.includes(key)) continue;
    work = work.split(key).join(` \uE001${words.length}\uE001 `);
    words.push(key);
  }
  return { work, words };
}

/** A long run with no known word in it: the words Intl.Segmenter finds (ICU's dictionary), two characters or more. */
function segmentLong(chunk: string, locale: Locale): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: "word" });
  return [...segmenter.segment(chunk)].map((s) => s.segment).filter((s) => s.length >= 2);
}

function cjkChunks(text: string, locale: Locale, lexicon: Lexicon): string[] {
  const protectedWords = protectWords(text.replace(/[^\p{L}\p{N}]+/gu, " "), locale);
  let work = protectedWords.work;
  for (const splitter of lexicon.splitters) work = work.split(splitter).join(" ");
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
  const out: string[] = [];
  for (const piece of work.split(/\s+/)) {
    // A set-aside word comes back whole, as its own chunk.
    const chunks = piece
      .split(PROTECTED)
      .map((part, i) => (i % 2 ? (protectedWords.words[Number(part)] as string) : part));
    for (const chunk of chunks) {
      if (!chunk || lexicon.stopwords.has(chunk) || lexicon.verbs.has(lower(chunk, locale))) continue;
      if (!HAN_OR_KANA.test(chunk) && !/[\p{Script=Hangul}]/u.test(chunk)) {
        const word = lower(chunk, locale);
        const english = lexiconFor("en");
        if (/^[\p{L}][\p{L}\p{N}]{2,}$/u.test(chunk) && !english.stopwords.has(word) && !english.verbs.has(word))
          out.push(chunk);
        continue;
      }
      if (chunk.length < 2) continue;
      // A katakana word is one word however long (インテリア, フォトグラファー): halves of it mean nothing.
      if (chunk.length <= 4 || (KATAKANA_WORD.test(chunk) && chunk.length <= MAX_KEYWORD_CHARS)) out.push(chunk);
      else out.push(...segmentLong(chunk, locale).slice(0, 3));
    }
  }
  return out.filter((c) => c.length >= 2 && !lexicon.stopwords.has(c));
}

/** `locale` is the description's language (see detectLanguage), which may differ from the page's. */
export function extractKeywords(description: string, locale: Locale): Keyword[] {
  const text = description.normalize("NFC");
  const lexicon = lexiconFor(locale);
  const bank = bankFor(locale);
  const raw = bank.script === "cjk" ? cjkChunks(text, locale, lexicon) : spacedPhrases(text, locale, lexicon);
  const counts = new Map<string, { text: string; n: number; first: number }>();
  raw.forEach((phrase, index) => {
    if (phrase.length < bank.minKeyword) return;
    const key = lower(phrase, locale);
    const seen = counts.get(key);
    if (seen) seen.n += 1;
    else counts.set(key, { text: phrase, n: 1, first: index });
  });
  const ranked = [...counts.entries()].sort((a, b) => b[1].n - a[1].n || a[1].first - b[1].first);
  // A phrase inside a longer one ("recipes" beside "vegan recipes") adds nothing.
  const kept = ranked.filter(
    ([key]) =>
      !ranked.some(([other]) => other !== key && other.length > key.length && ` ${other} `.includes(` ${key} `)),
  );
  return kept.slice(0, MAX_KEYWORDS).map(([key, v]) => ({ key, text: v.text }));
}
