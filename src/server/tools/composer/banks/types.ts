// The shape of a locale's phrase bank. Templates use slots: {topic} (the main keyword), {topic2} (another one),
// {platform} (the platform's name) and, in idea templates, {hook}, {format} and {duration}. Templates are written so
// a keyword of any gender, number or case fits the slot (after a colon, as a label…), since the composer cannot
// inflect words. Stopwords, verbs and CJK particles live in ../lexicon/<locale>.json.
import "server-only";
import type { ToolTone } from "@/domain/tools";

export type ToneLines = Record<ToolTone, readonly string[]>;

export interface PhraseBank {
  /** How the text is segmented: words between spaces, or CJK runs split at punctuation and particles. */
  script: "spaced" | "cjk";
  /** Minimum keyword length in characters. */
  minKeyword: number;
  /** Used when the description yields no keyword at all. */
  fallbackTopic: string;
  /** Joins two lines of a one-line bio (" | ", " · ", "｜"). */
  bioSeparator: string;
  bio: ToneLines;
  /** Second lines of long bios: what the account offers. */
  bioExtras: readonly string[];
  /** Closing line of long bios. */
  bioCta: readonly string[];
  /** The first line of a caption (its hook), by tone. */
  caption: ToneLines;
  /** Body sentences of long captions. */
  captionBody: readonly string[];
  /** Closing questions and calls to action of captions. */
  captionCta: readonly string[];
  /** Idea hooks by tone (what the video says in its first seconds). */
  ideaHooks: ToneLines;
  /** Video formats; {duration} is the platform's typical length. */
  ideaFormats: readonly string[];
  /** How one idea reads: {hook} and {format}. */
  ideaTemplate: string;
  durations: { short: string; long: string };
  /** Suffixes that make keyword compounds (#kochenliebe, #料理好き). */
  tagSuffixes: readonly string[];
  /** Local word → English emojilib keyword, so emoji can be chosen for non-English keywords (and translated back). */
  emojiWords: Readonly<Record<string, string>>;
  /** Romanized words in the language for usernames when no keyword can be written in ASCII. */
  handleWords: readonly string[];
}
