// POST /v1/tools/generate (issue 8): the answer (and the `done` event of the stream). The request body stays in
// src/server/tools/request.ts, which needs the locale list; its `avoid` field is defined here (issue 20).
import { z } from "zod";

/** Most variants a page sends back: its previous three results of up to ten variants (usernames). */
export const AVOID_MAX_VARIANTS = 30;
export const AVOID_MAX_CHARS = 5000;

/**
 * Optional in the request: the variants the page showed in its previous (up to three) results, so the next
 * Generate answers with variants not shown before. Clients that send nothing get fresh random variants as before.
 */
export const ToolAvoidList = z
  .array(z.string().max(AVOID_MAX_CHARS))
  .max(AVOID_MAX_VARIANTS)
  .meta({ description: "Variants shown in the previous (up to three) results; the answer repeats none of them" });

export const ToolGenerateResult = z
  .object({
    results: z.array(z.string()).meta({ description: "The generated variants" }),
    provider: z.enum(["composer", "openai-compatible"]),
    remaining: z.number().int().nullable().meta({ description: "Generations left today; null when uncapped" }),
    keywords: z
      .array(z.string())
      .optional()
      .meta({ description: "Words taken from the description that the variants use, as written there" }),
    descriptionLanguage: z
      .string()
      .nullable()
      .optional()
      .meta({
        description:
          "The description's language (a locale code) when it could be told; when it differs from the request's " +
          "locale, the variants are in the locale's language and keep the description's key terms",
      }),
  })
  .meta({ id: "ToolGenerateResult" });
export type ToolGenerateResult = z.infer<typeof ToolGenerateResult>;
