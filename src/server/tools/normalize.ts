// The rules every answer meets whatever wrote it: no empty or repeated variants, the expected number of them, each
// within the platform's limit, bios and captions with exactly the hashtag count asked for (the provider's own tags
// first, then the composer's deriver), usernames valid for the platform. Missing variants come from the composer.
import "server-only";
import {
  characterLimit,
  effectiveHashtagCount,
  isValidUsername,
  type ToolPlatform,
  USERNAME_RULES,
  variantCount,
} from "@/domain/tools";
import { compose } from "./composer";
import { bankFor } from "./composer/banks";
import { truncate } from "./composer/context";
import { deriveHashtags, hashtagsIn } from "./composer/hashtags";
import { extractKeywords } from "./composer/keywords";
import { createRng } from "./composer/random";
import type { ToolRequest } from "./types";

function fixHashtags(text: string, request: ToolRequest, platform: ToolPlatform): string {
  const count = effectiveHashtagCount(request.tool, platform, request.options.hashtags);
  const limit = characterLimit(request.tool, platform) ?? Number.POSITIVE_INFINITY;
  const found = hashtagsIn(text);
  const own = [...new Set(found.map((t) => t.toLowerCase()))];
  // Already right (the composer's answers): leave the layout alone.
  if (found.length === count && own.length === count && text.length <= limit) return text;
  const body = text
    .replace(/#[\p{L}\p{N}_]+/gu, "")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
  if (count === 0) return body.length > limit ? truncate(body, limit) : body;
  const bank = bankFor(request.locale);
  const derived = deriveHashtags({
    keywords: extractKeywords(request.description, bank, request.locale),
    platform,
    count: count + own.length,
    bank,
    locale: request.locale,
    rng: createRng(),
    maxLength: Math.max(4, Math.floor((Number.isFinite(limit) ? limit * 0.6 : 600) / count) - 2),
  });
  const maxTag = Number.isFinite(limit) ? Math.floor((limit * 0.6) / count) : 60;
  const tags = [...new Set([...own.filter((t) => t.length <= maxTag), ...derived])].slice(0, count);
  const tagText = tags.join(" ");
  const separator = body.includes("\n") ? "\n\n" : " ";
  const budget = limit - tagText.length - separator.length;
  const fitted = body.length > budget ? truncate(body, budget) : body;
  return fitted ? `${fitted}${separator}${tagText}` : tagText;
}

function fixUsername(raw: string, platform: ToolPlatform): string {
  const rule = USERNAME_RULES[platform];
  const allowed =
    platform === "facebook" ? /[^a-z0-9.]/g : platform.startsWith("youtube") ? /[^a-z0-9._-]/g : /[^a-z0-9._]/g;
  return raw
    .trim()
    .replace(/^@/, "")
    .toLowerCase()
    .replace(/\s+/g, platform === "facebook" ? "." : "_")
    .replace(allowed, "")
    .replace(/\.{2,}/g, ".")
    .slice(0, rule.max)
    .replace(/^[._-]+|[._-]+$/g, "");
}

export function normalizeResults(request: ToolRequest, raw: readonly string[]): string[] {
  const platform = request.platform ?? "instagram";
  const wanted = variantCount(request.tool);
  const limit = characterLimit(request.tool, platform);
  const out: string[] = [];
  const add = (value: string) => {
    let text = value.trim();
    if (request.tool === "bio" || request.tool === "caption") text = fixHashtags(text, request, platform);
    else if (request.tool === "username") text = fixUsername(text, platform);
    else if (limit !== null && text.length > limit) text = truncate(text, limit);
    if (!text || out.includes(text)) return;
    if (request.tool === "username" && !isValidUsername(platform, text)) return;
    out.push(text);
  };
  for (const value of raw) if (out.length < wanted) add(value);
  for (let round = 0; out.length < wanted && round < 5; round++) for (const value of compose(request)) add(value);
  return out.slice(0, wanted);
}
