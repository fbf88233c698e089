// The ideas of one answer never share a hook (QA s10 6c: /es/tools/tiktok-idea-generator/ gave «Profesora: así es
// para mí» as ideas 1, 3 and 5). Property over 200 seeds in every locale, every tone across the seeds, with the
// pages' own examples, first answers and "show me others" answers (request.avoid). The hook is read from the text
// as a visitor sees it: the part before the format, which every locale separates with —, |, ｜ or ／.
import { describe, expect, it } from "vitest";
import { TOOL_PLATFORMS, TOOL_TONES } from "@/domain/tools";
import { LOCALES, type Locale } from "@/i18n/locales";
import { pageExamples } from "../../../../tests/support/tool-examples";
import type { ToolRequest } from "../types";
import { compose } from "./index";

const hookOf = (idea: string) => (idea.split(/ [—–|] |｜|／/)[0] ?? "").trim().toLowerCase();

function repeats(results: string[]): string[] {
  const hooks = results.map(hookOf);
  return hooks.filter((hook, i) => hooks.indexOf(hook) !== i);
}

describe.each(LOCALES)("ideas in %s", (locale: Locale) => {
  it("five ideas with five different hooks, also when regenerating", () => {
    const examples = pageExamples(locale, "idea");
    expect(examples.length).toBeGreaterThan(0);
    const bad: string[] = [];
    for (let seed = 1; seed <= 200; seed++) {
      const request: ToolRequest = {
        tool: "idea",
        platform: TOOL_PLATFORMS[seed % TOOL_PLATFORMS.length] ?? "tiktok",
        locale,
        description: examples[seed % examples.length] as string,
        options: { length: "short", tone: TOOL_TONES[seed % TOOL_TONES.length] ?? "none", hashtags: 0 },
      };
      const first = compose(request, seed);
      expect(first).toHaveLength(5);
      const again = compose({ ...request, avoid: first }, seed + 100_000);
      expect(again).toHaveLength(5);
      for (const [name, results] of [
        ["first", first],
        ["again", again],
      ] as const) {
        if (repeats(results).length) bad.push(`${seed} ${name} ${request.options.tone}: ${results.join(" / ")}`);
      }
    }
    expect(bad.slice(0, 5)).toEqual([]);
  });
});
