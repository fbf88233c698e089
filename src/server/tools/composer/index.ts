// The built-in composer: a template composer, not a language model. It reads the description in its own language
// (detectLanguage), takes its noun phrases as keywords and fills the page language's phrase banks (tone lines,
// bodies, calls to action, idea formats), with emojilib emoji and hashtags derived from the keywords. Each answer
// avoids the variants the page showed in its previous results (request.avoid). No network, no configuration.
import "server-only";
import { type ToolKind, variantCount } from "@/domain/tools";
import type { Locale } from "@/i18n/locales";
import type { DeltaListener, ToolProvider, ToolRequest } from "../types";
import { bankFor } from "./banks";
import type { ComposeContext } from "./context";
import { detectLanguage } from "./detect-language";
import { composeIdeas } from "./ideas";
import { extractKeywords, type Keyword } from "./keywords";
import { createRng } from "./random";
import { composeText } from "./text";
import { translateEmoji } from "./translate";
import { composeUsernames } from "./usernames";

export interface DescriptionReading {
  /** The description's language, or null when it cannot be told (then the page's is assumed). */
  detected: Locale | null;
  /** The language the keywords are read in. */
  keywordLocale: Locale;
  keywords: Keyword[];
}

export function readDescription(request: Pick<ToolRequest, "description" | "locale">): DescriptionReading {
  const detected = detectLanguage(request.description);
  const keywordLocale = detected ?? request.locale;
  const keywords = extractKeywords(request.description, keywordLocale);
  // A guess that finds nothing (a few nouns read as another language) falls back to the page's language.
  if (!keywords.length && keywordLocale !== request.locale) {
    const own = extractKeywords(request.description, request.locale);
    if (own.length) return { detected: request.locale, keywordLocale: request.locale, keywords: own };
  }
  return { detected, keywordLocale, keywords };
}

/**
 * What makes two variants "the same" to a reader: their words, without hashtags, emoji, punctuation or case (the
 * same line with other tags is not new). The emoji translator's variants are their emoji, so they compare whole.
 */
export function variantKey(tool: ToolKind, text: string): string {
  const base = text.normalize("NFC").toLowerCase();
  if (tool === "emoji") return base.replace(/\s+/g, " ").trim();
  // loaf.studio, loaf_studio and loafstudio48 read as one name.
  if (tool === "username") return base.replace(/[^\p{L}]+/gu, "");
  return base
    .replace(/#[\p{L}\p{N}_]+/gu, " ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** An idea's hook: the text between the template's opening and its format ("Gancho: «…» — Formato: …"). */
function ideaHook(text: string, template: string): string {
  const [before = "", after = ""] = template.split("{hook}");
  const between = after.split("{format}")[0] ?? "";
  if (!text.startsWith(before)) return text;
  const end = between ? text.indexOf(between, before.length) : -1;
  return text.slice(before.length, end < 0 ? undefined : end);
}

/**
 * What a reader takes for the same variant again: the first line of a bio or caption, an idea's hook (five ideas
 * with one hook read as one idea, QA s10 6c), the whole of a username or emoji translation.
 */
function openingKey(tool: ToolKind, text: string, locale: Locale): string {
  if (tool === "username" || tool === "emoji") return variantKey(tool, text);
  if (tool === "idea") return variantKey(tool, ideaHook(text, bankFor(locale).ideaTemplate));
  return variantKey(tool, text.split("\n")[0] ?? "");
}

function composeOnce(request: ToolRequest, reading: DescriptionReading, seed: number): string[] {
  const bank = bankFor(request.locale);
  const ctx: ComposeContext = {
    bank,
    locale: request.locale,
    keywords: reading.keywords,
    keywordLocale: reading.keywordLocale,
    rng: createRng(seed),
    platform: request.platform,
  };
  const { tool, options } = request;
  const count = variantCount(tool);
  // Twice as many ideas as shown: the rest stand in for those the page showed before (request.avoid).
  if (tool === "idea") return composeIdeas(ctx, options.tone, count * 2);
  if (tool === "username") return composeUsernames(ctx, options.tone, count);
  if (tool === "emoji") return translateEmoji(ctx, request.description.trim(), options.tone);
  return composeText(ctx, { tool, length: options.length, tone: options.tone, hashtags: options.hashtags, count });
}

const ATTEMPTS = 24;

/**
 * The variants for a request: distinct from each other and from `request.avoid` (what the page showed before) as
 * far as the banks allow; when fresh ones run out, the rest are filled with the best repeats.
 */
export function compose(request: ToolRequest, seed?: number, reading = readDescription(request)): string[] {
  const count = variantCount(request.tool);
  const base = seed ?? createRng().int(2 ** 31);
  const taken = new Set((request.avoid ?? []).map((text) => variantKey(request.tool, text)));
  // A caption or bio that opens with a line already shown reads as a repeat whatever follows it, so opening lines
  // count too (for texts of more than one line; a one-line variant's opening is itself).
  const opening = (text: string) => openingKey(request.tool, text, request.locale);
  const openings = new Set((request.avoid ?? []).map(opening));
  const out: string[] = [];
  const spare: string[] = [];
  for (let attempt = 0; out.length < count && attempt < ATTEMPTS; attempt++) {
    for (const result of composeOnce(request, reading, base + attempt * 7919)) {
      const key = variantKey(request.tool, result);
      const first = opening(result);
      if (out.length >= count) break;
      if (taken.has(key) || openings.has(first)) {
        if (!spare.includes(result)) spare.push(result);
        continue;
      }
      taken.add(key);
      openings.add(first);
      out.push(result);
    }
  }
  const own = new Set(out.map((text) => variantKey(request.tool, text)));
  // A repeat of what was shown before may fill the answer, but its ideas still never share a hook. Spares that are
  // new as a whole (a shown hook with another format) go before exact repeats.
  const hooks = new Set(request.tool === "idea" ? out.map(opening) : []);
  const shown = new Set((request.avoid ?? []).map((text) => variantKey(request.tool, text)));
  const ranked = [...spare].sort(
    (a, b) => Number(shown.has(variantKey(request.tool, a))) - Number(shown.has(variantKey(request.tool, b))),
  );
  for (const result of ranked) {
    if (out.length >= count) break;
    const key = variantKey(request.tool, result);
    if (own.has(key) || hooks.has(opening(result))) continue;
    own.add(key);
    if (request.tool === "idea") hooks.add(opening(result));
    out.push(result);
  }
  return out;
}

/** Sends each variant in word-sized pieces, so a stream behaves as with a model. */
async function replay(results: string[], onDelta: DeltaListener) {
  for (const [index, result] of results.entries()) {
    const pieces = result.match(/\S+\s*|\s+/g) ?? [result];
    for (let i = 0; i < pieces.length; i += 3) await onDelta({ index, text: pieces.slice(i, i + 3).join("") });
  }
}

export const composerProvider: ToolProvider = {
  name: "composer",
  async generate(request, onDelta) {
    const results = compose(request);
    if (onDelta) await replay(results, onDelta);
    return results;
  },
};
