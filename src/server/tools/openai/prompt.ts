// Prompts of the OpenAI-compatible provider: one per tool, each stating the platform's real limit, the tone, the
// length, the exact hashtag count and the output language, and asking for numbered variants the parser can split.
import "server-only";
import { characterLimit, effectiveHashtagCount, type ToolPlatform, USERNAME_RULES, variantCount } from "@/domain/tools";
import type { Locale } from "@/i18n/locales";
import { readDescription } from "../composer";
import { PLATFORM_NAMES } from "../composer/context";
import type { ToolRequest } from "../types";

const LANGUAGES: Record<Locale, string> = {
  en: "English",
  de: "German",
  fr: "French",
  ja: "Japanese",
  it: "Italian",
  es: "Spanish",
  ko: "Korean",
  zh: "Simplified Chinese",
  "zh-TW": "Traditional Chinese as written in Taiwan",
  ru: "Russian",
  tr: "Turkish",
  vi: "Vietnamese",
};

export const SYSTEM_PROMPT =
  "You write social media copy for creators. Follow the requested format exactly and add nothing else: " +
  "no introduction, no explanations, no markdown.";

function format(count: number): string {
  return (
    `Answer with exactly ${count} variants. Start each variant on a new line with its number and a period ` +
    `("1. ", "2. "…); a variant may span several lines.`
  );
}

function toneText(tone: string): string {
  return tone === "none" ? "a natural, neutral tone" : `a ${tone} tone`;
}

function textPrompt(request: ToolRequest, platform: ToolPlatform): string {
  const what =
    request.tool === "bio" ? `${PLATFORM_NAMES[platform]} profile bios` : `${PLATFORM_NAMES[platform]} post captions`;
  const limit = characterLimit(request.tool, platform);
  const hashtags = effectiveHashtagCount(request.tool, platform, request.options.hashtags);
  const shape =
    request.options.length === "short"
      ? "Keep each one short: a single line."
      : request.tool === "bio"
        ? "Make each one long: two or three lines that use most of the limit."
        : "Make each one long: a hook line, two or three sentences, then a call to action.";
  return [
    `Write ${variantCount(request.tool)} different ${what} in ${LANGUAGES[request.locale]} with ${toneText(request.options.tone)}.`,
    `About: ${request.description}`,
    limit ? `Each must be at most ${limit} characters in total, emoji and hashtags included.` : "",
    shape,
    "Use one or two fitting emoji.",
    hashtags ? `End each with exactly ${hashtags} relevant hashtags.` : "Use no hashtags.",
    format(variantCount(request.tool)),
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * What every prompt adds (issue 20): the description's key terms to keep (in its own language when it is not the
 * page's), no word twice in a row, hashtags only about the topic, and the variants the page already showed.
 */
function guidance(request: ToolRequest): string[] {
  const reading = readDescription(request);
  const lines: string[] = [];
  if (reading.keywords.length) {
    const terms = reading.keywords.map((k) => `"${k.text}"`).join(", ");
    lines.push(
      reading.keywordLocale !== request.locale
        ? `The description is in ${LANGUAGES[reading.keywordLocale]}: write in ${LANGUAGES[request.locale]} and keep its key terms as written: ${terms}.`
        : `Key terms from the description: ${terms}.`,
    );
  }
  if (request.tool === "bio" || request.tool === "caption")
    lines.push("Hashtags name the topic (no generic tags such as #love or #instagood), each one once.");
  lines.push("Never write the same word twice in a row.");
  const shown = (request.avoid ?? []).slice(0, 12);
  if (shown.length)
    lines.push(
      `Do not repeat these earlier variants:\n${shown.map((v) => `- ${v.replace(/\s+/g, " ").slice(0, 200)}`).join("\n")}`,
    );
  return lines;
}

export function buildPrompt(request: ToolRequest): string {
  return [base(request), ...guidance(request)].join("\n");
}

function base(request: ToolRequest): string {
  const platform = request.platform ?? "instagram";
  const language = LANGUAGES[request.locale];
  const count = variantCount(request.tool);
  switch (request.tool) {
    case "bio":
    case "caption":
      return textPrompt(request, platform);
    case "idea":
      return [
        `Suggest ${count} concrete video ideas for ${PLATFORM_NAMES[platform]} in ${language} with ${toneText(request.options.tone)}.`,
        `About: ${request.description}`,
        "Each idea gives a hook (the first sentence said on camera) and a format (how it is filmed, with a duration).",
        format(count),
      ].join("\n");
    case "username": {
      const rule = USERNAME_RULES[platform];
      const chars =
        platform === "facebook"
          ? "a-z, 0-9 and periods"
          : platform.startsWith("youtube")
            ? "a-z, 0-9, periods, underscores and hyphens"
            : "a-z, 0-9, periods and underscores";
      return [
        `Suggest ${count} ${PLATFORM_NAMES[platform]} usernames with ${toneText(request.options.tone)}.`,
        `About: ${request.description}`,
        `Only ${chars}; ${rule.min} to ${rule.max} characters; no spaces, no @, no period at the start or end.`,
        format(count),
      ].join("\n");
    }
    case "emoji":
      return [
        `Emoji translator, ${toneText(request.options.tone)}. Text: ${request.description}`,
        `If the text is mostly words, translate it into emoji; if it is mostly emoji, translate it into ${language} words.`,
        "Variant 1 replaces the words with emoji, variant 2 keeps the words and adds an emoji after each, variant 3 is emoji only (or words only).",
        format(count),
      ].join("\n");
  }
}
