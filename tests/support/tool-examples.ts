// The random examples the tool pages offer (messages/tools/<locale>.json, tools.kinds.<tool>.examples, shown by
// src/features/tools/tool-generator.tsx), read straight from the catalogues so the composer tests use what a
// visitor gets with one click.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "@/i18n/locales";

export function pageExamples(locale: Locale, tool: string): string[] {
  const file = path.resolve(import.meta.dirname, "../../messages/tools", `${locale === "zh-TW" ? "tw" : locale}.json`);
  const catalogue = JSON.parse(readFileSync(file, "utf8")) as {
    tools: { kinds: Record<string, { examples?: Record<string, string> }> };
  };
  return Object.values(catalogue.tools.kinds[tool]?.examples ?? {});
}
