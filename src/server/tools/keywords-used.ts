// What the answer says about the description (issue 20): which of its words the variants use (as written there,
// in a variant's text or inside one of its hashtags) and the language it was read in, whichever provider wrote.
import "server-only";
import type { ToolGenerateResult } from "@/domain/contracts/tools";
import { readDescription } from "./composer";
import { hashtagsIn, tagKey } from "./composer/hashtags";
import { lower } from "./composer/keywords";
import type { ToolRequest } from "./types";

export function describeUse(
  request: ToolRequest,
  results: readonly string[],
): Pick<ToolGenerateResult, "keywords" | "descriptionLanguage"> {
  const reading = readDescription(request);
  const texts = results.map((r) => lower(r, reading.keywordLocale));
  const tags = new Set(results.flatMap((r) => hashtagsIn(r).map(tagKey)));
  const compact = (text: string) => tagKey(text);
  // A keyword counts when a variant says it, or a hashtag or handle holds it or one of its words (#sourdough).
  // Usernames and hashtags write words together (sourdough.daily, #sourdoughtips): compared without separators.
  const joined = [...tags, ...results.map(compact)];
  const inTags = (text: string) => {
    const parts = [compact(text), ...text.split(/\s+/).map(compact)].filter((p) => p.length >= 3);
    return joined.some((tag) => parts.some((part) => tag.includes(part)));
  };
  const keywords = reading.keywords
    .filter((k) => texts.some((t) => t.includes(k.key)) || inTags(k.text))
    .map((k) => k.text);
  return { keywords, descriptionLanguage: reading.detected };
}
