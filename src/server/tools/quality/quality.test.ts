// The free tools' writing quality (issue 20, item 1): for 30 descriptions per locale, every variant of every tool
// passes the rule checker in ./test/rule-checker.ts (written apart from the composer): keywords are phrases of the
// description, never stopwords or bare verbs; no word twice in a row; hashtags well-formed, relevant, unique, in the
// platform's casing, never generic; keywords only in slots that need no agreement. Five regenerations that send
// back what the page showed never repeat a variant of the previous three results. Pure functions, no HTTP.
import { describe, expect, it } from "vitest";
import {
  effectiveHashtagCount,
  HASHTAG_COUNTS,
  TOOL_LENGTHS,
  TOOL_PLATFORMS,
  TOOL_TONES,
  type ToolKind,
  variantCount,
} from "@/domain/tools";
import { LOCALES, type Locale } from "@/i18n/locales";
import { compose } from "../composer";
import { describeUse } from "../keywords-used";
import { normalizeResults } from "../normalize";
import type { ToolRequest } from "../types";
import { DESCRIPTIONS } from "./test/descriptions";
import { checkHashtags, checkKeywords, checkRepeatedWords, checkSlots } from "./test/rule-checker";

function requestFor(locale: Locale, description: string, tool: ToolKind, n: number): ToolRequest {
  // Each description meets another platform, tone, length and hashtag count, so the corpus covers every option.
  const platform = TOOL_PLATFORMS[n % TOOL_PLATFORMS.length] ?? "instagram";
  return {
    tool,
    platform: tool === "emoji" ? null : platform,
    description,
    locale,
    options: {
      tone: TOOL_TONES[(n * 7) % TOOL_TONES.length] ?? "none",
      length: TOOL_LENGTHS[n % 2] ?? "short",
      hashtags: HASHTAG_COUNTS[(n + 1) % HASHTAG_COUNTS.length] ?? 5,
    },
  };
}

function generate(request: ToolRequest, seed: number): { results: string[]; keywords: string[] } {
  const results = normalizeResults(request, compose(request, seed), seed);
  return { results, keywords: describeUse(request, results).keywords ?? [] };
}

const TOOLS: readonly ToolKind[] = ["bio", "caption", "idea", "username", "emoji"];

describe.each(LOCALES)("writing quality in %s", (locale) => {
  const corpus = DESCRIPTIONS[locale];

  it("has at least 30 descriptions of its own", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(30);
    expect(new Set(corpus).size).toBe(corpus.length);
  });

  it("every variant of every tool passes the rules", () => {
    const problems: string[] = [];
    corpus.forEach((description, n) => {
      for (const tool of TOOLS) {
        const request = requestFor(locale, description, tool, n);
        const { results, keywords } = generate(request, 1000 + n);
        const where = `${tool} "${description}"`;
        expect(results, where).toHaveLength(variantCount(tool));
        if (tool === "bio") {
          for (const p of checkKeywords(locale, description, keywords)) problems.push(`${where}: ${p}`);
        }
        for (const text of results) {
          const found = [
            ...(tool === "emoji" || tool === "username" ? [] : checkRepeatedWords(text)),
            ...(tool === "bio" || tool === "caption"
              ? checkHashtags({
                  text,
                  locale,
                  platform: request.platform ?? "instagram",
                  keywords,
                  wanted: effectiveHashtagCount(tool, request.platform ?? "instagram", request.options.hashtags),
                })
              : []),
            ...(tool === "emoji" || tool === "username" ? [] : checkSlots(locale, text, keywords)),
          ];
          for (const p of found) problems.push(`${where}: ${p}\n    ${text.replace(/\n/g, " ⏎ ")}`);
        }
      }
    });
    expect(problems, problems.slice(0, 15).join("\n")).toEqual([]);
  });

  it("five regenerations never repeat a variant of the previous three results", () => {
    const distinct: Record<string, number> = {};
    for (const [n, description] of corpus.slice(0, 6).entries()) {
      for (const tool of ["bio", "caption", "idea", "username"] as const) {
        const shown: string[][] = [];
        const all = new Set<string>();
        for (let round = 0; round < 5; round++) {
          const request = { ...requestFor(locale, description, tool, n), avoid: shown.slice(-3).flat() };
          const { results } = generate(request, 50 * n + round);
          const words = (t: string) =>
            t
              .replace(/#\S+/g, "")
              .replace(/\P{L}+/gu, " ")
              .trim()
              .toLowerCase();
          const before = new Set(shown.slice(-3).flat().map(words));
          for (const text of results) expect(before.has(words(text)), `${tool} round ${round}: ${text}`).toBe(false);
          shown.push(results);
          for (const text of results) all.add(words(text));
        }
        distinct[tool] = Math.min(distinct[tool] ?? Number.POSITIVE_INFINITY, all.size);
      }
    }
    // Each of five answers is new against the three before it: at least 4 answers' worth of distinct variants.
    expect(distinct.bio).toBeGreaterThanOrEqual(4 * variantCount("bio"));
    expect(distinct.caption).toBeGreaterThanOrEqual(4 * variantCount("caption"));
    expect(distinct.idea).toBeGreaterThanOrEqual(4 * variantCount("idea"));
    expect(distinct.username).toBeGreaterThanOrEqual(4 * variantCount("username"));
  });
});
