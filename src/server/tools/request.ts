// The body of POST /v1/tools/generate (the API contract the tool pages code against) and its conversion into a
// ToolRequest with the defaults filled in.
import "server-only";
import { z } from "@hono/zod-openapi";
import { ToolAvoidList } from "@/domain/contracts/tools";
import {
  DESCRIPTION_MAX_CHARS,
  DESCRIPTION_MIN_CHARS,
  TOOL_KINDS,
  TOOL_LENGTHS,
  TOOL_MESSAGES,
  TOOL_PLATFORMS,
  TOOL_TONES,
} from "@/domain/tools";
import { normalizeLocale } from "@/i18n/locales";
import type { ToolRequest } from "./types";

export const GenerateBody = z
  .object({
    tool: z.enum(TOOL_KINDS, { error: TOOL_MESSAGES.tool }),
    platform: z.enum(TOOL_PLATFORMS, { error: TOOL_MESSAGES.platform }).nullish(),
    description: z
      .string({ error: TOOL_MESSAGES.description })
      .trim()
      .min(DESCRIPTION_MIN_CHARS, { error: TOOL_MESSAGES.description })
      .max(DESCRIPTION_MAX_CHARS, { error: TOOL_MESSAGES.description }),
    options: z
      .object({
        length: z.enum(TOOL_LENGTHS, { error: TOOL_MESSAGES.length }).optional(),
        tone: z.enum(TOOL_TONES, { error: TOOL_MESSAGES.tone }).optional(),
        hashtags: z
          .union([z.literal(0), z.literal(5), z.literal(10), z.literal(30)], { error: TOOL_MESSAGES.hashtags })
          .optional(),
      })
      .optional(),
    locale: z
      .string({ error: TOOL_MESSAGES.locale })
      .refine((value) => normalizeLocale(value) !== null, { error: TOOL_MESSAGES.locale }),
    stream: z.boolean().optional(),
    avoid: ToolAvoidList.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.tool !== "emoji" && !body.platform) {
      ctx.addIssue({ code: "custom", path: ["platform"], message: TOOL_MESSAGES.platform });
    }
  })
  .openapi("ToolGenerateBody");
export type GenerateBody = z.infer<typeof GenerateBody>;

export function toToolRequest(body: GenerateBody): ToolRequest {
  return {
    tool: body.tool,
    platform: body.platform ?? null,
    description: body.description,
    options: {
      length: body.options?.length ?? "short",
      tone: body.options?.tone ?? "none",
      hashtags: body.options?.hashtags ?? 0,
    },
    locale: normalizeLocale(body.locale) ?? "en",
    avoid: body.avoid ?? [],
  };
}
