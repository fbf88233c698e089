// Fonts of the PDF report: Noto Sans from npm font packages, embedded (subset) by pdfkit so any reader shows the
// same text. @fontsource/noto-sans covers Latin (with Vietnamese and Turkish), Greek, Cyrillic and Devanagari;
// @fontsource/noto-sans-sc covers Chinese (simplified and traditional hanzi) and Japanese kana; @fontsource/
// noto-sans-kr covers Korean hangul (Noto Sans SC holds only a few syllables). The packages ship
// each script as unicode-range subsets (their unicode.json); a text is cut into runs, each drawn with the subset that
// holds its characters, and only the subsets a report uses are read. Scripts outside these (Arabic, Hebrew, Thai…)
// fall back to the Latin subset and show as missing glyphs.
import "server-only";
import { createRequire } from "node:module";
import path from "node:path";

// Resolved at run time from the project root, not by the bundler (as src/server/api/routes/docs.ts does).
const requireFromRoot = createRequire(path.join(process.cwd(), "package.json"));

interface Subset {
  /** The pdfkit font name and the file's stem. */
  name: string;
  file: string;
  ranges: [number, number][];
}

function parseRanges(text: string): [number, number][] {
  return text.split(",").map((part) => {
    const [low, high] = part.trim().replace(/^U\+/i, "").split("-");
    const start = Number.parseInt(low ?? "0", 16);
    return [start, high ? Number.parseInt(high, 16) : start];
  });
}

function subsetsOf(pkg: string, family: string, weight: 400 | 700): Subset[] {
  const ranges = requireFromRoot(`${pkg}/unicode.json`) as Record<string, string>;
  return Object.entries(ranges).map(([key, value]) => {
    const id = key.replace(/[[\]]/g, "");
    const stem = `${family}-${id}-${weight}-normal`;
    return {
      name: stem,
      file: path.join(path.dirname(requireFromRoot.resolve(`${pkg}/package.json`)), "files", `${stem}.woff`),
      ranges: parseRanges(value),
    };
  });
}

/** In order of preference: a character goes to the first family whose ranges hold it. */
const FAMILIES: [pkg: string, family: string][] = [
  ["@fontsource/noto-sans", "noto-sans"],
  ["@fontsource/noto-sans-sc", "noto-sans-sc"],
  ["@fontsource/noto-sans-kr", "noto-sans-kr"],
];

let cache: Record<400 | 700, Subset[]> | null = null;
function subsets(weight: 400 | 700): Subset[] {
  const of = (w: 400 | 700) => FAMILIES.flatMap(([pkg, family]) => subsetsOf(pkg, family, w));
  cache ??= { 400: of(400), 700: of(700) };
  return cache[weight];
}

function subsetFor(codePoint: number, weight: 400 | 700): Subset {
  const list = subsets(weight);
  const latin = list.find((subset) => subset.name === `noto-sans-latin-${weight}-normal`) as Subset;
  if (codePoint <= 0x7f) return latin;
  return list.find((subset) => subset.ranges.some(([low, high]) => codePoint >= low && codePoint <= high)) ?? latin;
}

export interface FontRun {
  text: string;
  font: { name: string; file: string };
}

/** The text cut into runs of characters that one font subset holds (ASCII, spaces included, is always Latin). */
export function fontRuns(text: string, weight: 400 | 700 = 400): FontRun[] {
  const runs: FontRun[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0x20;
    const last = runs.at(-1);
    const subset = subsetFor(codePoint, weight);
    if (last && last.font.name === subset.name) last.text += char;
    else runs.push({ text: char, font: { name: subset.name, file: subset.file } });
  }
  return runs;
}
