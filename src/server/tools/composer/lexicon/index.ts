// The word lists keyword extraction reads, one small data file per locale (lexicon/<locale>.json): stopwords and
// verbs end a phrase and are never a keyword; modifiers (adjectives, adverbs) and generic nouns ("home", "tips")
// may sit inside a phrase but never stand alone; verbEndings mark verbs in languages with regular endings (Turkish,
// Korean); particles split CJK runs and end Korean words; casePrepositions (Russian) inflect the noun after them. Entries are space-separated words, "_" joins a multi-word entry ("chia_sẻ").
import "server-only";
import type { Locale } from "@/i18n/locales";
import de from "./de.json";
import en from "./en.json";
import es from "./es.json";
import fr from "./fr.json";
import it from "./it.json";
import ja from "./ja.json";
import ko from "./ko.json";
import ru from "./ru.json";
import tr from "./tr.json";
import vi from "./vi.json";
import zh from "./zh.json";
import zhTW from "./zh-TW.json";

interface LexiconFile {
  stopwords: string[];
  verbs: string[];
  verbEndings?: string[];
  modifiers?: string[];
  generic?: string[];
  particles?: string[];
  casePrepositions?: string[];
}

export interface Lexicon {
  stopwords: ReadonlySet<string>;
  verbs: ReadonlySet<string>;
  verbEndings: readonly string[];
  modifiers: ReadonlySet<string>;
  generic: ReadonlySet<string>;
  /** Endings attached to a word (Korean particles), longest first. */
  particles: readonly string[];
  /** CJK: strings that split a run of text (particles, then verbs), longest first. */
  splitters: readonly string[];
  /** Prepositions that put the next noun in an oblique case (Russian «по России»): that noun is no keyword. */
  casePrepositions: ReadonlySet<string>;
  /** Multi-word stopwords and verbs as word lists ("chia sẻ" → ["chia", "sẻ"]). */
  multiWord: readonly string[][];
}

const FILES: Record<Locale, LexiconFile> = { en, de, fr, ja, it, es, ko, zh, "zh-TW": zhTW, ru, tr, vi };

function words(lines: readonly string[] | undefined, locale: Locale): string[] {
  return (lines ?? []).flatMap((line) =>
    line
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => w.replace(/_/g, " ").toLocaleLowerCase(locale)),
  );
}

function build(locale: Locale): Lexicon {
  const file = FILES[locale];
  const stopwords = words(file.stopwords, locale);
  const verbs = words(file.verbs, locale);
  return {
    stopwords: new Set(stopwords),
    verbs: new Set(verbs),
    verbEndings: [...(file.verbEndings ?? [])].sort((a, b) => b.length - a.length),
    modifiers: new Set(words(file.modifiers, locale)),
    generic: new Set(words(file.generic, locale)),
    particles: [...(file.particles ?? [])].sort((a, b) => b.length - a.length),
    splitters: [...(file.particles ?? []), ...verbs].sort((a, b) => b.length - a.length),
    casePrepositions: new Set(words(file.casePrepositions, locale)),
    multiWord: [...stopwords, ...verbs].filter((w) => w.includes(" ")).map((w) => w.split(" ")),
  };
}

const cache = new Map<Locale, Lexicon>();

export function lexiconFor(locale: Locale): Lexicon {
  let lexicon = cache.get(locale);
  if (!lexicon) {
    lexicon = build(locale);
    cache.set(locale, lexicon);
  }
  return lexicon;
}
