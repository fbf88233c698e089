// What the answer says about the description (issue 20): which of its words the variants use (as written there,
// in a variant's text or inside one of its hashtags) and the language it was read in, whichever provider wrote.
import "server-only";
import type { ToolGenerateResult } from "@/domain/contracts/tools";
import { readDescription } from "./composer";
import { hashtagsIn, tagKey } from "./composer/hashtags";
import { type Keyword, lower } from "./composer/keywords";
import { handleBase } from "./composer/usernames";
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
  // A username writes a Japanese or Chinese keyword as its English word (数学 → math.tutor): that counts too.
  const inHandle = (k: Keyword) => {
    const word = request.tool === "username" ? handleBase(k, reading.keywordLocale) : undefined;
    return Boolean(word && word.length >= 3 && joined.some((name) => name.includes(word)));
  };
  const keywords = reading.keywords
    .filter((k) => texts.some((t) => t.includes(k.key)) || inTags(k.text) || inHandle(k))
    .map((k) => k.text);
  return { keywords, descriptionLanguage: reading.detected };
}
