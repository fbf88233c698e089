// Splits a model's answer into variants. Models answer numbered lists ("1. …", "2) …", "**1.** …"), sometimes a
// JSON array or {"results": […]}, sometimes blank-line separated blocks; all of them work. While streaming, a
// trailing partial line that could still become a number marker is held back, so earlier text never changes.
import "server-only";

const MARKER = /^[ \t]*(?:\*\*)?(\d{1,2})[.)](?:\*\*)?[ \t]+/gm;

function clean(variant: string): string {
  return variant
    .trim()
    .replace(/^\*\*(.*)\*\*$/s, "$1")
    .replace(/^["“«„「](.*)["”»“」]$/s, "$1")
    .trim();
}

function fromJson(text: string): string[] | null {
  const body = text.replace(/^```(?:json)?\s*|\s*```$/g, "").trim();
  if (!/^[[{]/.test(body)) return null;
  try {
    const value = JSON.parse(body) as unknown;
    const list = Array.isArray(value)
      ? value
      : ((value as Record<string, unknown>).results ?? (value as Record<string, unknown>).variants);
    if (!Array.isArray(list)) return null;
    return list
      .map((item) => (typeof item === "string" ? item : JSON.stringify(item)))
      .map(clean)
      .filter(Boolean);
  } catch {
    return null;
  }
}

function numbered(text: string): string[] {
  const starts = [...text.matchAll(MARKER)];
  if (!starts.length) return [];
  return starts.map((match, i) => {
    const from = (match.index ?? 0) + match[0].length;
    const to = starts[i + 1]?.index ?? text.length;
    return text.slice(from, to);
  });
}

export function parseVariants(text: string): string[] {
  const json = fromJson(text.trim());
  if (json?.length) return json;
  const list = numbered(text).map(clean).filter(Boolean);
  if (list.length) return list;
  const blocks = text
    .split(/\n\s*\n/)
    .map(clean)
    .filter(Boolean);
  return blocks.length > 1 ? blocks : text.split("\n").map(clean).filter(Boolean);
}

/** The variants of a partial answer as they stand, for streaming (raw text, not cleaned). */
export function partialVariants(text: string): string[] {
  const lastBreak = text.lastIndexOf("\n");
  const tail = text.slice(lastBreak + 1);
  const settled = /^[ \t]*(?:\*\*)?\d{0,2}[.)]?(?:\*\*)?$/.test(tail) ? text.slice(0, lastBreak + 1) : text;
  // Trimmed at both ends: trailing spaces are sent once the text after them arrives.
  return numbered(settled).map((v) => v.trim());
}
