// The built-in composer: a template composer, not a language model. It extracts keywords from the description and
// fills the locale's phrase banks (tone lines, bodies, calls to action, idea formats), with emojilib emoji and
// derived hashtags. No network, no configuration; the default provider.
import "server-only";
import { variantCount } from "@/domain/tools";
import type { DeltaListener, ToolProvider, ToolRequest } from "../types";
import { bankFor } from "./banks";
import type { ComposeContext } from "./context";
import { composeIdeas } from "./ideas";
import { extractKeywords } from "./keywords";
import { createRng } from "./random";
import { composeText } from "./text";
import { translateEmoji } from "./translate";
import { composeUsernames } from "./usernames";

export function compose(request: ToolRequest, seed?: number): string[] {
  const bank = bankFor(request.locale);
  const ctx: ComposeContext = {
    bank,
    locale: request.locale,
    keywords: extractKeywords(request.description, bank, request.locale),
    rng: createRng(seed),
    platform: request.platform,
  };
  const { tool, options } = request;
  const count = variantCount(tool);
  if (tool === "idea") return composeIdeas(ctx, options.tone, count);
  if (tool === "username") return composeUsernames(ctx, options.tone, count);
  if (tool === "emoji") return translateEmoji(ctx, request.description.trim(), options.tone);
  return composeText(ctx, { tool, length: options.length, tone: options.tone, hashtags: options.hashtags, count });
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
