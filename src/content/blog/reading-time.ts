// Reading time of a post body: words per minute for languages written with spaces, characters per minute for
// Chinese and Japanese (they have no spaces, so "words" would count whole sentences). Korean uses spaces.
import type { BlogBlock } from "./types";

export const WORDS_PER_MINUTE = 220;
export const CJK_CHARACTERS_PER_MINUTE = 450;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;

export function blockText(block: BlogBlock): string {
  switch (block.type) {
    case "ul":
    case "ol":
      return block.items.join(" ");
    case "tip":
      return [block.title ?? "", block.text].join(" ");
    case "cta":
      return [block.text, block.label].join(" ");
    default:
      return block.text;
  }
}

export function readingMinutes(texts: string[]): number {
  const text = texts.join(" ");
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text
    .replace(CJK, " ")
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE + cjk / CJK_CHARACTERS_PER_MINUTE));
}

export function bodyReadingMinutes(title: string, body: BlogBlock[]): number {
  return readingMinutes([title, ...body.map(blockText)]);
}
